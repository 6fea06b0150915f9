import { COLUMN_COUNT as IMPORTED_COLUMN_COUNT, RUNS_TO_WIN as IMPORTED_RUNS_TO_WIN } from '../engine/cards.ts';
import { Board, CAPACITY as IMPORTED_CAPACITY, DEAL as IMPORTED_DEAL } from './board.ts';
import { candidateMoves } from './candidates.ts';
import { chaosScore } from './chaos.ts';
import { hashBoard } from './hash.ts';
import { SeenTable } from './table.ts';

// Local copies of imported bindings: run by tsx (the CLI, verify, benchmarks), each use of an
// imported binding is a getter call, which took about 40 % of the search's time in its
// hottest loops. Bundled code (the Web Worker) reads them directly either way.
const COLUMN_COUNT = IMPORTED_COLUMN_COUNT;
const RUNS_TO_WIN = IMPORTED_RUNS_TO_WIN;
const CAPACITY = IMPORTED_CAPACITY;
const DEAL = IMPORTED_DEAL;

const SLOT = 128; // dealt, completed, 10 lengths, 10 face-down counts, at most 104 cards
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
    const s = this.bytes;
    let o = this.size * SLOT;
    this.nodes[this.size++] = node;
    s[o++] = b.dealt;
    s[o++] = b.completed;
    const { len, down, cards } = b;
    for (let c = 0; c < COLUMN_COUNT; c++) {
      s[o++] = len[c]!;
      s[o++] = down[c]!;
    }
    for (let c = 0; c < COLUMN_COUNT; c++) {
      const from = c * CAPACITY;
      s.set(cards.subarray(from, from + len[c]!), o);
      o += len[c]!;
    }
  }

  restore(i: number, b: Board): void {
    const s = this.bytes;
    let o = i * SLOT;
    b.dealt = s[o++]!;
    b.completed = s[o++]!;
    const { len, down, cards } = b;
    for (let c = 0; c < COLUMN_COUNT; c++) {
      len[c] = s[o++]!;
      down[c] = s[o++]!;
    }
    for (let c = 0; c < COLUMN_COUNT; c++) {
      cards.set(s.subarray(o, o + len[c]!), c * CAPACITY);
      o += len[c]!;
    }
  }
}

/** Parent and move of every table the beam kept, to read a winning line back. */
class Paths {
  parents = new Int32Array(1 << 16);
  moves = new Uint16Array(1 << 16);
  size = 0;

  add(parent: number, move: number): number {
    if (this.size === this.parents.length) {
      const p = new Int32Array(this.size * 2);
      p.set(this.parents);
      this.parents = p;
      const m = new Uint16Array(this.size * 2);
      m.set(this.moves);
      this.moves = m;
    }
    this.parents[this.size] = parent;
    this.moves[this.size] = move;
    return this.size++;
  }

  line(node: number): number[] {
    const out: number[] = [];
    for (let n = node; this.parents[n]! >= 0; n = this.parents[n]!) out.push(this.moves[n]!);
    return out.reverse();
  }

  get bytes(): number {
    return this.parents.byteLength + this.moves.byteLength;
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
  copyInto(start, b);
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
          if (b.completed === RUNS_TO_WIN) return paths.line(cur.nodes[i]!).concat(m);
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
        const dealt = cur.bytes[p * SLOT]! + (m === DEAL ? 1 : 0);
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

function copyInto(from: Board, to: Board): void {
  to.cards.set(from.cards);
  to.len.set(from.len);
  to.down.set(from.down);
  to.dealt = from.dealt;
  to.completed = from.completed;
}

function grow<T extends Int32Array | Uint16Array | Float64Array>(old: T, fresh: T): T {
  fresh.set(old);
  return fresh;
}
