/**
 * solve() end to end: every "solved" line is replayed with the engine's applyAction and must
 * win; budgets are never exceeded; "unsolvable" only for tables the engine proves lost;
 * cancellation, the deal rules and determinism. No move list is hard-coded: only replays.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { SuitCount } from '../../src/engine/cards.ts';
import { applyAction, gameFromPosition, isStuck, newGame, type Game } from '../../src/engine/game.ts';
import { legalMoves } from '../../src/engine/moves.ts';
import { dealPosition, isWon, type Position } from '../../src/engine/position.ts';
import type { DealRules } from '../../src/engine/rules.ts';
import { DEFAULT_BUDGET, solve, type SolveResult, type SolverAction } from '../../src/solver/search.ts';
import { bruteForce, mulberry32, position, run, shuffle } from './helpers.ts';

const LONG = 60_000; // generous for slow machines; nothing here asserts speed

/** Replays `moves` from `game` with the engine; returns the final game or why it stopped. */
function replay(game: Game, moves: readonly SolverAction[]): { game: Game; error: string | null } {
  let g = game;
  for (let i = 0; i < moves.length; i++) {
    if (isWon(g.position)) return { game: g, error: `won before the end, at action ${i}` };
    const r = applyAction(g, moves[i]!);
    if (!r.ok) return { game: g, error: `action ${i} ${JSON.stringify(moves[i])} refused: ${r.reason}` };
    g = r.game;
  }
  return { game: g, error: null };
}

/** A solved answer must replay to a won game under the same rules. */
function expectWinningLine(game: Game, r: SolveResult): void {
  expect(r.result).toBe('solved');
  const { game: end, error } = replay(game, r.moves);
  expect(error).toBeNull();
  expect(isWon(end.position)).toBe(true);
  expect(end.position.moves).toBe(game.position.moves + r.moves.length);
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}

function expectSane(r: SolveResult, budget: number): void {
  expect(['solved', 'unsolvable', 'unknown']).toContain(r.result);
  expect(Number.isInteger(r.positions)).toBe(true);
  expect(r.positions).toBeGreaterThanOrEqual(0);
  expect(r.positions).toBeLessThanOrEqual(budget);
  expect(r.peakBytes).toBeGreaterThanOrEqual(0);
  if (r.result !== 'solved') expect(r.moves).toEqual([]);
}

describe('solved lines replay to a win with the engine', () => {
  it(
    '1 suit, deals 1..10, default budget, classic',
    () => {
      for (let deal = 1; deal <= 10; deal++) {
        const r = solve(dealPosition(1, deal), { rules: 'classic' });
        expectSane(r, DEFAULT_BUDGET);
        expectWinningLine(newGame(1, deal, 'classic'), r);
      }
    },
    LONG,
  );

  it(
    '1 suit under strict and relaxed rules replays under the same rules',
    () => {
      for (const rules of ['strict', 'relaxed'] as const) {
        for (const deal of [1, 2, 3]) {
          const r = solve(dealPosition(1, deal), { rules, budget: 200_000 });
          expectSane(r, 200_000);
          expectWinningLine(newGame(1, deal, rules), r);
        }
      }
    },
    LONG,
  );

  // Deals picked because they solve well inside the budget; only the replays are checked.
  it(
    '2 suits, deals 2, 3, 9, 10',
    () => {
      for (const deal of [2, 3, 9, 10]) {
        const r = solve(dealPosition(2, deal), { rules: 'classic', budget: 200_000 });
        expectSane(r, 200_000);
        expectWinningLine(newGame(2, deal, 'classic'), r);
      }
    },
    LONG,
  );

  it(
    '4 suits, deals 1, 8, 13',
    () => {
      for (const deal of [1, 8, 13]) {
        const r = solve(dealPosition(4, deal), { rules: 'classic', budget: 200_000 });
        expectSane(r, 200_000);
        expectWinningLine(newGame(4, deal, 'classic'), r);
      }
    },
    LONG,
  );

  it(
    'a mid-game position (after some moves) solves from where it is',
    () => {
      // Play the first few legal moves of 1-suit deal 3, then solve from there.
      let g = newGame(1, 3, 'classic');
      for (let i = 0; i < 6; i++) {
        const moves = legalMoves(g.position);
        const r = applyAction(g, moves[i % moves.length]!);
        if (!r.ok) throw new Error(r.reason);
        g = r.game;
      }
      const r = solve(g.position, { rules: 'classic', budget: 200_000 });
      expectWinningLine(g, r);
    },
    LONG,
  );
});

