import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine/game.ts';
import { knownPosition } from '../../src/solver/known.ts';
import { SolverCancelled, SolverClient } from '../../src/solver/client.ts';
import { handleRequest } from '../../src/solver/handle.ts';
import type { SolverRequest } from '../../src/solver/protocol.ts';
import { endgame, ENDGAME_LOST_AT_1 } from '../game/helpers.ts';

/** A stand-in Worker that answers through the real request handler, on demand. */
class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  inbox: SolverRequest[] = [];
  terminated = false;
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(request: SolverRequest) {
    this.inbox.push(structuredClone(request));
  }
  /** Runs the oldest request through the real handler, delivering progress and the answer. */
  answer() {
    const request = this.inbox.shift()!;
    const deliver = (data: unknown) => {
      if (!this.terminated) this.onmessage?.({ data } as MessageEvent);
    };
    deliver(handleRequest(request, deliver));
  }
  /** Delivers any message, as if the worker had sent it. */
  send(data: unknown) {
    this.onmessage?.({ data } as MessageEvent);
  }
  terminate() {
    this.terminated = true;
  }
}

const client = () => {
  FakeWorker.made = [];
  return new SolverClient(() => new FakeWorker() as unknown as Worker);
};

describe('SolverClient', () => {
  it('sends a solve request and resolves with the worker’s answer', async () => {
    const c = client();
    const pending = c.solve(newGame(1, 2).position, 'classic', { budget: 300_000 });
    FakeWorker.made[0]!.answer();
    const r = await pending;
    expect(r.result).toBe('solved');
    expect(r.positions).toBeLessThanOrEqual(300_000);
  });

  it('a newer request cancels the running one and terminates its worker', async () => {
    const c = client();
    const first = c.solve(newGame(1, 2).position, 'classic');
    const second = c.solve(newGame(1, 3).position, 'classic', { budget: 300_000 });
    await expect(first).rejects.toBeInstanceOf(SolverCancelled);
    expect(FakeWorker.made).toHaveLength(2);
    expect(FakeWorker.made[0]!.terminated).toBe(true);
    FakeWorker.made[1]!.answer();
    expect((await second).result).toBe('solved');
  });

  it('reports a worker-side failure as an error, not a result', async () => {
    const c = client();
    const pending = c.solve(newGame(1, 2).position, 'classic');
    const w = FakeWorker.made[0]!;
    w.inbox[0] = { ...w.inbox[0]!, kind: 'bogus' } as unknown as SolverRequest;
    w.answer();
    await expect(pending).rejects.toThrow(/unknown request kind/);
  });

  it('asks for a hint with the known position only, hears progress, and gets the hint', async () => {
    const c = client();
    const progress: [number, number][] = [];
    const pending = c.hint(knownPosition(newGame(2, 4)), { rules: 'classic', seed: 1, budget: 3_000, samples: 3, verified: false }, (d, t) =>
      progress.push([d, t]),
    );
    const sent = FakeWorker.made[0]!.inbox[0]!;
    expect(sent.kind).toBe('hint');
    expect(sent).not.toHaveProperty('position');
    FakeWorker.made[0]!.answer();
    const h = await pending;
    expect(['chance', 'sample', 'heuristic', 'no-progress']).toContain(h.kind);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)![0]).toBeLessThanOrEqual(progress.at(-1)![1]);
  });

  it('drops an answer that names another request, and fails on one that does not decode', async () => {
    const c = client();
    const pending = c.hint(knownPosition(newGame(1, 4)), { rules: 'classic', seed: 1, budget: 1_000, verified: false });
    const w = FakeWorker.made[0]!;
    const id = w.inbox[0]!.id;
    w.send({ id: id + 5, kind: 'error', message: 'someone else’s' }); // ignored
    w.send({ id, kind: 'hint', hint: { kind: 'win', move: 'peek' } });
    await expect(pending).rejects.toThrow(/does not decode/);
  });

  it('a new hint request cancels the running one', async () => {
    const c = client();
    const first = c.hint(knownPosition(newGame(1, 4)), { rules: 'classic', seed: 1, budget: 1_000, verified: false });
    const second = c.hint(knownPosition(newGame(1, 5)), { rules: 'classic', seed: 1, budget: 1_000, verified: false });
    await expect(first).rejects.toBeInstanceOf(SolverCancelled);
    expect(FakeWorker.made[0]!.terminated).toBe(true);
    FakeWorker.made[1]!.answer();
    await expect(second).resolves.toMatchObject({ samples: expect.any(Number) });
  });

  it('asks for an analysis over a line, hears its progress, and gets the analysis; cancel rejects it', async () => {
    const c = client();
    const heard: [number, number][] = [];
    const pending = c.analyze(endgame().position, 'classic', [...ENDGAME_LOST_AT_1], 50_000, (d, t) => heard.push([d, t]));
    FakeWorker.made[0]!.answer();
    expect(await pending).toMatchObject({ result: 'lost-at', index: 1, move: ENDGAME_LOST_AT_1[1] });
    expect(heard.at(-1)).toEqual([3, 3]);
    const again = c.analyze(endgame().position, 'classic', [...ENDGAME_LOST_AT_1], 50_000);
    c.cancel();
    await expect(again).rejects.toBeInstanceOf(SolverCancelled);
  });
});
