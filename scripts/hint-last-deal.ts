// Where a hint-only game stands once the last row is dealt (the strength benchmark's `last-deal`
// part): can the full-information solver still win the table there? It peeks at the hidden cards,
// which the hint never does. It splits a result in two: how often the middle game keeps a win in
// reach, and how often the endgame turns such a table into a win.
import type { SuitCount } from '../src/engine/cards.ts';
import type { Game } from '../src/engine/game.ts';
import { faceDownCount } from '../src/engine/position.ts';
import { solve } from '../src/solver/search.ts';
import type { SolveResult } from '../src/solver/search-types.ts';
import { playHintsOnly, type PlayOptions } from './hint-player.ts';

export interface LastDeal {
  readonly actions: number; // actions played up to and with the last deal
  readonly faceDown: number; // cards face down just after it
  readonly verdict: SolveResult['result']; // the solver's, within its budget: 'unknown' when it ran out
}

/** Replays the hint-only game of `deal` up to its last deal and asks the solver there (null: never dealt out). */
export function lastDealVerdict(suits: SuitCount, deal: number, o: PlayOptions, solverBudget: number): LastDeal | null {
  const tables: Game[] = [];
  playHintsOnly(suits, deal, { ...o, stopAtLastDeal: true, onLastDeal: (game) => tables.push(game) });
  const table = tables[0];
  if (table === undefined) return null;
  const p = table.position;
  return {
    actions: p.moves,
    faceDown: faceDownCount(p),
    verdict: solve(p, { rules: o.rules ?? 'classic', budget: solverBudget }).result,
  };
}
