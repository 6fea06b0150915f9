/**
 * The look-ahead's keys (lookahead.ts): each column as a small number for one search, and a
 * table as its stock, its runs and its columns' numbers, looked up in typed arrays. A search
 * meets tens of thousands of tables, about half of them reached before by another line, and a
 * table reached before costs neither a copy of it nor a string.
 */

/**
 * Column keys (lookahead.ts's colKey) as small numbers for one search: the same columns get
 * the same number, others a different one, as with lookKey. A move that turns nothing over
 * makes a column that depends only on the columns it took from and gave to, so those results
 * are kept by number and a table reached again needs no column built.
 */
export class Columns {
  private readonly ids = new Map<string, number>();
  private readonly taken = new Map<number, number>();
  private readonly given = new Map<number, number>();

  /** The number of a column with this colKey (a new number for a new column). */
  id(colKey: string): number {
    let id = this.ids.get(colKey);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(colKey, id);
    }
    return id;
  }

  /**
   * Column `from` less its top `count` cards, as kept from an earlier take (undefined if none).
   * A take that turns a card over is never answered or kept: what comes up is the column's own
   * face-down card, which the number does not say (a card seen before may lie there).
   */
  afterTake(from: number, count: number, turns: boolean): number | undefined {
    return turns ? undefined : this.taken.get(from * 128 + count);
  }

  keepTake(from: number, count: number, turns: boolean, id: number): void {
    if (!turns) this.taken.set(from * 128 + count, id);
  }

  /**
   * Column `to` with the top `count` cards of `from` on it, and whether that completed a run
   * (number × 2 + 1 if so), as kept from an earlier give (undefined if none). A give whose run,
   * taken off, turned a card over is not kept, for the same reason. Numbers from 2^20 on are
   * not kept (no search has that many columns; the key must stay exact).
   */
  afterGive(to: number, from: number, count: number): number | undefined {
    return to < LIMIT && from < LIMIT ? this.given.get((to * LIMIT + from) * 128 + count) : undefined;
  }

  keepGive(to: number, from: number, count: number, turned: boolean, idAndRun: number): void {
    if (!turned && to < LIMIT && from < LIMIT) this.given.set((to * LIMIT + from) * 128 + count, idAndRun);
  }

  /** A lookKey() as this search's table key: stock, runs and the columns' numbers. */
  keyOf(lookKey: string): number[] {
    const a = lookKey.indexOf('/');
    const b = lookKey.indexOf('/', a + 1);
    const cols = lookKey.slice(b + 1).split('|');
    cols.pop(); // after the last column's '|'
    return [Number(lookKey.slice(0, a)), Number(lookKey.slice(a + 1, b)), ...cols.map((c) => this.id(c + '|'))];
  }
}

const LIMIT = 2 ** 20;

/**
 * A map from keys of `width` whole numbers (0 to 2^31 − 1) to whole numbers (0 or more), exact:
 * a hash picks the slot, the whole key is compared. Grows by doubling.
 */
export class KeyTable {
  private keys: Int32Array;
  private vals: Int32Array;
  private mask: number;
  size = 0;

  constructor(
    readonly width: number,
    bits = 10,
  ) {
    this.keys = new Int32Array((1 << bits) * width);
    this.vals = new Int32Array(1 << bits).fill(-1);
    this.mask = (1 << bits) - 1;
  }

  /** The value under `key`, or −1. */
  get(key: ArrayLike<number>): number {
    for (let i = this.slot(key); ; i = (i + 1) & this.mask) {
      const v = this.vals[i]!;
      if (v < 0 || this.same(i, key)) return v;
    }
  }

  /** Puts `value` under `key` (replacing what was there). */
  set(key: ArrayLike<number>, value: number): void {
    if ((this.size + 1) * 2 > this.mask) this.grow();
    let i = this.slot(key);
    while (this.vals[i]! >= 0 && !this.same(i, key)) i = (i + 1) & this.mask;
    if (this.vals[i]! < 0) {
      this.size++;
      for (let k = 0; k < this.width; k++) this.keys[i * this.width + k] = key[k]!;
    }
    this.vals[i] = value;
  }

  private slot(key: ArrayLike<number>): number {
    let h = 0x811c9dc5;
    for (let k = 0; k < this.width; k++) h = Math.imul(h ^ key[k]!, 0x01000193);
    return (h ^ (h >>> 15)) & this.mask;
  }

  private same(i: number, key: ArrayLike<number>): boolean {
    const at = i * this.width;
    for (let k = 0; k < this.width; k++) if (this.keys[at + k] !== key[k]) return false;
    return true;
  }

  private grow(): void {
    const { keys, vals, width } = this;
    const slots = vals.length * 2;
    this.keys = new Int32Array(slots * width);
    this.vals = new Int32Array(slots).fill(-1);
    this.mask = slots - 1;
    this.size = 0;
    for (let i = 0; i < vals.length; i++) if (vals[i]! >= 0) this.set(keys.subarray(i * width, (i + 1) * width), vals[i]!);
  }
}
