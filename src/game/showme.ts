import { batch, computed, signal, type ReadonlySignal } from '@preact/signals';
import { applyAction, type Game } from '../engine/game.ts';
import type { TableEvent } from '../engine/moves.ts';
import { isWon, type Position } from '../engine/position.ts';
import type { DealRules } from '../engine/rules.ts';
import { SolverCancelled } from '../solver/client.ts';
import type { SolveResult, SolverAction } from '../solver/search.ts';
import { systemTimers, type Timers } from './clock.ts';

/**
 * "Show me how": the solver's winning line for a finished deal, from its start, as a viewer.
 * It reads the game it is given and never writes to a session: the live game, its history and
 * its saved state stay exactly as they were.
 */

/** The solver as this viewer needs it (SolverClient in the app, a fake in tests). */
export interface LineSolver {
  solve(position: Position, rules: DealRules, limits: { budget?: number; shortLine?: number }): Promise<SolveResult>;
  cancel(): void;
}

// The budget the verified lists were made with for 1 and 2 suits; a few seconds in a worker.
export const SHOW_ME_BUDGET = 1_000_000;
// After the win, positions spent on a wide beam for a shorter line: a line to watch should not
// wander (4 suits, deals 30001..30040: median 146 moves against 211 without; about 1 s more).
export const SHOW_ME_SHORT_LINE = 1_000_000;

/** One action of the line with the tables before and after it. */
export interface LineStep {
  readonly action: SolverAction;
  readonly before: Position;
  readonly after: Position;
  readonly events: readonly TableEvent[]; // flips and completed runs it caused
}

export interface Line {
  readonly start: Position;
  readonly steps: readonly LineStep[];
}

export type ShowMeState =
  | { readonly kind: 'closed' }
  | { readonly kind: 'calculating' }
  | { readonly kind: 'ready'; readonly line: Line }
  | { readonly kind: 'no-line'; readonly result: 'unknown' | 'unsolvable' } // nothing found within the budget, or proven lost
  | { readonly kind: 'failed'; readonly reason: 'cancelled' | 'error' | 'bad-line' };

/** Playback speeds; 1 is one action every STEP_MS. */
export const SPEEDS = [0.5, 1, 2, 4, 8] as const;
export type Speed = (typeof SPEEDS)[number];
export const STEP_MS = 800;

export interface ShowMe {
  readonly state: ReadonlySignal<ShowMeState>;
  /** Actions of the line shown so far: 0 is the start, steps.length the won table. */
  readonly step: ReadonlySignal<number>;
  readonly playing: ReadonlySignal<boolean>;
  readonly speed: ReadonlySignal<Speed>;
  /** The table at `step` (null until a line is there). */
  readonly position: ReadonlySignal<Position | null>;
  /** Looks for the line of the game as dealt (a line already found for it is reused). */
  open(start: Game): void;
  /** Stops playing and any calculation; a line found stays for the next open. */
  close(): void;
  /** After a failure: asks the solver again. */
  retry(): void;
  play(): void;
  pause(): void;
  toggle(): void;
  forward(): void;
  back(): void;
  goTo(step: number): void;
  setSpeed(speed: Speed): void;
}

export interface ShowMeDeps {
  readonly solver: LineSolver | null; // null: no worker here, every request fails
  readonly timers?: Timers;
  readonly budget?: number;
  readonly shortLine?: number;
}

/**
 * Plays the solver's actions through the engine from `start`. Null when one is refused or the
 * line does not end in a win: the viewer never shows a table the rules could not reach.
 */
export function replayLine(start: Game, actions: readonly SolverAction[]): Line | null {
  let game = start;
  const steps: LineStep[] = [];
  for (const action of actions) {
    const r = applyAction(game, action);
    if (!r.ok) return null;
    steps.push({ action, before: game.position, after: r.game.position, events: r.events });
    game = r.game;
  }
  return isWon(game.position) ? { start: start.position, steps } : null;
}

