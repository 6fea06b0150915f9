import { COLUMN_COUNT, RUN_LENGTH, RUNS_TO_WIN, rankOf, suitIndexOf, type CardId, type SuitCount } from './cards.ts';
import { shuffledDeck } from './shuffle.ts';

/**
 * One column, bottom card first. Face-down cards only ever sit at the bottom (cards turn
 * face up only at the top, and deals add face-up cards), so a count is enough.
 */
export interface Column {
  readonly cards: readonly CardId[]; // bottom first, top last
  readonly down: number; // how many of the bottom cards are face down
}

/** A table at one moment. Immutable: every change makes a new value sharing the rest. */
export interface Position {
  readonly suits: SuitCount;
  readonly columns: readonly Column[]; // always COLUMN_COUNT of them
  readonly stock: readonly CardId[]; // next card dealt first; stock[c] goes to column c
  readonly completed: readonly (readonly CardId[])[]; // removed runs in order, each K..A
  readonly moves: number; // moves and deals made to reach this position
}

export const INITIAL_TABLEAU = 54;

/** The start of deal `n` (SPEC §1.2): card k goes onto column k % 10. */
export function dealPosition(suits: SuitCount, n: number): Position {
  const deck = shuffledDeck(n);
  const piles: CardId[][] = Array.from({ length: COLUMN_COUNT }, () => []);
  for (let k = 0; k < INITIAL_TABLEAU; k++) piles[k % COLUMN_COUNT]!.push(deck[k]!);
  return {
    suits,
    columns: piles.map((cards) => ({ cards, down: cards.length - 1 })),
    stock: deck.slice(INITIAL_TABLEAU),
    completed: [],
    moves: 0,
  };
}

export function topCard(column: Column): CardId | undefined {
  return column.cards[column.cards.length - 1];
}

export function faceUpCount(column: Column): number {
  return column.cards.length - column.down;
}

/** Length of the movable run at the top: face up, one suit, descending by one. */
export function runLength(column: Column, suits: SuitCount): number {
  const { cards, down } = column;
  let i = cards.length - 1;
  if (i < down) return 0;
  let n = 1;
  while (i - 1 >= down && isRunStep(cards[i - 1]!, cards[i]!, suits)) {
    n++;
    i--;
  }
  return n;
}

/** True when `upper` may sit on `lower` inside a same-suit run. */
export function isRunStep(lower: CardId, upper: CardId, suits: SuitCount): boolean {
  return rankOf(lower) === rankOf(upper) + 1 && suitIndexOf(lower, suits) === suitIndexOf(upper, suits);
}

export function tableauCount(position: Position): number {
  let n = 0;
  for (const c of position.columns) n += c.cards.length;
  return n;
}

export function faceDownCount(position: Position): number {
  let n = 0;
  for (const c of position.columns) n += c.down;
  return n;
}

export function isWon(position: Position): boolean {
  return position.completed.length === RUNS_TO_WIN;
}

/** Stock rounds left to deal (0..5). */
export function roundsLeft(position: Position): number {
  return position.stock.length / COLUMN_COUNT;
}

/** A completed run sits at the top of the column: 13 face-up cards, one suit, K..A. */
export function hasCompletedRun(column: Column, suits: SuitCount): boolean {
  if (faceUpCount(column) < RUN_LENGTH) return false;
  if (rankOf(topCard(column)!) !== 1) return false;
  return runLength(column, suits) >= RUN_LENGTH;
}
