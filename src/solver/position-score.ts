import { RUN_LENGTH } from '../engine/cards.ts';

/**
 * The look-ahead's table (lookahead.ts): columns of faces (suit × 13 + rank − 1), where -1 is a
 * card the player has never seen. Face-down slots may be -1 or a face seen before; a face-up
 * slot is -1 where a move of the search has turned over a card never seen.
 */
export interface LookTable {
  readonly cols: readonly (readonly number[])[];
  readonly down: readonly number[];
  readonly runs: number; // completed runs
  readonly stock: number; // cards left in the stock
}

export const UNSEEN = -1;

/**
 * Weights of the evaluation, in the spirit of strong Spider bots: cards still face down cost
 * most, then an empty column and a completed run are worth a lot; same-suit ("natural")
 * connections are worth more than off-suit ones, and a face-up card that sits on a card it
 * does not follow buries what is under it.
 */
export interface ScoreWeights {
  readonly run: number;
  readonly faceDown: number;
  readonly empty: number;
  readonly clear: number;
  readonly natural: number;
  readonly offSuit: number;
  readonly broken: number;
}

export const WEIGHTS: ScoreWeights = {
  run: 60,
  faceDown: 50,
  empty: 20,
  clear: 3, // a non-empty column with nothing face down: it can move away whole
  natural: 4,
  offSuit: 1,
  broken: -2,
};

/** How good a table is for the player: higher is better. Depends on the table only. */
export function scoreTable(t: LookTable, w: ScoreWeights = WEIGHTS): number {
  let score = w.run * t.runs;
  for (let c = 0; c < t.cols.length; c++) score += columnScore(t.cols[c]!, t.down[c]!, w);
  return score;
}

/** One column's share of scoreTable (the score is a sum over columns, so a move rescores only the two it changes). */
export function columnScore(col: readonly number[], down: number, w: ScoreWeights = WEIGHTS): number {
  if (col.length === 0) return w.empty;
  let score = down === 0 ? w.clear : -w.faceDown * down;
  for (let i = down + 1; i < col.length; i++) {
    const lower = col[i - 1]!;
    const upper = col[i]!;
    if (lower === UNSEEN || upper === UNSEEN) continue;
    if (lower % 13 !== (upper % 13) + 1) score += w.broken;
    else if (Math.floor(lower / 13) === Math.floor(upper / 13)) score += w.natural;
    else score += w.offSuit;
  }
  return score;
}

/** Length of the same-suit descending run of known face-up cards on top of a column. */
export function lookTopRun(col: readonly number[], down: number): number {
  const n = col.length;
  if (n === 0 || n <= down || col[n - 1] === UNSEEN) return 0;
  let len = 1;
  for (let i = n - 1; i - 1 >= down; i--) {
    const lower = col[i - 1]!;
    const upper = col[i]!;
    if (lower === UNSEEN || lower % 13 !== (upper % 13) + 1 || Math.floor(lower / 13) !== Math.floor(upper / 13)) break;
    len++;
  }
  return len;
}

/** Whether the top 13 cards of a column are a whole run, King to Ace, face up. */
export function endsInRun(col: readonly number[], down: number): boolean {
  return col.length - down >= RUN_LENGTH && col[col.length - 1] !== UNSEEN && col[col.length - 1]! % 13 === 0 && lookTopRun(col, down) >= RUN_LENGTH;
}
