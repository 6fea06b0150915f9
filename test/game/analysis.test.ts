/**
 * The game's "Where did it go wrong?" state: started only on a game that is over or stuck, fed
 * by the solver (here the real analyze() behind a promise), dropped on any change of the game.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, type Action, type Game } from '../../src/engine/game.ts';
import { isWon } from '../../src/engine/position.ts';
import { createAnalysis, type AnalysisSolver } from '../../src/game/analysis.ts';
import { manualClock } from '../../src/game/clock.ts';
import { createSession, type Session } from '../../src/game/session.ts';
import { replayJournal } from '../../src/game/session-journal.ts';
import { analyze, effectiveLine } from '../../src/solver/analyze.ts';
import { SolverCancelled } from '../../src/solver/client.ts';
import { KEYS, memoryStore } from '../../src/game/storage.ts';
import { endgame, ENDGAME_LOST_AT_1 } from './helpers.ts';
import { bootWith } from './persist-helpers.ts';

/** The real analysis, answered on a later turn; cancel rejects what is pending. */
function realSolver() {
  const calls = { started: 0, cancelled: 0 };
  let reject: ((e: Error) => void) | null = null;
  const solver: AnalysisSolver = {
    analyze(position, rules, line, budget, onProgress) {
      calls.started++;
      return new Promise((resolve, no) => {
        reject = no;
        setTimeout(() => {
          const r = analyze(position, line, { rules, budget, onProgress });
          if (r.ok) resolve(r.value);
          else no(new Error(r.message));
        }, 0);
      });
    },
    cancel() {
      calls.cancelled++;
      reject?.(new SolverCancelled());
    },
  };
  return { solver, calls };
}

const act = (s: Session, a: Action) => expect((a.type === 'move' ? s.move(a.from, a.to, a.count) : a.type === 'undo' ? s.undo() : s.deal()).ok).toBe(true);

function stuckGame() {
  const s = createSession({ clock: manualClock(0), initial: { game: endgame(), kind: 'position' } });
  act(s, ENDGAME_LOST_AT_1[0]);
  act(s, { type: 'move', from: 8, to: 1, count: 1 });
  act(s, { type: 'undo' });
  act(s, ENDGAME_LOST_AT_1[1]);
  expect(s.views.stuck.value).toBe(true);
  return s;
}

const settle = () => new Promise((r) => setTimeout(r, 5));

describe('the game analysis', () => {
  it('names the losing move of a stuck game, on the table its journal replays to, with a win from it', async () => {
    const s = stuckGame();
    const { solver } = realSolver();
    const a = createAnalysis({ session: s, solver, budget: 50_000 });
    a.start();
    expect(a.state.value.kind).toBe('running');
    await settle();
    const st = a.state.value;
    if (st.kind !== 'done') throw new Error(st.kind);
    const r = st.report;
    expect(r.analysis).toMatchObject({ result: 'lost-at', index: 1 });
    expect(r.wrong?.action).toEqual(ENDGAME_LOST_AT_1[1]);
    expect(r.moveNumber).toBe(2);
    const fromJournal = replayJournal(s.start.value, effectiveLine(s.journal.actions.value).slice(0, 1));
    expect(r.before.position).toEqual(fromJournal!.position);
    expect(r.wrong?.after).toEqual(s.game.value.position);
    const won = r.line.reduce<Game>((g, step) => {
      const x = applyAction(g, step.action);
      if (!x.ok) throw new Error(x.reason);
      return x.game;
    }, r.before);
    expect(isWon(won.position)).toBe(true);
  });

  it('is not started on a game still in play', () => {
    const s = createSession({ clock: manualClock(0), initial: { game: endgame(), kind: 'position' } });
    const { solver, calls } = realSolver();
    const a = createAnalysis({ session: s, solver });
    a.start();
    expect(a.state.value.kind).toBe('idle');
    expect(calls.started).toBe(0);
  });

  it('is dropped by any action meanwhile (the table stays usable), and cancels the worker', async () => {
    const s = stuckGame();
    const { solver, calls } = realSolver();
    const a = createAnalysis({ session: s, solver, budget: 50_000 });
    a.start();
    act(s, { type: 'undo' });
    expect(a.state.value.kind).toBe('idle');
    expect(calls.cancelled).toBe(1);
    await settle();
    expect(a.state.value.kind).toBe('idle'); // the late answer is dropped
  });

  it('Try from there goes back to the named table', async () => {
    const s = stuckGame();
    const a = createAnalysis({ session: s, solver: realSolver().solver, budget: 50_000 });
    a.start();
    await settle();
    const st = a.state.value;
    if (st.kind !== 'done') throw new Error(st.kind);
    expect(s.retryFrom(st.report.analysis.index).ok).toBe(true);
    expect(s.game.value.position).toEqual(st.report.before.position);
    expect(a.state.value.kind).toBe('idle');
  });

  it('says failed without a solver', async () => {
    const a = createAnalysis({ session: stuckGame(), solver: null });
    a.start();
    await settle();
    expect(a.state.value).toEqual({ kind: 'failed', reason: 'error' });
  });
});

describe('the last game left, kept for Statistics', () => {
  it('a game left with moves is stored as a save, read back after a reload', async () => {
    const store = memoryStore();
    const first = await bootWith(store);
    first.session.journal.restore(stuckGame().journal.snapshot());
    first.session.newGame({ suits: 2, deal: 4 }); // leaves the stuck game: a loss, kept
    await first.persistence.flush();
    expect(first.persistence.lastGame.value?.snapshot.journal).toHaveLength(4);
    const again = await bootWith(store);
    expect(again.persistence.lastGame.value).toBeNull();
    await again.persistence.loadLastGame();
    const last = again.persistence.lastGame.value;
    expect(last?.game.position).toEqual(play(endgame(), ENDGAME_LOST_AT_1).position);
    expect(effectiveLine(last!.snapshot.journal)).toEqual(ENDGAME_LOST_AT_1);
  });

  it('a game left before any move is not kept', async () => {
    const store = memoryStore();
    const b = await bootWith(store);
    b.session.newGame({ suits: 2, deal: 4 });
    await b.persistence.flush();
    expect(store.data.has(KEYS.lastGame)).toBe(false);
  });

  it('its analysis runs on it, not on the game on the table', async () => {
    const s = createSession({ clock: manualClock(0), initial: { game: endgame(), kind: 'position' } });
    const a = createAnalysis({ session: s, solver: realSolver().solver, budget: 50_000 });
    const lost = stuckGame();
    a.start({ start: lost.start.value, journal: lost.journal.actions.value });
    await settle();
    const st = a.state.value;
    if (st.kind !== 'done') throw new Error(st.kind);
    expect(st.of).toBe('last');
    expect(st.report.analysis).toMatchObject({ result: 'lost-at', index: 1 });
  });
});

function play(g: Game, actions: readonly Action[]): Game {
  return actions.reduce((x, a) => {
    const r = applyAction(x, a);
    if (!r.ok) throw new Error(r.reason);
    return r.game;
  }, g);
}
