import type { SuitCount } from '../engine/cards.ts';
import { runLength, type Column } from '../engine/position.ts';
import type { ColumnLayout, Geometry } from './layout.ts';

/** The least height of a touch target (SPEC §3: targets of at least 44 CSS px on touch). */
export const TAP_ZONE = 44;

/**
 * The card a touch at `y` (from the column's top) most plausibly meant. A squeezed column's
 * face-up strips can be thinner than a fingertip, so each face-up card answers to a zone of at
 * least `zone` px centred on its strip. The card under the point wins when it starts a run
 * that can move (so precise taps keep their card); otherwise the nearest card within reach
 * that does; otherwise the face-up card under the point, or the nearest face-up card within
 * reach (a touch that landed on the face-down cards just under the first face-up one, which
 * reaches half a zone above even a whole top card).
 * Returns the card's index in the column, or null when no face-up card is in reach.
 */
export function touchCard(column: Column, layout: ColumnLayout, g: Geometry, suits: SuitCount, y: number, zone = TAP_ZONE): number | null {
  const n = column.cards.length;
  if (n === 0) return null;
  const { offsets } = layout;
  const stripEnd = (i: number) => (i === n - 1 ? offsets[i]! + g.cardH : offsets[i + 1]!);
  let under = -1;
  for (let i = 0; i < n; i++) if (y >= offsets[i]! && y < stripEnd(i)) under = i;
  // Cards from `runFrom` to the top form the movable run.
  const runFrom = n - runLength(column, suits);
  const half = zone / 2;
  let best = -1;
  let bestRun = -1;
  let bestDist = Infinity;
  let bestRunDist = Infinity;
  for (let i = column.down; i < n; i++) {
    const top = offsets[i]!;
    const end = stripEnd(i);
    const mid = (top + end) / 2;
    // The first face-up card also answers on the face-down cards just under it: they cannot
    // be played, so a fingertip there meant the card it nearly hit.
    const lo = Math.min(top, mid - half, i === column.down ? top - half : top);
    const hi = Math.max(end, mid + half);
    if (y < lo || y >= hi) continue;
    const dist = y < top ? top - y : y >= end ? y - end + 1 : 0;
    if (dist < bestDist) {
      bestDist = dist;
      best = i;
    }
    if (i >= runFrom && dist < bestRunDist) {
      bestRunDist = dist;
      bestRun = i;
    }
  }
  if (under >= runFrom && under >= column.down) return under;
  if (bestRun >= 0) return bestRun;
  if (under >= column.down) return under;
  return best >= 0 ? best : null;
}
