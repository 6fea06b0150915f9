/**
 * Numbers, plurals, lists, durations and dates for one language, through Intl (SPEC §3), so no
 * catalog formats a number by hand.
 */
export interface Formatters {
  count(n: number): string;
  percent(fraction: number): string; // 0..1
  /** The form of `forms` that this language's plural rules pick for n ('other' when missing). */
  plural<T>(n: number, forms: { readonly other: T } & Partial<Record<Intl.LDMLPluralRule, T>>): T;
  list(items: readonly string[]): string;
  duration(ms: number): string; // a game time in words where Intl can ("5 min, 7 sec"), else 5:07
  day(key: string): string; // "YYYY-MM-DD" as a date in this language
  dayMonth(key: string): string; // "YYYY-MM-DD" as day and month ("2 December")
  month(month: string): string; // "YYYY-MM" as month and year ("December 2026")
  weekdays(): readonly string[]; // short weekday names, Sunday first
}

interface DurationFormatLike {
  format(d: { hours: number; minutes: number; seconds: number }): string;
}
type DurationFormatConstructor = new (locale: string, options: Record<string, string>) => DurationFormatLike;

/** A running game clock, m:ss or h:mm:ss: the same digits in every language here. */
export function clockTime(ms: number): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor(total / 60) % 60;
  const ss = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** Intl.DurationFormat where the platform has it (Chromium does; Node 20 does not). */
function durationFormat(locale: string): DurationFormatLike | null {
  const ctor: unknown = Reflect.get(Intl, 'DurationFormat');
  if (typeof ctor !== 'function') return null;
  try {
    return new (ctor as DurationFormatConstructor)(locale, { style: 'short' });
  } catch {
    return null;
  }
}

/** A value built on first use: creating Intl formatters loads locale data (tens of ms at start-up). */
function lazy<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}

export function formatters(locale: string): Formatters {
  // Each formatter is made when first needed, not when the catalog loads: the first paint of
  // the table needs none of them, and making all six took ~50 ms on a cold start in Chromium.
  const numbers = lazy(() => new Intl.NumberFormat(locale));
  const percents = lazy(() => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }));
  const rules = lazy(() => new Intl.PluralRules(locale));
  const lists = lazy(() => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }));
  const dates = lazy(() => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }));
  const durations = lazy(() => durationFormat(locale));
  const dayMonths = lazy(() => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }));
  const months = lazy(() => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }));
  const weekdayNames = lazy(() => {
    const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    // 2023-01-01 was a Sunday.
    return Array.from({ length: 7 }, (_, i) => short.format(new Date(Date.UTC(2023, 0, 1 + i))));
  });
  return {
    // Whole numbers below 1,000 are written with the same ASCII digits and no separator by
    // every language here (a test checks this against Intl): the first paint's figures need no
    // NumberFormat, whose creation alone took 9–16 ms on a cold start.
    count: (n) => (Number.isInteger(n) && n >= 0 && n < 1000 ? String(n) : numbers().format(n)),
    percent: (f) => percents().format(f),
    plural: (n, forms) => forms[rules().select(n)] ?? forms.other,
    list: (items) => lists().format(items),
    duration(ms) {
      const format = durations();
      if (!format) return clockTime(ms);
      const total = Math.floor(Math.max(0, ms) / 1000);
      const parts = { hours: Math.floor(total / 3600), minutes: Math.floor(total / 60) % 60, seconds: total % 60 };
      // Zero units are left out, so a zero duration formats as nothing: show 0:00 then.
      return format.format(parts) || clockTime(ms);
    },
    day: (key) => dates().format(new Date(`${key}T00:00:00Z`)),
    dayMonth: (key) => dayMonths().format(new Date(`${key}T00:00:00Z`)),
    month: (month) => months().format(new Date(`${month}-01T00:00:00Z`)),
    weekdays: weekdayNames,
  };
}
