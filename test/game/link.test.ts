import { describe, expect, it } from 'vitest';
import { dealLink, parseDealLink, parseDealNumber, withoutDealParams } from '../../src/game/link.ts';

describe('share links', () => {
  it('reads ?suits=S&deal=N[&rules=R]', () => {
    expect(parseDealLink('?suits=2&deal=7')).toEqual({ ok: true, value: { suits: 2, deal: 7, rules: null } });
    expect(parseDealLink('?deal=4294967295&suits=4&rules=strict')).toEqual({
      ok: true,
      value: { suits: 4, deal: 4294967295, rules: 'strict' },
    });
    expect(parseDealLink('?lang=de')).toEqual({ ok: true, value: null });
    expect(parseDealLink('')).toEqual({ ok: true, value: null });
  });

  it('names what is wrong with a bad link', () => {
    expect(parseDealLink('?suits=3&deal=1')).toEqual({ ok: false, error: { code: 'bad-suits', value: '3' }, message: 'bad suits in the link: "3"' });
    expect(parseDealLink('?suits=1&deal=4294967296')).toMatchObject({ ok: false, error: { code: 'bad-deal' } });
    expect(parseDealLink('?suits=1&deal=-1')).toMatchObject({ ok: false, error: { code: 'bad-deal' } });
    expect(parseDealLink('?suits=1&deal=1e3')).toMatchObject({ ok: false, error: { code: 'bad-deal' } });
    expect(parseDealLink('?suits=1&deal=')).toMatchObject({ ok: false, error: { code: 'bad-deal' } });
    expect(parseDealLink('?suits=1&deal=5&rules=easy')).toMatchObject({ ok: false, error: { code: 'bad-rules', value: 'easy' } });
    expect(parseDealLink('?deal=5')).toMatchObject({ ok: false, error: { code: 'missing-suits' } });
    expect(parseDealLink('?suits=2')).toMatchObject({ ok: false, error: { code: 'missing-deal' } });
  });

  it('parses deal numbers strictly', () => {
    expect(parseDealNumber(' 0 ')).toBe(0);
    expect(parseDealNumber('0x10')).toBeNull();
    expect(parseDealNumber('12.0')).toBeNull();
    expect(parseDealNumber('99999999999')).toBeNull();
  });

  it('builds the link and strips it again', () => {
    expect(dealLink('https://x.test/app/?old=1#h', 2, 9, 'classic')).toBe('https://x.test/app/?suits=2&deal=9');
    expect(dealLink('https://x.test/', 1, 0, 'relaxed')).toBe('https://x.test/?suits=1&deal=0&rules=relaxed');
    expect(withoutDealParams('https://x.test/?suits=2&deal=9&lang=de')).toBe('https://x.test/?lang=de');
  });

  it('a daily result’s link says the day: decoded like the rest, a bad day refused', () => {
    expect(parseDealLink('?suits=2&deal=7&daily=2026-12-02')).toEqual({ ok: true, value: { suits: 2, deal: 7, rules: null, day: '2026-12-02' } });
    expect(parseDealLink('?suits=2&deal=7')).toEqual({ ok: true, value: { suits: 2, deal: 7, rules: null } });
    for (const bad of ['2026-02-30', '2026-12-2', 'today', '', '2026-12-02T00:00']) {
      expect(parseDealLink(`?suits=2&deal=7&daily=${bad}`), bad).toMatchObject({ ok: false, error: { code: 'bad-daily', value: bad } });
    }
    // The day alone names no deal.
    expect(parseDealLink('?suits=2&daily=2026-12-02')).toMatchObject({ ok: false, error: { code: 'missing-deal' } });
    expect(parseDealLink('?daily=2026-12-02')).toMatchObject({ ok: false, error: { code: 'missing-suits' } });
    expect(dealLink('https://x.test/', 2, 9, 'classic', '2026-12-02')).toBe('https://x.test/?suits=2&deal=9&daily=2026-12-02');
    expect(withoutDealParams('https://x.test/?suits=2&deal=9&daily=2026-12-02&lang=de')).toBe('https://x.test/?lang=de');
  });
});
