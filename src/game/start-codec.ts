import { COLUMN_COUNT, DECK_SIZE, RUN_LENGTH, RUNS_TO_WIN, rankOf, suitIndexOf, type CardId, type SuitCount } from '../engine/cards.ts';
import type { Game } from '../engine/game.ts';
import type { Column, Position } from '../engine/position.ts';
import type { Seen } from '../engine/seen.ts';
import { isRecord, isWholeNumber, ownFields } from '../engine/decode.ts';
import { err, ok, type Result } from '../engine/result.ts';

/**
 * Where a game that did not begin as a numbered deal started, stored by card id so it comes
 * back exactly (ids, face-down counts and seen memory included):
 *   {columns: id[][] bottom first, down: number[], stock: id[], completed: id[][], moves, seen}
 */
export interface StoredStart {
  readonly columns: readonly (readonly number[])[];
  readonly down: readonly number[];
  readonly stock: readonly number[];
  readonly completed: readonly (readonly number[])[];
  readonly moves: number;
  readonly seen: readonly number[];
}

export type StartError =
  | 'shape' // not the fields above, or numbers out of range
  | 'face-down-on-top' // a non-empty column whose top card is face down
  | 'cards' // not each of the 104 cards exactly once
  | 'runs'; // a completed run that is not one suit, King down to Ace

export function encodeStart(game: Game): StoredStart {
  const p = game.position;
  return {
    columns: p.columns.map((c) => [...c.cards]),
    down: p.columns.map((c) => c.down),
    stock: [...p.stock],
    completed: p.completed.map((run) => [...run]),
    moves: p.moves,
    seen: [...game.seen],
  };
}

const MESSAGES: Readonly<Record<StartError, string>> = {
  shape: 'the start is not 10 columns of card ids, their face-down counts, a stock, completed runs, moves and seen words',
  'face-down-on-top': 'a column of the start has a face-down top card',
  cards: 'the start does not hold each of the 104 cards exactly once',
  runs: 'a completed run of the start is not one suit, King down to Ace',
};
const refuse = (code: StartError) => err(code, MESSAGES[code]);

const isId = (v: unknown): v is CardId => isWholeNumber(v, DECK_SIZE - 1);
const ids = (v: unknown): v is readonly CardId[] => Array.isArray(v) && v.length <= DECK_SIZE && v.every(isId);
const idLists = (v: unknown, max: number): v is readonly (readonly CardId[])[] => Array.isArray(v) && v.length <= max && v.every(ids);

export function decodeStart(raw: unknown, suits: SuitCount): Result<{ position: Position; seen: Seen }, StartError> {
  if (!isRecord(raw)) return refuse('shape');
  const { columns, down, stock, completed, moves, seen } = ownFields(raw, ['columns', 'down', 'stock', 'completed', 'moves', 'seen']);
  if (!idLists(columns, COLUMN_COUNT) || columns.length !== COLUMN_COUNT) return refuse('shape');
  if (!Array.isArray(down) || down.length !== COLUMN_COUNT || !down.every((d) => isWholeNumber(d))) return refuse('shape');
  if (!ids(stock) || stock.length % COLUMN_COUNT !== 0 || stock.length > 5 * COLUMN_COUNT) return refuse('shape');
  if (!idLists(completed, RUNS_TO_WIN) || !isWholeNumber(moves)) return refuse('shape');
  const words = Array.isArray(seen) ? seen.filter((w): w is number => isWholeNumber(w, 0xffffffff)) : [];
  const [w0, w1, w2, w3] = words;
  if (!Array.isArray(seen) || seen.length !== 4 || w0 === undefined || w1 === undefined || w2 === undefined || w3 === undefined || words.length !== 4) {
    return refuse('shape');
  }

  const cols: Column[] = [];
  for (let i = 0; i < COLUMN_COUNT; i++) {
    const cards = columns[i];
    const d: unknown = down[i];
    if (cards === undefined || typeof d !== 'number' || d > cards.length) return refuse('shape');
    if (cards.length > 0 && d === cards.length) return refuse('face-down-on-top');
    cols.push({ cards, down: d });
  }
  const all = [...cols.flatMap((c) => c.cards), ...stock, ...completed.flat()];
  if (all.length !== DECK_SIZE || new Set(all).size !== DECK_SIZE) return refuse('cards');
  const isRun = (run: readonly CardId[]) =>
    run.length === RUN_LENGTH && run.every((id, k) => rankOf(id) === RUN_LENGTH - k && suitIndexOf(id, suits) === suitIndexOf(run[0]!, suits));
  if (!completed.every(isRun)) return refuse('runs');
  const position: Position = { suits, columns: cols, stock, completed, moves };
  return ok({ position, seen: [w0, w1, w2, w3] });
}
