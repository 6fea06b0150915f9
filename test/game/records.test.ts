import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeRecords, EMPTY_RECORD, EMPTY_RECORDS, encodeRecords, recordEnd, resetRecords, winRate, type Records } from '../../src/game/records.ts';
import type { Summary } from '../../src/game/session.ts';
import { decodeSettings, DEFAULT_SETTINGS, encodeSettings } from '../../src/game/settings.ts';
import { summaryOf } from './helpers.ts';

const summary = summaryOf;

const play = (records: Records, ...games: ['won' | 'lost', Partial<Summary>][]) =>
  games.reduce((r, [result, s]) => recordEnd(r, result, summary(s)).records, records);

describe('records', () => {
  it('counts wins, losses, streaks and bests per suit count', () => {
    const r = play(
      EMPTY_RECORDS,
      ['won', { timeMs: 400_000, moves: 250 }],
      ['won', { timeMs: 350_000, moves: 260 }],
      ['lost', {}],
      ['won', { timeMs: 500_000, moves: 180 }],
    );
    expect(r[1]).toEqual({
      played: 4,
      won: 3,
      wonWithoutUndo: 3,
      wonWithoutHints: 3,
      streak: 1,
      bestStreak: 2,
      bestTimeMs: 350_000,
      fewestMoves: 180,
      dailyWon: null,
    });
    expect(winRate(r[1])).toBe(0.75);
    expect(r[2]).toBe(EMPTY_RECORD);
    expect(winRate(r[2])).toBeNull();
  });

  it('keeps streaks apart across suit counts', () => {
    const r = play(EMPTY_RECORDS, ['won', { suits: 1 }], ['won', { suits: 1 }], ['lost', { suits: 2 }], ['won', { suits: 1 }], ['won', { suits: 2 }]);
    expect(r[1]).toMatchObject({ streak: 3, bestStreak: 3, played: 3 });
    expect(r[2]).toMatchObject({ streak: 1, bestStreak: 1, played: 2, won: 1 });
    expect(r[4]).toBe(EMPTY_RECORD);
  });

  it('says what a win improved', () => {
    let r = EMPTY_RECORDS;
    const first = recordEnd(r, 'won', summary({ timeMs: 100_000, moves: 300 }));
    expect(first.improved).toEqual({ firstWin: true, bestTime: false, fewestMoves: false, bestStreak: false });
    r = first.records;
    const second = recordEnd(r, 'won', summary({ timeMs: 90_000, moves: 310 }));
    expect(second.improved).toEqual({ firstWin: false, bestTime: true, fewestMoves: false, bestStreak: true });
    const loss = recordEnd(second.records, 'lost', summary());
    expect(loss.improved).toEqual({ firstWin: false, bestTime: false, fewestMoves: false, bestStreak: false });
  });

  it('remembers the latest daily won, only for daily deals', () => {
    const r = play(
      EMPTY_RECORDS,
      ['won', { kind: 'daily', day: '2026-11-29' }],
      ['won', { kind: 'verified', day: null }],
      ['won', { kind: 'daily', day: '2026-11-30' }],
      ['lost', { kind: 'daily', day: '2026-12-01' }],
    );
    expect(r[1].dailyWon).toBe('2026-11-30');
  });

  it('resets one suit count only', () => {
    const r = play(EMPTY_RECORDS, ['won', { suits: 1 }], ['won', { suits: 4 }]);
    const reset = resetRecords(r, 4);
    expect(reset[4]).toBe(EMPTY_RECORD);
    expect(reset[1]).toEqual(r[1]);
  });

  it('round-trips through its stored form', () => {
    const r = play(EMPTY_RECORDS, ['won', { suits: 2, kind: 'daily', day: '2026-01-31' }], ['lost', { suits: 4 }]);
    expect(decodeRecords(JSON.parse(JSON.stringify(encodeRecords(r))))).toEqual({ ok: true, value: r, repaired: [] });
  });

  it('keeps a best time stored with a fraction of a millisecond (older versions stored clock fractions)', () => {
    const stored = JSON.parse(JSON.stringify(encodeRecords(play(EMPTY_RECORDS, ['won', { suits: 2 }]))));
    stored.bySuits['2'].bestTimeMs = 412_345.67;
    const r = decodeRecords(stored);
    expect(r.ok && r.repaired).toEqual([]);
    expect(r.ok && r.value[2].bestTimeMs).toBe(412_346);
  });

  it('rejects what is not records at all, and repairs single bad fields to their defaults', () => {
    expect(decodeRecords('x')).toEqual({ ok: false, error: 'not-an-object', message: 'the stored records are not an object' });
    expect(decodeRecords({ version: 9 })).toEqual({ ok: false, error: 'bad-version', message: 'the stored records are of a version this app does not know' });
    const stored = encodeRecords(play(EMPTY_RECORDS, ['won', { suits: 2 }], ['won', { suits: 2 }]));
    const damaged = JSON.parse(JSON.stringify(stored));
    damaged.bySuits['2'].bestTimeMs = 'fast';
    damaged.bySuits['4'] = 'lost';
    damaged.bySuits['1'].extra = 1;
    const r = decodeRecords(damaged);
    expect(r.ok && r.repaired).toEqual(['2.bestTimeMs', '4']);
    expect(r.ok && r.value[2]).toMatchObject({ played: 2, won: 2, bestTimeMs: null });
    const contradictory = { version: 1, bySuits: { 1: { ...EMPTY_RECORD, played: 1, won: 5 } } };
    const c = decodeRecords(contradictory);
    expect(c.ok && c.repaired).toEqual(['1.won']);
    expect(c.ok && c.value[1]).toMatchObject({ played: 1, won: 0 });
  });

  it('never throws on arbitrary input (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(typeof decodeRecords(input).ok).toBe('boolean');
        expect(typeof decodeRecords({ version: 1, bySuits: input }).ok).toBe('boolean');
        expect(typeof decodeSettings(input).ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
});

describe('settings decode', () => {
  it('round-trips every setting', () => {
    const s = { ...DEFAULT_SETTINGS, tapAction: 'select', theme: 'dark', fourColour: true, suits: 4, motion: 'reduce' } as const;
    expect(decodeSettings(JSON.parse(JSON.stringify(encodeSettings(s))))).toEqual({ ok: true, value: s, repaired: [] });
  });

  it('falls back per field, ignores unknown ones, and takes defaults for settings it has not stored yet', () => {
    const r = decodeSettings({ version: 1, theme: 'purple', suits: 3, showScore: true, futureThing: 1 });
    expect(r).toEqual({
      ok: true,
      value: { ...DEFAULT_SETTINGS, showScore: true },
      repaired: ['suits', 'theme'],
    });
  });

  it('rejects what is not settings at all', () => {
    expect(decodeSettings(null)).toEqual({ ok: false, error: 'not-an-object', message: 'the stored settings are not an object' });
    expect(decodeSettings({ version: 0, theme: 'dark' })).toEqual({
      ok: false,
      error: 'bad-version',
      message: 'the stored settings are of a version this app does not know',
    });
    expect(decodeSettings(JSON.parse('{"__proto__": {"theme": "dark"}, "version": 1}'))).toEqual({
      ok: true,
      value: DEFAULT_SETTINGS,
      repaired: [],
    });
  });
});
