/**
 * The hint's shapes and settings, shared by every stage (hint.ts runs the stages in order):
 * what a Hint says, its options, the budgets and thresholds, and the cancel signal.
 */
import type { SuitCount } from '../engine/cards.ts';
import type { DealRules } from '../engine/rules.ts';
import type { HintMove, Progress } from './heuristic.ts';
import type { Rescore } from './lookahead.ts';
import type { ScoreWeights } from './position-score.ts';
import type { RolloutShape } from './rollout-look.ts';
import type { solve } from './search.ts';

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
  readonly chance?: number; // the judged search's estimate of winning after it, 0..1 (a judged `chance` hint's candidates)
}

/** How the reveal-aware search rates a move, in words a player can trust (never a certainty). */
export type Confidence = 'likely' | 'even' | 'gamble';

/** The words for a share of won simulated games, or for the judged search's estimate. */
export function confidenceOf(wins: number, games: number): Confidence {
  return confidenceOfShare(games === 0 ? 0 : wins / games);
}

export const confidenceOfShare = (share: number): Confidence => (share >= 0.7 ? 'likely' : share >= 0.4 ? 'even' : 'gamble');

/** The words for a candidate of a `chance` hint: its estimate where the search judged, else its share of won games; null for other hints. */
export function candidateConfidence(c: HintCandidate): Confidence | null {
  if (c.chance !== undefined) return confidenceOfShare(c.chance);
  return c.games ? confidenceOf(c.wins, c.games) : null;
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
  /** The reveal-aware search's shape, instead of CHANCE_SHAPE's for the suit count (benchmarks only; null: trial games played out). */
  readonly shape?: ChanceShape | null;
  /** Honest rollouts of the look-ahead's best first moves (rollout-look.ts), instead of ROLLOUT_LOOK's for the suit count (benchmarks only; null: not used). */
  readonly rollout?: RolloutShape | null;
  /** The look-ahead's score weights instead of WEIGHTS (benchmarks only). */
  readonly weights?: ScoreWeights;
  /** The look-ahead's score changed, e.g. a learned value mixed in (benchmarks only; learned-value.ts). */
  readonly rescore?: Rescore;
  /** The look-ahead's size instead of LOOK's share of the budget and its width and depth (benchmarks only; its tables count towards the budget). */
  readonly look?: LookShape;
}

/** The look-ahead's size: tables generated all told, tables kept from one level to the next, moves in a line. */
export interface LookShape {
  readonly nodes: number;
  readonly width: number;
  readonly depth: number;
}

/**
 * The judged shape of the reveal-aware search: each trial game is cut `horizon` actions of the
 * default policy after its first move and the table then is judged (value.ts); beside the
 * single first moves, the look-ahead's best `lines` of known moves are tried whole. The best
 * first move is then the hint whatever its estimate (the judge sees what a played-out game that
 * is rarely won cannot).
 */
export interface ChanceShape {
  readonly horizon: number;
  readonly lines: number;
  /** The judge's weights (value.ts FEATURES) instead of VALUE_WEIGHTS for the suit count (benchmarks only). */
  readonly judge?: readonly number[];
  /** A learned policy's weights (policy-learned.ts MOVE_FEATURES) for the trial games instead of the potential's (benchmarks only). */
  readonly policy?: readonly number[];
}

/** The app's shape per suit count (docs/hints.md); null: trial games are played out and decide only when CHANCE_SURE of them are won. */
export const CHANCE_SHAPE: Readonly<Record<SuitCount, ChanceShape | null>> = { 1: { horizon: 40, lines: 8 }, 2: { horizon: 40, lines: 8 }, 4: null };

/** Where the look-ahead's best first moves are played on in honest simulated continuations (rollout-look.ts); null: not used. */
export const ROLLOUT_LOOK: Readonly<Record<SuitCount, RolloutShape | null>> = { 1: null, 2: null, 4: null };

export const HINT_GAMES = 1000;
/**
 * Trial games for a caller that gives only a position budget: one per this many positions, so
 * a tiny budget means no search of either kind.
 */
export const POSITIONS_PER_GAME = 100;
/** The share of a hint's time cap the trial games may use before they rank what they have. */
export const CHANCE_TIME_SHARE = 0.6;
/** The share of its trial games the best move must win before they choose the hint (else the arrangements do). */
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

/** A hint without the search's tallies: what the look-ahead and the heuristic answer. */
export type HintAdvice = Omit<Hint, 'verified' | 'samples' | 'wins' | 'positions'>;

/** The solver's options for a search of `b` positions (time left, cancel, clock). */
export type SolveOpts = (b: number) => Parameters<typeof solve>[1];
