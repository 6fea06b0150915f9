import type { Action } from '../engine/game.ts';
import { applyDeal, applyMove, dealRefusal, moveRefusal } from '../engine/moves.ts';
import type { Position } from '../engine/position.ts';
import { err, ok, type Result } from '../engine/result.ts';
import type { DealRules } from '../engine/rules.ts';
import { solve } from './search.ts';
import type { SolverAction } from './search-types.ts';

/**
 * "Where did it go wrong?": over a finished game's own line (its moves and deals, undone actions
 * left out), the last table from which a full-information search still finds a win. Winnability
 * is monotone along a line (a win after k actions is a win after every j < k: play the line's
 * actions j..k, then that win), so a bisection finds the place in about log2(length) searches.
 * A budgeted search may miss a win, so "lost-at k" means: a win was found after k actions and
 * none, at this budget, after k + 1.
 */
export interface Analysis {
  readonly result: 'lost-at' | 'still-winnable' | 'unknown';
  readonly index: number; // actions of the line after which a win was last found (0 for unknown)
  readonly move: SolverAction | null; // the action after which none was found (lost-at only)
  readonly line: readonly SolverAction[]; // a winning line from the table after `index` actions
  /** For `unknown`: the search from the deal was exhaustive, so the deal cannot be won. */
  readonly proven: boolean;
}

/**
 * Positions for each table's search in the app (and the CLI's default). A line of n actions
 * takes at most 2 + log2(n) searches, and a search that finds no win spends all of it.
 */
export const ANALYSIS_BUDGET = 200_000;

export interface AnalyzeOptions {
  readonly rules: DealRules;
  readonly budget: number; // positions for each table's search
  readonly onProgress?: (done: number, total: number) => void; // searches done, of at most `total`
  readonly shouldStop?: () => boolean;
}

/** The analysis was stopped (`shouldStop`) before it ended. */
export class AnalysisStopped extends Error {
  constructor() {
    super('the analysis was stopped');
  }
}

/**
 * The effective line of a journal: an undo takes its action off the line, a redo puts the
 * undone one back. What is left leads from the deal to the table on screen.
 */
export function effectiveLine(journal: readonly Action[]): SolverAction[] {
  const line: SolverAction[] = [];
  const undone: SolverAction[] = [];
  for (const a of journal) {
    if (a.type === 'undo') {
      const last = line.pop();
      if (last) undone.push(last);
    } else if (a.type === 'redo') {
      const again = undone.pop();
      if (again) line.push(again);
    } else {
      undone.length = 0;
      line.push(a);
    }
  }
  return line;
}

export type LineError = { readonly code: 'illegal-action'; readonly index: number };

/** The tables of a line, the start first; an illegal action is refused with its index. */
export function tablesOf(start: Position, line: readonly SolverAction[], rules: DealRules): Result<Position[], LineError> {
  const tables = [start];
  let p = start;
  for (const [index, a] of line.entries()) {
    const reason = a.type === 'deal' ? dealRefusal(p, rules) : moveRefusal(p, a);
    if (reason) return err({ code: 'illegal-action', index }, `action ${index} is illegal: ${reason}`);
    p = (a.type === 'deal' ? applyDeal(p) : applyMove(p, a)).position;
    tables.push(p);
  }
  return ok(tables);
}

/** The most searches an analysis of a line of `length` actions makes (progress's total). */
export const searchesFor = (length: number): number => (length === 0 ? 1 : 2 + Math.ceil(Math.log2(length)));

/** Throws AnalysisStopped when stopped; otherwise deterministic for the same input. */
export function analyze(start: Position, line: readonly SolverAction[], options: AnalyzeOptions): Result<Analysis, LineError> {
  const tables = tablesOf(start, line, options.rules);
  if (!tables.ok) return tables;
  const at = tables.value;
  const total = searchesFor(line.length);
  let done = 0;
  const search = (k: number) => {
    const r = solve(at[k]!, { rules: options.rules, budget: options.budget, ...(options.shouldStop && { shouldStop: options.shouldStop }) });
    if (options.shouldStop?.()) throw new AnalysisStopped();
    options.onProgress?.(++done, total);
    return r;
  };
  const n = line.length;
  const last = search(n);
  if (last.result === 'solved') return ok({ result: 'still-winnable', index: n, move: null, line: last.moves, proven: false });
  if (n === 0) return ok({ result: 'unknown', index: 0, move: null, line: [], proven: last.result === 'unsolvable' });
  const first = search(0);
  if (first.result !== 'solved') return ok({ result: 'unknown', index: 0, move: null, line: [], proven: first.result === 'unsolvable' });
  // Invariant: a win was found after `lo` actions (its line `won`), none after `hi`.
  let lo = 0;
  let hi = n;
  let won = first.moves;
  while (hi - lo > 1) {
    const mid = lo + Math.floor((hi - lo) / 2);
    const r = search(mid);
    if (r.result === 'solved') {
      lo = mid;
      won = r.moves;
    } else hi = mid;
  }
  options.onProgress?.(total, total);
  return ok({ result: 'lost-at', index: lo, move: line[lo]!, line: won, proven: false });
}
