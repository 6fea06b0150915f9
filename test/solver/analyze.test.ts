/**
 * analyze(): over a game's own line, the last table with a win found. The constructed endgame
 * has losing moves at known places (each proved lost by an exhaustive search below), so the
 * analysis must name exactly that move; every returned line is replayed by the engine.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, isStuck, newGame, type Action, type Game } from '../../src/engine/game.ts';
import { dealRefusal, legalMoves } from '../../src/engine/moves.ts';
import { mulberry32 } from '../../src/engine/shuffle.ts';
import { isWon } from '../../src/engine/position.ts';
import { AnalysisStopped, analyze, effectiveLine, searchesFor, tablesOf, type Analysis } from '../../src/solver/analyze.ts';
import { solve, type SolverAction } from '../../src/solver/search.ts';
import { deadEnd, endgame, ENDGAME_LOST_AT_1 } from '../game/helpers.ts';

const BUDGET = 50_000;

function play(game: Game, actions: readonly Action[]): Game {
  let g = game;
  for (const a of actions) {
    const r = applyAction(g, a);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${r.reason}`);
    g = r.game;
  }
  return g;
}

function run(game: Game, line: readonly SolverAction[]): Analysis {
  const r = analyze(game.position, line, { rules: game.rules, budget: BUDGET });
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

/** The analysis's line must win from the table after `index` actions of the game's line. */
function expectWinsFrom(game: Game, line: readonly SolverAction[], a: Analysis) {
  const from = play(game, line.slice(0, a.index));
  expect(isWon(play(from, a.line).position)).toBe(true);
}

describe('analyze', () => {
  it('names the move after which no win exists (proved), with a win from just before it', () => {
    const game = endgame();
    const line = [...ENDGAME_LOST_AT_1];
    expect(isStuck(play(game, line).position)).toBe(true);
    expect(solve(play(game, line.slice(0, 2)).position, { rules: 'classic', budget: 1_000_000 }).result).toBe('unsolvable');
    const a = run(game, line);
    expect(a.result).toBe('lost-at');
    expect(a.index).toBe(1);
    expect(a.move).toEqual({ type: 'move', from: 0, to: 1, count: 1 });
    expectWinsFrom(game, line, a);
  });

  it('finds a losing first move, whatever follows it', () => {
    const game = endgame();
    const bad = { type: 'move', from: 0, to: 6, count: 1 } as const;
    const after = play(game, [bad]);
    expect(solve(after.position, { rules: 'classic', budget: 1_000_000 }).result).toBe('unsolvable');
    const line: SolverAction[] = [bad, { type: 'move', from: 6, to: 1, count: 2 }];
    const a = run(game, line);
    expect(a).toMatchObject({ result: 'lost-at', index: 0, move: bad });
    expectWinsFrom(game, line, a);
  });

  it('bisects a long line: lost-at k means a win found after k actions and none after k + 1', () => {
    // A random player's 1-suit game: 120 legal actions picked by the engine's mulberry32.
    const rand = mulberry32(11);
    let game = newGame(1, 5);
    const start = game;
    const line: SolverAction[] = [];
    while (line.length < 120) {
      const moves: SolverAction[] = legalMoves(game.position);
      if (game.position.stock.length > 0 && !dealRefusal(game.position, 'classic')) moves.push({ type: 'deal' });
      if (moves.length === 0) break;
      const a = moves[rand() % moves.length]!;
      line.push(a);
      game = play(game, [a]);
    }
    const a = run(start, line);
    expect(a.result).toBe('lost-at');
    const k = a.index;
    expect(a.move).toEqual(line[k]);
    expect(solve(play(start, line.slice(0, k + 1)).position, { rules: 'classic', budget: BUDGET }).result).not.toBe('solved');
    expect(solve(play(start, line.slice(0, k)).position, { rules: 'classic', budget: BUDGET }).result).toBe('solved');
    expectWinsFrom(start, line, a);
  }, 60_000); // about ten searches: over vitest's 5 s default on a busy machine (CI, 2 cores)

  it('says still-winnable when the final table still wins, with no move named', () => {
    const game = endgame();
    const win = solve(game.position, { rules: 'classic', budget: BUDGET }).moves;
    const line = win.slice(0, 5);
    const a = run(game, line);
    expect(a).toMatchObject({ result: 'still-winnable', index: 5, move: null });
    expectWinsFrom(game, line, a);
  });

  it('says unknown from a table with no win, and proven only after an exhaustive search', () => {
    const game = deadEnd('#');
    const a = run(game, []);
    expect(a).toMatchObject({ result: 'unknown', index: 0, move: null, line: [], proven: true });
    const tight = analyze(endgame().position, [...ENDGAME_LOST_AT_1], { rules: 'classic', budget: 1 });
    expect(tight.ok && tight.value).toMatchObject({ result: 'unknown', index: 0, proven: false });
  });

  it('reports progress up to its total and stops when asked', () => {
    const seen: [number, number][] = [];
    const line = [...ENDGAME_LOST_AT_1];
    analyze(endgame().position, line, { rules: 'classic', budget: BUDGET, onProgress: (d, t) => seen.push([d, t]) });
    expect(seen.at(-1)).toEqual([searchesFor(2), searchesFor(2)]);
    expect(seen.every(([d, t]) => d <= t && t === 3)).toBe(true);
    expect(() => analyze(endgame().position, line, { rules: 'classic', budget: BUDGET, shouldStop: () => true })).toThrow(AnalysisStopped);
  });

  it('refuses an illegal line with the index of the first illegal action', () => {
    const r = tablesOf(endgame().position, [ENDGAME_LOST_AT_1[0], { type: 'move', from: 3, to: 4, count: 1 }], 'classic');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toEqual({ code: 'illegal-action', index: 1 });
  });
});

describe('effectiveLine', () => {
  const m = (from: number, to: number): Action => ({ type: 'move', from, to, count: 1 });
  it('leaves undone actions out and puts redone ones back', () => {
    expect(effectiveLine([m(0, 1), m(2, 3), { type: 'undo' }, m(4, 5)])).toEqual([m(0, 1), m(4, 5)]);
    expect(effectiveLine([m(0, 1), { type: 'deal' }, { type: 'undo' }, { type: 'undo' }, { type: 'redo' }])).toEqual([m(0, 1)]);
    expect(effectiveLine([m(0, 1), { type: 'undo' }, m(2, 3), { type: 'redo' }])).toEqual([m(2, 3)]);
  });
});
