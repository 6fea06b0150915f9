/**
 * The solver's compact Board against the engine: over random playouts (every suit count and
 * rule set, from fresh deals and from late-game positions with empty columns and completed
 * runs) the Board kept up to date with make() is the Board built from the engine's position,
 * allMoves() is the engine's legal moves (plus a deal exactly when dealRefusal is null), every
 * make() is undone exactly by unmake(), and hashBoard() tells tables apart as it should.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { SuitCount } from '../../src/engine/cards.ts';
import { gameFromPosition, newGame, type Game } from '../../src/engine/game.ts';
import { dealRefusal, legalMoves } from '../../src/engine/moves.ts';
import type { Position } from '../../src/engine/position.ts';
import type { DealRules } from '../../src/engine/rules.ts';
import { Board, CAPACITY, DEAL } from '../../src/solver/board.ts';
import { candidateMoves } from '../../src/solver/candidates.ts';
import { hashBoard } from '../../src/solver/hash.ts';
import {
  ALL_RULES,
  ALL_SUITS,
  actionKey,
  boardState,
  dealCompletesRuns,
  expectAllCards,
  expectBoardMatches,
  must,
  mulberry32,
  permuted,
  position,
  run,
  sameBoard,
  sameBytes,
  snap,
  segmentEndgame,
  shuffle,
  toAction,
  type EngineAction,
} from './helpers.ts';

const LONG = 60_000; // generous for slow machines; nothing here asserts speed

interface Stats {
  steps: number;
  made: number; // make/unmake pairs checked
  moveCompletions: number; // moves that completed a run
  dealCompletions: number; // deals that completed a run
  flips: number; // actions that turned a card face up
  completionFlips: number; // a run removal that uncovered a face-down card
  emptyColumnSteps: number; // positions with an empty column
  dealsOntoEmpty: number; // deals made while a column was empty
  stockEmptySteps: number;
}

const newStats = (): Stats => ({
  steps: 0,
  made: 0,
  moveCompletions: 0,
  dealCompletions: 0,
  flips: 0,
  completionFlips: 0,
  emptyColumnSteps: 0,
  dealsOntoEmpty: 0,
  stockEmptySteps: 0,
});

function hashOf(b: Board): string {
  const out = new Uint32Array(2);
  hashBoard(b, out);
  return `${out[0]}:${out[1]}`;
}

const latin1 = new TextDecoder('latin1');

/** The table a hash must identify: column order matters only while stock is left. */
function canonical(b: Board): string {
  const cols: string[] = [];
  for (let c = 0; c < 10; c++) {
    const base = c * CAPACITY;
    cols.push(b.down[c] + ':' + latin1.decode(b.cards.subarray(base, base + b.len[c]!)));
  }
  if (b.dealt >= b.rounds) cols.sort();
  return `${b.dealt}|${b.completed}|${cols.join(' ')}`;
}

/** Hashes seen in one playout (one root, so `dealt` means the same everywhere). */
class HashBook {
  private byTable = new Map<string, string>();
  private byHash = new Map<string, string>();

  note(b: Board): void {
    const t = canonical(b);
    const h = hashOf(b);
    const h0 = this.byTable.get(t);
    if (h0 === undefined) this.byTable.set(t, h);
    else if (h !== h0) expect(h, `equal tables hash alike: ${t}`).toBe(h0);
    const t0 = this.byHash.get(h);
    if (t0 === undefined) this.byHash.set(h, t);
    else if (t !== t0) expect(t, `hash collision ${h}`).toBe(t0);
  }

  get size(): number {
    return this.byTable.size;
  }
}

function keysOfBoard(b: Board): string[] {
  const keys = b.allMoves([]).map((m) => actionKey(toAction(m)));
  expect(new Set(keys).size, 'allMoves lists each move once').toBe(keys.length);
  return keys.sort();
}

function keysOfEngine(g: Game): string[] {
  const keys: string[] = legalMoves(g.position).map((m) => actionKey(m));
  if (dealRefusal(g.position, g.rules) === null) keys.push('deal');
  return keys.sort();
}

/**
 * Checks one position of a playout: `b` was built from the root with make() only. Every legal
 * action is made on it, compared with the engine's result, and unmade.
 */
