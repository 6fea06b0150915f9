import type { DailyDays } from './daily-days.ts';

// The calendar's arithmetic and the daily streaks (issue 24): only Statistics needs them, so they
// come with its chunk, apart from the calendar's store that start-up loads.

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (key: string) => Math.round(Date.parse(`${key}T00:00:00Z`) / DAY_MS);

/** The day key `delta` days from `key` (calendar arithmetic, no time zone in it). */
export function addDays(key: string, delta: number): string {
  return new Date((dayNumber(key) + delta) * DAY_MS).toISOString().slice(0, 10);
}

export interface Streaks {
  /** Won dailies on consecutive days ending today, or yesterday while today's is still to win. */
  readonly current: number;
  /** The longest run of won dailies on consecutive days. */
  readonly best: number;
}

/**
 * Daily streaks are of wins: a day counts when its daily was won (a daily played and lost, or
 * not played, ends the run). `today` is today's day key (UTC+9, as the daily deal's).
 */
export function dailyStreaks(days: DailyDays, today: string): Streaks {
  const won = Object.keys(days)
    .filter((d) => days[d] === 'won' && d <= today)
    .map(dayNumber)
    .sort((a, b) => a - b);
  let best = 0;
  let run = 0;
  let last = Number.NaN;
  for (const d of won) {
    run = d === last + 1 ? run + 1 : 1;
    best = Math.max(best, run);
    last = d;
  }
  const t = dayNumber(today);
  const current = last === t || last === t - 1 ? run : 0;
  return { current, best };
}

/** The month "YYYY-MM" `delta` months from `month`. */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The day keys of a month "YYYY-MM", first to last. */
export function monthDays(month: string): string[] {
  const first = `${month}-01`;
  const next = `${addMonths(month, 1)}-01`;
  const count = dayNumber(next) - dayNumber(first);
  return Array.from({ length: count }, (_, i) => addDays(first, i));
}

/** The weekday of a day key, 0 = Sunday … 6 = Saturday. */
export const weekday = (key: string): number => new Date(`${key}T00:00:00Z`).getUTCDay();
