import { describe, expect, it } from 'vitest';
import { gameFromPosition, type Game } from '../../src/engine/game.ts';
import { parsePosition } from '../../src/engine/notation.ts';
import { legalMoves } from '../../src/engine/moves.ts';
import { faceDownCount, type Position } from '../../src/engine/position.ts';
import { manualTimers } from '../../src/game/clock.ts';
import { createFinishSearch, FINISH_SETTLE_MS, nothingHidden, type FinishSolver } from '../../src/game/finish.ts';
import { createSession } from '../../src/game/session.ts';
import { solve, type SolveResult } from '../../src/solver/search.ts';
import { FakeSolver, settle } from './fake-solver.ts';
import { lateTable, oneMoveWin } from './finish-tables.ts';
import { makeGame, run, tableJson } from './helpers.ts';

/** The same with the King face down under the Queen: a card the player has never seen. */
const oneHidden = () => makeGame({ suits: 1, completed: 7, columns: [['#KS', ...run('Q', '7', 'S')], run('6', 'A', 'S')] });

/** Seven runs home, K..J on the table and T..A as one stock round, seen (`*`) or not (`#`). */
function withStock(mark: '*' | '#'): Game {
  const json = tableJson({ suits: 1, completed: 7, stock: 1, columns: [run('K', 'J', 'S')] });
  const stock = (json.stock as string[]).map((c) => mark + c.slice(1));
  const parsed = parsePosition({ ...json, stock });
  if (!parsed.ok) throw new Error(parsed.message);
  // Relaxed rules: a deal onto the empty columns is allowed, so the stock can be dealt.
  return gameFromPosition(parsed.value.position, 'relaxed', null, parsed.value.seen);
}

function setup(game: Game) {
  const session = createSession({ initial: { game, kind: 'position' } });
  const solver = new FakeSolver();
  const timers = manualTimers();
  const search = createFinishSearch({ session, solver, timers });
  return { session, solver, timers, search };
}

describe('nothingHidden', () => {
  it('holds only with no face-down card and every stock card seen', () => {
    expect(nothingHidden(oneMoveWin())).toBe(true);
    expect(nothingHidden(oneHidden())).toBe(false);
    expect(nothingHidden(withStock('*'))).toBe(true);
    expect(nothingHidden(withStock('#'))).toBe(false);
    // A face-down card seen before still counts as face down (the issue: "no face-down card").
    const seenDown = makeGame({ suits: 1, completed: 7, columns: [['*KS', ...run('Q', '7', 'S')], run('6', 'A', 'S')] });
    expect(nothingHidden(seenDown)).toBe(false);
  });
});

describe('createFinishSearch', () => {
  it('searches a fully known table once it has rested, and offers the win it proves for that table', async () => {
    const { session, solver, timers, search } = setup(oneMoveWin());
    expect(search.state.value.status).toBe('searching');
    expect(solver.calls).toHaveLength(0); // not before the table has rested
    timers.advance(FINISH_SETTLE_MS);
    expect(solver.calls).toHaveLength(1);
    expect(solver.calls[0]!.rules).toBe('classic');
    solver.answerWithSolver();
    await settle();
    const s = search.state.value;
    expect(s.status).toBe('ready');
    if (s.status !== 'ready') return;
    expect(s.game).toBe(session.game.value);
    expect(s.line).toEqual([{ type: 'move', from: 1, to: 0, count: 6 }]);
  });

  it('is never offered with one hidden card: no search at all', () => {
    const { solver, timers, search } = setup(oneHidden());
    timers.advance(10_000);
    expect(solver.calls).toHaveLength(0);
    expect(search.state.value.status).toBe('none');
  });

  it('waits for an unseen stock card, and searches when every stock card has been seen', async () => {
    const hidden = setup(withStock('#'));
    hidden.timers.advance(10_000);
    expect(hidden.solver.calls).toHaveLength(0);
    expect(hidden.search.state.value.status).toBe('none');

    const seen = setup(withStock('*'));
    seen.timers.advance(FINISH_SETTLE_MS);
    const result = seen.solver.answerWithSolver();
    await settle();
    expect(result.result).toBe('solved');
    expect(seen.search.state.value.status).toBe('ready');
  });

  it('drops an answer for a table that has changed, and searches the new one', async () => {
    const game = lateTable();
    const session = createSession({ initial: { game, kind: 'position' } });
    const timers = manualTimers();
    // A solver whose cancel comes too late: the old answer still arrives.
    const calls: { position: Position; resolve: (r: SolveResult) => void }[] = [];
    let cancels = 0;
    const solver: FinishSolver = {
      solve: (position) => new Promise((resolve) => calls.push({ position, resolve })),
      cancel: () => void cancels++,
    };
    const search = createFinishSearch({ session, solver, timers });
    timers.advance(FINISH_SETTLE_MS);
    expect(calls).toHaveLength(1);
    // It only ever sees what the player sees: here every card face up, the table as it is.
    expect(calls[0]!.position.columns.every((c) => c.down === 0)).toBe(true);
    expect(calls[0]!.position.moves).toBe(game.position.moves);
    const other = legalMoves(game.position)[0]!;
    expect(session.move(other.from, other.to, other.count).ok).toBe(true);
    expect(cancels).toBe(1);
    calls[0]!.resolve(solve(calls[0]!.position, { rules: 'classic', budget: 200_000 }));
    await settle();
    expect(search.state.value.status).toBe('searching'); // the old table's win is not offered
    timers.advance(FINISH_SETTLE_MS);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.position.moves).toBe(game.position.moves + 1);
  });

  it('offers nothing when the search finds no win, or proves there is none', async () => {
    const { solver, timers, search } = setup(oneMoveWin());
    timers.advance(FINISH_SETTLE_MS);
    solver.answer({ result: 'unknown' });
    await settle();
    expect(search.state.value.status).toBe('none');
  });

  it('follows the line when its next step is made, and starts again on any other action', async () => {
    const { session, solver, timers, search } = setup(lateTable());
    timers.advance(FINISH_SETTLE_MS);
    solver.answerWithSolver();
    await settle();
    const s = search.state.value;
    if (s.status !== 'ready') throw new Error(`not ready: ${s.status}`);
    const [first, ...rest] = s.line;
    if (!first || first.type !== 'move') throw new Error('the line should start with a move');
    session.move(first.from, first.to, first.count);
    const followed = search.state.value;
    expect(followed.status).toBe('ready');
    if (followed.status === 'ready') {
      expect(followed.game).toBe(session.game.value);
      expect(followed.line).toEqual(rest);
    }
    expect(solver.calls).toHaveLength(1); // no second search
    session.undo();
    expect(search.state.value.status).toBe('searching');
    timers.advance(FINISH_SETTLE_MS);
    expect(solver.calls).toHaveLength(2);
  });

  it('cancels a running search when the table stops being fully known or the game ends', () => {
    const { session, solver, timers, search } = setup(oneMoveWin());
    timers.advance(FINISH_SETTLE_MS);
    expect(solver.calls).toHaveLength(1);
    session.giveUp();
    expect(solver.cancels).toBe(1);
    expect(search.state.value.status).toBe('none');
  });
});

describe('lateTable', () => {
  it('is a real late table: no face-down card, and the deal is not yet won', () => {
    const g = lateTable();
    expect(faceDownCount(g.position)).toBe(0);
    expect(g.position.completed.length).toBeLessThan(8);
  });
});
