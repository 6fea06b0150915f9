import { COLUMN_COUNT, DECK_SIZE, RUN_LENGTH, RUNS_TO_WIN, suitIndexOf, type CardId, type SuitCount } from '../engine/cards.ts';
import type { Game } from '../engine/game.ts';
import type { Column, Position } from '../engine/position.ts';
import { isRecord, isWholeNumber, own } from '../engine/decode.ts';
import { err, ok, type Result } from '../engine/result.ts';
import { hasSeen, type Seen } from '../engine/seen.ts';

/**
 * The table as the player knows it (SPEC §1.4, §4): everything a hint may see and nothing
 * else. A place the player has never seen is `null`, which has no room for a card, so a
 * hidden card cannot reach a hint by mistake. Cards are faces, not ids: copies of a card are
 * alike, and which copy lies where would otherwise leak from the deal.
 */

/** A card face: suit index within the suits in play × 13 + rank − 1 (0..51). */
export type Face = number & { readonly __face: never };

/** One place in a column or the stock: a known face, or unknown (never seen face up). */
export type Slot = Face | null;

export interface KnownColumn {
  readonly cards: readonly Slot[]; // bottom first; face-up cards are always known
  readonly down: number; // how many of the bottom cards are face down (known or not)
}

export interface KnownPosition {
  readonly suits: SuitCount;
  readonly columns: readonly KnownColumn[]; // COLUMN_COUNT of them
  readonly stock: readonly Slot[]; // next card dealt first
  readonly completed: readonly number[]; // suit index of each completed run, in order
  readonly moves: number;
}

export function faceOf(id: CardId, suits: SuitCount): Face {
  return (suitIndexOf(id, suits) * 13 + (id % 13)) as Face;
}

export const faceRank = (f: Face): number => (f % 13) + 1;
export const faceSuit = (f: Face): number => Math.floor(f / 13);
/** Faces in play for this suit count: 13 per suit. */
export const faceCount = (suits: SuitCount): number => 13 * suits;
/** Copies of each face in the two decks. */
export const copiesOf = (suits: SuitCount): number => 8 / suits;

/** What the player of `game` knows: face-up cards, and face-down or stock cards seen before. */
export function knownPosition(game: Game): KnownPosition {
  return knownOf(game.position, game.seen);
}

export function knownOf(position: Position, seen: Seen): KnownPosition {
  const { suits } = position;
  const slot = (id: CardId): Slot => (hasSeen(seen, id) ? faceOf(id, suits) : null);
  return {
    suits,
    columns: position.columns.map((c) => ({
      cards: c.cards.map((id, i) => (i < c.down ? slot(id) : faceOf(id, suits))),
      down: c.down,
    })),
    stock: position.stock.map(slot),
    completed: position.completed.map((run) => suitIndexOf(run[0]!, suits)),
    moves: position.moves,
  };
}

/** How many places hold a card the player has never seen. */
export function unknownCount(k: KnownPosition): number {
  let n = 0;
  for (const c of k.columns) for (const s of c.cards) if (s === null) n++;
  for (const s of k.stock) if (s === null) n++;
  return n;
}

/** The faces of the unknown cards, as a sorted multiset: the deck minus everything known. */
export function unknownFaces(k: KnownPosition): Face[] {
  const left = new Array<number>(faceCount(k.suits)).fill(copiesOf(k.suits));
  for (const s of k.completed) for (let r = 0; r < RUN_LENGTH; r++) left[s * 13 + r]!--;
  const take = (slot: Slot) => {
    if (slot !== null) left[slot]!--;
  };
  for (const c of k.columns) c.cards.forEach(take);
  k.stock.forEach(take);
  const out: Face[] = [];
  left.forEach((n, f) => {
    for (let i = 0; i < n; i++) out.push(f as Face);
  });
  return out;
}

/**
 * A full position: the known cards where they are, and `fill` (faces, in reading order:
 * columns bottom up, then the stock) in the unknown places. Card ids are handed out copy by
 * copy in reading order (completed runs first), so the result depends on faces only.
 */
