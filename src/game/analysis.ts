import { effect, signal, type ReadonlySignal } from '@preact/signals';
import type { Game } from '../engine/game.ts';
import type { Position } from '../engine/position.ts';
import type { DealRules } from '../engine/rules.ts';
import { ANALYSIS_BUDGET, effectiveLine, type Analysis } from '../solver/analyze.ts';
import { SolverCancelled } from '../solver/client.ts';
import type { SolverAction } from '../solver/search.ts';
import { replayJournal } from './session-journal.ts';
import type { Journal, Session } from './session.ts';
import { replayLine, type LineStep } from './showme.ts';

/**
 * "Where did it go wrong?" for the game on the table once it is over or stuck: the analysis runs
 * in the solver worker (its own client, so it never cancels a hint) while the table stays
 * usable; any change of the game drops it, since it is about the line it was started on.
 */

/** The solver as the analysis needs it (SolverClient in the app, a fake in tests). */
export interface AnalysisSolver {
  analyze(
    position: Position,
    rules: DealRules,
    line: readonly SolverAction[],
    budget: number,
    onProgress: (done: number, total: number) => void,
  ): Promise<Analysis>;
  cancel(): void;
}

/** What the panel shows of an answer, worked out once. */
export interface AnalysisReport {
  readonly analysis: Analysis;
  /** The table after `analysis.index` actions of the game's line: where the win was last found. */
  readonly before: Game;
  /** The move after which no win was found, with its tables (lost-at only). */
  readonly wrong: LineStep | null;
  /** The move number of `wrong` as the status bar counts moves (a deal counts as one). */
  readonly moveNumber: number;
  /** The winning line from `before`, replayed by the engine. */
  readonly line: readonly LineStep[];
}

export type AnalysisState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running'; readonly done: number; readonly total: number }
  | { readonly kind: 'done'; readonly report: AnalysisReport; readonly of: 'game' | 'last' }
  | { readonly kind: 'failed'; readonly reason: 'cancelled' | 'error' | 'bad-line' };

export interface GameAnalysis {
  readonly state: ReadonlySignal<AnalysisState>;
  /**
   * Starts on the game as it is (over, or stuck), or on `last`, the last game left (Statistics);
   * nothing happens while one runs.
   */
  start(last?: { readonly start: Game; readonly journal: Journal }): void;
  cancel(): void;
  dispose(): void;
}

export interface AnalysisDeps {
  readonly session: Session;
  readonly solver: AnalysisSolver | null; // null: no worker here, the analysis fails
  readonly budget?: number;
}

/** The report for `analysis` of `line` from `start`, or null if the engine refuses any of it. */
export function reportOf(start: Game, line: readonly SolverAction[], analysis: Analysis): AnalysisReport | null {
  const before = replayJournal(start, line.slice(0, analysis.index));
  if (!before) return null;
  const win = analysis.line.length > 0 ? replayLine(before, analysis.line) : null;
  if (analysis.line.length > 0 && !win) return null;
  let wrong: LineStep | null = null;
  if (analysis.move) {
    const after = replayJournal(before, [analysis.move]);
    if (!after) return null;
    wrong = { action: analysis.move, before: before.position, after: after.position, events: [] };
  }
  return { analysis, before, wrong, moveNumber: before.position.moves + 1, line: win?.steps ?? [] };
}

export function createAnalysis(deps: AnalysisDeps): GameAnalysis {
  const { session } = deps;
  const state = signal<AnalysisState>({ kind: 'idle' });
  let request = 0;

  const cancel = () => {
    if (state.peek().kind === 'running') deps.solver?.cancel();
    request++;
    state.value = { kind: 'idle' };
  };

  // About the game as it was when asked: an action, a new game or a retry ends it.
  let first = true;
  const stop = effect(() => {
    void session.last.value;
    if (first) first = false;
    else if (state.peek().kind !== 'idle') cancel();
  });

  return {
    state,
    start(last) {
      if (state.peek().kind === 'running') return;
      if (!last && !session.views.over.peek() && !session.views.stuck.peek()) return;
      const start = last ? last.start : session.start.peek();
      const line = effectiveLine(last ? last.journal : session.journal.actions.peek());
      const of = last ? 'last' : 'game';
      const id = ++request;
      state.value = { kind: 'running', done: 0, total: 1 };
      const settle = (next: AnalysisState) => {
        if (id === request) state.value = next;
      };
      let answer: Promise<Analysis>;
      try {
        if (!deps.solver) throw new Error('no solver');
        answer = deps.solver.analyze(start.position, start.rules, line, deps.budget ?? ANALYSIS_BUDGET, (done, total) =>
          settle({ kind: 'running', done, total }),
        );
      } catch (e) {
        answer = Promise.reject(e);
      }
      answer.then(
        (a) => {
          const report = reportOf(start, line, a);
          settle(report ? { kind: 'done', report, of } : { kind: 'failed', reason: 'bad-line' });
        },
        (e: unknown) => settle({ kind: 'failed', reason: e instanceof SolverCancelled ? 'cancelled' : 'error' }),
      );
    },
    cancel,
    dispose() {
      stop();
      cancel();
    },
  };
}
