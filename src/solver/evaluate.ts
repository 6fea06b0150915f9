import { COLUMN_COUNT as IMPORTED_COLUMN_COUNT } from '../engine/cards.ts';
import { CAPACITY as IMPORTED_CAPACITY, type Board } from './board.ts';

// Local copies of imported bindings: run by tsx (the CLI, verify, benchmarks), each use of an
// imported binding is a getter call, which took about 40 % of the search's time in its
// hottest loops. Bundled code (the Web Worker) reads them directly either way.
const COLUMN_COUNT = IMPORTED_COLUMN_COUNT;
const CAPACITY = IMPORTED_CAPACITY;

/**
 * How far a table is from won; lower is better. A "disorder" count: face-down cards,
 * breaks between face-up cards (worse when the ranks don't even fit), minus completed runs
 * and empty columns. Weights were chosen by solve rate on 4-suit deals 17..48 at a
 * 300,000-position budget (changes moved it by about ±15 %).
 */
export const WEIGHTS = {
  faceDown: 6,
  offSuit: 2, // ranks fit but suits differ: needs one more move to mend
  breakCard: 4, // ranks don't fit
  completed: 80,
  empty: 6,
};

export function evaluate(b: Board): number {
  let h = 0;
  for (let c = 0; c < COLUMN_COUNT; c++) {
    const n = b.len[c]!;
    if (n === 0) {
      h -= WEIGHTS.empty;
      continue;
    }
    const d = b.down[c]!;
    h += WEIGHTS.faceDown * d;
    const base = c * CAPACITY;
    for (let i = d + 1; i < n; i++) {
      const lower = b.cards[base + i - 1]!;
      const upper = b.cards[base + i]!;
      if (lower === upper + 1) continue;
      h += (lower & 15) === (upper & 15) + 1 ? WEIGHTS.offSuit : WEIGHTS.breakCard;
    }
  }
  return h - WEIGHTS.completed * b.completed;
}