function checkStep(g: Game, b: Board, book: HashBook, stats: Stats): void {
  const p = g.position;
  stats.steps++;
  if (p.columns.some((c) => c.cards.length === 0)) stats.emptyColumnSteps++;
  if (p.stock.length === 0) stats.stockEmptySteps++;

  // The incrementally made board and a board built from scratch both show the engine's table.
  expectBoardMatches(b, p, 'made board');
  const fresh = Board.fromPosition(p, g.rules);
  expectBoardMatches(fresh, p, 'fromPosition board');
  expect(fresh.stockLeft).toBe(b.stockLeft);
  expect(fresh.stockLeft).toBe(p.stock.length / 10);

  // Same moves as the engine, both boards.
  const want = keysOfEngine(g);
  expect(keysOfBoard(b)).toEqual(want);
  expect(keysOfBoard(fresh)).toEqual(want);
  expect(b.canDeal()).toBe(dealRefusal(p, g.rules) === null);
  // The fast search's candidates are legal moves, each listed once.
  const all = new Set(b.allMoves([]));
  const cands = candidateMoves(b, []);
  expect(new Set(cands).size).toBe(cands.length);
  const illegal = cands.filter((m) => !all.has(m));
  if (illegal.length > 0)
    expect(
      illegal.map((m) => actionKey(toAction(m))),
      'candidates not legal',
    ).toEqual([]);

  book.note(b);
  const before = snap(b);
  const beforeHash = hashOf(b);
  for (const m of b.allMoves([])) {
    const action = toAction(m);
    const next = must(g, action).position;
    const undo = b.make(m);
    stats.made++;
    try {
      expectBoardMatches(b, next, `after ${actionKey(action)}`);
    } catch (e) {
      throw new Error(`${(e as Error).message} (from ${JSON.stringify(boardState(b))})`);
    }
    book.note(b);
    const ran = next.completed.length - p.completed.length;
    if (ran > 0) {
      if (m === DEAL) stats.dealCompletions++;
      else stats.moveCompletions++;
      // A run removal uncovered a face-down card (deals flip only that way).
      const cols = action.type === 'move' ? [action.to] : [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
      if (cols.some((c) => next.columns[c]!.down < p.columns[c]!.down)) stats.completionFlips++;
    }
    if (next.columns.some((c, i) => c.down < p.columns[i]!.down)) stats.flips++;
    if (m === DEAL && p.columns.some((c) => c.cards.length === 0)) stats.dealsOntoEmpty++;
    b.unmake(m, undo);
    if (!sameBytes(snap(b), before)) {
      expect(Array.from(snap(b)), `unmake ${actionKey(action)} restores the board`).toEqual(Array.from(before));
    }
    const afterHash = hashOf(b);
    if (afterHash !== beforeHash) expect(afterHash, `hash after unmake ${actionKey(action)}`).toBe(beforeHash);
  }
  expectBoardMatches(b, p, 'board after all make/unmake pairs');
}

type Policy = (g: Game, rand: () => number) => EngineAction;

/**
 * Plays towards progress so playouts reach late positions: completes runs and reveals cards
 * when it can, joins same-suit runs, clears columns, sometimes plays any move, and deals.
 */
const builder: Policy = (g, rand) => {
  const p = g.position;
  const moves = legalMoves(p);
  const canDeal = dealRefusal(p, g.rules) === null;
  const roll = rand() % 100;
  if (moves.length === 0 || (canDeal && roll < 6)) return { type: 'deal' };
  if (roll < 12) return moves[rand() % moves.length]!;
  const score = (m: (typeof moves)[number]): number => {
    const src = p.columns[m.from]!;
    const dst = p.columns[m.to]!;
    const moved = src.cards[src.cards.length - m.count]!;
    const onto = dst.cards[dst.cards.length - 1];
    let s = 0;
    if (onto !== undefined && Math.floor(onto / 13) % p.suits === Math.floor(moved / 13) % p.suits) s += 4;
    if (src.cards.length - m.count === src.down && src.down > 0) s += 5; // reveals a card
    if (src.cards.length === m.count && dst.cards.length > 0) s += 3; // clears a column
    if (dst.cards.length === 0 && src.cards.length === m.count) s -= 6; // column to column
    if (m.count < src.cards.length - src.down && onto !== undefined) s -= 2; // splits a run
    return s + (rand() % 3);
  };
  let best = moves[0]!;
  let bestScore = -Infinity;
  for (const m of moves) {
    const s = score(m);
    if (s > bestScore) {
      best = m;
      bestScore = s;
    }
  }
  if (bestScore < 3 && canDeal && roll < 60) return { type: 'deal' };
  return best;
};

function playout(game: Game, seed: number, steps: number, stats: Stats): void {
  const rand = mulberry32(seed);
  const b = Board.fromPosition(game.position, game.rules);
  const book = new HashBook();
  let g = game;
  for (let i = 0; i < steps; i++) {
    checkStep(g, b, book, stats);
    const moves = legalMoves(g.position);
    if (moves.length === 0 && dealRefusal(g.position, g.rules) !== null) break; // stuck or won
    const action = builder(g, rand);
    const next = must(g, action);
    b.make(action.type === 'deal' ? DEAL : toCodeOf(action));
    g = next;
  }
  checkStep(g, b, book, stats);
  expect(book.size).toBeGreaterThan(1);
}

function toCodeOf(a: EngineAction): number {
  return a.type === 'deal' ? DEAL : a.from | (a.to << 4) | (a.count << 8);
}

describe('Board agrees with the engine', () => {
  for (const suits of ALL_SUITS) {
    for (const rules of ALL_RULES) {
      it(
        `over playouts of fresh deals, ${suits} suit(s), ${rules}`,
        () => {
          const stats = newStats();
          for (let k = 0; k < 2; k++) {
            const deal = (mulberry32(suits * 1000 + k + rules.length)() >>> 0) % 100_000;
            playout(newGame(suits, deal, rules), deal ^ 0x9e3779b9, 110, stats);
          }
          expect(stats.made).toBeGreaterThan(1000);
          expect(stats.flips).toBeGreaterThan(10);
        },
        LONG,
      );

      it(
        `over playouts of late-game positions, ${suits} suit(s), ${rules}`,
        () => {
          const stats = newStats();
          fc.assert(
            fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
              const p = segmentEndgame(suits, seed);
              expectAllCards(p);
              playout(gameFromPosition(p, rules), seed, 30, stats);
            }),
            // Seeded: the coverage counts below must not depend on luck (a run with stock left in
            // every position, say); the seed differs per suit count and rule set.
            { numRuns: 10, seed: 0x5eed + suits * 16 + rules.length },
          );
          if (process.env.SOLVER_STATS) console.info(suits, rules, JSON.stringify(stats));
          expect(stats.emptyColumnSteps).toBeGreaterThan(0);
          expect(stats.stockEmptySteps).toBeGreaterThan(0);
          expect(stats.moveCompletions).toBeGreaterThan(0);
          if (rules === 'relaxed') expect(stats.dealsOntoEmpty).toBeGreaterThan(0);
          if (rules === 'strict') expect(stats.dealsOntoEmpty).toBe(0);
        },
        LONG,
      );

      it(
        `over deals that complete runs, ${suits} suit(s), ${rules}`,
        () => {
          const stats = newStats();
          for (let seed = 1; seed <= 8; seed++) {
            const p = dealCompletesRuns(suits, seed * 7919 + suits);
            expectAllCards(p);
            playout(gameFromPosition(p, rules), seed, 6, stats);
          }
          expect(stats.dealCompletions).toBeGreaterThanOrEqual(8);
          expect(stats.completionFlips).toBeGreaterThan(0);
        },
        LONG,
      );
    }
  }
});

