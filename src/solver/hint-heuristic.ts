/**
 * The stage after the searches: no win found, so the look-ahead over known cards (lookahead.ts)
 * or the SPEC's one-move heuristic answers, with the no-progress advice (deal, fill then deal,
 * undo); also the choices worth searching that every stage lists as candidates.
 */
import type { SuitCount } from '../engine/cards.ts';
import type { DealRules } from '../engine/rules.ts';
import {
  afterKnownMove,
  canDeal,
  compareRated,
  fillMove,
  knownMoves,
  moveKey,
  opens,
  progressMoves,
  PROGRESS_ORDER,
  rate,
  type HintMove,
} from './heuristic.ts';
import { lowestEmpty } from './hint-moves.ts';
import { rolloutLook } from './rollout-look.ts';
import { HINT_BUDGET, ROLLOUT_LOOK, type Advice, type LookShape, type HintAdvice, type HintCandidate, type HintOptions } from './hint-types.ts';
import type { KnownPosition } from './known.ts';
import { knownTableKey, lookAhead } from './lookahead.ts';
import { sinceProgress } from './memory.ts';

/**
 * The choices worth searching, best first: progress moves in the order of SPEC §4; then moves
 * that make no progress themselves but open up a progress move that was not there (by what
 * it opens); then a deal. Moves to different empty columns are one choice. Moves that open
 * nothing (shuttles, a whole column into an empty one) are left out: they are never the hint.
 */
export function choices(k: KnownPosition, rules: DealRules): HintCandidate[] {
  const seen = new Set<string>();
  const progress: HintCandidate[] = [];
  const setups: { c: HintCandidate; opens: number }[] = [];
  const rated = knownMoves(k)
    .map((m) => rate(k, lowestEmpty(k, m), rules))
    .sort((a, b) => compareRated(k, a, b));
  for (const r of rated) {
    const key = moveKey(k, r.move);
    if (seen.has(key)) continue;
    seen.add(key);
    if (r.progress.length > 0) {
      progress.push({ ...r, wins: 0 });
      continue;
    }
    const o = opens(k, r.move, rules);
    if (o !== null) setups.push({ c: { ...r, wins: 0 }, opens: PROGRESS_ORDER.indexOf(o) });
  }
  setups.sort((a, b) => a.opens - b.opens); // stable: the rated order within one kind
  const out = [...progress, ...setups.map((s) => s.c)];
  if (canDeal(k, rules)) out.push({ move: { type: 'deal' }, progress: [], wins: 0 });
  return out;
}

/**
 * The look-ahead's size per suit count: its share of the budget in tables generated (the
 * searches get the rest), tables kept per level, moves in a line. One shape at every suit count
 * until a held-out run shows another is better (docs/hints.md, "a bigger look-ahead").
 */
export const LOOK: Readonly<Record<SuitCount, { readonly share: number; readonly width: number; readonly depth: number }>> = {
  1: { share: 0.2, width: 60, depth: 16 },
  2: { share: 0.2, width: 60, depth: 16 },
  4: { share: 0.2, width: 60, depth: 16 },
};

/**
 * No win found: the first move of the best line of known moves (lookahead.ts) when one beats
 * the table as it is; else a deal when one is allowed (no line of known cards leads anywhere
 * better, so ten new cards are the way on); else the SPEC's one-move heuristic and advice.
 */
export function look(k: KnownPosition, options: HintOptions): HintAdvice {
  const nodes = lookNodes(options, k.suits);
  const memory = new Set(options.memory ?? []);
  const fresh = freshIn(k, memory);
  if (nodes === 0) return fallback(k, options.rules, fresh);
  const { width, depth } = lookShape(options, k.suits);
  const plain = {
    rules: options.rules,
    nodes,
    width,
    depth,
    ...(options.memory && { memory }),
    ...(options.weights && { weights: options.weights }),
    ...(options.rescore && { rescore: options.rescore }),
  };
  const rollout = options.rollout !== undefined ? options.rollout : ROLLOUT_LOOK[k.suits];
  const r = rollout === null ? lookAhead(k, plain) : rolloutLook(k, { ...plain, seed: options.seed, shape: rollout });
  // Lines that only rearrange known cards can wander for ever without repeating a table: after
  // STALL actions with nothing turned over, completed or dealt, only a line that does one of
  // those is followed; else deal, or fill the empty columns for a deal, or (no stock left)
  // say that only undo is left.
  // With no stock left, rearranging is all there is and often finds a way after a while, so
  // the hint gives up much later.
  const stalled = options.memory ? sinceProgress(options.memory) : 0;
  if (stalled >= (k.stock.length > 0 ? STALL : STALL_NO_STOCK) && !r.progress) {
    if (canDeal(k, options.rules)) return dealNow();
    const fill = k.stock.length > 0 ? fillMove(k, fresh) : null;
    if (fill !== null)
      return { kind: 'no-progress', move: fill, candidates: [{ move: fill, wins: 0, progress: [] }], advice: 'fill-then-deal', finished: false };
    if (k.stock.length === 0) return { kind: 'no-progress', move: null, candidates: [], advice: 'undo', finished: false };
  }
  if (r.move !== null) {
    const first = rate(k, r.move, options.rules);
    return { kind: 'heuristic', move: r.move, candidates: withOthers(k, options.rules, [{ ...first, wins: 0 }], fresh), advice: null, finished: false };
  }
  if (canDeal(k, options.rules)) return dealNow();
  return fallback(k, options.rules, fresh);
}

