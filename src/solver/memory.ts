import type { Game, History } from '../engine/game.ts';
import { knownOf } from './known.ts';
import { knownTableKey } from './lookahead.ts';

/**
 * The game's memory as a hint may use it: the tables the player has had on the way to this
 * one (the undo stack and the table itself), as the look-ahead's keys. Keys hold face-down
 * counts and face-up cards only, which the player has all seen, so nothing hidden leaks.
 * The most recent `MEMORY_LIMIT` are enough to stop a line leading back; the message stays small.
 */
export const MEMORY_LIMIT = 600;

export function memoryOf(game: Game): string[] {
  const out = [knownTableKey(knownOf(game.position, game.seen))];
  for (let h: History = game.past; h !== null && out.length < MEMORY_LIMIT; h = h.rest) out.push(knownTableKey(knownOf(h.position, game.seen)));
  return out;
}