export function createShowMe(deps: ShowMeDeps): ShowMe {
  const timers = deps.timers ?? systemTimers;
  const budget = deps.budget ?? SHOW_ME_BUDGET;
  const state = signal<ShowMeState>({ kind: 'closed' });
  const step = signal(0);
  const playing = signal(false);
  const speed = signal<Speed>(1);
  let subject: Game | null = null; // the game as dealt that the current state is about
  let kept: { start: Game; state: ShowMeState } | null = null; // a settled answer, kept for reopening
  let request = 0; // answers to older requests are dropped
  let stopTick: (() => void) | null = null;

  const position = computed(() => {
    const s = state.value;
    if (s.kind !== 'ready') return null;
    const i = step.value;
    return i === 0 ? s.line.start : s.line.steps[i - 1]!.after;
  });
  const length = () => {
    const s = state.peek();
    return s.kind === 'ready' ? s.line.steps.length : 0;
  };

  const unschedule = () => {
    stopTick?.();
    stopTick = null;
  };
  const schedule = () => {
    unschedule();
    stopTick = timers.after(STEP_MS / speed.peek(), tick);
  };
  const tick = () => {
    stopTick = null;
    if (!playing.peek()) return;
    const next = Math.min(step.peek() + 1, length());
    batch(() => {
      step.value = next;
      if (next >= length()) playing.value = false;
    });
    if (playing.peek()) schedule();
  };
  const stop = () => {
    unschedule();
    playing.value = false;
  };

  const solve = (start: Game) => {
    const id = ++request;
    batch(() => {
      state.value = { kind: 'calculating' };
      step.value = 0;
    });
    const settle = (next: ShowMeState) => {
      if (id !== request) return; // closed, or asked again since
      if (next.kind === 'ready' || next.kind === 'no-line') kept = { start, state: next };
      state.value = next;
    };
    let answer: Promise<SolveResult>;
    try {
      if (!deps.solver) throw new Error('no solver');
      answer = deps.solver.solve(start.position, start.rules, { budget, shortLine: deps.shortLine ?? SHOW_ME_SHORT_LINE });
    } catch (e) {
      answer = Promise.reject(e); // a solver that throws at once (no Worker here) fails like a later failure
    }
    answer.then(
      (r) => {
        if (r.result !== 'solved') return settle({ kind: 'no-line', result: r.result });
        const line = replayLine(start, r.moves);
        settle(line ? { kind: 'ready', line } : { kind: 'failed', reason: 'bad-line' });
      },
      (e: unknown) => settle({ kind: 'failed', reason: e instanceof SolverCancelled ? 'cancelled' : 'error' }),
    );
  };

  const showMe: ShowMe = {
    state,
    step,
    playing,
    speed,
    position,
    open(start) {
      stop();
      subject = start;
      if (kept && kept.start === start) {
        batch(() => {
          state.value = kept!.state;
          step.value = 0;
        });
        return;
      }
      solve(start);
    },
    close() {
      stop();
      if (state.peek().kind === 'calculating') deps.solver?.cancel();
      request++;
      subject = null;
      state.value = { kind: 'closed' };
    },
    retry() {
      if (subject && state.peek().kind === 'failed') solve(subject);
    },
    play() {
      if (state.peek().kind !== 'ready' || playing.peek()) return;
      batch(() => {
        if (step.peek() >= length()) step.value = 0; // at the end, play from the start again
        playing.value = true;
      });
      schedule();
    },
    pause: stop,
    toggle() {
      if (playing.peek()) stop();
      else showMe.play();
    },
    forward() {
      showMe.goTo(step.peek() + 1);
    },
    back() {
      showMe.goTo(step.peek() - 1);
    },
    goTo(i) {
      if (state.peek().kind !== 'ready') return;
      // Taking a step by hand stops the playback, as on any player.
      stop();
      step.value = Math.max(0, Math.min(length(), i));
    },
    setSpeed(s) {
      speed.value = s;
      if (playing.peek()) schedule();
    },
  };
  return showMe;
}
