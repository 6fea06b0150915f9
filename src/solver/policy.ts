import { COLUMN_COUNT as IMPORTED_COLUMN_COUNT, RUN_LENGTH as IMPORTED_RUN_LENGTH, RUNS_TO_WIN as IMPORTED_RUNS_TO_WIN } from '../engine/cards.ts';
import { CAPACITY as IMPORTED_CAPACITY, DEAL, moveCode as importedMoveCode } from './board.ts';
import type { SuitCount } from '../engine/cards.ts';
import type { ChanceBoard } from './chance-board.ts';

// Local copies of imported bindings (see board.ts): tsx turns each use into a getter call.
const COLUMN_COUNT = IMPORTED_COLUMN_COUNT;
const RUN_LENGTH = IMPORTED_RUN_LENGTH;
const RUNS_TO_WIN = IMPORTED_RUNS_TO_WIN;
const CAPACITY = IMPORTED_CAPACITY;
const moveCode = importedMoveCode;

/**
 * The default policy of the reveal-aware hint: a fast, honest player for simulated games. It
 * reads face-up cards only (a card it has not turned over does not exist yet, chance-board.ts),
 * and plays the move that most raises a potential of the table — same-suit connections, cards
 * turned over, empty columns, completed runs — when one raises it; else it fills the empty
 * columns and deals; else the game is over for it. When no single move raises it, it looks for a
 * plan of one or two moves that only rearrange face-up cards, then one that raises it by more
 * than they cost, and plays the plan whole (one rearranging move: 1 suit 66.5 % of its games
 * won, 2 suits 8.9 %; up to two: 71.2 % and 13.1 %; three gain nothing more — deal numbers
 * 1,000,001..1,000,300, 4 games a deal; `scripts/tune-policy.ts 2 300` prints the start). The potential's change is exact before the
 * move is made (a card turned over sits on top, connected to nothing yet), and it rises with
 * every move between deals, so a simulated game can never go round in circles. The weights
 * were fitted to the policy's own games (scripts/tune-policy.ts, deal numbers 1,000,001..1,000,150,
 * which no other experiment uses): 1-suit wins 50 → 68 %; 2 suits, fitted alone, wins 7.3 → 8.8 %
 * and runs completed 1.11 → 1.30. At 4 suits the policy almost never completes a run, whatever
 * the weights, so its games there only measure progress.
 */
export interface Potential {
  readonly natural: number; // a card on the same suit one higher
  readonly offSuit: number; // a card on another suit one higher
  readonly broken: number; // a card on one that it does not follow (a cost)
  readonly reveal: number; // a face-down card turned over
  readonly empty: number; // an empty column
  readonly run: number; // a completed run (on top of the connections that made it)
}

/** The weights per suit count (with two suits a same-suit connection is worth far more). */
export const POTENTIAL: Record<SuitCount, Potential> = {
  1: { natural: 12, offSuit: 1, broken: 4.5, reveal: 30, empty: 9, run: 17 },
  2: { natural: 35.25, offSuit: 1.25, broken: 2.25, reveal: 30, empty: 9, run: 8.5 },
  4: { natural: 12, offSuit: 1, broken: 4.5, reveal: 30, empty: 9, run: 17 },
};

/**
 * How much the move of the top `count` cards of `from` onto `to` raises the potential `P` (the
 * suit count's by default). Linear in P's weights, so a unit weight reads one part of the change
 * (scripts/fit-policy.ts).
 */
export function gain(b: ChanceBoard, from: number, to: number, count: number, P: Potential = POTENTIAL[b.suits]): number {
  const cards = b.cards;
  const len = b.len[from]!;
  const under = len - count; // cards left in `from`
  const base = from * CAPACITY;
  const bottom = cards[base + under]!;
  let g = 0;
  if (under === 0) g += P.empty;
  else if (under === b.down[from]) g += P.reveal;
  else {
    const below = cards[base + under - 1]!;
    if (below === bottom + 1) g -= P.natural;
    else if ((below & 15) === (bottom & 15) + 1) g -= P.offSuit;
    else g += P.broken;
  }
  const toLen = b.len[to]!;
  if (toLen === 0) return g - P.empty;
  const target = cards[to * CAPACITY + toLen - 1]!;
  if (target >> 4 !== bottom >> 4) return g + P.offSuit;
  g += P.natural;
  // A same-suit run from King to Ace on top: it is removed (a face-down card under it is turned
  // over too, but that is a later chance the potential does not count).
  if ((cards[base + len - 1]! & 15) === 1 && count + b.runLength(to) >= RUN_LENGTH) g += P.run;
  return g;
}

/** What the last bestGain() call's move raises the potential by. */
let lastGain = 0;

/** The best move that raises the potential, or -1. Ties: fewer face-down cards at the source, then lower columns. */
export function bestGain(b: ChanceBoard): number {
  let best = -1;
  let bestG = 0;
  let bestDown = 0;
  for (let from = 0; from < COLUMN_COUNT; from++) {
    const n = b.runLength(from);
    if (n === 0) continue;
    const len = b.len[from]!;
    const base = from * CAPACITY;
    const topRank = b.cards[base + len - 1]! & 15;
    const downFrom = b.down[from]!;
    let empty = -1;
    for (let to = 0; to < COLUMN_COUNT; to++) {
      if (to === from) continue;
      const toLen = b.len[to]!;
      let count: number;
      if (toLen === 0) {
        if (empty >= 0) continue; // empty columns are alike
        empty = to;
        count = n;
        if (count === len) continue; // a whole column into an empty one changes nothing
      } else {
        const t = b.cards[to * CAPACITY + toLen - 1]!;
        count = (t & 15) - topRank;
        if (count < 1 || count > n) continue;
        // Part of a run only onto the same suit (anything else breaks a connection for less).
        if (count < n && t >> 4 !== b.cards[base + len - 1]! >> 4) continue;
      }
      const g = gain(b, from, to, count);
      if (g > bestG || (g === bestG && best >= 0 && downFrom < bestDown)) {
        best = moveCode(from, to, count);
        bestG = g;
        bestDown = downFrom;
      }
    }
  }
  lastGain = bestG;
  return best;
}

