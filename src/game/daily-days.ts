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
