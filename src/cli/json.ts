import { err, ok, type Result } from '../engine/result.ts';

/** Reading JSON from outside the process without trusting it (fields: engine/decode.ts). */

/** JSON text parsed, or the parser's own words for why not. */
export type Parsed = Result<unknown, 'not-json'>;

/**
 * Parses JSON text, never throwing. A leading byte-order mark (some editors write one) is
 * dropped; nesting too deep for the parser is a refusal like any other.
 */
export function parseJson(text: string): Parsed {
  try {
    return ok(JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text));
  } catch (e) {
    return err('not-json', e instanceof Error ? e.message : 'unreadable');
  }
}

/** One line of a JSON-lines stream, or undefined when it does not parse. */
export function parseLine(text: string): unknown {
  const r = parseJson(text);
  return r.ok ? r.value : undefined;
}
