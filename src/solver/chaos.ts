import { COLUMN_COUNT as IMPORTED_COLUMN_COUNT, RUNS_TO_WIN as IMPORTED_RUNS_TO_WIN } from '../engine/cards.ts';
import { CAPACITY as IMPORTED_CAPACITY, type Board } from './board.ts';

// Local copies of imported bindings: run by tsx (the CLI, verify, benchmarks), each use of an
// imported binding is a getter call, which took about 40 % of the search's time in its
// hottest loops. Bundled code (the Web Worker) reads them directly either way.
const COLUMN_COUNT = IMPORTED_COLUMN_COUNT;
const RUNS_TO_WIN = IMPORTED_RUNS_TO_WIN;
const CAPACITY = IMPORTED_CAPACITY;

/**
 * The beam search's score, lower is better, in two levels packed into one integer:
 * first "chaos" — face-down cards plus same-suit runs among the face-up ones, less one for
 * each column that could go away whole (a King at its foot, or its foot card fits on another
 * column's top), less the empty columns; then, among equal chaos, more cards ready to move
 * (top runs), completed runs and empty columns first. The idea follows KPat's solver and
 * coolo/spider; the weights of the old single score (evaluate.ts) solved fewer hard deals.
 */
const tops = new Uint8Array(16); // how many columns show each rank on top

export function chaosScore(b: Board): number {
  let chaos = 0;
  let ready = 0;
  let empty = 0;
  const { len, down, cards } = b;
  tops.fill(0);
  for (let c = 0; c < COLUMN_COUNT; c++) if (len[c]! > 0) tops[cards[c * CAPACITY + len[c]! - 1]! & 15]!++;
  for (let c = 0; c < COLUMN_COUNT; c++) {
    const n = len[c]!;
    if (n === 0) {
      empty++;
      continue;
    }
    const d = down[c]!;
    const base = c * CAPACITY;
    chaos += d + 1;
    for (let i = d + 1; i < n; i++) if (cards[base + i - 1]! !== cards[base + i]! + 1) chaos++;
    let top = n - 1;
    while (top > d && cards[base + top - 1]! === cards[base + top]! + 1) top--;
    ready += n - top;
    const foot = cards[base]! & 15;
    if (foot === 13) {
      chaos--;
      continue;
    }
    // Another column's top fits under this column's foot (its own top does not count).
    const own = (cards[base + n - 1]! & 15) === foot + 1 ? 1 : 0;
    if (tops[foot + 1]! > own) chaos--;
  }
  chaos = Math.max(0, chaos - empty);
  return chaos * 256 - (ready + empty + 13 * b.completed);
}

export const WON_SCORE = -13 * RUNS_TO_WIN - 1;