describe('budgets', () => {
  it('tiny budgets give "unknown" and never count more positions than allowed', () => {
    for (const [suits, deal] of [
      [1, 4],
      [2, 5],
      [4, 2],
    ] as const) {
      for (const budget of [0, 1, 50, 1000]) {
        const r = solve(dealPosition(suits, deal), { rules: 'classic', budget });
        expectSane(r, budget);
        expect(r.result).toBe('unknown');
        expect(r.moves).toEqual([]);
      }
    }
  });

  it(
    'any budget is respected, and whatever is solved within it replays',
    () => {
      let solved = 0;
      let unknown = 0;
      fc.assert(
        fc.property(fc.constantFrom<SuitCount>(1, 2, 4), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 8000 }), (suits, deal, budget) => {
          const r = solve(dealPosition(suits, deal), { rules: 'classic', budget });
          expectSane(r, budget);
          if (r.result === 'solved') {
            solved++;
            expectWinningLine(newGame(suits, deal, 'classic'), r);
          } else {
            unknown++;
            expect(r.result).toBe('unknown'); // a whole deal is never proven lost this cheaply
          }
        }),
        { numRuns: 25 },
      );
      expect(solved + unknown).toBe(25);
    },
    LONG,
  );
});

// 4 suits: six runs completed (S S H H D C); one diamond and one club copy are left.
const DONE6: string[] = ['S', 'S', 'H', 'H', 'D', 'C'];

describe('unsolvable only when the engine proves the table lost', () => {
  it('a stuck table: no legal move at all, stock empty', () => {
    // Every top card has an odd rank, so no top is one higher than another; no empty column.
    const p = position({
      suits: 4,
      columns: [
        ['#KD', '#2C', 'AC'],
        ['#KC', '#2D', 'AD'],
        ['#QD', '#4C', '3C'],
        ['#QC', '#4D', '3D'],
        ['#JD', '#6C', '5C'],
        ['#JC', '#6D', '5D'],
        ['#TD', '#8C', '7C'],
        ['#TC', '#8D', '7D'],
        ['9C'],
        ['9D'],
      ],
      completed: DONE6,
    });
    expect(isStuck(p)).toBe(true);
    for (const rules of ['classic', 'strict', 'relaxed'] as const) {
      const r = solve(p, { rules, budget: 1000 });
      expectSane(r, 1000);
      expect(r.result).toBe('unsolvable');
    }
  });

  it('a table with legal moves that all lead to a dead end', () => {
    // 7C or 7D can go onto 8D; either way nothing else ever moves again.
    const p = position({
      suits: 4,
      columns: [
        ['#2C', '#QD', 'AC'],
        ['#2D', '#KD', 'AD'],
        ['#4C', '3C'],
        ['#4D', '3D'],
        ['#6C', '#TD', '5C'],
        ['#6D', '#JD', '5D'],
        ['#9D', '7C'],
        ['#KC', '7D'],
        ['#8C', '#TC', 'JC'],
        ['#9C', '#QC', '8D'],
      ],
      completed: DONE6,
    });
    const game = gameFromPosition(p, 'classic');
    expect(isStuck(p)).toBe(false);
    expect(legalMoves(p).length).toBeGreaterThan(0);
    const proof = bruteForce(game, 10_000);
    expect(proof.won).toBe(false);
    expect(proof.states).toBeGreaterThan(1);
    const r = solve(p, { rules: 'classic', budget: 10_000 });
    expectSane(r, 10_000);
    expect(r.result).toBe('unsolvable');
  });

  it(
    'agrees with a brute force over the engine on small random endgames',
    () => {
      // Seven runs done, 13 cards left (some maybe in one stock round): small enough to settle
      // either way. A "solved" answer is proved by its replay, an "unsolvable" one by brute force.
      const counts = { solved: 0, unsolvable: 0 };
      let bruteForced = 0;
      for (let seed = 1; seed <= 12; seed++) {
        for (const suits of [1, 2, 4] as const) {
          const rules = (['classic', 'strict', 'relaxed'] as const)[seed % 3]!;
          const p = smallEndgame(suits, seed * 31 + suits);
          const game = gameFromPosition(p, rules);
          const r = solve(p, { rules, budget: 200_000 });
          expectSane(r, 200_000);
          const what = `seed ${seed}, ${suits} suit(s), ${rules}`;
          if (r.result === 'solved') {
            counts.solved++;
            expectWinningLine(game, r);
          } else {
            expect(r.result, what).toBe('unsolvable');
            counts.unsolvable++;
            if (bruteForced < 6) {
              bruteForced++;
              expect(bruteForce(game, 50_000).won, what).toBe(false);
            }
          }
        }
      }
      expect(counts.solved).toBeGreaterThan(0);
      expect(counts.unsolvable).toBeGreaterThan(0);
      expect(bruteForced).toBeGreaterThan(0);
    },
    LONG,
  );
});

