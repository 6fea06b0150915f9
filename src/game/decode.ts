/**
 * Small pieces for decoders of outside data (stored saves, settings, records). Each check is a
 * type guard, so a decoder narrows `unknown` step by step and never casts.
 */

export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });
export const err = <E>(error: E): { readonly ok: false; readonly error: E } => ({ ok: false, error });

export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A plain own property: never reaches into the prototype (`__proto__`, `constructor`, …). */
export function own(record: Readonly<Record<string, unknown>>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

export function isOneOf<T extends string>(options: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (options as readonly string[]).includes(value);
}

export function isWholeNumber(value: unknown, max = Number.MAX_SAFE_INTEGER): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;
}

/** "YYYY-MM-DD" that names a real calendar day. */
export function isDayKey(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * A stored record read field by field: a bad field falls back to its default and is listed in
 * `repaired`; only a value that is not such a record at all (or of an unknown version) fails.
 */
export type Repairable<T> =
  | { readonly ok: true; readonly value: T; readonly repaired: readonly string[] }
  | { readonly ok: false; readonly error: 'not-an-object' | 'bad-version' };
