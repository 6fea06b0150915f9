import { describe, expect, it } from 'vitest';
import { loadVerifiedDeals } from '../../src/data/verified.ts';
import { dailyDeal } from '../../src/engine/daily.ts';
import { acceptedDays, verifyResult, type ResultClaim } from '../../server/verify.ts';
import { DAY, DAY_BEFORE, HOUR, NOON, winningCodes } from './helpers.ts';

const one = await loadVerifiedDeals(1);
const claim = (over: Partial<ResultClaim> = {}): ResultClaim => ({
  date: DAY,
  suits: 1,
  rules: 'classic',
  result: 'won',
  actions: winningCodes(),
  ...over,
});

describe('the day of the fixture', () => {
  it('has deal 8 as its 1-suit daily, by the app’s list and rule', () => {
    expect(dailyDeal(one, DAY, 1)).toBe(8);
  });
});

describe('acceptedDays (UTC+9)', () => {
  it('is today and yesterday in UTC+9, changing at 15:00 UTC', () => {
    expect(acceptedDays(NOON)).toEqual([DAY, DAY_BEFORE]);
    expect(acceptedDays(Date.parse('2025-03-24T15:00:00Z'))).toEqual([DAY, DAY_BEFORE]);
    expect(acceptedDays(Date.parse('2025-03-24T14:59:59Z'))).toEqual([DAY_BEFORE, '2025-03-23']);
  });
});

describe('verifyResult: replay with the shared engine', () => {
  it('accepts a real win, with its moves as the engine counts them', () => {
    const v = verifyResult(claim(), one, NOON);
    expect(v).toEqual({ ok: true, value: { deal: 8, won: true, moves: winningCodes().length } });
  });

  it('accepts yesterday’s daily, and refuses it a day later', () => {
    expect(verifyResult(claim(), one, NOON + 24 * HOUR)).toMatchObject({ ok: true, value: { won: true } });
    expect(verifyResult(claim(), one, NOON + 48 * HOUR)).toEqual({
      ok: false,
      error: { code: 'wrong-date' },
      message: 'results are taken for today and yesterday (UTC+9) only',
    });
  });

  it('refuses a date before yesterday or after today (UTC+9)', () => {
    expect(verifyResult(claim({ date: '2025-03-23' }), one, NOON)).toEqual({
      ok: false,
      error: { code: 'wrong-date' },
      message: 'results are taken for today and yesterday (UTC+9) only',
    });
    expect(verifyResult(claim({ date: '2025-03-26' }), one, NOON)).toEqual({
      ok: false,
      error: { code: 'wrong-date' },
      message: 'results are taken for today and yesterday (UTC+9) only',
    });
    // 14:59 UTC on the 24th is still the 24th in UTC+9: the 25th has not begun.
    expect(verifyResult(claim(), one, Date.parse('2025-03-24T14:59:00Z'))).toEqual({
      ok: false,
      error: { code: 'wrong-date' },
      message: 'results are taken for today and yesterday (UTC+9) only',
    });
    expect(verifyResult(claim(), one, Date.parse('2025-03-24T15:00:00Z'))).toMatchObject({ ok: true });
  });

  it('refuses a truncated win: it does not end in a win', () => {
    const actions = winningCodes().slice(0, -1);
    expect(verifyResult(claim({ actions }), one, NOON)).toEqual({ ok: false, error: { code: 'not-won' }, message: 'the actions do not win the deal' });
  });

  it('refuses a forged win: legal actions that are not a win, claimed as one', () => {
    expect(verifyResult(claim({ actions: ['d', 'd', 'u'] }), one, NOON)).toEqual({
      ok: false,
      error: { code: 'not-won' },
      message: 'the actions do not win the deal',
    });
  });

  it('refuses an illegal action with its index and the engine’s reason', () => {
    const actions = winningCodes();
    actions.splice(3, 0, 'm011'); // column 1 onto column 2 at move 4: not where the line goes
    const v = verifyResult(claim({ actions }), one, NOON);
    expect(v.ok).toBe(false);
    if (v.ok) return;
    expect(v.error.code).toBe('illegal-action');
    expect(v.error.index).toBe(3);
    expect(v.error.reason).toBeTypeOf('string');
    expect(v.message).toBe(`action 3 is not legal there (${v.error.reason})`);
  });

  it('refuses what is not an action code, with its index', () => {
    expect(verifyResult(claim({ actions: ['d', 'x'] }), one, NOON)).toEqual({
      ok: false,
      error: { code: 'bad-action', index: 1 },
      message: 'action 1 is not an action code',
    });
  });

  it('refuses the win of one suit count sent as another (the deal differs)', () => {
    for (const suits of [2, 4] as const) {
      const v = verifyResult(claim({ suits }), one, NOON);
      expect(v.ok, `${suits} suits`).toBe(false);
      if (!v.ok) expect(['illegal-action', 'not-won']).toContain(v.error.code);
    }
  });

  it('refuses a win that goes on after it was won', () => {
    const actions = [...winningCodes(), 'u', 'r'];
    expect(verifyResult(claim({ actions }), one, NOON)).toMatchObject({ ok: false, error: { code: 'past-the-end' } });
  });

  it('takes a loss: legal actions that do not win', () => {
    expect(verifyResult(claim({ result: 'lost', actions: ['d', 'd'] }), one, NOON)).toEqual({ ok: true, value: { deal: 8, won: false, moves: 2 } });
  });

  it('refuses a win reported as a loss (the counts must say what happened)', () => {
    expect(verifyResult(claim({ result: 'lost' }), one, NOON)).toEqual({
      ok: false,
      error: { code: 'won-not-lost' },
      message: 'the actions win the deal, but the result says lost',
    });
  });

  it('replays under the rules the game was played with', () => {
    // Relaxed allows every deal classic allows; strict refuses a deal that meets an empty column.
    expect(verifyResult(claim({ rules: 'classic' }), one, NOON)).toMatchObject({ ok: true });
    expect(verifyResult(claim({ rules: 'relaxed' }), one, NOON)).toMatchObject({ ok: true });
    const strict = verifyResult(claim({ rules: 'strict' }), one, NOON);
    if (!strict.ok) expect(strict.error).toMatchObject({ code: 'illegal-action', reason: 'empty-column' });
  });

  it('has no daily without a list', () => {
    expect(verifyResult(claim(), [], NOON)).toEqual({ ok: false, error: { code: 'no-daily' }, message: 'there is no daily deal for this suit count' });
  });
});
