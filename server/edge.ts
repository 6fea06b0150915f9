import { z } from 'zod';
import type { SuitCount } from '../src/engine/cards.ts';
import { INSTALL_ID, isDayKey } from '../src/engine/daily.ts';

/**
 * What the service accepts, as schemas checked at the edge: the URL's date and suit count, the
 * query of a GET, and the body of a result. Each decodes into a typed value or a list of
 * problems; nothing past this file sees unchecked input.
 */

export interface Limits {
  readonly maxBodyBytes: number; // a request body larger than this is refused (413) unread
  readonly maxActions: number; // actions in one result
  readonly maxTimeMs: number; // the longest game time taken (paused time is not counted)
}

export const DEFAULT_LIMITS: Limits = {
  maxBodyBytes: 128 * 1024, // 10,000 action codes of up to 5 characters fit with room to spare
  maxActions: 10_000,
  maxTimeMs: 48 * 60 * 60 * 1000,
};

/** The most hints or undos one result may say it used (a bound, not a figure anyone reaches). */
export const MAX_USED_COUNT = 1_000_000;

const day = z.string().refine(isDayKey, { message: 'must be a real day written YYYY-MM-DD' });
const suits = z.enum(['1', '2', '4'], { message: 'must be 1, 2 or 4' }).transform((s): SuitCount => (s === '1' ? 1 : s === '2' ? 2 : 4));

export const dailyParams = z.strictObject({ date: day, suits });

/** A count in a query string: digits only, at most a billion. */
const queryCount = z
  .string()
  .regex(/^\d{1,10}$/, { message: 'must be a whole number' })
  .transform(Number)
  .refine((n) => n <= 1e9, { message: 'is too large' });

export const dailyQuery = z.object({ moves: queryCount.optional(), timeMs: queryCount.optional() });

/** A count the app may send along (hints shown, undos used): a whole number, never stored. */
const usedCount = z.number().int().min(0).max(MAX_USED_COUNT).optional();

/**
 * The install id's shape is the app's own (engine/daily.ts), as is the day key's: one rule for both.
 * `hints` and `undos` (issue 24) are optional counts: results without them, from older apps, are
 * taken as before. They are checked and then dropped — the service keeps only its aggregates.
 */
export function resultBody(limits: Limits) {
  return z.strictObject({
    installId: z.string().regex(INSTALL_ID, { message: 'must be 16 to 64 letters, digits, "-" or "_"' }),
    result: z.enum(['won', 'lost']),
    rules: z.enum(['classic', 'strict', 'relaxed']).default('classic'),
    actions: z
      .array(z.string().max(5))
      .min(1, { message: 'a result has at least one action' })
      .max(limits.maxActions, { message: `at most ${limits.maxActions} actions` }),
    timeMs: z.number().int().min(0).max(limits.maxTimeMs),
    hints: usedCount,
    undos: usedCount,
  });
}

export type ResultBody = z.infer<ReturnType<typeof resultBody>>;

/** The problems of a failed decode, short enough to send back and to log. */
export function problems(error: z.ZodError): string[] {
  return error.issues.slice(0, 5).map((i) => `${i.path.join('.') || 'body'}: ${i.message}`);
}
