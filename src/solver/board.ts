import { COLUMN_COUNT as IMPORTED_COLUMN_COUNT, RUN_LENGTH as IMPORTED_RUN_LENGTH, rankOf, suitIndexOf } from '../engine/cards.ts';
import type { Position } from '../engine/position.ts';
import type { DealRules } from '../engine/rules.ts';

// Local copies of imported bindings: run by tsx (the CLI, verify, benchmarks), each use of an
// imported binding is a getter call, which took about 40 % of the search's time in its
// hottest loops. Bundled code (the Web Worker) reads them directly either way.
const COLUMN_COUNT = IMPORTED_COLUMN_COUNT;
const RUN_LENGTH = IMPORTED_RUN_LENGTH;

/**
 * The solver's own mutable table: cards as bytes `suit << 4 | rank`, columns in one flat
 * array, make/unmake instead of copies. Copies of a card are interchangeable here, so a move
 * list found on a Board replays unchanged on the engine's Position.
 */
export const CAPACITY = 104; // no column can hold more than the whole deck
export const DEAL = 0xffff; // the move code of a deal
export const SNAPSHOT_BYTES = 128; // dealt, completed, 10 lengths, 10 face-down counts, at most 104 cards

export const moveCode = (from: number, to: number, count: number): number => from | (to << 4) | (count << 8);
export const moveFrom = (m: number): number => m & 15;
export const moveTo = (m: number): number => (m >> 4) & 15;
export const moveCount = (m: number): number => m >> 8;

const rank = (card: number): number => card & 15;
const topRanks = new Uint8Array(COLUMN_COUNT); // scratch for allMoves
const suit = (card: number): number => card >> 4;

export class Board {
  readonly cards = new Uint8Array(COLUMN_COUNT * CAPACITY); // column c, card i at c * CAPACITY + i
  readonly len = new Uint8Array(COLUMN_COUNT);
  readonly down = new Uint8Array(COLUMN_COUNT);
  readonly stock: Uint8Array; // all stock cards, round r for column c at r * 10 + c
  dealt = 0; // rounds already dealt
  completed = 0; // runs removed

  constructor(
    readonly rules: DealRules,
    stockCards: number,
  ) {
    this.stock = new Uint8Array(stockCards);
  }

  static fromPosition(position: Position, rules: DealRules): Board {
    const b = new Board(rules, position.stock.length);
    const enc = (id: number): number => (suitIndexOf(id, position.suits) << 4) | rankOf(id);
    position.columns.forEach((col, c) => {
      col.cards.forEach((id, i) => (b.cards[c * CAPACITY + i] = enc(id)));
      b.len[c] = col.cards.length;
      b.down[c] = col.down;
    });
    position.stock.forEach((id, i) => (b.stock[i] = enc(id)));
    b.completed = position.completed.length;
    return b;
  }

  /** Makes this table the same as `o` (same deal: the stock is not copied). */
  copyFrom(o: Board): void {
    this.cards.set(o.cards);
    this.len.set(o.len);
    this.down.set(o.down);
    this.dealt = o.dealt;
    this.completed = o.completed;
  }

  /** A copy of this table with its own arrays. */
  clone(): Board {
    const c = new Board(this.rules, this.stock.length);
    c.stock.set(this.stock);
    c.copyFrom(this);
    return c;
  }

