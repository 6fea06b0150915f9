import type { Move } from '../engine/moves.ts';
import type { DealRules } from '../engine/rules.ts';

/** What a full-information solve takes and gives (search.ts), apart so its helpers can share them. */

export type SolverAction = Move | { readonly type: 'deal' };

export interface SolveOptions {
  readonly rules: DealRules;
  readonly budget?: number; // distinct positions to examine at most (default 1,000,000)
  readonly timeLimitMs?: number;
  readonly shouldStop?: () => boolean; // polled now and then; true cancels with "unknown"
  readonly now?: () => number;
  /**
   * Positions to spend, after a win, looking for a shorter line with a wide level beam (for
   * lines people watch, such as "Show me how"). 0 (the default) answers with the first win.
   */
  readonly shortLine?: number;
}

export interface SolveResult {
  readonly result: 'solved' | 'unsolvable' | 'unknown';
  readonly moves: SolverAction[]; // the whole winning line when solved, replayed by the engine
  /**
   * Positions examined, never above the budget: each pass counts the positions new to it, so
   * a table met again in a later, wider pass counts again (the passes keep no common table).
   */
  readonly positions: number;
  readonly ms: number;
  readonly peakBytes: number; // the search's own tables at their largest
}

export const DEFAULT_BUDGET = 1_000_000;

/**
 * Tables the shortening of a found line may make, copy or hash, for a given budget: the search
 * may find a line as long as its budget, and shortening a long one costs far more per move than
 * the search did (a 75,000-move line, 26 s after a 0.5 s search), so this keeps the time in
 * proportion to the budget. Shortening a line found in play takes about one table per position
 * the search examined (at most 1.2 on 1- and 2-suit deals 1..12 at 7,500 positions); the floor
 * keeps small budgets, such as the hint's last searches, from ever reaching this.
 */
export const shorteningAllowance = (budget: number): number => 2 * budget + 20_000;
