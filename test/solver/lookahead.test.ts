/**
 * The hint's look-ahead (lookahead.ts) and the evaluation it scores tables with
 * (position-score.ts): what the evaluation prefers, that the look-ahead prefers a line that
 * turns a card over, never leads back to a table the game has had, and that every line it
 * names is legal in the engine and ends where it says.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyAction, type Game } from '../../src/engine/game.ts';
import { hint, STALL } from '../../src/solver/hint.ts';
import { knownPosition } from '../../src/solver/known.ts';
import { sinceProgress } from '../../src/solver/memory.ts';
import { knownTableKey, lookAhead, lookTable } from '../../src/solver/lookahead.ts';
import { scoreTable, UNSEEN, WEIGHTS, type LookTable } from '../../src/solver/position-score.ts';
import { inertColumns, makeGame } from '../game/helpers.ts';
import { randomGame } from './helpers.ts';

const options = { rules: 'classic' as const, nodes: 5_000, width: 30, depth: 8 };

/** Ten columns, the first ones given (faces: suit × 13 + rank − 1), the rest empty. */
function look(cols: number[][], down: number[] = [], runs = 0): LookTable {
  const all = Array.from({ length: 10 }, (_, i) => cols[i] ?? []);
  return { cols: all, down: all.map((_, i) => down[i] ?? 0), runs, stock: 0 };
}

const S = (rank: number) => rank - 1; // spades: suit 0
const H = (rank: number) => 13 + rank - 1; // hearts: suit 1

describe('the evaluation', () => {
  it('a card turned over scores higher than the same table with it face down', () => {
    const before = look([[UNSEEN, S(5)]], [1]);
    const after = look([[UNSEEN, S(5)]], [0]);
    expect(scoreTable(after) - scoreTable(before)).toBe(WEIGHTS.faceDown + WEIGHTS.clear);
  });

  it('a same-suit connection beats an off-suit one, which beats a card on a card it does not follow', () => {
    const natural = scoreTable(look([[S(6), S(5)]]));
    const offSuit = scoreTable(look([[H(6), S(5)]]));
    const broken = scoreTable(look([[S(9), S(5)]]));
    expect(natural).toBeGreaterThan(offSuit);
    expect(offSuit).toBeGreaterThan(broken);
  });

  it('an empty column and a completed run are worth more than a connection', () => {
    const full = scoreTable({ ...look([[S(6)], [S(5)]]), cols: [[S(6)], [S(5)], [S(1)], [S(1)], [S(1)], [S(1)], [S(1)], [S(1)], [S(1)], [S(1)]] });
    const joined = scoreTable({ ...look([[S(6), S(5)]]), cols: [[S(6), S(5)], [], [S(1)], [S(1)], [S(1)], [S(1)], [S(1)], [S(1)], [S(1)], [S(1)]] });
    expect(joined - full).toBe(WEIGHTS.empty + WEIGHTS.natural - WEIGHTS.clear);
    expect(scoreTable(look([], [], 1)) - scoreTable(look([]))).toBe(WEIGHTS.run);
  });

  it('a card never seen connects with nothing', () => {
    // The same cards apart (one empty column less, one more column clear) score no differently.
    expect(scoreTable(look([[S(6), UNSEEN]]))).toBe(scoreTable(look([[S(6)], [UNSEEN]])) + WEIGHTS.empty - WEIGHTS.clear);
  });
});

/** Two suits: the columns given, six inert ones (nothing moves on or off), leftovers in the last. */
const table = (columns: string[][]) => makeGame({ suits: 2, columns: [...columns, ...inertColumns(9 - columns.length, 2)] });