  /** Writes the table into `SNAPSHOT_BYTES` bytes of `s` at `o` (the stock is the deal's, not kept). */
  save(s: Uint8Array, o: number): void {
    s[o++] = this.dealt;
    s[o++] = this.completed;
    const { len, down, cards } = this;
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

  /** Reads back a table `save` wrote. */
  load(s: Uint8Array, o: number): void {
    this.dealt = s[o++]!;
    this.completed = s[o++]!;
    const { len, down, cards } = this;
    for (let c = 0; c < COLUMN_COUNT; c++) {
      len[c] = s[o++]!;
      down[c] = s[o++]!;
    }
    for (let c = 0; c < COLUMN_COUNT; c++) {
      cards.set(s.subarray(o, o + len[c]!), c * CAPACITY);
      o += len[c]!;
    }
  }

  get rounds(): number {
    return this.stock.length / COLUMN_COUNT;
  }

  get stockLeft(): number {
    return this.rounds - this.dealt;
  }

  top(c: number): number {
    const n = this.len[c]!;
    return n === 0 ? 0 : this.cards[c * CAPACITY + n - 1]!;
  }

  /** Length of the movable same-suit run at the top of column c. */
  runLength(c: number): number {
    const n = this.len[c]!;
    const base = c * CAPACITY;
    const d = this.down[c]!;
    if (n <= d) return 0;
    let i = n - 1;
    while (i - 1 >= d && this.cards[base + i - 1]! === this.cards[base + i]! + 1) i--;
    return n - i;
  }

  canDeal(): boolean {
    if (this.dealt >= this.rounds) return false;
    if (this.rules === 'relaxed') return true;
    let empty = false;
    let total = 0;
    for (let c = 0; c < COLUMN_COUNT; c++) {
      if (this.len[c] === 0) empty = true;
      total += this.len[c]!;
    }
    if (!empty) return true;
    return this.rules === 'classic' && total < COLUMN_COUNT;
  }

  /** Removes a completed run from the top of column c; returns its suit + 1, or 0. */
  private removeRun(c: number): number {
    const n = this.len[c]!;
    if (n - this.down[c]! < RUN_LENGTH) return 0;
    const base = c * CAPACITY;
    const top = this.cards[base + n - 1]!;
    if (rank(top) !== 1) return 0;
    // Same suit and consecutive ranks means each card is exactly one more than the one on it.
    for (let i = n - 1; i > n - RUN_LENGTH; i--) {
      if (this.cards[base + i - 1]! !== this.cards[base + i]! + 1) return 0;
    }
    this.len[c] = n - RUN_LENGTH;
    this.completed++;
    return suit(top) + 1;
  }

  /** Flips the top of column c if face down; returns 1 when it did. */
  private flip(c: number): number {
    if (this.len[c]! > 0 && this.down[c] === this.len[c]) {
      this.down[c]!--;
      return 1;
    }
    return 0;
  }

  /** Applies a legal move or DEAL; returns what `unmake` needs. */
  make(m: number): number {
    if (m === DEAL) return this.deal();
    const from = moveFrom(m);
    const to = moveTo(m);
    const count = moveCount(m);
    const src = from * CAPACITY + this.len[from]! - count;
    this.cards.copyWithin(to * CAPACITY + this.len[to]!, src, src + count);
    this.len[from]! -= count;
    this.len[to]! += count;
    const flippedFrom = this.flip(from);
    const runSuit = this.removeRun(to);
    const flippedTo = runSuit ? this.flip(to) : 0;
    return flippedFrom | (flippedTo << 1) | (runSuit << 2);
  }

  unmake(m: number, undo: number): void {
    if (m === DEAL) return this.undeal(undo);
    const from = moveFrom(m);
    const to = moveTo(m);
    const count = moveCount(m);
    const runSuit = undo >> 2;
    if (undo & 2) this.down[to]!++;
    if (runSuit) this.restoreRun(to, runSuit - 1);
    if (undo & 1) this.down[from]!++;
    const src = to * CAPACITY + this.len[to]! - count;
    this.cards.copyWithin(from * CAPACITY + this.len[from]!, src, src + count);
    this.len[to]! -= count;
    this.len[from]! += count;
  }

  private restoreRun(c: number, s: number): void {
    const base = c * CAPACITY + this.len[c]!;
    for (let i = 0; i < RUN_LENGTH; i++) this.cards[base + i] = (s << 4) | (RUN_LENGTH - i);
    this.len[c]! += RUN_LENGTH;
    this.completed--;
  }

  private deal(): number {
    const off = this.dealt * COLUMN_COUNT;
    for (let c = 0; c < COLUMN_COUNT; c++) {
      this.cards[c * CAPACITY + this.len[c]!] = this.stock[off + c]!;
      this.len[c]!++;
    }
    this.dealt++;
    let undo = 0;
    for (let c = 0; c < COLUMN_COUNT; c++) {
      if (this.removeRun(c)) undo |= (1 | (this.flip(c) << 1)) << (2 * c);
    }
    return undo;
  }

  private undeal(undo: number): void {
    this.dealt--;
    const off = this.dealt * COLUMN_COUNT;
    for (let c = COLUMN_COUNT - 1; c >= 0; c--) {
      const bits = (undo >> (2 * c)) & 3;
      if (bits & 2) this.down[c]!++;
      if (bits & 1) this.restoreRun(c, suit(this.stock[off + c]!));
      this.len[c]!--;
    }
  }

  /** Every legal move (all counts, all destinations), as the engine defines them. */
  allMoves(out: number[]): number[] {
    out.length = 0;
    const tops = topRanks;
    for (let c = 0; c < COLUMN_COUNT; c++) tops[c] = rank(this.top(c)); // 0 for an empty column
    for (let from = 0; from < COLUMN_COUNT; from++) {
      const n = this.runLength(from);
      const base = from * CAPACITY + this.len[from]!;
      for (let count = 1; count <= n; count++) {
        const r = rank(this.cards[base - count]!);
        for (let to = 0; to < COLUMN_COUNT; to++) {
          if (to === from) continue;
          const t = tops[to]!;
          if (t === 0 || t === r + 1) out.push(moveCode(from, to, count));
        }
      }
    }
    if (this.canDeal()) out.push(DEAL);
    return out;
  }
}
