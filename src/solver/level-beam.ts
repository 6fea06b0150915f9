import { RUNS_TO_WIN as IMPORTED_RUNS_TO_WIN } from '../engine/cards.ts';
import { Board, DEAL as IMPORTED_DEAL, SNAPSHOT_BYTES } from './board.ts';
import { candidateMoves } from './candidates.ts';
import { chaosScore } from './chaos.ts';
import { hashBoard } from './hash.ts';
import { Paths } from './nodes.ts';
import { SeenTable } from './table.ts';

// Local copies of imported bindings: run by tsx (the CLI, verify, benchmarks), each use of an
// imported binding is a getter call, which took about 40 % of the search's time in its
// hottest loops. Bundled code (the Web Worker) reads them directly either way.
const RUNS_TO_WIN = IMPORTED_RUNS_TO_WIN;
const SLOT = SNAPSHOT_BYTES;
const DEAL = IMPORTED_DEAL;

const INDEX = 2 ** 21; // candidates of one level at most (width 3200 × 6 × ~60 moves < 2^21)
const TIE = 2 ** 14; // score (17 bits), tie bits (14) and index (21) fit a double's 53 bits

/** Board snapshots of one level of the beam. */
class Level {
  bytes = new Uint8Array(0);
  nodes = new Int32Array(0); // path node of each table
  size = 0;

  reset(capacity: number): void {
    if (this.nodes.length < capacity) {
      this.bytes = new Uint8Array(capacity * SLOT);
      this.nodes = new Int32Array(capacity);
    }
    this.size = 0;
  }

  push(b: Board, node: number): void {
    b.save(this.bytes, this.size * SLOT);
    this.nodes[this.size++] = node;
  }

  restore(i: number, b: Board): void {
    b.load(this.bytes, i * SLOT);
  }
}

export interface BeamHooks {
  /** Called for each table seen for the first time in this pass; may throw to stop. */
  count(): void;
  /** The search's tables at their largest, in bytes. */
  peak(bytes: number): void;
}

/**
 * Level-by-level beam search: every table of a level is expanded, the children are ranked by
 * `chaosScore`, and the next level keeps the best `width` of them for each number of deals
 * made (so tables that have dealt do not crowd out those that have not). One seen-table for
 * the whole pass. Because it goes a level at a time, the first win it meets has few moves.
 */
export function levelBeam(start: Board, width: number, hooks: BeamHooks): number[] | null {
  const b = new Board(start.rules, start.stock.length);
  b.stock.set(start.stock);
  const seen = new SeenTable(18);
  const paths = new Paths();
  const hash = new Uint32Array(2);
  const buckets = start.rounds + 1;
  let cur = new Level();
  let next = new Level();
  cur.reset(1);
  b.copyFrom(start);
  if (b.completed === RUNS_TO_WIN) return [];
  hashBoard(b, hash);
  seen.add(hash[0]!, hash[1]!);
  cur.push(b, paths.add(-1, 0));
  let candParent = new Int32Array(1 << 14);
  let candMove = new Uint16Array(1 << 14);
  let keys = new Float64Array(1 << 14);
  const taken = new Int32Array(buckets);
  const moves: number[] = [];
  let peak = 0;
  try {
    while (cur.size > 0) {
      let n = 0;
      for (let i = 0; i < cur.size; i++) {
        cur.restore(i, b);
        candidateMoves(b, moves);
        if (b.canDeal()) moves.push(DEAL);
        for (const m of moves) {
          const undo = b.make(m);
          if (b.completed === RUNS_TO_WIN) return paths.path(cur.nodes[i]!).concat(m);
          hashBoard(b, hash);
          if (seen.add(hash[0]!, hash[1]!)) {
            hooks.count();
            if (n === candParent.length) {
              candParent = grow(candParent, new Int32Array(n * 2));
              candMove = grow(candMove, new Uint16Array(n * 2));
              keys = grow(keys, new Float64Array(n * 2));
            }
            candParent[n] = i;
            candMove[n] = m;
            // Score first; ties by a few hash bits (children of one parent would otherwise
            // crowd a bucket), then the order met, so every run breaks them the same way.
            keys[n] = ((chaosScore(b) + 65536) * TIE + (hash[1]! & (TIE - 1))) * INDEX + n;
            n++;
          }
          b.unmake(m, undo);
        }
      }
      const ranked = keys.subarray(0, n).sort();
      taken.fill(0);
      next.reset(Math.min(n, width * buckets));
      for (let k = 0; k < n; k++) {
        const c = ranked[k]! % INDEX;
        const p = candParent[c]!;
        const m = candMove[c]!;
        const dealt = cur.bytes[p * SLOT]! + (m === DEAL ? 1 : 0); // byte 0 of a snapshot: rows dealt
        if (taken[dealt]! >= width) continue;
        taken[dealt]!++;
        cur.restore(p, b);
        b.make(m);
        next.push(b, paths.add(cur.nodes[p]!, m));
      }
      peak = Math.max(peak, seen.bytes + paths.bytes + cur.bytes.byteLength + next.bytes.byteLength + keys.byteLength * 2);
      [cur, next] = [next, cur];
    }
    return null;
  } finally {
    hooks.peak(peak);
  }
}

function grow<T extends Int32Array | Uint16Array | Float64Array>(old: T, fresh: T): T {
  fresh.set(old);
  return fresh;
}
