import { isRecord, isWholeNumber, own } from '../engine/decode.ts';
import { err, ok, type Result } from '../engine/result.ts';
import { mulberry32 } from '../engine/shuffle.ts';
import type { Rescore } from './lookahead.ts';
import { lookTopRun, UNSEEN, WEIGHTS, type LookTable } from './position-score.ts';

/**
 * A table value learned by self-play (scripts/learn-value.ts), for the look-ahead of tuning
 * runs only: the app never loads one. A small network reads each column on its own (the same
 * encoder for all ten), averages the ten codes, and a head adds the runs done and the stock
 * left. It sees what the player sees: face-up faces, face-down counts, and a blank (UNSEEN)
 * where a card is turned over or dealt but not drawn yet. It predicts the cards still to be
 * turned over and the runs still to be completed (each run RUN_REWARD cards, a win WIN_REWARD),
 * from the table after a move and before what it turns over comes up.
 */
export const COLUMN_FEATURES = 20;
const TABLE_FEATURES = 2;
/** A completed run, and a won game, in cards turned over: the reward the network learns. */
export const RUN_REWARD = 2;
export const WIN_REWARD = 10;
/** The network's output is in tens of cards, so its weights stay near one. */
const OUTPUT_SCALE = 10;

export interface ValueNet {
  readonly hidden: number; // a column's code
  readonly head: number; // the head's hidden units
  /** Every weight in one array (views below), so a trainer can keep traces alongside. */
  readonly params: Float64Array;
}

/** Where each part of `params` starts. */
export function layout(hidden: number, head: number) {
  const w1 = 0;
  const b1 = w1 + hidden * COLUMN_FEATURES;
  const w2 = b1 + hidden;
  const b2 = w2 + head * (hidden + TABLE_FEATURES);
  const w3 = b2 + head;
  const b3 = w3 + head;
  return { w1, b1, w2, b2, w3, b3, size: b3 + 1 };
}

/** Numbers uniform in [0, 1) from mulberry32 (whose own draws are 32-bit whole numbers). */
export function uniform(seed: number): () => number {
  const draw = mulberry32(seed);
  return () => draw() / 2 ** 32;
}

/** A new network, its weights drawn from `next` (uniform in [0, 1)). */
export function newNet(hidden: number, head: number, next: () => number): ValueNet {
  const l = layout(hidden, head);
  const params = new Float64Array(l.size);
  const fill = (from: number, to: number, fanIn: number) => {
    for (let i = from; i < to; i++) params[i] = (next() * 2 - 1) * Math.sqrt(3 / fanIn);
  };
  fill(l.w1, l.b1, COLUMN_FEATURES);
  fill(l.w2, l.b2, hidden + TABLE_FEATURES);
  fill(l.w3, l.b3, head);
  return { hidden, head, params };
}

/** What the encoder reads of one column (face-up faces, the face-down count), into `out`. */
export function columnFeatures(col: readonly number[], down: number, out: Float64Array): void {
  out.fill(0);
  const n = col.length;
  if (n === 0) {
    out[0] = 1;
    return;
  }
  if (down === 0) out[1] = 1;
  else out[Math.min(down, 4) + 1] = 1; // 1, 2, 3, 4 or more face down
  out[6] = down / 6;
  out[7] = (n - down) / 13;
  let natural = 0;
  let offSuit = 0;
  let broken = 0;
  let segments = 1;
  for (let i = down + 1; i < n; i++) {
    const lower = col[i - 1]!;
    const upper = col[i]!;
    if (lower === UNSEEN || upper === UNSEEN || lower % 13 !== (upper % 13) + 1) {
      broken++;
      segments++;
    } else if (Math.floor(lower / 13) === Math.floor(upper / 13)) natural++;
    else {
      offSuit++;
      segments++;
    }
  }
  out[8] = natural / 12;
  out[9] = offSuit / 12;
  out[10] = broken / 6;
  const run = lookTopRun(col, down);
  out[11] = run / 13;
  const top = col[n - 1]!;
  if (top === UNSEEN) out[13] = 1;
  else {
    out[12] = ((top % 13) + 1) / 13;
    if (top % 13 === 0) out[14] = 1; // an Ace: nothing goes on it
  }
  const bottom = col[down];
  if (bottom !== undefined && bottom !== UNSEEN && bottom % 13 === 12) out[15] = 1; // a King at the foot of the face-up cards
  if (run > 0) {
    const head = col[n - run]!;
    out[16] = ((head % 13) + 1) / 13;
    if (head % 13 === 12) out[18] = 1; // the top run starts at a King: only an empty column takes it
  }
  out[17] = segments / 6;
  if (run === n - down) out[19] = 1; // the whole face-up part moves as one
}

