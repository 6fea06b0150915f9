// Where a hint-only game loses its win, round by round (the strength benchmark's `rounds` part):
// the table just before each row is dealt, and just after the last, each asked of the
// full-information solver. It peeks at the hidden cards, which the hint never does.
import type { SuitCount } from '../src/engine/cards.ts';
import type { Game } from '../src/engine/game.ts';
import { faceDownCount } from '../src/engine/position.ts';
import { solve } from '../src/solver/search.ts';
import type { SolveResult } from '../src/solver/search-types.ts';
import { playHintsOnly, type PlayOptions } from './hint-player.ts';

export interface RoundTable {
  readonly stockLeft: number; // rounds left in the stock at that table
  readonly faceDown: number;
  readonly verdict: SolveResult['result'];
}

/** Replays the hint-only game of `deal` to its last deal; the solver's verdict before each deal and after the last. */
export function roundVerdicts(suits: SuitCount, deal: number, o: PlayOptions, solverBudget: number): RoundTable[] {
  const tables: Game[] = [];
  let asked: Game | null = null; // the table the last hint was asked on
  playHintsOnly(suits, deal, {
    ...o,
    stopAtLastDeal: true,
    onHint: (_ms, _kind, game) => (asked = game),
    onAction: (a) => {
      if (a.type === 'deal' && asked !== null) tables.push(asked);
    },
    onLastDeal: (game) => tables.push(game),
  });
  return tables.map((g) => ({
    stockLeft: g.position.stock.length / 10,
    faceDown: faceDownCount(g.position),
    verdict: solve(g.position, { rules: o.rules ?? 'classic', budget: solverBudget }).result,
  }));
}
