import { describe, expect, it } from 'vitest';
import { catalogFor, chooseLanguage, LANGUAGE_CODES } from '../../src/i18n/choose.ts';
import { clockTime, formatters } from '../../src/i18n/format.ts';

describe('which language', () => {
  it.each([
    ['en', 'en'],
    ['en-GB', 'en'],
    ['de', 'de'],
    ['de-AT', 'de'],
    ['DE_ch', 'de'],
    ['zh', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['zh-Hans-HK', 'zh-Hans'],
    ['zh-TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['zh-MO', 'zh-Hant'],
    ['zh-Hant', 'zh-Hant'],
    ['zh-Hant-CN', 'zh-Hant'],
    ['fr', null],
    ['', null],
    ['e', null],
  ])('%s → %s', (tag, code) => {
    expect(catalogFor(tag)).toBe(code);
  });

  it('?lang= first, then the saved setting, then the browser, then English', () => {
    expect(chooseLanguage('?lang=de', 'zh-Hant', ['zh-CN'])).toEqual({ code: 'de', unknown: null });
    expect(chooseLanguage('?suits=1', 'zh-Hant', ['de-DE'])).toEqual({ code: 'zh-Hant', unknown: null });
    expect(chooseLanguage('', 'auto', ['fr-FR', 'zh-TW', 'de'])).toEqual({ code: 'zh-Hant', unknown: null });
    expect(chooseLanguage('', 'auto', ['fr-FR'])).toEqual({ code: 'en', unknown: null });
    expect(chooseLanguage('?lang=xx', 'auto', ['de'])).toEqual({ code: 'de', unknown: 'xx' });
    expect(chooseLanguage('?lang=', 'en', [])).toEqual({ code: 'en', unknown: '' });
  });
});

describe('Intl formatters', () => {
  it('numbers, percents, lists and dates follow the language', () => {
    expect(formatters('en').count(12345)).toBe('12,345');
    expect(formatters('de').count(12345)).toBe('12.345');
    expect(formatters('de').percent(0.5)).toBe('50\u00a0%'); // a no-break space before %
    expect(formatters('en').list(['a', 'b', 'c'])).toBe('a, b, and c');
    expect(formatters('de').list(['a', 'b', 'c'])).toBe('a, b und c');
    expect(formatters('en').day('2026-11-30')).toBe('November 30, 2026');
    expect(formatters('de').day('2026-11-30')).toBe('30. November 2026');
    expect(formatters('zh-Hans').day('2026-11-30')).toBe('2026年11月30日');
  });

  it('every count is what Intl.NumberFormat writes, the small whole numbers written without it included', () => {
    for (const code of LANGUAGE_CODES) {
      const f = formatters(code);
      const intl = new Intl.NumberFormat(code);
      for (const n of [...Array.from({ length: 1001 }, (_, i) => i), -1, -999, 1.5, 1234, 1_000_000]) {
        expect(f.count(n), `${code} ${n}`).toBe(intl.format(n));
      }
    }
  });

  it('plural forms come from the language’s rules', () => {
    const en = formatters('en');
    expect([0, 1, 2, 5].map((n) => en.plural(n, { one: 'one', other: 'other' }))).toEqual(['other', 'one', 'other', 'other']);
    const zh = formatters('zh-Hans');
    expect([0, 1, 2, 5].map((n) => zh.plural(n, { one: 'one', other: 'other' }))).toEqual(['other', 'other', 'other', 'other']);
  });

  it('the running clock reads m:ss, and durations fall back to it where Intl.DurationFormat is missing', () => {
    expect(clockTime(65_000)).toBe('1:05');
    expect(clockTime(3_723_000)).toBe('1:02:03');
    expect(clockTime(-5)).toBe('0:00');
    expect(Reflect.get(Intl, 'DurationFormat')).toBeUndefined(); // Node 20: the fallback is what runs here
    expect(formatters('de').duration(65_000)).toBe('1:05');
  });
});