describe('deal rules at their edges', () => {
  /**
   * A table with `cards` cards on it (one face-up card on each used column, the rest face
   * down under column 1's top), `empty` columns left empty, and one stock round or none. Not a whole deck: the rules never count the deck,
   * and a full deck can never leave exactly 10 cards on the table (104 - 13k - 10r ≠ 10).
   */
  function table(cards: number, empty: number, stock: boolean): Position {
    const ids = Array.from({ length: cards }, (_, i) => i);
    const used = 10 - empty;
    const columns = Array.from({ length: 10 }, () => ({ cards: [] as number[], down: 0 }));
    ids.forEach((id, i) => columns[i < used ? i : 0]!.cards.unshift(id));
    columns[0]!.down = columns[0]!.cards.length - 1;
    return { suits: 4, columns, stock: stock ? Array.from({ length: 10 }, (_, i) => 90 + i) : [], completed: [], moves: 0 };
  }

  const cases: [cards: number, empty: number, stock: boolean, classic: boolean, strict: boolean, relaxed: boolean][] = [
    [12, 0, true, true, true, true], // no empty column: every rule set deals
    [9, 1, true, true, false, true], // fewer than 10 cards: classic deals onto the empty column
    [10, 1, true, false, false, true], // exactly 10: classic refuses
    [11, 3, true, false, false, true],
    [3, 7, true, true, false, true],
    [12, 0, false, false, false, false], // no stock: nobody deals
    [3, 7, false, false, false, false],
  ];

  for (const [cards, empty, stock, ...allowed] of cases) {
    it(`${cards} cards, ${empty} empty column(s), ${stock ? 'stock left' : 'no stock'}`, () => {
      const p = table(cards, empty, stock);
      expect(p.columns.filter((c) => c.cards.length === 0).length).toBe(empty);
      ALL_RULES.forEach((rules, i) => {
        const b = Board.fromPosition(p, rules);
        expect(dealRefusal(p, rules) === null, `engine, ${rules}`).toBe(allowed[i]);
        expect(b.canDeal(), `board, ${rules}`).toBe(allowed[i]);
        expect(keysOfBoard(b)).toEqual(keysOfEngine(gameFromPosition(p, rules)));
      });
    });
  }
});