/** Seven runs completed; the last 13 cards spread over a few columns, 0 or 1 stock round. */
function smallEndgame(suits: SuitCount, seed: number): Position {
  const rand = mulberry32(seed);
  const copies = shuffle([0, 1, 2, 3, 4, 5, 6, 7], rand);
  const completed = copies.slice(0, 7).map((c) => Array.from({ length: 13 }, (_, i) => c * 13 + 12 - i));
  const pool = shuffle(
    Array.from({ length: 13 }, (_, i) => copies[7]! * 13 + i),
    rand,
  );
  const rounds = rand() % 2;
  const stock = pool.slice(0, rounds * 10);
  const piles: number[][] = Array.from({ length: 10 }, () => []);
  const used = 2 + (rand() % 9);
  for (const id of pool.slice(rounds * 10)) piles[rand() % used]!.push(id);
  return {
    suits,
    columns: piles.map((cards) => ({ cards, down: cards.length > 0 ? rand() % cards.length : 0 })),
    stock,
    completed,
    moves: 0,
  };
}

describe('nearly won tables', () => {
  it('a won table is solved with no moves', () => {
    const p = position({ suits: 2, columns: [], completed: ['S', 'S', 'S', 'S', 'H', 'H', 'H', 'H'] });
    expect(isWon(p)).toBe(true);
    for (const rules of ['classic', 'strict', 'relaxed'] as const) {
      const r = solve(p, { rules, budget: 10 });
      expect(r.result).toBe('solved');
      expect(r.moves).toEqual([]);
      expect(r.positions).toBeLessThanOrEqual(10);
    }
  });

  it('one move from the win: the line is that move', () => {
    const p = position({
      suits: 1,
      columns: [['AS'], run('S', 13, 2)],
      completed: ['S', 'S', 'S', 'S', 'S', 'S', 'S'],
    });
    const r = solve(p, { rules: 'classic', budget: 1000 });
    expectWinningLine(gameFromPosition(p, 'classic'), r);
    expect(r.moves).toEqual([{ type: 'move', from: 0, to: 1, count: 1 }]);
  });

  it('a short line through a face-down card', () => {
    // 2H onto 3H turns up 5S; 5S onto 6S turns up AH; then both runs can be finished.
    const p = position({
      suits: 2,
      columns: [['#AH', '#5S', '2H'], [...run('H', 13, 3)], [...run('S', 13, 6)], ['4S', '3S', '2S', 'AS']],
      completed: ['S', 'S', 'S', 'H', 'H', 'H'],
    });
    const r = solve(p, { rules: 'strict', budget: 10_000 });
    expectWinningLine(gameFromPosition(p, 'strict'), r);
    expect(r.moves.length).toBeGreaterThanOrEqual(4);
    expect(r.moves.length).toBeLessThanOrEqual(12);
  });
});

