import { RUNS_TO_WIN } from '../engine/cards.ts';
import { applyDeal, applyMove } from '../engine/moves.ts';
import type { Position } from '../engine/position.ts';
import type { DealRules } from '../engine/rules.ts';
import { mulberry32 } from '../engine/shuffle.ts';
import {
  canDeal,
  compareRated,
  afterKnownMove,
  fillMove,
  knownMoves,
  moveKey,
  progressMoves,
  opens,
  PROGRESS_ORDER,
  rate,
  type HintMove,
  type Progress,
} from './heuristic.ts';
import { firstChoices, segment } from './hint-line.ts';
import { knownTableKey, lookAhead } from './lookahead.ts';
import { sinceProgress } from './memory.ts';
import { unknownCount, unknownFaces, withFill, type Face, type KnownPosition } from './known.ts';
import { solve, type SolverAction } from './search.ts';
import { chanceSearch } from './chance-search.ts';

/**
 * What the Hint says (SPEC §4, the `hint` command of §7):
 * - `win`: nothing is unknown and the search found a win; `move` is its first move.
 * - `chance`: cards are unknown; `move` did best in simulated games that draw each hidden card
 *   only when it is turned over (chance-search.ts); `wins` of `samples` such games were won.
 * - `sample`: cards are unknown; `move` won in the most sampled arrangements of them.
 * - `heuristic`: no win found within the budget; `move` makes progress by the SPEC's priorities.
 * - `no-progress`: nothing makes progress; `advice` says what to do next.
 * - `lost`: nothing is unknown and an exhaustive search proved there is no win from here.
 */
export type HintKind = 'win' | 'chance' | 'sample' | 'heuristic' | 'no-progress' | 'lost';

/** The next step when nothing makes progress. */
export type Advice = 'deal' | 'fill-then-deal' | 'undo';

export interface Hint {
  readonly kind: HintKind;
  readonly move: HintMove | null; // the suggestion; null when there is none (lost, undo, won)
  /** Every suggestion to cycle through with "Hint again", best first (starts with `move`). */
  readonly candidates: readonly HintCandidate[];
  readonly advice: Advice | null; // only for `no-progress`
  /**
   * True when the search settled its question: a win found, or (all known) a proof of no
   * win. False for a heuristic answer after a search that ran out of budget.
   */
  readonly finished: boolean;
  readonly samples: number; // arrangements searched (0 when nothing is unknown)
  readonly wins: number; // how many of them `move` won
  readonly verified: boolean; // the deal is on a verified list: say it can be won
  readonly positions: number; // positions the searches examined, all told
}

export interface HintCandidate {
  readonly move: HintMove;
  readonly wins: number; // samples (or the exact search: 1) this move won
  readonly progress: readonly Progress[]; // what it achieves, SPEC §4 order
  readonly games?: number; // simulated games played after it (a `chance` hint's candidates)
}

/** How the reveal-aware search rates a move, in words a player can trust (never a certainty). */
export type Confidence = 'likely' | 'even' | 'gamble';

/** The words for a share of won simulated games. */
export function confidenceOf(wins: number, games: number): Confidence {
  const share = games === 0 ? 0 : wins / games;
  return share >= 0.7 ? 'likely' : share >= 0.4 ? 'even' : 'gamble';
}

export interface HintOptions {
  readonly rules: DealRules;
  readonly seed: number; // fixes the sampling: same known position + seed → same hint
  readonly budget?: number; // positions for all searches together
  readonly samples?: number; // arrangements of the unknown cards to search
  readonly verified?: boolean; // only chooses the wording when no win is found
  readonly timeLimitMs?: number; // a safety net; the budget is what keeps hints repeatable
  readonly shouldStop?: () => boolean;
  readonly onProgress?: (done: number, total: number) => void;
  readonly now?: () => number;
  /** Tables already had in this game (memory.ts): the look-ahead never leads back to one. */
  readonly memory?: readonly string[];
  /** How hidden cards are searched: reveal-aware simulated games (default) or fixed arrangements. */
  readonly method?: 'chance' | 'sample';
  /** Simulated games for the reveal-aware search (its budget). */
  readonly games?: number;
}

export const HINT_GAMES = 1000;
/**
 * Trial games for a caller that gives only a position budget: one per this many positions, so
 * a tiny budget means no search of either kind.
 */
