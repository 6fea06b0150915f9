import { COLUMN_COUNT as IMPORTED_COLUMN_COUNT, type SuitCount } from '../engine/cards.ts';
import type { DealRules } from '../engine/rules.ts';
import { Board, CAPACITY as IMPORTED_CAPACITY, DEAL, moveFrom, moveTo } from './board.ts';
import { copiesOf, faceCount, faceRank, faceSuit, type Face, type KnownPosition } from './known.ts';

// Local copies of imported bindings (see board.ts): tsx turns each use into a getter call.
const COLUMN_COUNT = IMPORTED_COLUMN_COUNT;
const CAPACITY = IMPORTED_CAPACITY;

/**
 * A simulated game for the reveal-aware hint: the solver's compact Board, built from what the
 * player knows, where every card the player has never seen is the byte UNKNOWN until the
 * moment a move turns it over or a deal brings it. Only then is it drawn, from the faces not yet
 * seen (the decks minus every known and every drawn card), with the board's own generator. So
 * a simulated line cannot know a card before it is turned over: the card does not exist yet.
 */
export const UNKNOWN = 0; // rank 0 is no card: it never fits a run or a destination

/** A card byte of the board (`suit << 4 | rank`) for a face. */
export const byteOf = (f: Face): number => (faceSuit(f) << 4) | faceRank(f);

export class ChanceBoard extends Board {
  /** How many unseen cards of each face are left to draw (index: suit × 13 + rank − 1). */
  readonly pool: Uint8Array;
  poolSize = 0;
  /** Cards drawn since the start of this simulated game (reveals and dealt unknowns). */
  drawn = 0;
  private seed = 1;

  constructor(
    rules: DealRules,
    stockCards: number,
    readonly suits: SuitCount,
  ) {
    super(rules, stockCards);
    this.pool = new Uint8Array(faceCount(suits));
  }

  static fromKnown(k: KnownPosition, rules: DealRules): ChanceBoard {
    const b = new ChanceBoard(rules, k.stock.length, k.suits);
    const byte = (s: Face | null) => (s === null ? UNKNOWN : byteOf(s));
    b.pool.fill(copiesOf(k.suits));
    for (const s of k.completed) for (let r = 0; r < 13; r++) b.pool[s * 13 + r]!--;
    k.columns.forEach((col, c) => {
      col.cards.forEach((s, i) => {
        b.cards[c * CAPACITY + i] = byte(s);
        if (s !== null) b.pool[s]!--;
      });
      b.len[c] = col.cards.length;
      b.down[c] = col.down;
    });
    k.stock.forEach((s, i) => {
      b.stock[i] = byte(s);
      if (s !== null) b.pool[s]!--;
    });
    b.completed = k.completed.length;
    b.poolSize = b.pool.reduce((n, x) => n + x, 0);
    return b;
  }

  /** Makes this game the same as `o` (the same known start), drawing from now on with `seed`. */
  reset(o: ChanceBoard, seed: number): void {
    this.copyFrom(o);
    this.stock.set(o.stock);
    this.pool.set(o.pool);
    this.poolSize = o.poolSize;
    this.drawn = 0;
    this.seed = seed >>> 0;
  }

  /** mulberry32 (the deal shuffle's generator), inlined: it runs once a reveal. */
  private next(): number {
    let t = (this.seed = (this.seed + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** A chance event: one card from the faces not yet seen, each copy equally likely. */
  private draw(): number {
    let r = this.next() % this.poolSize;
    const pool = this.pool;
    let f = 0;
    while (r >= pool[f]!) r -= pool[f++]!;
    pool[f]!--;
    this.poolSize--;
    this.drawn++;
    return ((f / 13) << 4) | ((f % 13) + 1);
  }

  /** The top of column c, drawn now if it has just been turned over and was never seen. */
  private reveal(c: number): void {
    const n = this.len[c]!;
    const at = c * CAPACITY + n - 1;
    if (n > 0 && this.cards[at] === UNKNOWN) this.cards[at] = this.draw();
  }

  /**
   * Plays a legal move or deal (no unmake: a simulated game only goes forward). A deal draws
   * the round's unseen cards as it brings them; a move draws a card it turns over.
   */
  play(m: number): void {
    if (m === DEAL) {
      const off = this.dealt * COLUMN_COUNT;
      for (let c = 0; c < COLUMN_COUNT; c++) if (this.stock[off + c] === UNKNOWN) this.stock[off + c] = this.draw();
      this.make(m);
      for (let c = 0; c < COLUMN_COUNT; c++) this.reveal(c);
      return;
    }
    this.make(m);
    this.reveal(moveFrom(m));
    this.reveal(moveTo(m));
  }

  /** Face-down cards left on the table (known or not). */
  faceDown(): number {
    let n = 0;
    for (let c = 0; c < COLUMN_COUNT; c++) n += this.down[c]!;
    return n;
  }
}
