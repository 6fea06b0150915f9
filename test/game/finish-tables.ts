import { applyAction, newGame, type Game } from '../../src/engine/game.ts';
import { nothingHidden } from '../../src/game/finish.ts';
import { solve } from '../../src/solver/search.ts';
import { makeGame, run } from './helpers.ts';

// Tables for the Finish tests (game and ui).

/** 1 suit, seven runs home, the last split K..7 / 6..A: one move wins, every card face up. */
export const oneMoveWin = () => makeGame({ suits: 1, completed: 7, columns: [run('K', '7', 'S'), run('6', 'A', 'S')] });

/** A real deal played along the solver's own line until nothing is hidden any more. */
export function lateTable(suits: 1 | 2 = 1, deal = 4): Game {
  let game = newGame(suits, deal);
  const line = solve(game.position, { rules: 'classic', budget: 300_000 });
  if (line.result !== 'solved') throw new Error('no line');
  for (const a of line.moves) {
    if (nothingHidden(game)) return game;
    const r = applyAction(game, a);
    if (!r.ok) throw new Error(r.reason);
    game = r.game;
  }
  throw new Error('never fully known');
}