describe('make and unmake on hand-built tables', () => {
  /** Makes `action` on the board and the engine, compares, unmakes, compares with the start. */
  function roundTrip(p: Position, rules: DealRules, action: EngineAction): Position {
    const g = gameFromPosition(p, rules);
    const b = Board.fromPosition(p, rules);
    const before = JSON.stringify(boardState(b));
    const next = must(g, action).position;
    const undo = b.make(toCodeOf(action));
    expectBoardMatches(b, next, actionKey(action));
    b.unmake(toCodeOf(action), undo);
    expect(JSON.stringify(boardState(b))).toBe(before);
    expectBoardMatches(b, p, 'after unmake');
    return next;
  }

  it('a move that completes a run and flips cards in both columns', () => {
    // 5S..AS from column 2 onto 6S in column 1: the run goes, 8H and 9H turn face up.
    const p = position({
      suits: 2,
      columns: [['#8H', ...run('S', 13, 6)], ['#9H', ...run('S', 5, 1)], ['KH']],
      stock: ['QH', 'JH', 'TH', '7H', '6H', '5H', '4H', '3H', '2H', 'AH'],
      completed: ['S', 'S', 'S', 'H', 'H', 'H'],
    });
    const next = roundTrip(p, 'classic', { type: 'move', from: 1, to: 0, count: 5 });
    expect(next.completed.length).toBe(7);
    expect(next.columns[0]!.down).toBe(0); // 8H turned up after the run left
    expect(next.columns[1]!.down).toBe(0); // 9H turned up when the 5..A left
  });

  it('a move that completes a run and empties the destination', () => {
    const p = position({
      suits: 1,
      columns: [run('S', 13, 2), ['AS']],
      completed: ['S', 'S', 'S', 'S', 'S', 'S', 'S'],
    });
    const next = roundTrip(p, 'strict', { type: 'move', from: 1, to: 0, count: 1 });
    expect(next.columns[0]!.cards.length).toBe(0);
    expect(next.columns[1]!.cards.length).toBe(0);
  });

  it('a deal that completes runs in three columns (flip, bare, on face-up cards) and is undone', () => {
    const p = position({
      suits: 4,
      columns: [
        ['#5D', ...run('S', 13, 2)],
        run('H', 13, 2),
        ['4D', ...run('C', 13, 2)],
        ['#QD', '#JD', '6D'],
        ['#TD', '7D'],
        ['#9D', '8D'],
        ['#8D', '9D'],
        ['#7D', 'TD'],
        ['#6D', 'JD'],
        ['#5D', 'QD', '4D', '3D'],
      ],
      stock: ['AS', 'AH', 'AC', 'KD', 'AD', '2D', '3D', 'KD', 'AD', '2D'],
      completed: ['S', 'H', 'C'],
    });
    // Columns 1..3 each complete a run; column 1 turns up its 5D, column 2 is left empty.
    const next = roundTrip(p, 'strict', { type: 'deal' });
    expect(next.completed.length).toBe(6);
    expect(next.columns[0]!.down).toBe(0);
    expect(next.columns[1]!.cards.length).toBe(0);
    expect(next.columns[2]!.cards.length).toBe(1);
  });
});