describe('the look-ahead', () => {
  // 5S onto 6H turns a card over; 5H onto 6H joins a same-suit run and takes it off a 9S.
  // Only one of them can have the 6H.
  const rival = () => table([['#2H', '5S'], ['#3H', '9S', '5H'], ['6H']]);

  it('prefers the line that turns a card over to one that only joins', () => {
    const k = knownPosition(rival());
    const r = lookAhead(k, options);
    expect(r.move).toEqual({ type: 'move', from: 0, to: 2, count: 1 });
    expect(r.gain).toBeGreaterThan(WEIGHTS.faceDown - 1);
  });

  it('never names a line through a table the game has already had', () => {
    // 5H onto 6H joins a same-suit run; onto 6S it only leaves the 9S. Neither turns a card over.
    const g = table([['#3H', '9S', '5H'], ['6H'], ['#2H', 'JS', '6S']]);
    const join = { type: 'move' as const, from: 0, to: 1, count: 1 };
    expect(lookAhead(knownPosition(g), options).move).toEqual(join);
    const r0 = applyAction(g, join);
    if (!r0.ok) throw new Error(r0.reason);
    const memory = new Set([knownTableKey(knownPosition(g)), knownTableKey(knownPosition(r0.game))]);
    const r = lookAhead(knownPosition(g), { ...options, memory });
    expect(r.move).toEqual({ type: 'move', from: 0, to: 2, count: 1 });
    let game = g;
    for (const m of r.line) {
      const next = applyAction(game, m);
      if (!next.ok) throw new Error(next.reason);
      game = next.game;
      expect(memory.has(knownTableKey(knownPosition(game)))).toBe(false);
    }
  });

  it('names nothing when no line beats the table as it is', () => {
    // 1 suit, tops K K J J 8 8 5 5 2 2: no move at all.
    const g = makeGame({
      suits: 1,
      completed: 6,
      stock: 1,
      dump: [],
      columns: [['QS', '8S'], ['QS', '8S'], ['TS', '5S'], ['TS', '5S'], ['7S', '2S'], ['7S', '2S'], ['KS'], ['KS'], ['JS'], ['JS']],
    });
    expect(lookAhead(knownPosition(g), options)).toMatchObject({ move: null, gain: 0, line: [] });
  });

  /** Games up to 60 random actions into a random deal of any suit count. */
  const randomGames = fc
    .tuple(fc.constantFrom<1 | 2 | 4>(1, 2, 4), fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 60 }), fc.integer())
    .map(([suits, deal, steps, seed]) => randomGame(suits, deal, steps, seed));

  /** The game after a line of moves, each checked legal by the engine. */
  const playLine = (g: Game, line: readonly Parameters<typeof applyAction>[1][]): Game =>
    line.reduce((game, m) => {
      const next = applyAction(game, m);
      if (!next.ok) throw new Error(`illegal ${JSON.stringify(m)}: ${next.reason}`);
      return next.game;
    }, g);

  it('the best lines it returns on request are legal in the engine and lead to distinct tables, and asking for them changes nothing else', () => {
    fc.assert(
      fc.property(randomGames, (g) => {
        const k = knownPosition(g);
        const r = lookAhead(k, { ...options, lines: 6 });
        expect({ ...r, lines: undefined }).toEqual({ ...lookAhead(k, options), lines: undefined });
        const lines = r.lines ?? [];
        expect(lines.length).toBeLessThanOrEqual(6);
        if (r.move !== null) expect(lines.length).toBeGreaterThan(0);
        const ends = new Set<string>();
        for (const line of lines) {
          const key = knownTableKey(knownPosition(playLine(g, line)));
          expect(ends.has(key)).toBe(false);
          ends.add(key);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('every line is legal in the engine, visits no table twice, and ends as scored', () => {
    fc.assert(
      fc.property(randomGames, (g) => {
        const k = knownPosition(g);
        const r = lookAhead(k, options);
        const again = lookAhead(k, options);
        expect(again).toEqual(r);
        if (r.move === null) return;
        expect(r.move).toEqual(r.line[0]);
        const keys = new Set([knownTableKey(k)]);
        let game = g;
        for (const m of r.line) {
          const next = applyAction(game, m);
          if (!next.ok) throw new Error(`illegal ${JSON.stringify(m)}: ${next.reason}`);
          game = next.game;
          const key = knownTableKey(knownPosition(game));
          expect(keys.has(key)).toBe(false);
          keys.add(key);
        }
        // Cards the line turned over count as face up and unseen, as in the search.
        const start = scoreTable(lookTable(k));
        const end = lookTable(knownPosition(game));
        const hidden = {
          ...end,
          cols: end.cols.map((c, i) =>
            c.map((f, j) => (j >= end.down[i]! && j < k.columns[i]!.down && k.columns[i]!.cards.length > j && k.columns[i]!.cards[j] === null ? UNSEEN : f)),
          ),
        };
        expect(scoreTable(hidden) - start).toBeCloseTo(r.gain + 0.01 * r.line.length, 6);
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('counts the actions since a card was turned over, a run completed or a row dealt', () => {
    const key = (x: Game) => knownTableKey(knownPosition(x));
    const after = (x: Game, m: Parameters<typeof applyAction>[1]) => {
      const r = applyAction(x, m);
      if (!r.ok) throw new Error(r.reason);
      return r.game;
    };
    const g = rival();
    const joined = after(g, { type: 'move', from: 1, to: 2, count: 1 });
    expect(sinceProgress([key(joined), key(g)])).toBe(1);
    expect(sinceProgress([key(g)])).toBe(0);
    const turned = after(g, { type: 'move', from: 0, to: 2, count: 1 });
    expect(sinceProgress([key(turned), key(g)])).toBe(0);
    const withStock = makeGame({ suits: 2, stock: 1, columns: [['#3H', '9S', '5H'], ['6H'], ...inertColumns(7, 2)] });
    expect(sinceProgress([key(after(withStock, { type: 'deal' })), key(withStock)])).toBe(0);
  });

  it('deals after STALL actions without progress, though a line of known moves still gains', () => {
    const g = makeGame({ suits: 2, stock: 1, columns: [['#3H', '9S', '5H'], ['6H'], ['#2H', 'JS', '6S'], ...inertColumns(6, 2)] });
    const k = knownPosition(g);
    const o = { rules: 'classic' as const, seed: 1, budget: 20_000, samples: 2 };
    expect(hint(k, o).move).not.toEqual({ type: 'deal' });
    const stalled = Array.from({ length: STALL + 1 }, () => knownTableKey(k));
    expect(hint(k, { ...o, memory: stalled.slice(0, STALL) }).move).not.toEqual({ type: 'deal' });
    expect(hint(k, { ...o, memory: stalled })).toMatchObject({ kind: 'no-progress', advice: 'deal', move: { type: 'deal' } });
  });
});
