import { COLUMN_COUNT as IMPORTED_COLUMN_COUNT, type SuitCount } from '../engine/cards.ts';
import { CAPACITY as IMPORTED_CAPACITY } from './board.ts';
import type { ChanceBoard } from './chance-board.ts';

// Local copies of imported bindings (see board.ts): tsx turns each use into a getter call.
const COLUMN_COUNT = IMPORTED_COLUMN_COUNT;
const CAPACITY = IMPORTED_CAPACITY;

/**
 * A learned judge of a simulated table for the reveal-aware search: the chance that the default
 * policy (policy.ts) goes on to win from it, as a logistic model of what the player can see —
 * face-down cards and where they lie, empty columns, runs done, rounds left in the stock, how the
 * face-up cards connect. It reads no hidden card (a face-down card counts, its face never does).
 * The weights are fitted to the policy's own games on deal numbers 2,000,001.. (no other
 * experiment uses them) by `scripts/fit-value.ts`, which prints the table below.
 */
export const FEATURES = ['bias', 'faceDown', 'buried', 'empty', 'runs', 'stock', 'natural', 'offSuit', 'broken', 'nearlyClear', 'clear'] as const;

export type Weights = readonly number[];

/** Fills `out` with the features of `b` (the order of FEATURES), each scaled to about 0..1. */
export function features(b: ChanceBoard, out: Float64Array): Float64Array {
  let down = 0;
  let buried = 0;
  let empty = 0;
  let natural = 0;
  let offSuit = 0;
  let broken = 0;
  let nearlyClear = 0;
  let clear = 0;
  const cards = b.cards;
  for (let c = 0; c < COLUMN_COUNT; c++) {
    const len = b.len[c]!;
    const d = b.down[c]!;
    down += d;
    if (len === 0) {
      empty++;
      continue;
    }
    if (d > 0) buried++;
    if (d === 0) clear++;
    else if (d === 1) nearlyClear++;
    const base = c * CAPACITY;
    for (let i = d + 1; i < len; i++) {
      const below = cards[base + i - 1]!;
      const card = cards[base + i]!;
      if (below === card + 1) natural++;
      else if ((below & 15) === (card & 15) + 1) offSuit++;
      else broken++;
    }
  }
  out[0] = 1;
  out[1] = down / 44;
  out[2] = buried / COLUMN_COUNT;
  out[3] = empty / COLUMN_COUNT;
  out[4] = b.completed / 8;
  out[5] = b.stockLeft / 5;
  out[6] = natural / 48;
  out[7] = offSuit / 48;
  out[8] = broken / 48;
  out[9] = nearlyClear / COLUMN_COUNT;
  out[10] = clear / COLUMN_COUNT;
  return out;
}

/**
 * Fitted weights per suit count (scripts/fit-value.ts). None at 4 suits: the policy wins almost
 * none of its games there (0.1 % of 1,200), so there is nothing to fit a chance of winning to.
 */
export const VALUE_WEIGHTS: Partial<Record<SuitCount, Weights>> = {
  1: [1.602, -2.034, -1.532, 1.864, 1.831, 2.803, 0.061, 0.0, -1.557, 0.435, 1.27],
  2: [0.39, -2.348, -1.99, 1.584, 2.478, 1.617, 0.542, -1.93, -2.421, 0.418, 0.795],
};

const scratch = new Float64Array(FEATURES.length);
const NO_JUDGE: Weights = FEATURES.map(() => 0);

/** Whether a judge was fitted for this suit count. */
export const canJudge = (suits: SuitCount): boolean => VALUE_WEIGHTS[suits] !== undefined;

/** The model's chance that the default policy wins from `b` (0.5 where no judge was fitted). */
export function winChance(b: ChanceBoard, w: Weights = VALUE_WEIGHTS[b.suits] ?? NO_JUDGE): number {
  const f = features(b, scratch);
  let z = 0;
  for (let i = 0; i < f.length; i++) z += w[i]! * f[i]!;
  return 1 / (1 + Math.exp(-z));
}
