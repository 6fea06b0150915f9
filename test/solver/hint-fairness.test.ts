/**
 * The hint never peeks (SPEC §1.4, §4): for a fixed seed, shuffling the cards the player has
 * not seen (face down and never seen, or in the stock and never seen) into any other order
 * never changes the hint; and while any card is unknown the hint never says "lost".
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
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

/** The same game with its unseen cards in another order (same places, same seen memory). */
function permuteHidden(g: Game, seed: number): Game {
  const p = g.position;
  const slots: { where: 'column' | 'stock'; c: number; i: number }[] = [];
  p.columns.forEach((col, c) => col.cards.forEach((id, i) => i < col.down && !hasSeen(g.seen, id) && slots.push({ where: 'column', c, i })));
  p.stock.forEach((id, i) => !hasSeen(g.seen, id) && slots.push({ where: 'stock', c: -1, i }));
  const ids = slots.map((s) => (s.where === 'stock' ? p.stock[s.i]! : p.columns[s.c]!.cards[s.i]!));
  const moved = shuffle(ids.slice(), mulberry32(seed));
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
          // The two games really differ where the player cannot see (when anything is hidden).
          if (unknownCount(knownPosition(g)) > 1) expect(other.position).not.toBe(g.position);
          if (unknownCount(knownPosition(g)) > 0) expect(a.kind).not.toBe('lost');
        },
      ),
      { numRuns: 30 },
    );
  }, 300_000);

  it('the deal number is no input: the same cards under another number get the same hint', () => {
    const g = play(2, 77, 30, 5);
    const renamed: Game = { ...g, deal: 12345 };
    expect(hint(knownPosition(renamed), { ...options, seed: 3 })).toEqual(hint(knownPosition(g), { ...options, seed: 3 }));
    expect(JSON.stringify(knownPosition(g))).not.toContain('"deal"');
  });
});
