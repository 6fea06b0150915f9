/**
 * The reveal-aware search's judge of a table (value.ts): it reads what the player sees only,
 * its features stay in range, and it rates a table better when a face-down card is turned over
 * or a column is emptied, all else equal.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { knownPosition } from '../../src/solver/known.ts';
import { ChanceBoard } from '../../src/solver/chance-board.ts';
import { canJudge, features, FEATURES, winChance } from '../../src/solver/value.ts';
import { randomGame } from './helpers.ts';

const games = fc
  .tuple(fc.constantFrom<1 | 2 | 4>(1, 2, 4), fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 0, max: 80 }), fc.integer())
  .map(([suits, deal, steps, seed]) => randomGame(suits, deal, steps, seed));

describe('the judge of a simulated table', () => {
  it('has features between 0 and 1 and a chance strictly between 0 and 1', () => {
    fc.assert(
      fc.property(games, (g) => {
        const b = ChanceBoard.fromKnown(knownPosition(g), g.rules);
        const f = features(b, new Float64Array(FEATURES.length));
        for (const x of f) {
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThanOrEqual(1);
        }
        const p = winChance(b);
        expect(p).toBeGreaterThan(0);
        expect(p).toBeLessThan(1);
      }),
      { numRuns: 60 },
    );
  });

  it('gives the same chance whatever the hidden cards are: it is built from the known position only', () => {
    fc.assert(
      fc.property(games, (g) => {
        const k = knownPosition(g);
        expect(winChance(ChanceBoard.fromKnown(JSON.parse(JSON.stringify(k)), g.rules))).toBe(winChance(ChanceBoard.fromKnown(k, g.rules)));
      }),
      { numRuns: 30 },
    );
  });

  it('rates a table higher with one face-down card fewer, at every suit count it was fitted for', () => {
    for (const suits of [1, 2] as const) {
      expect(canJudge(suits)).toBe(true);
      const g = randomGame(suits, 77, 0, 1);
      const b = ChanceBoard.fromKnown(knownPosition(g), g.rules);
      const before = winChance(b);
      b.down[0]!--; // the same table with the top face-down card of column 1 face up
      expect(winChance(b)).toBeGreaterThan(before);
    }
    expect(canJudge(4)).toBe(false);
  });
});