export const POSITIONS_PER_GAME = 100;
/** The share of its simulated games the best move must win before they choose the hint. */
export const CHANCE_SURE = 0.25;
/** The app's method: trial games that draw each hidden card when it turns up, where they are sure enough (docs/hints.md). */
export const HINT_METHOD: 'chance' | 'sample' = 'chance';

export const HINT_BUDGET = 100_000;
export const HINT_SAMPLES = 8;

export class HintStopped extends Error {
  constructor() {
    super('the hint was cancelled');
  }
}

/** The hint for a known position: the same code in Node and in the Worker. */
export function hint(k: KnownPosition, options: HintOptions): Hint {
  const verified = options.verified ?? false;
  // The look-ahead's share is set aside: the solves get the rest.
  const budget = Math.max(1, Math.floor(options.budget ?? HINT_BUDGET) - lookNodes(options));
  const base = { verified, samples: 0, wins: 0, positions: 0 };
  if (k.completed.length === RUNS_TO_WIN) {
    return { ...base, kind: 'win', move: null, candidates: [], advice: null, finished: true };
  }
  const began = (options.now ?? (() => performance.now()))();
  const stop = () => {
    if (options.shouldStop?.()) throw new HintStopped();
  };
  const left = () => (options.timeLimitMs === undefined ? undefined : Math.max(0, options.timeLimitMs - ((options.now ?? (() => performance.now()))() - began)));
  const solveOptions = (b: number) => {
    const ms = left();
    return {
      rules: options.rules,
      budget: b,
      ...(ms !== undefined && { timeLimitMs: ms }),
      ...(options.shouldStop && { shouldStop: options.shouldStop }),
      ...(options.now && { now: options.now }),
    };
  };

  const candidates = choices(k, options.rules);
  if (unknownCount(k) === 0) return exact(k, options, candidates, budget, solveOptions, stop, verified);
  const games = Math.floor(options.games ?? Math.min(HINT_GAMES, (options.budget ?? HINT_BUDGET) / POSITIONS_PER_GAME));
  if ((options.method ?? HINT_METHOD) === 'chance' && games > 0) {
    const c = chance(k, { ...options, games }, stop, verified);
    if (c !== null) return c;
  }

  // Determinization: arrangements of the unknown cards that fit everything known, each
  // searched as if it were the truth. A win found in one is cut where it first turns over an
  // unknown card or deals (after that, arrangements differ), and the known-only part before
  // it is shortened; arrangements whose wins reach the same table and do the same thing there
  // agree on a plan. The plan most arrangements agree on gives the hint: its first move (ties
  // by the SPEC's priorities of that move).
  const total = Math.max(1, Math.floor(options.samples ?? HINT_SAMPLES));
  const pool = unknownFaces(k);
  const rand = mulberry32(options.seed);
  const each = Math.max(1, Math.floor((budget * FIRST_SHARE) / total));
  const winnable: { fill: Position; first: string }[] = [];
  const plans = new Map<string, { first: HintMove; length: number; votes: number; order: number }>();
  let positions = 0;
  for (let s = 0; s < total; s++) {
    const fill = withFill(k, shuffled(pool, rand));
    const r = solve(fill, solveOptions(Math.max(1, Math.min(each, budget - positions))));
    stop();
    positions += r.positions;
    options.onProgress?.(s + 1, total);
    if (r.result !== 'solved' || r.moves.length === 0) continue;
    const seg = segment(fill, r.moves.map(toHintMove), unknownIds(k, fill));
    const first = leading(k, options.rules, fill, seg.prefix) ?? seg.event;
    if (first === null) continue;
    winnable.push({ fill, first: moveKey(k, first) });
    const plan = plans.get(seg.key);
    const length = seg.prefix.length;
    if (!plan) plans.set(seg.key, { first: lowestEmpty(k, first), length, votes: 1, order: plans.size });
    else {
      plan.votes++;
      if (length < plan.length) Object.assign(plan, { first: lowestEmpty(k, first), length });
    }
  }
  if (!plansGuide(k.stock.length, winnable.length, total)) return { ...look(k, options), verified, samples: total, wins: 0, positions };
  // A plan that starts by shuttling cards (no progress, opens nothing new) comes after every
  // plan that starts with something: with no memory of the last move, a hint that shuttles
  // could send the player back and forth for ever.
  const ranked = [...plans.values()]
    .map((p) => ({ ...p, rated: rate(k, p.first, options.rules), shuttle: isShuttle(k, options.rules, p.first) }))
    .sort((a, b) => Number(a.shuttle) - Number(b.shuttle) || b.votes - a.votes || compareRated(k, a.rated, b.rated) || a.length - b.length || a.order - b.order);
  if (ranked[0]!.shuttle && progressMoves(k, options.rules).length > 0) {
    return { ...look(k, options), verified, samples: total, wins: 0, positions };
  }
  // One candidate per first move (plans that start alike add up for the list).
  const firsts: HintCandidate[] = [];
  for (const p of ranked) {
    const same = firsts.find((c) => moveKey(k, c.move) === moveKey(k, p.first));
    if (same) Object.assign(same, { wins: same.wins + p.votes });
    else firsts.push({ ...p.rated, wins: p.votes });
  }
  // Hindsight: the first moves of the leading plans, and the best progress moves before
  // them, are each tried in every arrangement that has a win (an arrangement's own plan counts
  // for its first move without a search). The one that wins in the most arrangements is the
  // hint; ties go to the SPEC's priorities. One lucky plan does not decide, and a move that
  // merely fits one guess at the hidden cards loses to one that wins across them.
  const contenders: HintCandidate[] = [];
  const add = (c: HintCandidate) => {
    if (contenders.length < CONTENDERS && !contenders.some((o) => moveKey(k, o.move) === moveKey(k, c.move))) contenders.push(c);
  };
  for (const f of firsts.slice(0, 3)) if (!isShuttle(k, options.rules, f.move)) add(f);
  for (const c of choices(k, options.rules)) {
    if (c.progress.length > 0 && compareRated(k, c, firsts[0]!) < 0 && !isShuttle(k, options.rules, c.move)) add(c);
  }
  if (contenders.length === 0) add(firsts[0]!);
  const share = Math.floor((budget - positions) / Math.max(1, contenders.length * winnable.length));
  let chosen = contenders[0]!;
  let wins = -1;
  for (const c of contenders) {
    const key = moveKey(k, c.move);
    let won = 0;
    for (let i = 0; i < winnable.length; i++) {
      if (won + (winnable.length - i) < wins) break; // cannot even tie the leader
      const w = winnable[i]!;
      if (w.first === key) {
        won++;
        continue;
      }
      if (positions >= budget) continue;
      const r = solve(after(w.fill, c.move), solveOptions(Math.max(1, Math.min(share, budget - positions))));
      stop();
      positions += r.positions;
      if (r.result === 'solved') won++;
    }
    if (won > wins || (won === wins && compareRated(k, c, chosen) < 0)) {
      chosen = { ...c, wins: won };
      wins = won;
    }
  }
  // Still a deal while a progress move, or a move that opens one, is left: deal last anyway
  // (SPEC §4's order, and every strategy guide's advice); the hint then says honestly that no
  // win was found for that move.
  if (chosen.move.type === 'deal') {
    const instead = look(k, options);
    if (instead.kind === 'heuristic' && !blocksDeal(k, options.rules, instead.move)) return { ...instead, verified, samples: total, wins: 0, positions };
  }
  const list = [chosen, ...firsts.filter((f) => moveKey(k, f.move) !== moveKey(k, chosen.move))];
  return {
    ...base,
    kind: 'sample',
    move: chosen.move,
    candidates: withOthers(k, options.rules, list),
    advice: null,
    finished: true,
    samples: total,
    wins,
    positions,
  };
}

