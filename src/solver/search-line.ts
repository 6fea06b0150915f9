import { applyAction, gameFromPosition } from '../engine/game.ts';
import { isWon, type Position } from '../engine/position.ts';
import type { DealRules } from '../engine/rules.ts';
import { Board, DEAL, moveCount, moveFrom, moveTo } from './board.ts';
import type { SolverAction } from './search-types.ts';
import { shortenLine } from './shorten.ts';

/** A line the search found, as the engine's actions: shortened, and checked by the engine. */

export function toAction(m: number): SolverAction {
  return m === DEAL ? { type: 'deal' } : { type: 'move', from: moveFrom(m), to: moveTo(m), count: moveCount(m) };
}

/** True when `moves` wins from `position` under the engine's own rules. */
export function winsOnEngine(position: Position, rules: DealRules, moves: readonly SolverAction[]): boolean {
  let game = gameFromPosition(position, rules);
  for (const move of moves) {
    const r = applyAction(game, move);
    if (!r.ok) return false;
    game = r.game;
  }
  return isWon(game.position);
}

/**
 * The line to answer with: shortened, and replayed by the engine before it leaves the solver.
 * A shortcut rests on hashes, so a shortened line that fails the replay gives way to the line
 * as found; a found line that fails is a solver bug and is never presented as a win.
 */
export function checkedLine(position: Position, rules: DealRules, found: number[], allowance: number): SolverAction[] {
  const short = shortenLine(Board.fromPosition(position, rules), found, allowance).map(toAction);
  if (winsOnEngine(position, rules, short)) return short;
  const line = found.map(toAction);
  if (winsOnEngine(position, rules, line)) return line;
  throw new Error('solver bug: the line found does not win on the engine');
}
