import { batch, signal, type ReadonlySignal } from '@preact/signals';
import type { Clock } from './clock.ts';
import { TIMER_ZERO, timerRead, timerStart, timerStop, type TimerState } from './timer.ts';

/** The game clock (SPEC §3): runs from the first action while the game is on screen and not paused. */
export interface SessionClock {
  readonly timer: ReadonlySignal<TimerState>;
  readonly paused: ReadonlySignal<boolean>;
  readonly hidden: ReadonlySignal<boolean>; // the page is hidden: the clock stops
  pause(): void;
  resume(): void;
  setHidden(hidden: boolean): void;
  /** Game time now, in ms. */
  elapsed(): number;
}

/** What the session itself does with its clock, beside the player's pause and the page's visibility. */
export interface ClockControl {
  readonly clock: SessionClock;
  /** Starts or stops the timer to match the phase, visibility and pause. */
  sync(): void;
  /** Replaces the timer (a new game, a restart, a restored save) and ends a pause. */
  reset(timer: TimerState): void;
  /** Acting on the table ends a pause (the caller syncs afterwards). */
  unpause(): void;
  /** The timer stopped now, keeping its time (a restart of a played game keeps it). */
  stopped(): TimerState;
}

/** `playing`: a started, unfinished game; `changed` tells the session's listeners the clock changed. */
export function createSessionClock(clock: Clock, playing: () => boolean, changed: () => void): ClockControl {
  const timer = signal<TimerState>(TIMER_ZERO);
  const paused = signal(false);
  const hidden = signal(false);

  /** The timer runs only while a started, unfinished game is on screen and not paused. */
  const sync = () => {
    const run = playing() && !hidden.value && !paused.value;
    const now = clock.now();
    const next = run ? timerStart(timer.value, now) : timerStop(timer.value, now);
    if (next !== timer.value) timer.value = next;
  };

  /** Sets a flag, syncs the timer with it, and tells listeners (persistence keeps the time). */
  const set = (flag: typeof paused, value: boolean) => {
    if (flag.value === value) return;
    batch(() => {
      flag.value = value;
      sync();
    });
    changed();
  };

  return {
    clock: {
      timer,
      paused,
      hidden,
      pause: () => set(paused, true),
      resume: () => set(paused, false),
      setHidden: (value) => set(hidden, value),
      elapsed: () => timerRead(timer.value, clock.now()),
    },
    sync,
    reset(t) {
      timer.value = t;
      paused.value = false;
    },
    unpause() {
      paused.value = false;
    },
    stopped: () => timerStop(timer.value, clock.now()),
  };
}
