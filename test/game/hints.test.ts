/**
 * The session's hint state (SPEC §4): "Calculating…" while the table stays playable, an answer
 * for an older table is dropped, a move cancels the search, Hint again cycles the candidates.
 * The hint service is a hand-driven stand-in: each request waits until the test answers it.
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine/game.ts';
import { legalMoves } from '../../src/engine/moves.ts';
import { manualClock } from '../../src/game/clock.ts';
import { createHints, type Hint, type HintService } from '../../src/game/hints.ts';
import { createSession } from '../../src/game/session.ts';
import type { HintLimits } from '../../src/solver/client.ts';
import { knownPosition, type KnownPosition } from '../../src/solver/known.ts';

interface Call {
  known: KnownPosition;
  limits: HintLimits;
  progress: (done: number, total: number) => void;
  resolve: (h: Hint) => void;
  reject: (e: Error) => void;
}

function fakeService() {
  const calls: Call[] = [];
  let cancels = 0;
  const service: HintService = {
    hint: (known, limits, progress) => new Promise<Hint>((resolve, reject) => calls.push({ known, limits, progress, resolve, reject })),
    // Counts only: the answer may still arrive, as from a worker that did not stop in time.
    cancel: () => {
      cancels++;
    },
  };
  return { service, calls, cancels: () => cancels };
}

const move = (from: number, to: number, count = 1) => ({ type: 'move' as const, from, to, count });
const answer = (moves: { from: number; to: number }[]): Hint => ({
  kind: 'sample',
  move: move(moves[0]!.from, moves[0]!.to),
  candidates: moves.map((m) => ({ move: move(m.from, m.to), wins: 1, progress: [] })),
  advice: null,
  finished: true,
  samples: 4,
  wins: 3,
  verified: false,
  positions: 100,
});

const flush = () => new Promise((r) => setTimeout(r, 0));

function setup(verified?: () => Promise<boolean>) {
  const session = createSession({ clock: manualClock(0), initial: { game: newGame(1, 7), kind: 'verified' } });
  const fake = fakeService();
  const hints = createHints({ session, service: fake.service, seed: 5, budget: 1234, ...(verified && { verified }) });
  return { session, hints, ...fake };
}

describe('hint state', () => {
  it('asks with what the player knows and shows "calculating", then the answer', async () => {
    const { session, hints, calls } = setup();
    hints.request();
    await flush();
    expect(hints.state.value).toEqual({ status: 'calculating', done: 0, total: 0 });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.known).toEqual(knownPosition(session.game.value));
    expect(calls[0]!.limits).toMatchObject({ seed: 5, budget: 1234, rules: 'classic', verified: false });
    calls[0]!.progress(2, 8);
    expect(hints.state.value).toEqual({ status: 'calculating', done: 2, total: 8 });
    calls[0]!.resolve(answer([{ from: 0, to: 1 }]));
    await flush();
    expect(hints.state.value).toMatchObject({ status: 'shown', index: 0 });
  });

  it('the table stays playable: a move cancels the search and its late answer is dropped', async () => {
    const { session, hints, calls, cancels } = setup();
    hints.request();
    await flush();
    const pending = calls[0]!;
    const m = legalMoves(session.game.value.position)[0]!;
    expect(session.move(m.from, m.to, m.count).ok).toBe(true);
    expect(cancels()).toBe(1);
    expect(hints.state.value).toEqual({ status: 'idle' });
    pending.resolve(answer([{ from: 0, to: 1 }])); // too late (a service that did not stop)
    pending.progress(5, 8);
    await flush();
    expect(hints.state.value).toEqual({ status: 'idle' });
  });

  it('a hint on show goes away when the table changes (undo included)', async () => {
    const { session, hints, calls } = setup();
    const m = legalMoves(session.game.value.position)[0]!;
    session.move(m.from, m.to, m.count);
    hints.request();
    await flush();
    calls[0]!.resolve(answer([{ from: 0, to: 1 }]));
    await flush();
    expect(hints.state.value.status).toBe('shown');
    session.undo();
    expect(hints.state.value).toEqual({ status: 'idle' });
  });

  it('Hint again shows the next candidate, round and round, without a new search', async () => {
    const { hints, calls } = setup();
    hints.request();
    await flush();
    calls[0]!.resolve(
      answer([
        { from: 0, to: 1 },
        { from: 2, to: 3 },
        { from: 4, to: 5 },
      ]),
    );
    await flush();
    const indexes = [0];
    for (let i = 0; i < 4; i++) {
      hints.request();
      const s = hints.state.value;
      indexes.push(s.status === 'shown' ? s.index : -1);
    }
    expect(indexes).toEqual([0, 1, 2, 0, 1]);
    expect(calls).toHaveLength(1);
  });

  it('pressing Hint while it is calculating starts nothing new', async () => {
    const { hints, calls } = setup();
    hints.request();
    await flush();
    hints.request();
    hints.request();
    await flush();
    expect(calls).toHaveLength(1);
  });

  it('after a change, the next request is for the new table and the old answer never shows', async () => {
    const { session, hints, calls } = setup();
    hints.request();
    await flush();
    const old = calls[0]!;
    const m = legalMoves(session.game.value.position)[0]!;
    session.move(m.from, m.to, m.count);
    hints.request();
    await flush();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.known).toEqual(knownPosition(session.game.value));
    old.resolve(answer([{ from: 9, to: 8 }]));
    await flush();
    expect(hints.state.value.status).toBe('calculating');
    calls[1]!.resolve(answer([{ from: 3, to: 4 }]));
    await flush();
    const s = hints.state.value;
    expect(s.status === 'shown' && s.hint.move).toEqual(move(3, 4));
  });

  it('a new game while calculating drops the answer too', async () => {
    const { session, hints, calls } = setup();
    hints.request();
    await flush();
    session.newGame({ suits: 2, deal: 3 });
    calls[0]!.resolve(answer([{ from: 0, to: 1 }]));
    await flush();
    expect(hints.state.value).toEqual({ status: 'idle' });
  });

  it('passes on whether the deal is verified, and reports a failure', async () => {
    const { hints, calls } = setup(async () => true);
    hints.request();
    await flush();
    expect(calls[0]!.limits.verified).toBe(true);
    calls[0]!.reject(new Error('worker died'));
    await flush();
    expect(hints.state.value).toEqual({ status: 'failed', message: 'worker died' });
  });

  it('clear hides the hint and stops the search', async () => {
    const { hints, cancels } = setup();
    hints.request();
    await flush();
    hints.clear();
    expect(cancels()).toBe(1);
    expect(hints.state.value).toEqual({ status: 'idle' });
  });
});

describe('hint levels', () => {
  it('asks with the budgets of the level the player chose, read at each request', async () => {
    const { LEVEL_LIMITS } = await import('../../src/solver/levels.ts');
    const session = createSession({ clock: manualClock(0), initial: { game: newGame(1, 7), kind: 'verified' } });
    const fake = fakeService();
    let level: 'quick' | 'normal' | 'deep' = 'quick';
    const hints = createHints({ session, service: fake.service, level: () => level });
    hints.request();
    await flush();
    expect(fake.calls[0]!.limits).toMatchObject({ budget: LEVEL_LIMITS.quick.budget, samples: LEVEL_LIMITS.quick.samples, games: LEVEL_LIMITS.quick.games });
    hints.clear();
    level = 'deep';
    hints.request();
    await flush();
    expect(fake.calls[1]!.limits).toMatchObject({ budget: LEVEL_LIMITS.deep.budget, samples: LEVEL_LIMITS.deep.samples, games: LEVEL_LIMITS.deep.games });
    expect(LEVEL_LIMITS.deep.games).toBeGreaterThan(LEVEL_LIMITS.normal.games);
    expect(LEVEL_LIMITS.normal.games).toBeGreaterThan(LEVEL_LIMITS.quick.games);
  });
});
