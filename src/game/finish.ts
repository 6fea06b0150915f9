import { effect, signal, type ReadonlySignal } from '@preact/signals';
import { hasHiddenCards, type Game } from '../engine/game.ts';
import { faceDownCount, type Position } from '../engine/position.ts';
import type { DealRules } from '../engine/rules.ts';
import { knownPosition, withFill } from '../solver/known.ts';
import type { SolveResult, SolverAction } from '../solver/search-types.ts';
import { systemTimers, type Timers } from './clock.ts';
import type { Session } from './session.ts';
import { replayLine } from './showme.ts';

/**
 * Finish (issue 24): once nothing is hidden, an exact search of the table on screen; a win it
 * finds is a proof, and the Finish button plays it out. Never a guess, never with a card unknown.
 */

/** The solver as the search needs it (the finish worker's SolverClient in the app, a fake in tests). */
export interface FinishSolver {
  solve(position: Position, rules: DealRules, limits: { budget?: number; timeLimitMs?: number }): Promise<SolveResult>;
  cancel(): void;
}

export type FinishState =
  | { readonly status: 'none' } // something is hidden, the game is over, or no win was found
  | { readonly status: 'searching'; readonly game: Game }
  | { readonly status: 'ready'; readonly game: Game; readonly line: readonly SolverAction[] }; // a win from exactly `game`

export interface FinishDeps {
  readonly session: Session;
  readonly solver: FinishSolver | null; // null: never offered
  readonly timers?: Timers;
  readonly budget?: number;
  readonly settleMs?: number;
}

export interface FinishSearch {
  readonly state: ReadonlySignal<FinishState>;
  dispose(): void;
}

/**
 * Late tables are small: played along the solver's own line to the first fully known table,
 * 1- and 2-suit deals 1..40 and 4-suit deals 1..20 were all proven within 1,643 positions
 * (docs/benchmarks.md, "Finish"); this leaves room for tables other lines reach.
 */
export const FINISH_BUDGET = 200_000;
/** Guards slow phones; the budget decides on every other device. */
export const FINISH_TIME_LIMIT_MS = 6_000;
/** A search starts once the table has rested this long, so quick play does not restart a worker per move. */
export const FINISH_SETTLE_MS = 250;

/**
 * Nothing hidden: no face-down card at all (the rule, even one seen before an undo hid
 * it again) and every stock card seen (or none left).
 */
export function nothingHidden(game: Game): boolean {
  return faceDownCount(game.position) === 0 && !hasHiddenCards(game);
}

const sameAction = (a: SolverAction, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export function createFinishSearch(deps: FinishDeps): FinishSearch {
  const { session, solver } = deps;
  const timers = deps.timers ?? systemTimers;
  const state = signal<FinishState>({ status: 'none' });
  let ticket = 0;
  let stopWait: (() => void) | null = null;
  let before: Game | null = null; // the game the last run of the effect saw

  const halt = () => {
    ticket++;
    stopWait?.();
    stopWait = null;
    if (state.peek().status === 'searching') solver?.cancel();
  };

  const search = (game: Game) => {
    const mine = ticket;
    stopWait = null;
    let answer: Promise<SolveResult>;
    try {
      if (!solver) throw new Error('no solver');
      // What the player knows, which is everything here: the search never sees the deal itself.
      const table = withFill(knownPosition(game), []);
      answer = solver.solve(table, game.rules, { budget: deps.budget ?? FINISH_BUDGET, timeLimitMs: FINISH_TIME_LIMIT_MS });
    } catch (e) {
      answer = Promise.reject(e);
    }
    answer.then(
      (r) => {
        if (mine !== ticket || session.game.peek() !== game) return; // the table changed: dropped
        // Checked on the real game by the engine: only a line that wins from this table is offered.
        const line = r.result === 'solved' ? replayLine(game, r.moves) : null;
        state.value = line ? { status: 'ready', game, line: r.moves } : { status: 'none' };
      },
      () => {
        if (mine === ticket) state.value = { status: 'none' };
      },
    );
  };

  const stopFollowing = effect(() => {
    const game = session.game.value;
    const over = session.views.over.value;
    const last = session.last.value.action;
    const prev = before;
    before = game;
    const s = state.peek();
    if (!over && s.status !== 'none' && s.game === game) return;
    halt();
    if (over || !nothingHidden(game)) {
      state.value = { status: 'none' };
      return;
    }
    // The table took the line's next step (the play-out, or the player making it): the rest of
    // the line wins from here, no new search needed.
    if (s.status === 'ready' && prev === s.game && s.line.length > 1 && last !== null && sameAction(s.line[0]!, last)) {
      state.value = { status: 'ready', game, line: s.line.slice(1) };
      return;
    }
    state.value = { status: 'searching', game };
    const mine = ticket;
    stopWait = timers.after(deps.settleMs ?? FINISH_SETTLE_MS, () => {
      if (mine === ticket) search(game);
    });
  });

  return {
    state,
    dispose() {
      halt();
      stopFollowing();
    },
  };
}
