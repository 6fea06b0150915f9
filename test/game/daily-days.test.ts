import { describe, expect, it } from 'vitest';
import { dayKey } from '../../src/engine/daily.ts';
import { decodeHistory, EMPTY_HISTORY, encodeHistory, markDay, mergeHistories, type DailyDays } from '../../src/game/daily-days.ts';
import { addDays, addMonths, dailyStreaks, monthDays, weekday } from '../../src/game/daily-streaks.ts';

/** Won on each of these days (and nothing else). */
const wins = (...days: string[]): DailyDays => Object.fromEntries(days.map((d) => [d, 'won']));

describe('the calendar of dailies: marking days', () => {
  it('played, then won; a win is never taken back by playing the daily again', () => {
    let h = markDay(EMPTY_HISTORY, 2, '2026-12-02', 'played');
    expect(h[2]).toEqual({ '2026-12-02': 'played' });
    h = markDay(h, 2, '2026-12-02', 'won');
    expect(h[2]).toEqual({ '2026-12-02': 'won' });
    expect(markDay(h, 2, '2026-12-02', 'played')).toBe(h);
    expect(h[1]).toEqual({});
    expect(h[4]).toEqual({});
  });

  it('merging keeps every day of both, a win winning', () => {
    const a = markDay(markDay(EMPTY_HISTORY, 1, '2026-11-30', 'played'), 4, '2026-12-01', 'won');
    const b = markDay(markDay(EMPTY_HISTORY, 1, '2026-11-30', 'won'), 1, '2026-12-01', 'played');
    expect(mergeHistories(a, b)).toEqual({ 1: { '2026-11-30': 'won', '2026-12-01': 'played' }, 2: {}, 4: { '2026-12-01': 'won' } });
    expect(mergeHistories(b, a)).toEqual(mergeHistories(a, b));
  });
});