/** Scratch space for one evaluation (no allocation per table). */
export class NetScratch {
  readonly l: ReturnType<typeof layout>;
  readonly x: Float64Array = new Float64Array(COLUMN_FEATURES);
  /** One column's encoder before its ReLU. */
  readonly z: Float64Array;
  readonly h: Float64Array;
  readonly u: Float64Array;
  /** The mean of the columns' codes, and its gradient. */
  readonly mean: Float64Array;
  readonly dMean: Float64Array;
  /** Each column's features and encoder output, kept for the gradient (made on first use). */
  readonly xs: Float64Array[] = [];
  readonly zs: Float64Array[] = [];
  constructor(readonly net: ValueNet) {
    this.l = layout(net.hidden, net.head);
    this.z = new Float64Array(net.hidden);
    this.h = new Float64Array(net.hidden + TABLE_FEATURES);
    this.u = new Float64Array(net.head);
    this.mean = new Float64Array(net.hidden);
    this.dMean = new Float64Array(net.hidden);
  }
}

/** The encoder on one column's features `x`, before its ReLU, into `z`. */
function encode(net: ValueNet, l: ReturnType<typeof layout>, x: Float64Array, z: Float64Array): void {
  const p = net.params;
  for (let j = 0; j < net.hidden; j++) {
    let a = p[l.b1 + j]!;
    const row = l.w1 + j * COLUMN_FEATURES;
    for (let f = 0; f < COLUMN_FEATURES; f++) a += p[row + f]! * x[f]!;
    z[j] = a;
  }
}

/** One column's code (ReLU of the encoder on `s.x`), added into `into` times `weight`. */
function addColumnCode(net: ValueNet, s: NetScratch, into: Float64Array, weight: number): void {
  encode(net, s.l, s.x, s.z);
  for (let j = 0; j < net.hidden; j++) if (s.z[j]! > 0) into[j]! += weight * s.z[j]!;
}

/** A column's code on its own (for a cache keyed by the column). */
export function columnCode(net: ValueNet, col: readonly number[], down: number, s: NetScratch): Float64Array {
  columnFeatures(col, down, s.x);
  const code = new Float64Array(net.hidden);
  addColumnCode(net, s, code, 1);
  return code;
}

/** The head on the mean of the codes (`mean`, hidden long) and the table's counts. */
export function headValue(net: ValueNet, mean: Float64Array, runs: number, stock: number, s: NetScratch): number {
  const p = net.params;
  const l = s.l;
  const h = s.h;
  for (let j = 0; j < net.hidden; j++) h[j] = mean[j]!;
  h[net.hidden] = runs / 8;
  h[net.hidden + 1] = stock / 50;
  const inputs = net.hidden + TABLE_FEATURES;
  let v = p[l.b3]!;
  for (let k = 0; k < net.head; k++) {
    let u = p[l.b2 + k]!;
    const row = l.w2 + k * inputs;
    for (let i = 0; i < inputs; i++) u += p[row + i]! * h[i]!;
    s.u[k] = u;
    if (u > 0) v += p[l.w3 + k]! * u;
  }
  return OUTPUT_SCALE * v;
}

/** The network's value of a table: the cards still to come (see above). */
export function valueOf(net: ValueNet, t: LookTable, s: NetScratch = new NetScratch(net)): number {
  const mean = s.mean.fill(0);
  for (let c = 0; c < t.cols.length; c++) {
    columnFeatures(t.cols[c]!, t.down[c]!, s.x);
    addColumnCode(net, s, mean, 1 / t.cols.length);
  }
  return headValue(net, mean, t.runs, t.stock, s);
}

/**
 * The value and its gradient with respect to every weight (added into `grad`), for the
 * trainer's TD(λ) traces.
 */
