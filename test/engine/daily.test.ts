import { describe, expect, it } from 'vitest';
import { dailyDeal, dayKey, fnv1a32 } from '../../src/engine/daily.ts';

describe('fnv1a32', () => {
  it('matches the SPEC golden value', () => {
    expect(fnv1a32('2026-11-29:2')).toBe(3447478558);
  });

  it('matches the standard FNV-1a test vectors', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
  });

  it('hashes UTF-8 bytes, not UTF-16 code units', () => {
    // 'é' is 0xC3 0xA9 in UTF-8: fold both bytes by hand.
    let h = 0x811c9dc5;
    for (const b of [0xc3, 0xa9]) h = Math.imul(h ^ b, 0x01000193) >>> 0;
    expect(fnv1a32('é')).toBe(h);
  });
});

describe('dayKey (UTC+9)', () => {
  it('changes day at 15:00 UTC', () => {
    expect(dayKey(new Date('2026-11-29T15:00:00Z'))).toBe('2026-11-30');
    expect(dayKey(new Date('2026-11-29T14:59:59Z'))).toBe('2026-11-29');
    expect(dayKey(new Date('2026-11-29T14:59:59.999Z'))).toBe('2026-11-29');
  });

  it('crosses month and year ends', () => {
    expect(dayKey(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
    expect(dayKey(new Date('2028-02-28T15:00:00Z'))).toBe('2028-02-29');
    expect(dayKey(new Date('2026-03-01T00:00:00+09:00'))).toBe('2026-03-01');
  });
});

describe('dailyDeal', () => {
  it('picks list[fnv1a32(dayKey + ":" + S) % list.length]', () => {
    const list = [10, 20, 30, 40, 50, 60, 70];
    expect(dailyDeal(list, '2026-11-29', 2)).toBe(list[3447478558 % 7]);
    expect(dailyDeal(list, '2026-11-29', 1)).toBe(list[fnv1a32('2026-11-29:1') % 7]);
  });

  it('is null for an empty list', () => {
    expect(dailyDeal([], '2026-11-29', 4)).toBeNull();
  });
});
