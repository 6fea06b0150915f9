import { SNAPSHOT_BYTES as IMPORTED_SNAPSHOT_BYTES, type Board } from './board.ts';

// A local copy: under tsx an imported binding is a getter call on every use (see board.ts users).
const SNAPSHOT_BYTES = IMPORTED_SNAPSHOT_BYTES;

const CHUNK_BITS = 13;
const CHUNK_NODES = 1 << CHUNK_BITS;

/** The parent and the move that led to each node, to read a line back. About 6 bytes a node. */
export class Paths {
  protected parents = new Int32Array(CHUNK_NODES);
  protected moves = new Uint16Array(CHUNK_NODES);
  size = 0;

  add(parent: number, move: number): number {
    const id = this.size++;
    if (id >= this.parents.length) this.grow(this.parents.length * 2);
    this.parents[id] = parent;
    this.moves[id] = move;
    return id;
  }

  protected grow(length: number): void {
    this.parents = grown(this.parents, new Int32Array(length));
    this.moves = grown(this.moves, new Uint16Array(length));
  }

  /** Moves from the root to node `id`. */
  path(id: number): number[] {
    const out: number[] = [];
    for (let n = id; this.parents[n]! >= 0; n = this.parents[n]!) out.push(this.moves[n]!);
    return out.reverse();
  }

  get bytes(): number {
    return this.parents.byteLength + this.moves.byteLength;
  }
}

/**
 * Search nodes: paths, plus a snapshot of the table for nodes that get expanded (an
 * unexpanded child is its parent's snapshot plus one move), so memory is about 12 bytes a node
 * plus 128 bytes an expansion, in chunks as used.
 */
export class NodeStore extends Paths {
  private chunks: Uint8Array[] = [];
  private slots = new Int32Array(CHUNK_NODES);
  private depths = new Uint16Array(CHUNK_NODES);
  private snapshots = 0;

  override add(parent: number, move: number): number {
    const id = super.add(parent, move);
    this.slots[id] = -1;
    this.depths[id] = parent < 0 ? 0 : Math.min(0xffff, this.depths[parent]! + 1);
    return id;
  }

  protected override grow(length: number): void {
    super.grow(length);
    this.slots = grown(this.slots, new Int32Array(length));
    this.depths = grown(this.depths, new Uint16Array(length));
  }

  /** Keeps the table of node `id` (now on the board) so its children can be rebuilt. */
  keep(id: number, b: Board): void {
    if (this.slots[id]! >= 0) return;
    const slot = this.snapshots++;
    this.slots[id] = slot;
    if (slot >> CHUNK_BITS >= this.chunks.length) this.chunks.push(new Uint8Array(CHUNK_NODES * SNAPSHOT_BYTES));
    b.save(this.chunks[slot >> CHUNK_BITS]!, (slot & (CHUNK_NODES - 1)) * SNAPSHOT_BYTES);
  }

  /** Puts node `id`'s table on the board: its own snapshot, or its parent's plus its move. */
  restore(id: number, b: Board): void {
    let slot = this.slots[id]!;
    const own = slot >= 0;
    if (!own) slot = this.slots[this.parents[id]!]!;
    b.load(this.chunks[slot >> CHUNK_BITS]!, (slot & (CHUNK_NODES - 1)) * SNAPSHOT_BYTES);
    if (!own) b.make(this.moves[id]!);
  }

  /** Moves from the root to node `id` (at most 65535). */
  depth(id: number): number {
    return this.depths[id]!;
  }

  override get bytes(): number {
    return super.bytes + this.chunks.length * CHUNK_NODES * SNAPSHOT_BYTES + this.slots.byteLength + this.depths.byteLength;
  }
}

function grown<T extends Int32Array | Uint16Array>(old: T, next: T): T {
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