/** Cards unknown: the move whose simulated games, drawing each hidden card as it turns up, do best. */
function chance(k: KnownPosition, options: HintOptions, stop: () => void, verified: boolean): Hint | null {
  const memory = options.memory ? new Set(options.memory) : undefined;
  const r = chanceSearch(k, {
    rules: options.rules,
    seed: options.seed,
    games: Math.max(1, Math.floor(options.games ?? HINT_GAMES)),
    ...(memory && { memory }),
    shouldStop: stop,
    ...(options.onProgress && { onProgress: options.onProgress }),
  });
  const best = r.ranked[0];
  // Few trial games won: a handful of lucky wins say little, and the arrangements decide.
  if (best === undefined || best.wins === 0 || best.wins < CHANCE_SURE * best.games) return null;
  return {
    kind: 'chance',
    move: best.move,
    candidates: r.ranked.map((c) => ({ move: c.move, wins: c.wins, progress: c.progress, games: c.games })),
    advice: null,
    finished: true,
    samples: best.games,
    wins: best.wins,
    verified,
    positions: r.steps,
  };
}

/** The share of the budget for searching the arrangements as they stand. */
const FIRST_SHARE = 0.6;
/** The share of arrangements that must be won, while a stock is left, before their plans guide the hint. */
export const SURE = 0.75;

