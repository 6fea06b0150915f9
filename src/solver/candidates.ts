import { COLUMN_COUNT as IMPORTED_COLUMN_COUNT } from '../engine/cards.ts';
import { CAPACITY as IMPORTED_CAPACITY, moveCode as importedMoveCode, type Board } from './board.ts';

// Local copies of imported bindings: run by tsx (the CLI, verify, benchmarks), each use of an
// imported binding is a getter call, which took about 40 % of the search's time in its
// hottest loops. Bundled code (the Web Worker) reads them directly either way.
const COLUMN_COUNT = IMPORTED_COLUMN_COUNT;
const CAPACITY = IMPORTED_CAPACITY;
const moveCode = importedMoveCode;

const runs = new Uint8Array(COLUMN_COUNT);

/**
 * The moves worth trying (the fast search's pruning; the exhaustive proof uses every move):
 * - part of a run moves only onto the same suit, where it lengthens a run;
 * - while a row is left to deal, any empty column takes any part of a run (never a whole
 *   column); after the last deal only the first empty column, and only a whole run.
 * Deals are left to the caller.
 */
export function candidateMoves(b: Board, out: number[]): number[] {
  out.length = 0;
  let firstEmpty = -1;
  for (let c = 0; c < COLUMN_COUNT; c++) {
    const n = b.runLength(c);
    runs[c] = n;
    if (b.len[c] === 0 && firstEmpty < 0) firstEmpty = c;
  }
  for (let from = 0; from < COLUMN_COUNT; from++) {
    const n = runs[from]!;
    if (n === 0) continue;
    const len = b.len[from]!;
    const base = from * CAPACITY;
    const topCard = b.cards[base + len - 1]!;
    const topRank = topCard & 15;
    const runSuit = topCard >> 4;
    for (let to = 0; to < COLUMN_COUNT; to++) {
      if (to === from || b.len[to] === 0) continue;
      const t = b.cards[to * CAPACITY + b.len[to]! - 1]!;
      const count = (t & 15) - topRank;
      if (count < 1 || count > n) continue;
      const sameSuit = t >> 4 === runSuit;
      if (count < n && !sameSuit) continue;
      out.push(moveCode(from, to, count));
    }
    if (firstEmpty < 0) continue;
    const whole = len === n && b.down[from] === 0;
    if (b.dealt >= b.rounds) {
      // Stock empty: empty columns are alike and splitting a run gains nothing.
      if (!whole) out.push(moveCode(from, firstEmpty, n));
      continue;
    }
    // A row still to deal lands differently on each column, so every empty column and every
    // part of the run is a different plan (filling columns is what allows the deal).
    for (let to = firstEmpty; to < COLUMN_COUNT; to++) {
      if (b.len[to] !== 0) continue;
      for (let count = 1; count <= n; count++) if (!(whole && count === n)) out.push(moveCode(from, to, count));
    }
  }
  return out;
}