export function withFill(k: KnownPosition, fill: readonly Face[]): Position {
  const { suits } = k;
  const next = new Array<number>(faceCount(suits)).fill(0);
  const id = (f: Face): CardId => {
    const copy = next[f]!++;
    // The copies of suit s are s, s + suits, s + 2·suits, … (SPEC §1.1: suit = copy % suits).
    return (faceSuit(f) + copy * suits) * 13 + (faceRank(f) - 1);
  };
  let i = 0;
  const place = (slot: Slot): CardId => id(slot ?? fill[i++]!);
  const completed = k.completed.map((s) => Array.from({ length: RUN_LENGTH }, (_, r) => id((s * 13 + RUN_LENGTH - 1 - r) as Face)));
  const columns: Column[] = k.columns.map((c) => ({ cards: c.cards.map(place), down: c.down }));
  const stock = k.stock.map(place);
  return { suits, columns, stock, completed, moves: k.moves };
}

export type KnownError = 'not-an-object' | 'bad-suits' | 'bad-columns' | 'bad-slot' | 'bad-stock' | 'bad-completed' | 'bad-moves' | 'wrong-cards';

export type KnownResult = Result<KnownPosition, KnownError>;

const bad = (error: KnownError, message: string): KnownResult => err(error, message);

/**
 * Decodes a known position from outside (a worker message): every field checked, nothing
 * cast. A valid one has 10 columns with known face-up tops, a stock of whole rounds, and no
 * face more often than the decks hold it, counting completed runs.
 */
export function decodeKnown(input: unknown): KnownResult {
  if (!isRecord(input)) return bad('not-an-object', 'a known position must be an object');
  const suits = own(input, 'suits');
  if (suits !== 1 && suits !== 2 && suits !== 4) return bad('bad-suits', 'suits must be 1, 2 or 4');
  const faces = faceCount(suits);
  const isFace = (v: unknown): v is Face => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < faces;
  const isSlot = (v: unknown): v is Slot => v === null || isFace(v);
  const moves = own(input, 'moves');
  if (!isWholeNumber(moves)) return bad('bad-moves', 'moves must be a whole number');
  const completedIn = own(input, 'completed');
  if (!Array.isArray(completedIn) || completedIn.length > RUNS_TO_WIN || !completedIn.every((s) => Number.isInteger(s) && s >= 0 && s < suits)) {
    return bad('bad-completed', 'completed must list suit indexes');
  }
  const completed: number[] = completedIn.filter((s): s is number => typeof s === 'number');
  const columnsIn = own(input, 'columns');
  if (!Array.isArray(columnsIn) || columnsIn.length !== COLUMN_COUNT) return bad('bad-columns', 'there must be 10 columns');
  const columns: KnownColumn[] = [];
  for (const c of columnsIn) {
    if (typeof c !== 'object' || c === null) return bad('bad-columns', 'a column must be an object');
    const cards = own(c, 'cards');
    const down = own(c, 'down');
    if (!Array.isArray(cards) || !cards.every(isSlot)) return bad('bad-slot', 'a column holds faces or null');
    const slots: Slot[] = cards.filter(isSlot);
    if (typeof down !== 'number' || !Number.isInteger(down) || down < 0 || down > slots.length) return bad('bad-columns', 'bad face-down count');
    if (slots.length > 0 && down === slots.length) return bad('bad-columns', 'a column must have a face-up top');
    if (slots.some((s, i) => s === null && i >= down)) return bad('bad-slot', 'a face-up card must be known');
    columns.push({ cards: slots, down });
  }
  const stockIn = own(input, 'stock');
  if (!Array.isArray(stockIn) || !stockIn.every(isSlot) || stockIn.length % COLUMN_COUNT !== 0 || stockIn.length > 5 * COLUMN_COUNT) {
    return bad('bad-stock', 'the stock holds whole rounds of faces or null');
  }
  const k: KnownPosition = { suits, columns, stock: stockIn.filter(isSlot), completed, moves };
  const placed = completed.length * RUN_LENGTH + columns.reduce((n, c) => n + c.cards.length, 0) + k.stock.length;
  if (placed !== DECK_SIZE) return bad('wrong-cards', `the position holds ${placed} cards, not ${DECK_SIZE}`);
  const left = new Array<number>(faces).fill(copiesOf(suits));
  for (const s of completed) for (let r = 0; r < RUN_LENGTH; r++) left[s * 13 + r]!--;
  for (const c of columns) for (const s of c.cards) if (s !== null) left[s]!--;
  for (const s of k.stock) if (s !== null) left[s]!--;
  if (left.some((n) => n < 0)) return bad('wrong-cards', 'a face appears more often than the decks hold it');
  return ok(k);
}
