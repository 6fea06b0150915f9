/**
 * Game time as a value: what has been counted so far plus, while running, when the current
 * stretch began. Pausing folds the stretch in, so the figure survives hides and reloads.
 */
export interface TimerState {
  readonly elapsed: number; // ms counted before the current stretch
  readonly since: number | null; // clock reading when the current stretch began; null = stopped
}

export const TIMER_ZERO: TimerState = { elapsed: 0, since: null };

export function timerRead(t: TimerState, now: number): number {
  return t.since === null ? t.elapsed : t.elapsed + Math.max(0, now - t.since);
}

export function timerStart(t: TimerState, now: number): TimerState {
  return t.since === null ? { elapsed: t.elapsed, since: now } : t;
}

export function timerStop(t: TimerState, now: number): TimerState {
  return t.since === null ? t : { elapsed: timerRead(t, now), since: null };
}
