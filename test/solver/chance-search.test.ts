/**
 * The reveal-aware search (SPEC §4.2): its simulated games start from what the player knows and
 * draw each unseen card only when it is turned over or dealt, from the faces not yet seen; the
 * default policy plays legal moves and always stops; the search is repeatable and blind to the
 * true order of the hidden cards.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyAction, newGame, type Game } from '../../src/engine/game.ts';
import { Board, DEAL } from '../../src/solver/board.ts';
import { byteOf, ChanceBoard, UNKNOWN } from '../../src/solver/chance-board.ts';
import { chanceSearch, rootMoves } from '../../src/solver/chance-search.ts';
import { knownOf, knownPosition, unknownCount, unknownFaces } from '../../src/solver/known.ts';
import { knownTableKey } from '../../src/solver/lookahead.ts';
import { bestGain, bestPlan, playOut } from '../../src/solver/policy.ts';
import { lookAhead } from '../../src/solver/lookahead.ts';
import { hasSeen, withSeen } from '../../src/engine/seen.ts';
import type { Position } from '../../src/engine/position.ts';
import { mulberry32, randomGame, shuffle } from './helpers.ts';

const play = randomGame;

/** Games up to `maxSteps` random actions into a random deal, any suit count. */
const randomGames = (maxSteps: number) =>
  fc
    .tuple(fc.constantFrom<1 | 2 | 4>(1, 2, 4), fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 0, max: maxSteps }), fc.integer())
    .map(([suits, deal, steps, seed]) => play(suits, deal, steps, seed));

/** The same game with its unseen cards in another order (same places, same seen memory). */
function permuteHidden(g: Game, seed: number): Game {
  const p = g.position;
  const at: { c: number; i: number }[] = [];
  p.columns.forEach((col, c) => col.cards.forEach((id, i) => i < col.down && !hasSeen(g.seen, id) && at.push({ c, i })));
  p.stock.forEach((id, i) => !hasSeen(g.seen, id) && at.push({ c: -1, i }));
  const ids = shuffle(
    at.map((s) => (s.c < 0 ? p.stock[s.i]! : p.columns[s.c]!.cards[s.i]!)),
    mulberry32(seed),
  );
  const columns = p.columns.map((col) => ({ cards: col.cards.slice(), down: col.down }));
  const stock = p.stock.slice();
  at.forEach((s, n) => (s.c < 0 ? (stock[s.i] = ids[n]!) : (columns[s.c]!.cards[s.i] = ids[n]!)));
  const position: Position = { ...p, columns, stock };
  return { ...g, position };
}

const poolFaces = (b: ChanceBoard): number[] => [...b.pool].flatMap((n, f) => Array<number>(n).fill(f));

describe('ChanceBoard', () => {
  it('holds no card the player has not seen: unknown places are UNKNOWN, their faces are the pool', () => {
    for (const suits of [1, 2, 4] as const) {
      const g = play(suits, 11, 40, suits);
      const k = knownPosition(g);
      const b = ChanceBoard.fromKnown(k, 'classic');
      k.columns.forEach((c, ci) => c.cards.forEach((s, i) => expect(b.cards[ci * 104 + i]).toBe(s === null ? UNKNOWN : byteOf(s))));
      k.stock.forEach((s, i) => expect(b.stock[i]).toBe(s === null ? UNKNOWN : byteOf(s)));
      expect(b.poolSize).toBe(unknownCount(k));
      expect(poolFaces(b)).toEqual(unknownFaces(k));
    }
  });

  it('draws a card turned over from the pool at that moment, and a deal draws its unseen cards', () => {
    const k = knownPosition(newGame(2, 1)); // 2S, AS, AH can move at once
    const root = ChanceBoard.fromKnown(k, 'classic');
    const b = ChanceBoard.fromKnown(k, 'classic');
    const seenFaces = new Set<number>();
    for (let seed = 1; seed <= 200; seed++) {
      b.reset(root, seed);
      const moves = b.allMoves([]).filter((m) => m !== DEAL);
      expect(moves.length).toBeGreaterThan(0);
      const m = moves[seed % moves.length]!;
      const from = m & 15;
      const before = b.poolSize;
      const turns = b.len[from]! - (m >> 8) === b.down[from]! && b.down[from]! > 0;
      b.play(m);
      const top = b.top(from);
      expect(top).not.toBe(UNKNOWN);
      expect(b.poolSize).toBe(before - (turns ? 1 : 0));
      if (turns) seenFaces.add(top);
      b.reset(root, seed);
      b.play(DEAL);
      expect(b.poolSize).toBe(root.poolSize - 10);
      for (let c = 0; c < 10; c++) expect(b.top(c)).not.toBe(UNKNOWN);
    }
    // Different seeds draw different cards: the draw is a chance event, not a fixed arrangement.
    expect(seenFaces.size).toBeGreaterThan(5);
  });

  it('plays exactly as the solver board does when nothing is unknown', () => {
    fc.assert(
      fc.property(fc.constantFrom<1 | 2 | 4>(1, 2, 4), fc.integer({ min: 0, max: 1e6 }), fc.integer(), (suits, deal, seed) => {
        const g = play(suits, deal, 30, seed);
        const all = withSeen(g.seen, [...g.position.columns.flatMap((c) => c.cards), ...g.position.stock]);
        const chance = ChanceBoard.fromKnown(knownOf(g.position, all), g.rules);
        const board = Board.fromPosition(g.position, g.rules);
        const rand = mulberry32(seed);
        for (let i = 0; i < 60; i++) {
          const moves = board.allMoves([]);
          if (moves.length === 0) break;
          const m = moves[rand() % moves.length]!;
          board.make(m);
          chance.play(m);
          expect([...chance.len]).toEqual([...board.len]);
          expect([...chance.down]).toEqual([...board.down]);
          expect(chance.completed).toBe(board.completed);
          for (let c = 0; c < 10; c++) expect(chance.top(c)).toBe(board.top(c));
        }
        expect(chance.drawn).toBe(0);
      }),
      { numRuns: 40 },
    );
  });
});

