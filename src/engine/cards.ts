/**
 * Cards are small integers: the unshuffled deck is ids 0..103 (SPEC §1.1). Rank and
 * suit are derived from the id and the suit count, so a card never needs an object.
 */
export type CardId = number;
export type SuitCount = 1 | 2 | 4;
export type Suit = 'S' | 'H' | 'D' | 'C';
export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;

export const DECK_SIZE = 104;
export const RUN_LENGTH = 13;
export const RUNS_TO_WIN = 8;
export const COLUMN_COUNT = 10;

export const SUIT_COUNTS: readonly SuitCount[] = [1, 2, 4];
export const RANK_LETTERS = 'A23456789TJQK';

const SUITS_IN_PLAY: Record<SuitCount, readonly Suit[]> = {
  1: ['S'],
  2: ['S', 'H'],
  4: ['S', 'H', 'D', 'C'],
};

export function suitsInPlay(suits: SuitCount): readonly Suit[] {
  return SUITS_IN_PLAY[suits];
}

export function isSuitCount(n: unknown): n is SuitCount {
  return n === 1 || n === 2 || n === 4;
}

export function rankOf(id: CardId): Rank {
  return ((id % 13) + 1) as Rank;
}

export function suitOf(id: CardId, suits: SuitCount): Suit {
  return SUITS_IN_PLAY[suits][Math.floor(id / 13) % suits]!;
}

/** Index of the card's suit within the suits in play (0..suits-1); cheap suit comparison. */
export function suitIndexOf(id: CardId, suits: SuitCount): number {
  return Math.floor(id / 13) % suits;
}

/** Notation such as `TH` (ten of hearts) or `AS` (ace of spades). */
export function cardCode(id: CardId, suits: SuitCount): string {
  return RANK_LETTERS[id % 13]! + suitOf(id, suits);
}

export interface CardFace {
  readonly rank: Rank;
  readonly suit: Suit;
}

/** Parses a code like `QS`; `null` for anything else. Case-sensitive, as printed. */
export function parseCardCode(code: string): CardFace | null {
  if (code.length !== 2) return null;
  const r = RANK_LETTERS.indexOf(code[0]!);
  const suit = code[1];
  if (r < 0 || (suit !== 'S' && suit !== 'H' && suit !== 'D' && suit !== 'C')) return null;
  return { rank: (r + 1) as Rank, suit };
}

/** Every id with this face for the suit count, lowest first (the copies of one card). */
export function idsWithFace(face: CardFace, suits: SuitCount): CardId[] {
  const suitIndex = SUITS_IN_PLAY[suits].indexOf(face.suit);
  if (suitIndex < 0) return [];
  const ids: CardId[] = [];
  for (let copy = 0; copy < 8; copy++) {
    if (copy % suits === suitIndex) ids.push(copy * 13 + face.rank - 1);
  }
  return ids;
}
