/**
 * The hint's entry: `hint()` runs the stages in order — exact search when nothing is unknown
 * (hint-exact.ts); else the reveal-aware search (hint-chance.ts); else the arrangements and
 * their hindsight stage (hint-arrangements.ts), which fall back on the look-ahead and the
 * heuristic (hint-heuristic.ts). The shapes and settings are in hint-types.ts; every name
 * other modules import from here is re-exported.
 */
import { RUNS_TO_WIN } from '../engine/cards.ts';
import type { DealRules } from '../engine/rules.ts';
import { canDeal, knownMoves, type HintMove } from './heuristic.ts';
import { arrangements } from './hint-arrangements.ts';
import { chance } from './hint-chance.ts';
import { exact } from './hint-exact.ts';
import { choices, lookNodes } from './hint-heuristic.ts';
import { CHANCE_TIME_SHARE, HINT_BUDGET, HINT_GAMES, HINT_METHOD, HintStopped, POSITIONS_PER_GAME, type Hint, type HintOptions } from './hint-types.ts';
import { unknownCount, type KnownPosition } from './known.ts';

export type { Advice, Confidence, Hint, HintCandidate, HintKind, HintOptions } from './hint-types.ts';
export {
  candidateConfidence,
  CHANCE_SHAPE,
  CHANCE_SURE,
  confidenceOf,
  HINT_BUDGET,
  HINT_GAMES,
  HINT_METHOD,
  HINT_SAMPLES,
  HintStopped,
  POSITIONS_PER_GAME,
} from './hint-types.ts';
export { plansGuide, SURE } from './hint-arrangements.ts';
export { LOOK, STALL, STALL_NO_STOCK } from './hint-heuristic.ts';

/** The hint for a known position: the same code in Node and in the Worker. */
export function hint(k: KnownPosition, options: HintOptions): Hint {
  const verified = options.verified ?? false;
  // The look-ahead's share is set aside: the solves get the rest.
  const budget = Math.max(1, Math.floor((options.budget ?? HINT_BUDGET) - lookNodes(options, k.suits)));
  const base = { verified, samples: 0, wins: 0, positions: 0 };
  if (k.completed.length === RUNS_TO_WIN) {
    return { ...base, kind: 'win', move: null, candidates: [], advice: null, finished: true };
  }
  const began = (options.now ?? (() => performance.now()))();
  const stop = () => {
    if (options.shouldStop?.()) throw new HintStopped();
  };
  const left = () =>
    options.timeLimitMs === undefined ? undefined : Math.max(0, options.timeLimitMs - ((options.now ?? (() => performance.now()))() - began));
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
    // Under a time cap (slow phones) the trial games keep some of it for the arrangements.
    const cap = options.timeLimitMs;
    const outOfTime = cap === undefined ? undefined : () => (left() ?? cap) < cap * (1 - CHANCE_TIME_SHARE);
    const c = chance(k, { ...options, games }, stop, verified, outOfTime);
    if (c !== null) return c;
  }
  return arrangements(k, options, budget, solveOptions, stop, verified);
}

/** Every legal move and deal, for callers that list them (tests, the CLI). */
export function legalHintMoves(k: KnownPosition, rules: DealRules): HintMove[] {
  return canDeal(k, rules) ? [...knownMoves(k), { type: 'deal' }] : knownMoves(k);
}