/** A move that does not lead back to a table in `memory` (one that turns a card over never does). */
function freshIn(k: KnownPosition, memory: ReadonlySet<string>): (m: HintMove) => boolean {
  return (m) => {
    const next = afterKnownMove(k, m);
    return next === null || !memory.has(knownTableKey(next));
  };
}

/** Actions without progress after which the hint deals (when it may). */
export const STALL = 150;
/** The same with no stock left, after which only undo is left. */
export const STALL_NO_STOCK = 300;

function dealNow(): HintAdvice {
  return { kind: 'no-progress', move: { type: 'deal' }, candidates: [{ move: { type: 'deal' }, wins: 0, progress: [] }], advice: 'deal', finished: false };
}

/** Tables the look-ahead may generate: its share of the budget (none of a tiny one). */
export function lookNodes(options: HintOptions, suits: SuitCount): number {
  return lookShape(options, suits).nodes;
}

/** The look-ahead's size for these options and suit count: LOOK's, unless a benchmark gives its own. */
export function lookShape(options: HintOptions, suits: SuitCount): LookShape {
  const { share, width, depth } = LOOK[suits];
  return options.look ?? { nodes: Math.floor(Math.max(1, Math.floor(options.budget ?? HINT_BUDGET)) * share), width, depth };
}

/** No win found: the best progress move, else the advice of SPEC §4. */
function fallback(k: KnownPosition, rules: DealRules, fresh?: (m: HintMove) => boolean): HintAdvice {
  const rated = progressMoves(k, rules);
  if (rated.length > 0) {
    return { kind: 'heuristic', move: rated[0]!.move, candidates: withOthers(k, rules, [], fresh), advice: null, finished: false };
  }
  // No move makes progress by itself, but one may open the way to one (a card moved onto
  // another suit so that a run can reach a face-down card): two moves that reveal a card are
  // progress too, and better than dealing ten more cards on top.
  const setups = knownMoves(k)
    .map((m) => ({ ...rate(k, m, rules), opens: opens(k, m, rules) }))
    .filter((r) => r.progress.length === 0 && r.opens !== null && r.opens !== 'joins')
    .sort((a, b) => PROGRESS_ORDER.indexOf(a.opens!) - PROGRESS_ORDER.indexOf(b.opens!) || compareRated(k, a, b));
  if (setups.length > 0) {
    return { kind: 'heuristic', move: setups[0]!.move, candidates: withOthers(k, rules, [], fresh), advice: null, finished: false };
  }
  let advice: Advice;
  let move: HintMove | null = null;
  if (canDeal(k, rules)) {
    advice = 'deal';
    move = { type: 'deal' };
  } else if (k.stock.length > 0 && (move = fillMove(k, fresh)) !== null) {
    advice = 'fill-then-deal';
  } else advice = 'undo';
  const candidates = move ? [{ move, wins: 0, progress: [] }] : [];
  return { kind: 'no-progress', move, candidates, advice, finished: false };
}

/**
 * The ranked winners first, then the other choices worth searching (progress moves, moves
 * that open one, a deal), then a move that fills an empty column for a deal.
 */
export function withOthers(k: KnownPosition, rules: DealRules, first: readonly HintCandidate[], fresh?: (m: HintMove) => boolean): HintCandidate[] {
  const out = [...first];
  const has = (m: HintMove) => out.some((c) => moveKey(k, c.move) === moveKey(k, m));
  for (const c of choices(k, rules)) if (!has(c.move)) out.push(c);
  const fill = fillMove(k, fresh);
  if (fill && !has(fill)) out.push({ move: fill, wins: 0, progress: [] });
  return out;
}
