/**
 * The set of positions already examined, as 64-bit hashes (two 32-bit lanes) in an
 * open-addressing table. 8 bytes a position; grows by doubling, so memory follows use.
 */
export class SeenTable {
  private hi: Uint32Array;
  private lo: Uint32Array;
  private mask: number;
  size = 0;

  constructor(initialBits = 16) {
    this.hi = new Uint32Array(1 << initialBits);
    this.lo = new Uint32Array(1 << initialBits);
    this.mask = (1 << initialBits) - 1;
  }

  /** Adds the hash; false when it was already there. `lo` 0 is reserved for empty slots. */
  add(hi: number, lo: number): boolean {
    if (lo === 0) lo = 1;
    if ((this.size + 1) * 2 > this.mask) this.grow();
    let i = hi & this.mask;
    for (;;) {
      const l = this.lo[i]!;
      if (l === 0) {
        this.hi[i] = hi;
        this.lo[i] = lo;
        this.size++;
        return true;
      }
      if (l === lo && this.hi[i] === hi) return false;
      i = (i + 1) & this.mask;
    }
  }

  private grow(): void {
    const { hi, lo } = this;
    const bits = Math.log2(this.mask + 1) + 1;
    this.hi = new Uint32Array(1 << bits);
    this.lo = new Uint32Array(1 << bits);
    this.mask = (1 << bits) - 1;
    this.size = 0;
    for (let i = 0; i < lo.length; i++) if (lo[i] !== 0) this.add(hi[i]!, lo[i]!);
  }

  get bytes(): number {
    return this.hi.byteLength + this.lo.byteLength;
  }
}