/** Calls `visit(m, g)` for each move that rearranges face-up cards only (it turns nothing over, empties and completes nothing): a top run onto a card one higher or into an empty column. */
function eachSetup(b: ChanceBoard, visit: (m: number, g: number) => void): void {
  for (let from = 0; from < COLUMN_COUNT; from++) {
    const n = b.runLength(from);
    const len = b.len[from]!;
    if (n === 0 || len - n <= b.down[from]!) continue; // it would turn a card over or empty the column
    const topRank = b.cards[from * CAPACITY + len - 1]! & 15;
    let empty = false;
    for (let to = 0; to < COLUMN_COUNT; to++) {
      if (to === from) continue;
      const toLen = b.len[to]!;
      if (toLen === 0) {
        if (empty) continue;
        empty = true;
      } else if ((b.cards[to * CAPACITY + toLen - 1]! & 15) !== topRank + n) continue;
      const g = gain(b, from, to, n);
      if (g > POTENTIAL[b.suits].natural) continue; // it would have been played already, or it completes a run
      visit(moveCode(from, to, n), g);
    }
  }
}

/**
 * When no move raises the potential: one or two moves that rearrange face-up cards only, after
 * which a move raises it by more than they cost — a run moved onto another suit, or parked in an
 * empty column, so that a run can reach a face-down card. The moves go into `plan` (the raising
 * move last); returns how many, 0 when none.
 */
export function bestPlan(b: ChanceBoard, plan: Int32Array, depth = PLAN_DEPTH): number {
  let size = 0;
  let bestTotal = 0;
  const line = lineScratch;
  // Shallower plans first: a longer plan is looked for only when no shorter one exists.
  const search = (level: number, limit: number, cost: number): void => {
    eachSetup(b, (m, g) => {
      if (level > 0 && cost + g >= 0) return; // the moves so far raise nothing, or one undoes another
      const u = b.make(m);
      line[level] = m;
      if (level + 1 < limit) search(level + 1, limit, cost + g);
      else {
        const next = bestGain(b);
        if (next >= 0 && cost + g + lastGain > bestTotal) {
          bestTotal = cost + g + lastGain;
          for (let i = 0; i <= level; i++) plan[i] = line[i]!;
          plan[level + 1] = next;
          size = level + 2;
        }
      }
      b.unmake(m, u);
    });
  };
  for (let limit = 1; limit <= depth && size === 0; limit++) search(0, limit, 0);
  return size;
}

const lineScratch = new Int32Array(8);

/** How many rearranging moves a plan of the policy may take before its raising move. */
export const PLAN_DEPTH = 2;

const scratchPlan = new Int32Array(4);

/**
 * A move that fills an empty column so a row can be dealt, costing the potential least: a top
 * run or part of one into the first empty column, never a whole column. -1 when none.
 */
export function fillGain(b: ChanceBoard): number {
  let to = -1;
  for (let c = 0; c < COLUMN_COUNT; c++)
    if (b.len[c] === 0) {
      to = c;
      break;
    }
  if (to < 0) return -1;
  let best = -1;
  let bestG = -Infinity;
  for (let from = 0; from < COLUMN_COUNT; from++) {
    const n = b.runLength(from);
    const len = b.len[from]!;
    for (let count = 1; count <= n; count++) {
      if (count === len) continue;
      const g = gain(b, from, to, count);
      if (g > bestG) {
        best = moveCode(from, to, count);
        bestG = g;
      }
    }
  }
  return best;
}

export interface PlayOut {
  readonly won: boolean;
  readonly steps: number; // actions played
}

/**
 * Plays the default policy from `b` until it wins, can do nothing, or has taken `limit` actions.
 * `choose` picks its raising move (a benchmark's learned policy, policy-learned.ts; -1: none).
 * Once it starts filling empty columns for a deal it only fills until it deals: a move back out
 * of a filled column raises the potential, and would undo the fill for ever.
 */
export function playOut(b: ChanceBoard, limit: number, visit?: (b: ChanceBoard) => void, choose: (b: ChanceBoard) => number = bestGain): PlayOut {
  let steps = 0;
  let filling = false;
  const plan = scratchPlan;
  while (b.completed < RUNS_TO_WIN && steps < limit) {
    visit?.(b); // a look at each table on the way (scripts/fit-value.ts)
    let m = filling ? -1 : choose(b);
    if (m < 0 && !filling) {
      // A plan is played whole: its first moves lower the potential, and replanning after
      // them could undo them.
      const n = bestPlan(b, plan);
      if (n > 0) {
        for (let i = 0; i < n - 1 && steps < limit; i++, steps++) b.play(plan[i]!);
        m = plan[n - 1]!;
        if (steps >= limit) break;
      }
    }
    if (m < 0) {
      if (b.dealt >= b.rounds) break;
      filling = !b.canDeal();
      m = filling ? fillGain(b) : DEAL;
      if (m < 0) break;
    }
    b.play(m);
    steps++;
  }
  return { won: b.completed === RUNS_TO_WIN, steps };
}