describe('the calendar of dailies: stored data', () => {
  it('round-trips through its stored form', () => {
    const h = markDay(markDay(EMPTY_HISTORY, 1, '2026-12-01', 'won'), 4, '2026-12-02', 'played');
    const stored = JSON.parse(JSON.stringify(encodeHistory(h)));
    expect(stored).toEqual({ version: 1, bySuits: { 1: { '2026-12-01': 'won' }, 2: {}, 4: { '2026-12-02': 'played' } } });
    expect(decodeHistory(stored)).toEqual({ ok: true, value: h, repaired: [] });
  });

  it('a suit count missing from what is stored is empty, not damaged', () => {
    expect(decodeHistory({ version: 1, bySuits: { 2: { '2026-12-01': 'won' } } })).toEqual({
      ok: true,
      value: { 1: {}, 2: { '2026-12-01': 'won' }, 4: {} },
      repaired: [],
    });
  });

  it('bad days are dropped and named; the good ones stay', () => {
    const r = decodeHistory({
      version: 1,
      bySuits: { 1: { '2026-12-01': 'won', '2026-02-30': 'won', '2026-12-02': 'lost', tomorrow: 'played' }, 2: 'nope', 4: { '2026-11-29': 'played' } },
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toEqual({ 1: { '2026-12-01': 'won' }, 2: {}, 4: { '2026-11-29': 'played' } });
    expect(r.repaired).toEqual(['1.2026-02-30', '1.2026-12-02', '1.tomorrow', '2']);
  });

  it('not an object, or a version it does not know: unreadable', () => {
    expect(decodeHistory('{"version":1}')).toMatchObject({ ok: false, error: 'not-an-object' });
    expect(decodeHistory(null)).toMatchObject({ ok: false, error: 'not-an-object' });
    expect(decodeHistory({ version: 2, bySuits: {} })).toMatchObject({ ok: false, error: 'bad-version' });
    expect(decodeHistory({ bySuits: {} })).toMatchObject({ ok: false, error: 'bad-version' });
  });

  it('a version 1 record without bySuits is repaired to empty', () => {
    expect(decodeHistory({ version: 1 })).toEqual({ ok: true, value: EMPTY_HISTORY, repaired: ['bySuits'] });
  });
});

describe('daily streaks (of wins, on consecutive UTC+9 days)', () => {
  it('counts up to today', () => {
    expect(dailyStreaks(wins('2026-11-30', '2026-12-01', '2026-12-02'), '2026-12-02')).toEqual({ current: 3, best: 3 });
  });

  it('still counts while today’s daily is to be won (the run ends yesterday)', () => {
    const days = { ...wins('2026-11-30', '2026-12-01'), '2026-12-02': 'played' as const };
    expect(dailyStreaks(days, '2026-12-02')).toEqual({ current: 2, best: 2 });
  });

  it('a day without a win ends the run; a gap of one day is enough', () => {
    expect(dailyStreaks(wins('2026-11-28', '2026-11-29', '2026-11-30', '2026-12-02'), '2026-12-02')).toEqual({ current: 1, best: 3 });
    expect(dailyStreaks(wins('2026-11-28', '2026-11-29', '2026-11-30'), '2026-12-02')).toEqual({ current: 0, best: 3 });
    const lost = { ...wins('2026-11-29', '2026-12-01', '2026-12-02'), '2026-11-30': 'played' as const };
    expect(dailyStreaks(lost, '2026-12-02')).toEqual({ current: 2, best: 2 });
  });

  it('runs across month and year ends and leap days', () => {
    expect(dailyStreaks(wins('2027-12-31', '2028-01-01'), '2028-01-01')).toEqual({ current: 2, best: 2 });
    expect(dailyStreaks(wins('2028-02-28', '2028-02-29', '2028-03-01'), '2028-03-01')).toEqual({ current: 3, best: 3 });
    expect(dailyStreaks(wins('2027-02-28', '2027-03-01'), '2027-03-01')).toEqual({ current: 2, best: 2 });
  });

  it('days after today (a clock set back) count for nothing', () => {
    expect(dailyStreaks(wins('2026-12-01', '2026-12-02', '2026-12-03'), '2026-12-01')).toEqual({ current: 1, best: 1 });
  });

  it('none won: zero', () => {
    expect(dailyStreaks({}, '2026-12-02')).toEqual({ current: 0, best: 0 });
    expect(dailyStreaks({ '2026-12-02': 'played' }, '2026-12-02')).toEqual({ current: 0, best: 0 });
  });

  it('today is the UTC+9 day: 14:59 UTC is still the day, 15:00 UTC the next', () => {
    const days = wins('2026-12-01');
    const before = dayKey(new Date(Date.UTC(2026, 11, 2, 14, 59)));
    const after = dayKey(new Date(Date.UTC(2026, 11, 2, 15, 0)));
    expect([before, after]).toEqual(['2026-12-02', '2026-12-03']);
    expect(dailyStreaks(days, before).current).toBe(1); // won yesterday: the run goes on
    expect(dailyStreaks(days, after).current).toBe(0); // two days ago: over
  });

  it('property: current ≤ best, and best is the longest run of a random calendar', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let trial = 0; trial < 200; trial++) {
      const flags = Array.from({ length: 40 }, () => next() % 3 !== 0);
      const days: Record<string, 'won'> = {};
      flags.forEach((w, i) => {
        if (w) days[addDays('2026-10-01', i)] = 'won';
      });
      let longest = 0;
      let runLength = 0;
      for (const w of flags) {
        runLength = w ? runLength + 1 : 0;
        longest = Math.max(longest, runLength);
      }
      // Today's daily not won yet: the run may end yesterday.
      let tail = 0;
      const end = flags.at(-1) ? flags.length - 1 : flags.length - 2;
      for (let i = end; i >= 0 && flags[i]; i--) tail++;
      const s = dailyStreaks(days, addDays('2026-10-01', flags.length - 1));
      expect(s.best).toBe(longest);
      expect(s.current).toBe(tail);
      expect(s.current).toBeLessThanOrEqual(s.best);
    }
  });
});

describe('calendar arithmetic', () => {
  it('days, months, weekdays', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', -14)).toBe('2025-01');
    expect(monthDays('2028-02')).toHaveLength(29);
    expect(monthDays('2026-12')[0]).toBe('2026-12-01');
    expect(monthDays('2026-12').at(-1)).toBe('2026-12-31');
    expect(weekday('2026-12-02')).toBe(3); // a Wednesday
  });
});
