/**
 * The hint never peeks (SPEC §1.4, §4): for a fixed seed, shuffling the cards the player has
 * not seen (face down and never seen, or in the stock and never seen) into any other order
 * never changes the hint; and while any card is unknown the hint never says "lost".
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cardCode } from '../../src/engine/cards.ts';
import { applyAction, newGame, type Game } from '../../src/engine/game.ts';
import { legalMoves } from '../../src/engine/moves.ts';
import type { Position } from '../../src/engine/position.ts';
import { hasSeen } from '../../src/engine/seen.ts';
import { hint } from '../../src/solver/hint.ts';
import { knownPosition, unknownCount } from '../../src/solver/known.ts';
import { mulberry32, shuffle } from './helpers.ts';

/** A game `steps` random actions into a deal (moves, deals, now and then an undo). */
function play(suits: 1 | 2 | 4, deal: number, steps: number, seed: number): Game {
  let g = newGame(suits, deal);
  const rand = mulberry32(seed);
  for (let i = 0; i < steps; i++) {
    const moves = legalMoves(g.position);
    const roll = rand() % 10;
    const action = roll === 0 ? { type: 'undo' as const } : roll === 1 || moves.length === 0 ? { type: 'deal' as const } : moves[rand() % moves.length]!;
    const r = applyAction(g, action);
    if (r.ok) g = r.game;
  }
  return g;
}

type Slot = { where: 'column' | 'stock'; c: number; i: number };

/** Where the unseen cards lie: face down and never seen, or in the stock and never seen. */
function hiddenSlots(g: Game): Slot[] {
  const p = g.position;
  const slots: Slot[] = [];
  p.columns.forEach((col, c) => col.cards.forEach((id, i) => i < col.down && !hasSeen(g.seen, id) && slots.push({ where: 'column', c, i })));
  p.stock.forEach((id, i) => !hasSeen(g.seen, id) && slots.push({ where: 'stock', c: -1, i }));
  return slots;
}

/** The faces (rank and suit) in `g`'s unseen places, in order. */
function hiddenFaces(g: Game, slots: readonly Slot[]): string[] {
  const p = g.position;
  return slots.map((s) => cardCode(s.where === 'stock' ? p.stock[s.i]! : p.columns[s.c]!.cards[s.i]!, p.suits));
}

/**
 * The same game with its unseen cards in another order (same places, same seen memory). When
 * the shuffle leaves every face where it was, the order is turned by one, which moves a face
 * unless they are all alike.
 */
function permuteHidden(g: Game, seed: number): Game {
  const p = g.position;
  const slots = hiddenSlots(g);
  const ids = slots.map((s) => (s.where === 'stock' ? p.stock[s.i]! : p.columns[s.c]!.cards[s.i]!));
  let moved = shuffle(ids.slice(), mulberry32(seed));
  const faces = (xs: readonly number[]) => xs.map((id) => cardCode(id, p.suits)).join();
  if (ids.length > 1 && faces(moved) === faces(ids)) moved = [...moved.slice(1), moved[0]!];
  const columns = p.columns.map((col) => ({ cards: col.cards.slice(), down: col.down }));
  const stock = p.stock.slice();
  slots.forEach((s, k) => {
    if (s.where === 'stock') stock[s.i] = moved[k]!;
    else columns[s.c]!.cards[s.i] = moved[k]!;
  });
  const position: Position = { ...p, columns, stock };
  return { ...g, position };
}

const options = { rules: 'classic' as const, budget: 3_000, samples: 3 };

describe('hint fairness', () => {
  it('permuting the unknown cards never changes the hint for a fixed seed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<1 | 2 | 4>(1, 2, 4),
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 0, max: 80 }),
        fc.integer(),
        fc.integer(),
        fc.integer({ min: 0, max: 0xffffffff }),
        (suits, deal, steps, playSeed, permSeed, hintSeed) => {
          const g = play(suits, deal, steps, playSeed);
          const other = permuteHidden(g, permSeed);
          expect(knownPosition(other)).toEqual(knownPosition(g));
          const a = hint(knownPosition(g), { ...options, seed: hintSeed });
          const b = hint(knownPosition(other), { ...options, seed: hintSeed });
          expect(b).toEqual(a);
          // The two games really differ where the player cannot see: another face in some unseen
          // place, whenever the unseen cards are not all alike.
          const slots = hiddenSlots(g);
          if (new Set(hiddenFaces(g, slots)).size > 1) expect(hiddenFaces(other, slots)).not.toEqual(hiddenFaces(g, slots));
          if (unknownCount(knownPosition(g)) > 0) expect(a.kind).not.toBe('lost');
        },
      ),
      { numRuns: 30 },
    );
  }, 300_000);

  it('the judged shape of the reveal-aware search is as blind: permuting the unknown cards changes nothing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<1 | 2>(1, 2),
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 0, max: 80 }),
        fc.integer(),
        fc.integer(),
        (suits, deal, steps, playSeed, permSeed) => {
          const g = play(suits, deal, steps, playSeed);
          const judged = { ...options, seed: 1, games: 200, shape: { horizon: 20, lines: 4 } };
          expect(hint(knownPosition(permuteHidden(g, permSeed)), judged)).toEqual(hint(knownPosition(g), judged));
        },
      ),
      { numRuns: 20 },
    );
  }, 300_000);

  it('the deal number is no input: the same cards under another number get the same hint', () => {
    const g = play(2, 77, 30, 5);
    const renamed: Game = { ...g, deal: 12345 };
    expect(hint(knownPosition(renamed), { ...options, seed: 3 })).toEqual(hint(knownPosition(g), { ...options, seed: 3 }));
    expect(JSON.stringify(knownPosition(g))).not.toContain('"deal"');
  });
});
