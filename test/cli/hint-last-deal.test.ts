/**
 * The strength benchmark's `last-deal` part (scripts/hint-last-deal.ts): the same game replayed to
 * its last deal, and the full-information solver's verdict on that table.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, newGame, type Game } from '../../src/engine/game.ts';
import { solve } from '../../src/solver/search.ts';
import type { HintMove } from '../../src/solver/heuristic.ts';
import { lastDealVerdict } from '../../scripts/hint-last-deal.ts';
import { playHintsOnly } from '../../scripts/hint-player.ts';

describe('where a hint-only game stands at its last deal', () => {
  const o = { budget: 20_000, games: 100, stage: 'look' } as const;

  it("judges the table the game itself had just after its last deal, with the solver's own verdict", () => {
    // The game's own actions up to its last deal, replayed on the engine.
    const actions: HintMove[] = [];
    const whole = playHintsOnly(2, 7, { ...o, onAction: (a) => actions.push(a) });
    let game: Game = newGame(2, 7, 'classic');
    for (const a of actions) {
      const r = applyAction(game, a);
      if (!r.ok) throw new Error(r.reason);
      game = r.game;
      if (game.position.stock.length === 0) break;
    }
    const at = lastDealVerdict(2, 7, o, 50_000);
    expect(at).not.toBeNull();
    expect(at?.actions).toBe(game.position.moves);
    expect(at?.faceDown).toBe(whole.faceDownAtLastDeal);
    expect(at?.verdict).toBe(solve(game.position, { rules: 'classic', budget: 50_000 }).result);
  });

  it('has nothing to judge when the game never deals its last row', () => {
    expect(lastDealVerdict(2, 7, { ...o, maxActions: 5 }, 50_000)).toBeNull();
  });
});