describe('hashBoard', () => {
  function randomPerm(rand: () => number): number[] {
    return shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], rand);
  }

  const columnsDiffer = (a: Board, b: Board): boolean =>
    JSON.stringify(boardState(a).columns.map((c, i) => [c, a.down[i]])) !== JSON.stringify(boardState(b).columns.map((c, i) => [c, b.down[i]]));

  it('is the same for the same table reached by moves in either order', () => {
    let checked = 0;
    const problems: string[] = [];
    for (let deal = 1; deal <= 20; deal++) {
      for (const suits of ALL_SUITS) {
        const p = newGame(suits, deal).position;
        const b1 = Board.fromPosition(p, 'classic');
        const b2 = Board.fromPosition(p, 'classic');
        const start = hashOf(b1);
        const moves = b1.allMoves([]).filter((m) => m !== DEAL);
        for (const m1 of moves) {
          for (const m2 of moves) {
            const a = toAction(m1);
            const c = toAction(m2);
            if (a.type !== 'move' || c.type !== 'move') continue;
            if (new Set([a.from, a.to, c.from, c.to]).size < 4) continue; // disjoint columns commute
            const u1 = b1.make(m1);
            const u2 = b1.make(m2);
            const v2 = b2.make(m2);
            const v1 = b2.make(m1);
            const what = `deal ${deal}/${suits}: ${actionKey(a)} then ${actionKey(c)}`;
            if (!sameBoard(b1, b2)) problems.push(`${what}: boards differ`);
            if (hashOf(b1) !== hashOf(b2)) problems.push(`${what}: hashes differ`);
            if (hashOf(b1) === start) problems.push(`${what}: same hash as the start`);
            b1.unmake(m2, u2);
            b1.unmake(m1, u1);
            b2.unmake(m1, v1);
            b2.unmake(m2, v2);
            if (hashOf(b1) !== start || hashOf(b2) !== start) problems.push(`${what}: not restored`);
            checked++;
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });

  it('is the same for permuted columns once the stock is empty, different while stock is left', () => {
    fc.assert(
      fc.property(fc.constantFrom<SuitCount>(1, 2, 4), fc.integer({ min: 0, max: 0x7fffffff }), (suits, seed) => {
        const rand = mulberry32(seed);
        const p = segmentEndgame(suits, seed);
        const b = Board.fromPosition(p, 'relaxed');
        const perm = randomPerm(rand);
        const q = permuted(b, perm, () => new Board('relaxed', b.stock.length));
        if (b.stockLeft === 0) {
          expect(hashOf(q)).toBe(hashOf(b));
        } else if (columnsDiffer(b, q)) {
          expect(hashOf(q)).not.toBe(hashOf(b));
        } else {
          expect(hashOf(q)).toBe(hashOf(b));
        }
        // Deal the stock out on both: now the order no longer matters.
        while (b.stockLeft > 0) {
          b.make(DEAL);
          q.make(DEAL);
          if (b.stockLeft > 0 && columnsDiffer(b, q)) expect(hashOf(q)).not.toBe(hashOf(b));
        }
        const r = permuted(b, randomPerm(rand), () => new Board('relaxed', b.stock.length));
        expect(hashOf(r)).toBe(hashOf(b));
      }),
      { numRuns: 200 },
    );
  });

  it('separates tables that differ only in face-down counts, or only in a card', () => {
    const p = position({
      suits: 2,
      columns: [['#5H', '9S', '8S'], ['#KH', 'QH'], ['AS']],
      stock: ['KS', 'QS', 'JS', 'TS', '7S', '6S', '5S', '4S', '3S', '2S', 'JH', 'TH', '9H', '8H', '7H', '6H', '4H', '3H', '2H', 'AH'],
      completed: ['S', 'S', 'S', 'H', 'H', 'H'],
    });
    const a = Board.fromPosition(p, 'classic');
    const b = Board.fromPosition(p, 'classic');
    expect(hashOf(a)).toBe(hashOf(b));
    b.down[0] = 2; // 9S face down too
    expect(hashOf(a)).not.toBe(hashOf(b));
    const c = Board.fromPosition(p, 'classic');
    c.cards[1] = (1 << 4) | 9; // 9H instead of 9S
    expect(hashOf(a)).not.toBe(hashOf(c));
    const d = Board.fromPosition(p, 'classic');
    d.make(DEAL); // dealt differs, and so does the table
    expect(hashOf(a)).not.toBe(hashOf(d));
  });
});