describe('deal rules', () => {
  // Three cards on the table, ten in the stock: a deal onto nine empty columns wins.
  const p = position({
    suits: 1,
    columns: [['KS', 'QS', 'JS']],
    stock: run('S', 10, 1),
    completed: ['S', 'S', 'S', 'S', 'S', 'S', 'S'],
  });

  it('relaxed: solved by dealing onto empty columns', () => {
    const r = solve(p, { rules: 'relaxed', budget: 10_000 });
    expectWinningLine(gameFromPosition(p, 'relaxed'), r);
    expect(r.moves).toContainEqual({ type: 'deal' });
    // The same line is refused under strict rules.
    expect(replay(gameFromPosition(p, 'strict'), r.moves).error).toMatch(/empty-column/);
  });

  it('classic: solved too, since fewer than 10 cards are on the table', () => {
    expectWinningLine(gameFromPosition(p, 'classic'), solve(p, { rules: 'classic', budget: 10_000 }));
  });

  it('strict: unsolvable, confirmed by brute force', () => {
    const r = solve(p, { rules: 'strict', budget: 10_000 });
    expectSane(r, 10_000);
    expect(r.result).toBe('unsolvable');
    const proof = bruteForce(gameFromPosition(p, 'strict'), 10_000);
    expect(proof.won).toBe(false);
    const relaxed = bruteForce(gameFromPosition(p, 'relaxed'), 10_000);
    expect(relaxed.won).toBe(true);
  });
});

describe('cancellation and determinism', () => {
  // 1-suit deal 4 needs thousands of positions, so stopping after the first poll cuts it short.
  const hard = dealPosition(1, 4);

  it('shouldStop returning true gives "unknown" with no moves', () => {
    let polls = 0;
    const r = solve(hard, {
      rules: 'classic',
      shouldStop: () => {
        polls++;
        return true;
      },
    });
    expect(r.result).toBe('unknown');
    expect(r.moves).toEqual([]);
    expect(polls).toBe(1);
    expect(r.positions).toBeLessThan(DEFAULT_BUDGET);
  });

  it('a caller that cancels later also gets "unknown"', () => {
    let polls = 0;
    const r = solve(hard, { rules: 'classic', shouldStop: () => ++polls >= 3 });
    expect(r.result).toBe('unknown');
    expect(polls).toBe(3);
  });

  it('the time limit stops the search (on an injected clock)', () => {
    let t = 0;
    const r = solve(hard, { rules: 'classic', timeLimitMs: 50, now: () => (t += 10) });
    expect(r.result).toBe('unknown');
    expect(r.moves).toEqual([]);
  });

  it('a caller that never cancels changes nothing', () => {
    const a = solve(dealPosition(1, 5), { rules: 'classic', shouldStop: () => false });
    const b = solve(dealPosition(1, 5), { rules: 'classic' });
    expect(a.result).toBe('solved');
    expect(a.moves).toEqual(b.moves);
    expect(a.positions).toBe(b.positions);
  });

  it('leaves the position it is given untouched', () => {
    const p = dealPosition(2, 3);
    const copy = structuredClone(p);
    deepFreeze(p); // any write to it now throws
    const r = solve(p, { rules: 'classic', budget: 200_000 });
    expect(r.result).toBe('solved');
    expect(p).toEqual(copy);
  });

  it(
    'the same position and budget give the same answer twice',
    () => {
      const cases: [SuitCount, number, DealRules, number][] = [
        [1, 6, 'classic', DEFAULT_BUDGET],
        [2, 9, 'relaxed', 200_000],
        [4, 13, 'strict', 200_000],
        [4, 2, 'classic', 3000], // unknown within this budget
      ];
      for (const [suits, deal, rules, budget] of cases) {
        const a = solve(dealPosition(suits, deal), { rules, budget });
        const b = solve(dealPosition(suits, deal), { rules, budget });
        expect(b.result).toBe(a.result);
        expect(b.moves).toEqual(a.moves);
        expect(b.positions).toBe(a.positions);
      }
    },
    LONG,
  );
});
