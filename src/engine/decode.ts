/**
 * Field decoders for data from outside the process: each check is a type guard, so a decoder
 * narrows `unknown` step by step and never casts. The one set every layer's decoders use.
 */

/** A JSON-like object: not null, not an array. */
export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A plain own property of an object, or undefined (also when `value` is no object): a file's
 * or a message's `__proto__` or `constructor` is data, never something inherited.
 */
export function own(value: unknown, key: string): unknown {
  return isRecord(value) && Object.hasOwn(value, key) ? value[key] : undefined;
}

/** Several own properties at once: `const { a, b } = ownFields(value, ['a', 'b'])`, each `unknown`. */
export function ownFields<K extends string>(value: unknown, keys: readonly K[]): Partial<Record<K, unknown>> {
  const out: Partial<Record<K, unknown>> = {};
  // Defined, not assigned: a key "__proto__" stays a data property here too.
  for (const k of keys) Object.defineProperty(out, k, { value: own(value, k), enumerable: true });
  return out;
}

export function isOneOf<T extends string>(options: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && options.some((o) => o === value);
}

/** A whole number 0..max (a count, a duration in ms, an index). */
export function isWholeNumber(value: unknown, max = Number.MAX_SAFE_INTEGER): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= max;
}

/** A check that also takes null (a field that may be empty: a day not yet won, no best time). */
export const orNull =
  <T>(check: (v: unknown) => v is T) =>
  (v: unknown): v is T | null =>
    v === null || check(v);

export function isStrings(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((s) => typeof s === 'string');
}