describe('the default policy', () => {
  it('always stops before its limit and keeps every card', () => {
    fc.assert(
      fc.property(randomGames(60), fc.integer(), (g, seed) => {
        const k = knownPosition(g);
        const b = ChanceBoard.fromKnown(k, 'classic');
        b.reset(ChanceBoard.fromKnown(k, 'classic'), seed);
        const r = playOut(b, 5_000);
        expect(r.steps).toBeLessThan(5_000);
        expect(b.len.reduce((n, x) => n + x, 0) + b.completed * 13 + b.stock.length - b.dealt * 10).toBe(104);
      }),
      { numRuns: 60 },
    );
  });
});

describe("the policy's plans", () => {
  it('are legal and rearrange face-up cards only until their last move', () => {
    let plans = 0;
    let long = 0;
    fc.assert(
      fc.property(randomGames(40), fc.integer(), (g, seed) => {
        const k = knownPosition(g);
        const b = ChanceBoard.fromKnown(k, 'classic');
        b.reset(ChanceBoard.fromKnown(k, 'classic'), seed);
        const plan = new Int32Array(4);
        // The policy's game, with every plan checked before it is played.
        for (let step = 0; step < 400 && b.completed < 8; step++) {
          const m = bestGain(b);
          if (m >= 0) {
            b.play(m);
            continue;
          }
          const n = bestPlan(b, plan);
          if (n === 0) {
            if (!b.canDeal()) break;
            b.play(DEAL);
            continue;
          }
          plans++;
          if (n === 3) long++;
          for (let i = 0; i < n; i++) {
            expect(b.allMoves([])).toContain(plan[i]);
            const down = [...b.down];
            const done = b.completed;
            const empties = [...b.len].filter((x) => x === 0).length;
            b.play(plan[i]!);
            if (i < n - 1) {
              expect([...b.down]).toEqual(down);
              expect(b.completed).toBe(done);
              expect([...b.len].filter((x) => x === 0).length).toBeLessThanOrEqual(empties);
            }
          }
        }
      }),
      // A fixed seed: the counts below ask for plans of each length, which a random sample of 60
      // games may by chance not contain.
      { numRuns: 60, seed: 1 },
    );
    // The property saw plans of both lengths.
    expect(plans).toBeGreaterThan(20);
    expect(long).toBeGreaterThan(0);
  });
});