/**
 * Whether the wins found in the arrangements guide the hint. While a stock is left, a win in
 * some arrangements is a lucky guess: each search sees its own stock and deals into it, which
 * no player can. The look-ahead over what is known is the better guide until three quarters of
 * the arrangements win (2-suit tuning deals 7001..7046, hint-only play: with half of them the
 * hints won 18 of 46 games, with three quarters 27; with all of them 23 of the first 39, where
 * three quarters won 22). With the stock dealt, a win in any arrangement is worth following.
 */
export function plansGuide(stockLeft: number, won: number, total: number): boolean {
  return won > 0 && (stockLeft === 0 || won >= SURE * total);
}

/** How many first moves are tried across the arrangements. */
const CONTENDERS = 5;

/** The table after a legal move or deal. */
function after(p: Position, m: HintMove): Position {
  return m.type === 'deal' ? applyDeal(p).position : applyMove(p, m).position;
}

/**
 * Of the moves a plan could start with, the one the SPEC's priorities put first; a move that
 * opens something comes before a shuttle.
 */
function leading(k: KnownPosition, rules: DealRules, start: Position, prefix: readonly HintMove[]): HintMove | null {
  const rated = firstChoices(start, prefix).map((m) => ({ ...rate(k, m, rules), shuttle: isShuttle(k, rules, m) }));
  rated.sort((a, b) => Number(a.shuttle) - Number(b.shuttle) || compareRated(k, a, b));
  return rated[0]?.move ?? null;
}

/**
 * A move after which no row can be dealt though one can now (it empties a column): preferring
 * it to a deal would only lead to filling the column again, back and forth for ever.
 */
function blocksDeal(k: KnownPosition, rules: DealRules, m: HintMove | null): boolean {
  if (m === null || m.type === 'deal' || !canDeal(k, rules)) return false;
  const next = afterKnownMove(k, m);
  return next !== null && !canDeal(next, rules);
}

/** A move that makes no progress and opens no progress move that was not there before. */
function isShuttle(k: KnownPosition, rules: DealRules, m: HintMove): boolean {
  if (m.type === 'deal') return false;
  if (rate(k, m, rules).progress.length > 0 || opens(k, m, rules) !== null) return false;
  // Filling the last empty column so that a row can be dealt is a step, not a shuttle.
  const next = afterKnownMove(k, m);
  return !(next !== null && !canDeal(k, rules) && canDeal(next, rules));
}

/** The card ids a full arrangement put where the player knows nothing. */
function unknownIds(k: KnownPosition, p: Position): Set<number> {
  const out = new Set<number>();
  k.columns.forEach((c, i) => c.cards.forEach((slot, j) => slot === null && out.add(p.columns[i]!.cards[j]!)));
  k.stock.forEach((slot, j) => slot === null && out.add(p.stock[j]!));
  return out;
}

type SolveOpts = (b: number) => Parameters<typeof solve>[1];

/**
 * Nothing unknown: one search of the table itself. Lost only when it was exhaustive; a win
 * names a winning first move, preferring one of higher priority when its own search wins too.
 */
function exact(
  k: KnownPosition,
  options: HintOptions,
  candidates: readonly HintCandidate[],
  budget: number,
  solveOptions: SolveOpts,
  stop: () => void,
  verified: boolean,
): Hint {
  const base = { verified, samples: 0, wins: 0 };
  const table = withFill(k, []);
  const r = solve(table, solveOptions(budget));
  stop();
  let positions = r.positions;
  if (r.result === 'unsolvable') return { ...base, kind: 'lost', move: null, candidates: [], advice: null, finished: true, positions };
  if (r.result !== 'solved' || !r.moves[0]) return { ...look(k, options), ...base, positions };
  // The line up to its first deal, with loops and detours taken out: its first move.
  const seg = segment(table, r.moves.map(toHintMove), new Set());
  const first = leading(k, options.rules, table, seg.prefix) ?? seg.event ?? toHintMove(r.moves[0]);
  const winner = { ...rate(k, lowestEmpty(k, first), options.rules), wins: 1 };
  return {
    ...base,
    kind: 'win',
    move: winner.move,
    candidates: [winner, ...candidates.filter((c) => moveKey(k, c.move) !== moveKey(k, winner.move))],
    advice: null,
    finished: true,
    positions,
  };
}

