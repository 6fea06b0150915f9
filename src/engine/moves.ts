import { COLUMN_COUNT, RUN_LENGTH, rankOf, suitIndexOf, type CardId } from './cards.ts';
import { hasCompletedRun, runLength, tableauCount, topCard, type Column, type Position } from './position.ts';
import type { DealRules } from './rules.ts';

export interface Move {
  readonly type: 'move';
  readonly from: number; // 0-based column
  readonly to: number; // 0-based column
  readonly count: number; // cards taken from the top of `from`
}

export type MoveRefusal =
  | 'no-such-column' // from/to not an integer 0..9
  | 'same-column'
  | 'bad-count' // count not a positive integer
  | 'too-few-cards' // the column holds fewer cards than asked
  | 'face-down' // the cards include a face-down card
  | 'mixed-suits' // the cards are not all of one suit
  | 'not-descending' // the cards do not descend by one
  | 'onto-ace' // nothing goes on an Ace
  | 'king-needs-empty' // a King goes only into an empty column
  | 'rank-mismatch'; // the destination is not exactly one rank higher

export type DealRefusal = 'stock-empty' | 'empty-column'; // an empty column blocks the deal under these rules

/** Things that happen on their own after a move or deal; the UI animates and announces them. */
export type TableEvent =
  | { readonly kind: 'flip'; readonly column: number; readonly card: CardId }
  | { readonly kind: 'complete'; readonly column: number; readonly cards: readonly CardId[] };

export interface Applied {
  readonly position: Position;
  readonly events: readonly TableEvent[];
}

function isColumnIndex(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < COLUMN_COUNT;
}

/** Why `move` is illegal here, or `null` when it is legal. */
export function moveRefusal(position: Position, move: Move): MoveRefusal | null {
  const { from, to, count } = move;
  if (!isColumnIndex(from) || !isColumnIndex(to)) return 'no-such-column';
  if (from === to) return 'same-column';
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) return 'bad-count';
  const source = position.columns[from]!;
  const { cards } = source;
  if (count > cards.length) return 'too-few-cards';
  const first = cards.length - count;
  if (first < source.down) return 'face-down';
  const suits = position.suits;
  const suit = suitIndexOf(cards[first]!, suits);
  for (let i = first + 1; i < cards.length; i++) {
    if (suitIndexOf(cards[i]!, suits) !== suit) return 'mixed-suits';
  }
  for (let i = first + 1; i < cards.length; i++) {
    if (rankOf(cards[i - 1]!) !== rankOf(cards[i]!) + 1) return 'not-descending';
  }
  const target = topCard(position.columns[to]!);
  if (target === undefined) return null;
  const targetRank = rankOf(target);
  const movedRank = rankOf(cards[first]!);
  if (targetRank === 1) return 'onto-ace';
  if (movedRank === 13) return 'king-needs-empty';
  if (targetRank !== movedRank + 1) return 'rank-mismatch';
  return null;
}

/** Turns the top card face up if it is face down. */
function flipTop(column: Column, index: number, events: TableEvent[]): Column {
  if (column.cards.length > 0 && column.down === column.cards.length) {
    events.push({ kind: 'flip', column: index, card: column.cards[column.cards.length - 1]! });
    return { cards: column.cards, down: column.down - 1 };
  }
  return column;
}

/** Removes a completed run from the top (then flips what it uncovered). */
function removeRun(column: Column, index: number, position: Position, completed: (readonly CardId[])[], events: TableEvent[]): Column {
  if (!hasCompletedRun(column, position.suits)) return column;
  const keep = column.cards.length - RUN_LENGTH;
  const run = column.cards.slice(keep);
  completed.push(run);
  events.push({ kind: 'complete', column: index, cards: run });
  return flipTop({ cards: column.cards.slice(0, keep), down: column.down }, index, events);
}

/** Applies a move that `moveRefusal` accepted. */
export function applyMove(position: Position, move: Move): Applied {
  const { from, to, count } = move;
  const events: TableEvent[] = [];
  const columns = position.columns.slice();
  const source = columns[from]!;
  const cut = source.cards.length - count;
  const moved = source.cards.slice(cut);
  columns[from] = flipTop({ cards: source.cards.slice(0, cut), down: source.down }, from, events);
  const target = columns[to]!;
  const completed = position.completed.slice();
  columns[to] = removeRun({ cards: target.cards.concat(moved), down: target.down }, to, position, completed, events);
  return {
    position: { ...position, columns, completed, moves: position.moves + 1 },
    events,
  };
}

/** Why a deal is not allowed here under `rules`, or `null` when it is. */
export function dealRefusal(position: Position, rules: DealRules): DealRefusal | null {
  if (position.stock.length === 0) return 'stock-empty';
  if (rules === 'relaxed') return null;
  if (!position.columns.some((c) => c.cards.length === 0)) return null;
  // Classic lets a nearly cleared table deal, or the game could stall with stock left.
  if (rules === 'classic' && tableauCount(position) < COLUMN_COUNT) return null;
  return 'empty-column';
}

/** Deals one face-up card onto every column, then removes runs it completed, columns in order. */
export function applyDeal(position: Position): Applied {
  const events: TableEvent[] = [];
  const completed = position.completed.slice();
  const dealt = position.columns.map((c, i) => ({
    cards: c.cards.concat(position.stock[i]!),
    down: c.down,
  }));
  const columns = dealt.map((c, i) => removeRun(c, i, position, completed, events));
  return {
    position: {
      ...position,
      columns,
      stock: position.stock.slice(COLUMN_COUNT),
      completed,
      moves: position.moves + 1,
    },
    events,
  };
}

/** Every legal move: each source, each movable count, each destination (columns in order). */
export function legalMoves(position: Position): Move[] {
  const out: Move[] = [];
  const { columns, suits } = position;
  const tops = columns.map((c) => {
    const t = topCard(c);
    return t === undefined ? 0 : rankOf(t);
  });
  for (let from = 0; from < COLUMN_COUNT; from++) {
    const source = columns[from]!;
    const n = runLength(source, suits);
    for (let count = 1; count <= n; count++) {
      const rank = rankOf(source.cards[source.cards.length - count]!);
      for (let to = 0; to < COLUMN_COUNT; to++) {
        if (to === from) continue;
        if (tops[to] === 0 || tops[to] === rank + 1) out.push({ type: 'move', from, to, count });
      }
    }
  }
  return out;
}

/** Cheaper than `legalMoves(p).length > 0`. */
export function hasLegalMove(position: Position): boolean {
  const { columns, suits } = position;
  const hasEmpty = columns.some((c) => c.cards.length === 0);
  const nonEmpty = columns.filter((c) => c.cards.length > 0).length;
  if (hasEmpty && nonEmpty > 0) return true;
  const wanted = new Set<number>();
  for (const c of columns) {
    const t = topCard(c);
    if (t !== undefined) wanted.add(rankOf(t) - 1);
  }
  for (const c of columns) {
    const n = runLength(c, suits);
    for (let count = 1; count <= n; count++) {
      if (wanted.has(rankOf(c.cards[c.cards.length - count]!))) return true;
    }
  }
  return false;
}