export function valueAndGradient(net: ValueNet, t: LookTable, grad: Float64Array, s: NetScratch = new NetScratch(net)): number {
  const p = net.params;
  const l = s.l;
  const H = net.hidden;
  const n = t.cols.length;
  const { xs, zs } = s;
  const mean = s.mean.fill(0);
  const share = 1 / n;
  for (let c = 0; c < n; c++) {
    const x = (xs[c] ??= new Float64Array(COLUMN_FEATURES));
    columnFeatures(t.cols[c]!, t.down[c]!, x);
    const z = (zs[c] ??= new Float64Array(H));
    encode(net, l, x, z);
    for (let j = 0; j < H; j++) if (z[j]! > 0) mean[j]! += share * z[j]!;
  }
  const v = headValue(net, mean, t.runs, t.stock, s);
  const g = OUTPUT_SCALE;
  const inputs = H + TABLE_FEATURES;
  grad[l.b3]! += g;
  const dMean = s.dMean.fill(0);
  for (let k = 0; k < net.head; k++) {
    const u = s.u[k]!;
    if (u <= 0) continue;
    grad[l.w3 + k]! += g * u;
    const du = g * p[l.w3 + k]!;
    grad[l.b2 + k]! += du;
    const row = l.w2 + k * inputs;
    for (let i = 0; i < inputs; i++) grad[row + i]! += du * s.h[i]!;
    for (let j = 0; j < H; j++) dMean[j]! += du * p[row + j]!;
  }
  for (let c = 0; c < n; c++) {
    const x = xs[c]!;
    const z = zs[c]!;
    for (let j = 0; j < H; j++) {
      if (z[j]! <= 0) continue;
      const dz = dMean[j]! * share;
      grad[l.b1 + j]! += dz;
      const row = l.w1 + j * COLUMN_FEATURES;
      for (let f = 0; f < COLUMN_FEATURES; f++) grad[row + f]! += dz * x[f]!;
    }
  }
  return v;
}

/** A network as JSON (the trainer's file). */
export function encodeNet(net: ValueNet): string {
  return JSON.stringify({ format: 'spider-value-net', version: 1, hidden: net.hidden, head: net.head, params: Array.from(net.params) });
}

export type NetError = 'not-a-net' | 'bad-shape' | 'bad-weight';

/** A network file, decoded: its shape checked against its weights, every weight a finite number. */
export function decodeNet(value: unknown): Result<ValueNet, NetError> {
  if (!isRecord(value) || own(value, 'format') !== 'spider-value-net' || own(value, 'version') !== 1)
    return err('not-a-net', 'not a value network file (format spider-value-net, version 1)');
  const hidden = own(value, 'hidden');
  const head = own(value, 'head');
  const params = own(value, 'params');
  if (!isWholeNumber(hidden, 256) || !isWholeNumber(head, 256) || hidden < 1 || head < 1)
    return err('bad-shape', 'hidden and head must be whole numbers from 1 to 256');
  if (!Array.isArray(params) || params.length !== layout(hidden, head).size)
    return err('bad-shape', `params must hold ${layout(hidden, head).size} weights for that shape`);
  const out = new Float64Array(params.length);
  for (let i = 0; i < params.length; i++) {
    const w: unknown = params[i];
    if (typeof w !== 'number' || !Number.isFinite(w)) return err('bad-weight', `weight ${i} is not a finite number`);
    out[i] = w;
  }
  return ok({ hidden, head, params: out });
}

/** How the look-ahead mixes a learned value into its score (tuning runs only). */
export interface LearnedScore {
  readonly net: ValueNet;
  readonly mix: number; // the learned value's share, 0..1
}

/** Points of the app's score a card turned over is worth. */
const CARD_POINTS = WEIGHTS.faceDown;

/**
 * The learned score of a table in the app's score's points: the cards turned over and runs
 * done so far, plus the cards the network expects to come, so tables at different depths of a
 * line compare as the trainer's returns do.
 */
export function learnedPoints(value: number, runs: number, down: number): number {
  return CARD_POINTS * (RUN_REWARD * runs - down + value);
}

/**
 * The look-ahead's score with a learned value mixed in: (1 − mix) × the app's score + mix × the
 * learned points. Each column's code is kept under its key for the search, so a move recomputes
 * at most the two columns it changes, as the app's score does.
 */
export function learnedRescore({ net, mix }: LearnedScore): Rescore {
  return () => {
    const scratch = new NetScratch(net);
    const codes: Float64Array[] = []; // by the column's number, which the search gives from 0 up
    const mean = new Float64Array(net.hidden);
    return (t, keys, score) => {
      mean.fill(0);
      let down = 0;
      const share = 1 / keys.length;
      for (let c = 0; c < keys.length; c++) {
        let code = codes[keys[c]!];
        if (code === undefined) {
          code = columnCode(net, t.cols[c]!, t.down[c]!, scratch);
          codes[keys[c]!] = code;
        }
        for (let j = 0; j < net.hidden; j++) mean[j]! += share * code[j]!;
        down += t.down[c]!;
      }
      return (1 - mix) * score + mix * learnedPoints(headValue(net, mean, t.runs, t.stock, scratch), t.runs, down);
    };
  };
}
