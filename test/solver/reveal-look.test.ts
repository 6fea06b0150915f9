/**
 * The look-ahead with chance nodes at its reveals (reveal-look.ts): a line that turns a card
 * over is worth what can be done with the cards that may come up, drawn from the faces the
 * player has not seen, never from the hidden cards themselves.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { HintMove } from '../../src/solver/heuristic.ts';
import { knownPosition, unknownFaces } from '../../src/solver/known.ts';
import { lookAhead } from '../../src/solver/lookahead.ts';
import { revealLook, type RevealShape } from '../../src/solver/reveal-look.ts';
import { r, randomGame, twoUnseen as table } from './helpers.ts';

const shape: RevealShape = { lines: 8, draws: 6, width: 12, depth: 4 };
const options = { rules: 'classic' as const, nodes: 4_000, width: 30, depth: 8, seed: 1, shape };

const isTenOnJack = (line: readonly HintMove[]) => line.length === 1 && line[0]!.type === 'move' && line[0]!.from === 0 && line[0]!.to === 2;

describe('the look-ahead with chance nodes at its reveals', () => {
  it('values a dig by the cards that can come up: a Five that fits beats a King that buries', () => {
    const fives = table(5);
    const kings = table(13);
    expect(unknownFaces(fives)).toEqual([r(5), r(5)]);
    expect(unknownFaces(kings)).toEqual([r(13), r(13)]);
    // The plain look-ahead cannot tell the two tables apart: it sees the same known cards.
    const plainFives = lookAhead(fives, options);
    const plainKings = lookAhead(kings, options);
    expect(plainFives.line).toEqual(plainKings.line);
    expect(plainFives.gain).toBe(plainKings.gain);
    const a = revealLook(fives, options);
    const b = revealLook(kings, options);
    expect(a.lines).toEqual(b.lines);
    // A Five that comes up goes onto the 6 and empties its column; a King stays where it is.
    expect(Math.max(...a.values)).toBeGreaterThan(Math.max(...b.values));
    const i = a.lines!.findIndex(isTenOnJack);
    if (i >= 0) expect(a.values[i]!).toBeGreaterThan(b.values[i]!);
  });

  it('is the same for the same known position and seed, and its move is a legal known move', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<1 | 2 | 4>(1, 2, 4),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer(),
        (suits, deal, steps, seed) => {
          const k = knownPosition(randomGame(suits, deal, steps, seed));
          const x = revealLook(k, options);
          expect(revealLook(k, options)).toEqual(x);
          if (x.move !== null && x.move.type === 'move') {
            const src = k.columns[x.move.from]!;
            expect(x.move.count).toBeLessThanOrEqual(src.cards.length - src.down);
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});