describe('chanceSearch', () => {
  const options = { rules: 'classic' as const, seed: 7, games: 120 };

  it('is repeatable and does not depend on the true order of the hidden cards', () => {
    fc.assert(
      fc.property(randomGames(50), (g) => {
        const k = knownPosition(g);
        const a = chanceSearch(k, options);
        // Another game with the same known cards and the hidden ones elsewhere: a decoded copy
        // of the known position carries no trace of which game it came from.
        const b = chanceSearch(JSON.parse(JSON.stringify(k)), options);
        expect(JSON.stringify(b)).toBe(JSON.stringify(a));
      }),
      { numRuns: 25 },
    );
  });

  it('gives the same answer when the hidden cards lie in another order (it is never handed them)', () => {
    fc.assert(
      fc.property(randomGames(50), fc.integer(), (g, perm) => {
        const other = permuteHidden(g, perm);
        expect(JSON.stringify(chanceSearch(knownPosition(other), options))).toBe(JSON.stringify(chanceSearch(knownPosition(g), options)));
      }),
      { numRuns: 20 },
    );
  });

  it("with the look-ahead's lines and a judged horizon, is still blind to the true order of the hidden cards", () => {
    fc.assert(
      fc.property(randomGames(50), fc.integer(), (g, perm) => {
        const run = (x: Game) => {
          const k = knownPosition(x);
          const lines = lookAhead(k, { rules: 'classic', nodes: 2_000, width: 20, depth: 8, lines: 4 }).lines;
          return JSON.stringify(chanceSearch(k, { ...options, horizon: 30, ...(lines && { lines }) }));
        };
        expect(run(permuteHidden(g, perm))).toBe(run(g));
      }),
      { numRuns: 20 },
    );
  });

  it("values a cut-off game by the judge it is given (a benchmark's), else by the app's", () => {
    const k = knownPosition(newGame(2, 5));
    const judged = (judge?: readonly number[]) => chanceSearch(k, { ...options, horizon: 30, ...(judge && { judge }) }).ranked.map((r) => r.value);
    const sure = [30, ...new Array<number>(10).fill(0)];
    expect(Math.min(...judged(sure))).toBeGreaterThan(0.99);
    expect(Math.max(...judged(sure.map((w) => -w)))).toBeLessThan(0.01);
    const app = judged();
    expect(Math.min(...app)).toBeGreaterThan(0.01);
    expect(Math.max(...app)).toBeLessThan(0.99);
  });

  it('ranks each first move once, as good as its best line', () => {
    fc.assert(
      fc.property(randomGames(50), (g) => {
        const k = knownPosition(g);
        const lines = lookAhead(k, { rules: 'classic', nodes: 2_000, width: 20, depth: 8, lines: 6 }).lines ?? [];
        const r = chanceSearch(k, { ...options, horizon: 30, lines });
        expect(new Set(r.ranked.map((x) => JSON.stringify(x.move))).size).toBe(r.ranked.length);
        expect(r.ranked.length).toBe(rootMoves(k, 'classic').length);
      }),
      { numRuns: 20 },
    );
  });

  it('never suggests a move back to a table the game has had, and offers a deal when one is allowed', () => {
    const g = newGame(1, 3);
    const k = knownPosition(g);
    const all = rootMoves(k, 'classic');
    expect(all.some((r) => r.move.type === 'deal')).toBe(true);
    const target = all.find((r) => r.move.type === 'move')!;
    const after = applyAction(g, target.move);
    if (!after.ok) throw new Error(after.reason);
    // A move that turns a card over can never lead back; one that does not is left out once
    // the table after it is in the memory.
    const back = all.filter(
      (r) => r.move.type === 'move' && knownPosition(g).columns[r.move.from]!.cards.length - r.move.count > knownPosition(g).columns[r.move.from]!.down,
    );
    for (const r of back) {
      const next = applyAction(g, r.move);
      if (!next.ok) continue;
      const memory = new Set([knownTableKey(knownPosition(next.game))]);
      expect(rootMoves(k, 'classic', memory).some((o) => JSON.stringify(o.move) === JSON.stringify(r.move))).toBe(false);
    }
  });

  it('spends its budget of simulated games and ranks every first move', () => {
    const k = knownPosition(newGame(1, 9));
    const r = chanceSearch(k, { rules: 'classic', seed: 1, games: 300 });
    expect(r.games).toBeLessThanOrEqual(300 + r.ranked.length);
    expect(r.games).toBeGreaterThan(200);
    expect(new Set(r.ranked.map((x) => JSON.stringify(x.move))).size).toBe(r.ranked.length);
    expect(r.ranked.length).toBe(rootMoves(k, 'classic').length);
    for (const x of r.ranked) expect(x.wins).toBeLessThanOrEqual(x.games);
  });

  it('stops after a round when the time cap says so, and still ranks every first move', () => {
    const k = knownPosition(newGame(2, 9));
    const full = chanceSearch(k, { rules: 'classic', seed: 1, games: 400 });
    const capped = chanceSearch(k, { rules: 'classic', seed: 1, games: 400, outOfTime: () => true });
    expect(capped.games).toBeLessThan(full.games);
    expect(capped.ranked.length).toBe(full.ranked.length);
    expect(new Set(capped.ranked.map((r) => r.games)).size).toBe(1); // one round: every move alike
  });
});
