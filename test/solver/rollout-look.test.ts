/**
 * Honest rollouts of the look-ahead (rollout-look.ts): the look-ahead's best first moves are
 * played on by a small look-ahead in simulated worlds whose cards reach the table only when a
 * simulated move turns them over.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { knownPosition } from '../../src/solver/known.ts';
import { lookAhead } from '../../src/solver/lookahead.ts';
import { rolloutLook, type RolloutShape } from '../../src/solver/rollout-look.ts';
import { randomGame, twoUnseen } from './helpers.ts';

const shape: RolloutShape = { candidates: 3, games: 4, nodes: 500, width: 8, depth: 6, deals: 1, steps: 30 };
const options = { rules: 'classic' as const, nodes: 8_000, width: 20, depth: 6, seed: 1, shape };

describe('honest rollouts of the look-ahead', () => {
  it('values a dig by what comes up: Fives that fit are worth more than Kings', () => {
    const fives = twoUnseen(5);
    const kings = twoUnseen(13);
    // The plain look-ahead cannot tell the two tables apart.
    expect(lookAhead(fives, options).gain).toBe(lookAhead(kings, options).gain);
    for (const ordered of [false, true]) {
      const o = { ...options, shape: { ...shape, ordered } };
      const a = rolloutLook(fives, o);
      const b = rolloutLook(kings, o);
      expect(a.values.length).toBeGreaterThanOrEqual(2);
      expect(b.values.length).toBe(a.values.length);
      expect(Math.max(...a.values)).toBeGreaterThan(Math.max(...b.values));
    }
  });

  it('is the same for the same known position and seed, and plays a first move of the look-ahead', () => {
    fc.assert(
      fc.property(fc.constantFrom<1 | 2 | 4>(1, 2, 4), fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 60 }), (suits, deal, steps) => {
        const k = knownPosition(randomGame(suits, deal, steps, deal));
        const x = rolloutLook(k, options);
        expect(rolloutLook(k, options)).toEqual(x);
        // Cards that come up in one order wherever they turn up: the same candidates, as repeatable.
        const ordered = { ...options, shape: { ...shape, ordered: true } };
        const y = rolloutLook(k, ordered);
        expect(rolloutLook(k, ordered)).toEqual(y);
        expect(y.values.length).toBe(x.values.length);
        const plain = lookAhead(k, options);
        // It rolls out only when the look-ahead's best line makes progress, and then only lines that do.
        expect(x.move === null).toBe(plain.move === null);
        if (x.values.length === 0) expect(x.move).toEqual(plain.move);
        if (x.move !== null && x.move.type === 'move') {
          const src = k.columns[x.move.from]!;
          expect(x.move.count).toBeLessThanOrEqual(src.cards.length - src.down);
        }
      }),
      { numRuns: 15 },
    );
  });
});
