import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine/game.ts';
import { SolverCancelled, SolverClient } from '../../src/solver/client.ts';
import { handleRequest } from '../../src/solver/handle.ts';
import type { SolverRequest } from '../../src/solver/protocol.ts';

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
    this.inbox.push(request);
  }
  answer() {
    const request = this.inbox.shift()!;
    if (!this.terminated) this.onmessage?.({ data: handleRequest(request) } as MessageEvent);
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
});
