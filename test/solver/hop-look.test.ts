/**
 * The look-ahead in sampled deals (hop-look.ts): the face-down cards the player has never seen
 * are drawn from the unseen faces, and the look-ahead goes on through what its moves turn over.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hopLook, type HopShape } from '../../src/solver/hop-look.ts';
import { knownPosition, unknownFaces } from '../../src/solver/known.ts';
import { lookAhead } from '../../src/solver/lookahead.ts';
import { r, randomGame, twoUnseen } from './helpers.ts';

const shape: HopShape = { samples: 6, nodes: 8_000, width: 20, depth: 6 };
const options = { rules: 'classic' as const, seed: 1, shape };

describe('the look-ahead in sampled deals', () => {
  it('sees past a card it turns over: a Five that comes up is worth more than a King', () => {
    const fives = twoUnseen(5);
    const kings = twoUnseen(13);
    expect(unknownFaces(fives)).toEqual([r(5), r(5)]);
    const plain = { rules: 'classic' as const, nodes: 8_000, width: 20, depth: 6 };
    expect(lookAhead(fives, plain).gain).toBe(lookAhead(kings, plain).gain);
    const a = hopLook(fives, options);
    const b = hopLook(kings, options);
    // A Five goes onto the 6 and empties its column; a King stays where it came up.
    expect(a.move).not.toBeNull();
    expect(a.gain).toBeGreaterThan(b.gain);
    expect(Math.max(...a.values)).toBeGreaterThan(Math.max(...b.values));
  });

  it('is the same for the same known position and seed, and its move is a legal known move', () => {
    fc.assert(
      fc.property(fc.constantFrom<1 | 2 | 4>(1, 2, 4), fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 60 }), (suits, deal, steps) => {
        const k = knownPosition(randomGame(suits, deal, steps, deal));
        const x = hopLook(k, options);
        expect(hopLook(k, options)).toEqual(x);
        expect(x.nodes).toBeLessThanOrEqual(shape.samples * shape.nodes);
        if (x.move !== null && x.move.type === 'move') {
          const src = k.columns[x.move.from]!;
          expect(x.move.count).toBeLessThanOrEqual(src.cards.length - src.down);
          expect(x.gain).toBeGreaterThan(0);
        }
      }),
      { numRuns: 15 },
    );
  });
});
