/** Reading JSON from outside the process without trusting it. */

/** An own property of a parsed JSON object; never something inherited such as `constructor`. */
export function own(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return Object.hasOwn(value, key) ? Reflect.get(value, key) : undefined;
}

export type Parsed = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly why: string };

/**
 * Parses JSON text, never throwing. A leading byte-order mark (some editors write one) is
 * dropped; nesting too deep for the parser is a refusal like any other.
 */
export function parseJson(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text) };
  } catch (e) {
    return { ok: false, why: e instanceof Error ? e.message : 'unreadable' };
  }
}

/** One line of a JSON-lines stream, or undefined when it does not parse. */
export function parseLine(text: string): unknown {
  const r = parseJson(text);
  return r.ok ? r.value : undefined;
}
