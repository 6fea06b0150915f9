import type { Game, History } from '../engine/game.ts';
import type { Position } from '../engine/position.ts';
import { knownOf } from './known.ts';
import { knownTableKey } from './lookahead.ts';

/**
 * The game's memory as a hint may use it: the tables the player has had on the way to this
 * one (the undo stack and the table itself), as the look-ahead's keys. Keys hold face-down
 * counts and face-up cards only, which the player has all seen, so nothing hidden leaks.
 * The most recent `MEMORY_LIMIT` are enough to stop a line leading back; the message stays small.
 */
export const MEMORY_LIMIT = 600;

// A key depends on the position alone (face-up cards are seen), and positions are immutable:
// each is keyed once, so a hint late in a long game does not rebuild 600 keys (~2–12 ms in Node).
const keys = new WeakMap<Position, string>();

function keyOf(position: Position, seen: Game['seen']): string {
  let key = keys.get(position);
  if (key === undefined) {
    key = knownTableKey(knownOf(position, seen));
    keys.set(position, key);
  }
  return key;
}

export function memoryOf(game: Game): string[] {
  const out = [keyOf(game.position, game.seen)];
  for (let h: History = game.past; h !== null && out.length < MEMORY_LIMIT; h = h.rest) out.push(keyOf(h.position, game.seen));
  return out;
}

/**
 * Actions since the last progress (a card turned over, a run completed, a row dealt): how many
 * of the most recent tables in `memory` (newest first, as memoryOf lists them) have as many
 * face-down cards, runs and stock cards as the first. Keys start with the stock size and runs,
 * then each column's face-down count (lookahead.ts's lookKey).
 */
export function sinceProgress(memory: readonly string[]): number {
  const mark = (key: string): string => {
    const [stock, runs, ...rest] = key.split('/');
    const down = rest
      .join('/')
      .split('|')
      .reduce((n, c) => n + (c === '' ? 0 : Number(c.slice(0, c.indexOf(':')))), 0);
    return `${stock}/${runs}/${down}`;
  };
  if (memory.length === 0) return 0;
  const now = mark(memory[0]!);
  let n = 0;
  while (n + 1 < memory.length && mark(memory[n + 1]!) === now) n++;
  return n;
}