/**
 * The choices worth searching, best first: progress moves in the order of SPEC §4; then moves
 * that make no progress themselves but open up a progress move that was not there (by what
 * it opens); then a deal. Moves to different empty columns are one choice. Moves that open
 * nothing (shuttles, a whole column into an empty one) are left out: they are never the hint.
 */
function choices(k: KnownPosition, rules: DealRules): HintCandidate[] {
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

/** The look-ahead's share: tables generated, kept per level, moves in a line. */
export const LOOK = { share: 0.2, width: 60, depth: 16 };

/**
 * No win found: the first move of the best line of known moves (lookahead.ts) when one beats
 * the table as it is; else a deal when one is allowed (no line of known cards leads anywhere
 * better, so ten new cards are the way on); else the SPEC's one-move heuristic and advice.
 */
function look(k: KnownPosition, options: HintOptions): Omit<Hint, 'verified' | 'samples' | 'wins' | 'positions'> {
  const nodes = lookNodes(options);
  const memory = new Set(options.memory ?? []);
  const fresh = freshIn(k, memory);
  if (nodes === 0) return fallback(k, options.rules, fresh);
  const r = lookAhead(k, { rules: options.rules, nodes, width: LOOK.width, depth: LOOK.depth, ...(options.memory && { memory }) });
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
    if (fill !== null) return { kind: 'no-progress', move: fill, candidates: [{ move: fill, wins: 0, progress: [] }], advice: 'fill-then-deal', finished: false };
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

function dealNow(): Omit<Hint, 'verified' | 'samples' | 'wins' | 'positions'> {
  return { kind: 'no-progress', move: { type: 'deal' }, candidates: [{ move: { type: 'deal' }, wins: 0, progress: [] }], advice: 'deal', finished: false };
}

/** Tables the look-ahead may generate: its share of the budget (none of a tiny one). */
function lookNodes(options: HintOptions): number {
  return Math.floor(Math.max(1, Math.floor(options.budget ?? HINT_BUDGET)) * LOOK.share);
}

/** No win found: the best progress move, else the advice of SPEC §4. */
function fallback(k: KnownPosition, rules: DealRules, fresh?: (m: HintMove) => boolean): Omit<Hint, 'verified' | 'samples' | 'wins' | 'positions'> {
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
function withOthers(k: KnownPosition, rules: DealRules, first: readonly HintCandidate[], fresh?: (m: HintMove) => boolean): HintCandidate[] {
  const out = [...first];
  const has = (m: HintMove) => out.some((c) => moveKey(k, c.move) === moveKey(k, m));
  for (const c of choices(k, rules)) if (!has(c.move)) out.push(c);
  const fill = fillMove(k, fresh);
  if (fill && !has(fill)) out.push({ move: fill, wins: 0, progress: [] });
  return out;
}

/** A move into an empty column names the first empty one (they are all alike). */
function lowestEmpty(k: KnownPosition, m: HintMove): HintMove {
  if (m.type === 'deal' || k.columns[m.to]!.cards.length > 0) return m;
  const to = k.columns.findIndex((c, i) => c.cards.length === 0 && i !== m.from);
  return { ...m, to };
}

function toHintMove(a: SolverAction): HintMove {
  return a.type === 'deal' ? { type: 'deal' } : { type: 'move', from: a.from, to: a.to, count: a.count };
}

function shuffled(pool: readonly Face[], rand: () => number): Face[] {
  const xs = pool.slice();
  for (let i = xs.length - 1; i > 0; i--) {
    const j = rand() % (i + 1);
    const t = xs[i]!;
    xs[i] = xs[j]!;
    xs[j] = t;
  }
  return xs;
}

/** Every legal move and deal, for callers that list them (tests, the CLI). */
export function legalHintMoves(k: KnownPosition, rules: DealRules): HintMove[] {
  return canDeal(k, rules) ? [...knownMoves(k), { type: 'deal' }] : knownMoves(k);
}
