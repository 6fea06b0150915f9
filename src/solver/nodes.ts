import { COLUMN_COUNT as IMPORTED_COLUMN_COUNT } from '../engine/cards.ts';
import { CAPACITY as IMPORTED_CAPACITY, type Board } from './board.ts';

// Local copies of imported bindings: run by tsx (the CLI, verify, benchmarks), each use of an
// imported binding is a getter call, which took about 40 % of the search's time in its
// hottest loops. Bundled code (the Web Worker) reads them directly either way.
const COLUMN_COUNT = IMPORTED_COLUMN_COUNT;
const CAPACITY = IMPORTED_CAPACITY;

const SLOT = 128; // dealt, completed, 10 lengths, 10 face-down counts, at most 104 cards
const CHUNK_BITS = 13;
const CHUNK_NODES = 1 << CHUNK_BITS;

/**
 * Search nodes: the parent and the move that led here. Only nodes that get expanded keep a
 * snapshot of the table (an unexpanded child is its parent's snapshot plus one move), so
 * memory is about 10 bytes a node plus 128 bytes an expansion, in chunks as used.
 */
export class NodeStore {
  private chunks: Uint8Array[] = [];
  private parents = new Int32Array(CHUNK_NODES);
  private moves = new Uint16Array(CHUNK_NODES);
  private slots = new Int32Array(CHUNK_NODES);
  private depths = new Uint16Array(CHUNK_NODES);
  private snapshots = 0;
  size = 0;

  add(parent: number, move: number): number {
    const id = this.size++;
    if (id >= this.parents.length) {
      this.parents = grow(this.parents, new Int32Array(this.parents.length * 2));
      this.moves = grow(this.moves, new Uint16Array(this.moves.length * 2));
      this.slots = grow(this.slots, new Int32Array(this.slots.length * 2));
      this.depths = grow(this.depths, new Uint16Array(this.depths.length * 2));
    }
    this.depths[id] = parent < 0 ? 0 : Math.min(0xffff, this.depths[parent]! + 1);
    this.parents[id] = parent;
    this.moves[id] = move;
    this.slots[id] = -1;
    return id;
  }

  /** Keeps the table of node `id` (now on the board) so its children can be rebuilt. */
  keep(id: number, b: Board): void {
    if (this.slots[id]! >= 0) return;
    const slot = this.snapshots++;
    this.slots[id] = slot;
    if (slot >> CHUNK_BITS >= this.chunks.length) this.chunks.push(new Uint8Array(CHUNK_NODES * SLOT));
    const s = this.chunks[slot >> CHUNK_BITS]!;
    let o = (slot & (CHUNK_NODES - 1)) * SLOT;
    s[o++] = b.dealt;
    s[o++] = b.completed;
    const { len, down, cards } = b;
    for (let c = 0; c < COLUMN_COUNT; c++) {
      s[o++] = len[c]!;
      s[o++] = down[c]!;
    }
    for (let c = 0; c < COLUMN_COUNT; c++) {
      const from = c * CAPACITY;
      const end = from + len[c]!;
      for (let i = from; i < end; i++) s[o++] = cards[i]!;
    }
  }

  /** Puts node `id`'s table on the board: its own snapshot, or its parent's plus its move. */
  restore(id: number, b: Board): void {
    let slot = this.slots[id]!;
    const own = slot >= 0;
    if (!own) slot = this.slots[this.parents[id]!]!;
    const s = this.chunks[slot >> CHUNK_BITS]!;
    let o = (slot & (CHUNK_NODES - 1)) * SLOT;
    b.dealt = s[o++]!;
    b.completed = s[o++]!;
    const { len, down, cards } = b;
    for (let c = 0; c < COLUMN_COUNT; c++) {
      len[c] = s[o++]!;
      down[c] = s[o++]!;
    }
    for (let c = 0; c < COLUMN_COUNT; c++) {
      const from = c * CAPACITY;
      const end = from + len[c]!;
      for (let i = from; i < end; i++) cards[i] = s[o++]!;
    }
    if (!own) b.make(this.moves[id]!);
  }

  /** Moves from the root to node `id` (at most 65535). */
  depth(id: number): number {
    return this.depths[id]!;
  }

  /** Moves from the root to node `id`. */
  path(id: number): number[] {
    const out: number[] = [];
    for (let n = id; this.parents[n]! >= 0; n = this.parents[n]!) out.push(this.moves[n]!);
    return out.reverse();
  }

  get bytes(): number {
    return this.chunks.length * CHUNK_NODES * SLOT + this.parents.byteLength * 2 + this.moves.byteLength * 2;
  }
}

function grow<T extends Int32Array | Uint16Array>(old: T, next: T): T {
  next.set(old);
  return next;
}

/** A binary min-heap of node ids keyed by an integer score. */
export class NodeHeap {
  private ids = new Int32Array(1024);
  private keys = new Int32Array(1024);
  size = 0;

  push(id: number, key: number): void {
    if (this.size === this.ids.length) {
      const ids = new Int32Array(this.size * 2);
      ids.set(this.ids);
      this.ids = ids;
      const keys = new Int32Array(this.size * 2);
      keys.set(this.keys);
      this.keys = keys;
    }
    let i = this.size++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (this.keys[p]! <= key) break;
      this.ids[i] = this.ids[p]!;
      this.keys[i] = this.keys[p]!;
      i = p;
    }
    this.ids[i] = id;
    this.keys[i] = key;
  }

  pop(): number {
    const top = this.ids[0]!;
    const lastId = this.ids[--this.size]!;
    const lastKey = this.keys[this.size]!;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= this.size) break;
      if (child + 1 < this.size && this.keys[child + 1]! < this.keys[child]!) child++;
      if (this.keys[child]! >= lastKey) break;
      this.ids[i] = this.ids[child]!;
      this.keys[i] = this.keys[child]!;
      i = child;
    }
    this.ids[i] = lastId;
    this.keys[i] = lastKey;
    return top;
  }

  clear(): void {
    this.size = 0;
  }
}
