/**
 * The solves' endgame factor (ENDGAME_BOOST): once the stock is dealt out, the hint's solves may
 * spend that many times their budget; while a stock is left, never more than the budget.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, newGame, type Game } from '../../src/engine/game.ts';
import { hint } from '../../src/solver/hint.ts';
import { lookNodes } from '../../src/solver/hint-heuristic.ts';
import { knownPosition } from '../../src/solver/known.ts';

/** A 4-suit deal with all five rows of the stock dealt at once. */
function dealtOut(deal: number): Game {
  let g = newGame(4, deal, 'classic');
  while (g.position.stock.length > 0) {
    const r = applyAction(g, { type: 'deal' });
    if (!r.ok) throw new Error(r.reason);
    g = r.game;
  }
  return g;
}

const options = { rules: 'classic' as const, seed: 1, budget: 20_000, samples: 4, method: 'sample' as const };
const solves = options.budget - lookNodes(options, 4);

describe("the solves' endgame factor", () => {
  it('multiplies what the solves may spend once the stock is dealt out', () => {
    const k = knownPosition(dealtOut(7));
    const plain = hint(k, { ...options, endgame: 1 });
    const boosted = hint(k, { ...options, endgame: 3 });
    expect(plain.positions).toBeLessThanOrEqual(solves);
    expect(boosted.positions).toBeLessThanOrEqual(3 * solves);
    expect(boosted.positions).toBeGreaterThan(solves); // a 4-suit table this tangled is not solved cheaply
  });

  it('changes nothing while a stock is left', () => {
    const k = knownPosition(newGame(4, 7, 'classic'));
    expect(hint(k, { ...options, endgame: 3 })).toEqual(hint(k, { ...options, endgame: 1 }));
  });
});
