import { COLUMN_COUNT, rankOf, suitIndexOf } from '../engine/cards.ts';
import { applyMove, moveRefusal, type Move } from '../engine/moves.ts';
import { runLength, topCard, type Position } from '../engine/position.ts';
import type { Refused } from '../engine/result.ts';

/**
 * Where a tapped run goes (SPEC §3, tap action "move"). Lower class wins; ties go to the
 * lowest column number.
 */
export const SpotClass = {
  Completes: 0, // the move finishes a K..A run
  SameSuit: 1, // onto the same suit, one rank higher
  OtherSuit: 2, // onto another suit, one rank higher
  Empty: 3, // into an empty column
} as const;
export type SpotClass = (typeof SpotClass)[keyof typeof SpotClass];

// A single card and a run are refused in words of their own (one card is not "these cards").
export type TapRefusal = 'face-down' | 'not-a-run' | 'no-destination' | 'no-destination-card' | 'no-such-card';

export type TapResult = { readonly ok: true; readonly move: Move; readonly spot: SpotClass } | Refused<TapRefusal>;

/** Index of the lowest card of the movable run on top of the column (length when empty). */
export function runStart(position: Position, column: number): number {
  const c = position.columns[column]!;
  return c.cards.length - runLength(c, position.suits);
}

/** How good `to` is for `move`, or null when the move is illegal or pointless. */
export function spotClass(position: Position, move: Move): SpotClass | null {
  if (moveRefusal(position, move) !== null) return null;
  const source = position.columns[move.from]!;
  const target = topCard(position.columns[move.to]!);
  if (target === undefined) {
    // Carrying a whole column into an empty one changes nothing but the move count.
    return move.count === source.cards.length ? null : SpotClass.Empty;
  }
  const moved = source.cards[source.cards.length - move.count]!;
  const completes = applyMove(position, move).events.some((e) => e.kind === 'complete' && e.column === move.to);
  if (completes) return SpotClass.Completes;
  return suitIndexOf(target, position.suits) === suitIndexOf(moved, position.suits) && rankOf(target) === rankOf(moved) + 1
    ? SpotClass.SameSuit
    : SpotClass.OtherSuit;
}

/** The best destination for the top `count` cards of `from`, or null when there is none. */
export function bestSpot(position: Position, from: number, count: number): { to: number; spot: SpotClass } | null {
  let best: { to: number; spot: SpotClass } | null = null;
  for (let to = 0; to < COLUMN_COUNT; to++) {
    if (to === from) continue;
    const spot = spotClass(position, { type: 'move', from, to, count });
    if (spot !== null && (best === null || spot < best.spot)) best = { to, spot };
  }
  return best;
}

/**
 * What tapping card `index` (0 = bottom) of column `from` does: that card and everything on
 * it move to the best spot, if they form a run and a spot exists.
 */
export function tapMove(position: Position, from: number, index: number): TapResult {
  const column = position.columns[from];
  if (!column || !Number.isInteger(index) || index < 0 || index >= column.cards.length) {
    return { ok: false, reason: 'no-such-card' };
  }
  if (index < column.down) return { ok: false, reason: 'face-down' };
  if (index < runStart(position, from)) return { ok: false, reason: 'not-a-run' };
  const count = column.cards.length - index;
  const best = bestSpot(position, from, count);
  if (!best) return { ok: false, reason: count === 1 ? 'no-destination-card' : 'no-destination' };
  return { ok: true, move: { type: 'move', from, to: best.to, count }, spot: best.spot };
}
