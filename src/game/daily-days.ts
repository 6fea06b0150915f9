import { SUIT_COUNTS, type SuitCount } from '../engine/cards.ts';
import { isDayKey } from '../engine/daily.ts';
import { isRecord, own } from '../engine/decode.ts';
import { unreadable, type Repairable } from './repairable.ts';

/**
 * The calendar of dailies (issue 24): for each suit count, the days whose daily deal this device
 * has played, and whether it was won. Pure values; daily-history.ts keeps them on disk.
 */
export type DayState = 'played' | 'won';

/** Day key "YYYY-MM-DD" (UTC+9, the daily's own day) → what came of that daily. */
export type DailyDays = Readonly<Record<string, DayState>>;

export type DailyHistory = Readonly<Record<SuitCount, DailyDays>>;

export const EMPTY_HISTORY: DailyHistory = { 1: {}, 2: {}, 4: {} };

/** A win stays a win: playing the same daily again (Play again after a win) never undoes it. */
export function markDay(history: DailyHistory, suits: SuitCount, day: string, state: DayState): DailyHistory {
  const now = history[suits][day];
  if (now === state || now === 'won') return history;
  return { ...history, [suits]: { ...history[suits], [day]: state } };
}

/** Both histories' days, a win winning (another tab's history read back beside this one's). */
export function mergeHistories(a: DailyHistory, b: DailyHistory): DailyHistory {
  let out = a;
  for (const suits of SUIT_COUNTS) for (const [day, state] of Object.entries(b[suits])) out = markDay(out, suits, day, state);
  return out;
}

export const HISTORY_VERSION = 1;

export function encodeHistory(h: DailyHistory): unknown {
  return { version: HISTORY_VERSION, bySuits: { 1: { ...h[1] }, 2: { ...h[2] }, 4: { ...h[4] } } };
}

const isState = (v: unknown): v is DayState => v === 'played' || v === 'won';

/** Stored history → history; a bad day is dropped and listed ("2.2026-13-01"), the rest kept. */
export function decodeHistory(input: unknown): Repairable<DailyHistory> {
  if (!isRecord(input)) return unreadable('not-an-object', 'daily calendar');
  if (own(input, 'version') !== HISTORY_VERSION) return unreadable('bad-version', 'daily calendar');
  const bySuits = own(input, 'bySuits');
  const repaired: string[] = [];
  if (!isRecord(bySuits)) return { ok: true, value: EMPTY_HISTORY, repaired: ['bySuits'] };
  const one = (suits: SuitCount): DailyDays => {
    const raw = own(bySuits, String(suits));
    if (raw === undefined) return {};
    if (!isRecord(raw)) {
      repaired.push(String(suits));
      return {};
    }
    const days: Record<string, DayState> = {};
    for (const [day, state] of Object.entries(raw)) {
      if (isDayKey(day) && isState(state)) days[day] = state;
      else repaired.push(`${suits}.${day}`);
    }
    return days;
  };
  return { ok: true, value: { 1: one(1), 2: one(2), 4: one(4) }, repaired };
}

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
