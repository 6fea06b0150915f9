import { COLUMN_COUNT as IMPORTED_COLUMN_COUNT } from '../engine/cards.ts';
import { CAPACITY as IMPORTED_CAPACITY, type Board } from './board.ts';

// Local copies of imported bindings: run by tsx (the CLI, verify, benchmarks), each use of an
// imported binding is a getter call, which took about 40 % of the search's time in its
// hottest loops. Bundled code (the Web Worker) reads them directly either way.
const COLUMN_COUNT = IMPORTED_COLUMN_COUNT;
const CAPACITY = IMPORTED_CAPACITY;

/**
 * 64-bit position hash in two lanes; `out[0]`, `out[1]`. A different `seed` starts every
 * column's mixing elsewhere, so two seeds collide on different pairs of tables: a proof that
 * held under both cannot rest on one collision.
 */
export function hashBoard(b: Board, out: Uint32Array, seed = 0, keepOrder = false): void {
  // Once the stock is empty the column order no longer matters to a search, so the lanes add
  // up column hashes without their index: permuted tables are one position. A line's moves
  // name columns, so comparing tables along a line (shorten.ts) keeps the order.
  const ordered = keepOrder || b.dealt < b.rounds;
  let h1 = Math.imul(b.dealt + 1, 0x9e3779b1);
  let h2 = Math.imul(b.dealt + 7, 0x85ebca77);
  for (let c = 0; c < COLUMN_COUNT; c++) {
    let a = (0x811c9dc5 ^ seed ^ b.down[c]!) | 0;
    let z = (0x2545f491 ^ Math.imul(seed, 0x9e3779b1) ^ (b.down[c]! * 31)) | 0;
    const base = c * CAPACITY;
    const n = b.len[c]!;
    for (let i = 0; i < n; i++) {
      const x = b.cards[base + i]!;
      a = Math.imul(a ^ x, 0x01000193);
      z = Math.imul(z ^ (x + i), 0x5bd1e995);
      z ^= z >>> 13;
    }
    a ^= n;
    z ^= n << 8;
    if (ordered) {
      a = Math.imul(a ^ (c + 1), 0xcc9e2d51);
      z = Math.imul(z + c * 0x27d4eb2f, 0x1b873593);
    }
    a ^= a >>> 16;
    a = Math.imul(a, 0x85ebca6b);
    a ^= a >>> 13;
    z ^= z >>> 15;
    z = Math.imul(z, 0xc2b2ae35);
    z ^= z >>> 16;
    h1 = (h1 + a) | 0;
    h2 = (h2 + z) | 0;
  }
  out[0] = h1;
  out[1] = h2;
}
