import { COLUMN_COUNT as IMPORTED_COLUMN_COUNT } from '../engine/cards.ts';
import { CAPACITY as IMPORTED_CAPACITY, moveCode as importedMoveCode } from './board.ts';
import type { ChanceBoard } from './chance-board.ts';
import { gain, type Potential } from './policy.ts';

// Local copies of imported bindings (see board.ts): tsx turns each use into a getter call.
const COLUMN_COUNT = IMPORTED_COLUMN_COUNT;
const CAPACITY = IMPORTED_CAPACITY;
const moveCode = importedMoveCode;

/**
 * A default policy whose move is chosen by a linear utility of the move's features, fitted to
 * imitate the hint's own choices (scripts/fit-policy.ts): the apprentice of expert iteration.
 * Benchmarks only (ChanceShape.policy); the app's trial games play policy.ts's potential.
 * The first six features are the potential's parts (a unit weight each, so their weighted sum is
 * gain() with those weights); the rest say what the potential does not see.
 */
export const MOVE_FEATURES = [
  'natural',
  'offSuit',
  'broken',
  'reveal',
  'empty',
  'run',
  'cards moved', // the run's length / 13
  'face down at the source', // / 5
  'face down at the target', // / 5 (an empty target: 0)
  'a king into an empty column',
  'same-suit run at the target after', // / 13 (onto another suit: 0)
  "the moved run's bottom rank", // / 13
] as const;

const POTENTIAL_KEYS = ['natural', 'offSuit', 'broken', 'reveal', 'empty', 'run'] as const satisfies readonly (keyof Potential)[];
const UNITS: readonly Potential[] = POTENTIAL_KEYS.map((k) => ({ natural: 0, offSuit: 0, broken: 0, reveal: 0, empty: 0, run: 0, [k]: 1 }));

/**
 * Calls `visit(from, to, count)` for each move the default policy weighs (policy.ts bestGain):
 * a top run, or its part from the top onto a card of the same suit one higher, onto a card or
 * into the first empty column (never a whole column into one).
 */
export function eachCandidate(b: ChanceBoard, visit: (from: number, to: number, count: number) => void): void {
  for (let from = 0; from < COLUMN_COUNT; from++) {
    const n = b.runLength(from);
    if (n === 0) continue;
    const len = b.len[from]!;
    const top = b.cards[from * CAPACITY + len - 1]!;
    let empty = false;
    for (let to = 0; to < COLUMN_COUNT; to++) {
      if (to === from) continue;
      const toLen = b.len[to]!;
      if (toLen === 0) {
        if (empty || n === len) continue;
        empty = true;
        visit(from, to, n);
        continue;
      }
      const t = b.cards[to * CAPACITY + toLen - 1]!;
      const count = (t & 15) - (top & 15);
      if (count < 1 || count > n || (count < n && t >> 4 !== top >> 4)) continue;
      visit(from, to, count);
    }
  }
}

/** The features beyond the potential's parts (MOVE_FEATURES from 6) of moving `count` cards of `from` onto `to`, into `out` from `at`. */
function extraFeatures(b: ChanceBoard, from: number, to: number, count: number, out: Float64Array, at: number): void {
  const bottom = b.cards[from * CAPACITY + b.len[from]! - count]!;
  const toLen = b.len[to]!;
  const target = toLen === 0 ? 0 : b.cards[to * CAPACITY + toLen - 1]!;
  out[at] = count / 13;
  out[at + 1] = b.down[from]! / 5;
  out[at + 2] = toLen === 0 ? 0 : b.down[to]! / 5;
  out[at + 3] = toLen === 0 && (bottom & 15) === 13 ? 1 : 0;
  out[at + 4] = toLen > 0 && target >> 4 === bottom >> 4 ? (b.runLength(to) + count) / 13 : 0;
  out[at + 5] = (bottom & 15) / 13;
}

/** Every feature of a move (MOVE_FEATURES), for fitting. */
export function moveFeatures(b: ChanceBoard, from: number, to: number, count: number): Float64Array {
  const out = new Float64Array(MOVE_FEATURES.length);
  UNITS.forEach((u, k) => (out[k] = gain(b, from, to, count, u)));
  extraFeatures(b, from, to, count, out, UNITS.length);
  return out;
}

/** The potential as a learned policy's weights (MOVE_FEATURES): its six parts, nothing more. */
export function potentialAsPolicy(P: Potential): number[] {
  return [...POTENTIAL_KEYS.map((k) => P[k]), ...new Array<number>(MOVE_FEATURES.length - POTENTIAL_KEYS.length).fill(0)];
}

/**
 * The learned policy of weights `w` (MOVE_FEATURES): for a table, the move code of the candidate
 * of highest utility when it is above 0, else -1 (the policy then plans, fills or deals). Made
 * once for a search, so a trial game's step builds nothing.
 */
export function learnedPolicy(w: readonly number[]): (b: ChanceBoard) => number {
  const P: Potential = { natural: w[0]!, offSuit: w[1]!, broken: w[2]!, reveal: w[3]!, empty: w[4]!, run: w[5]! };
  const extras = new Float64Array(MOVE_FEATURES.length - POTENTIAL_KEYS.length);
  return (b) => {
    let best = -1;
    let bestU = 0;
    eachCandidate(b, (from, to, count) => {
      extraFeatures(b, from, to, count, extras, 0);
      let u = gain(b, from, to, count, P);
      for (let k = 0; k < extras.length; k++) u += w[POTENTIAL_KEYS.length + k]! * extras[k]!;
      if (u > bestU) {
        best = moveCode(from, to, count);
        bestU = u;
      }
    });
    return best;
  };
}
