import type { CardId } from './cards.ts';

/**
 * Cards the player has seen face up at least once (SPEC §1.4), as a 128-bit set in four
 * 32-bit words: small to copy, compare and store.
 */
export type Seen = readonly [number, number, number, number];

export const NOTHING_SEEN: Seen = [0, 0, 0, 0];

export function hasSeen(seen: Seen, id: CardId): boolean {
  return ((seen[id >>> 5]! >>> (id & 31)) & 1) === 1;
}

/** Adds cards; returns the same value when nothing is new so identity checks stay cheap. */
export function withSeen(seen: Seen, ids: Iterable<CardId>): Seen {
  let out: [number, number, number, number] | null = null;
  for (const id of ids) {
    if (hasSeen(out ?? seen, id)) continue;
    out ??= [seen[0], seen[1], seen[2], seen[3]];
    out[id >>> 5] = (out[id >>> 5]! | (1 << (id & 31))) >>> 0;
  }
  return out ?? seen;
}
