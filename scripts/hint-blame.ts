// Where a hint-only game was lost (the strength benchmark's `blame` part): the last table of the
// game from which the full-information solver still wins. This peeks at the hidden cards, which
// the hint never does; it only tells a benchmark reader whether a loss came from the early game or
// from the last moves.
import type { SuitCount } from '../src/engine/cards.ts';
import type { Game } from '../src/engine/game.ts';
import { faceDownCount } from '../src/engine/position.ts';
import { solve } from '../src/solver/search.ts';
import { playHintsOnly, type PlayOptions } from './hint-player.ts';

/**
 * The index of the last state that `winnable` accepts, by bisection: a game once lost stays lost,
 * so the answers run true … true, false … false (the first state must be winnable; -1 if not).
 */
export function lastWinnable<T>(states: readonly T[], winnable: (s: T) => boolean): number {
  if (states.length === 0 || !winnable(states[0]!)) return -1;
  let lo = 0; // winnable
  let hi = states.length; // past the end, or a state known not to be winnable
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (winnable(states[mid]!)) lo = mid;
    else hi = mid;
  }
  return lo;
}

export interface Blame {
  readonly action: number; // actions played when the game was last winnable
  readonly stockLeft: number; // rounds left in the stock then
  readonly faceDown: number; // cards face down then
  readonly actions: number; // actions in the whole game
}

/** Replays the hint-only game of `deal` and says when it was last winnable (solver's budget). */
export function blameLoss(suits: SuitCount, deal: number, o: PlayOptions, solverBudget: number): Blame | null {
  const games: Game[] = []; // the table before each hint, the last one's included
  const played = playHintsOnly(suits, deal, { ...o, onHint: (_ms, _kind, game) => games.push(game) });
  const at = lastWinnable(games, (g) => solve(g.position, { rules: o.rules ?? 'classic', budget: solverBudget }).result === 'solved');
  if (at < 0) return null;
  const p = games[at]!.position;
  return { action: p.moves, stockLeft: p.stock.length / 10, faceDown: faceDownCount(p), actions: played.actions };
}
