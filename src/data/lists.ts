import { isSuitCount, type SuitCount } from '../engine/cards.ts';
import { isRecord, isWholeNumber, ownFields } from '../engine/decode.ts';
import { err, ok, type Result } from '../engine/result.ts';
import { isDealRules, type DealRules } from '../engine/rules.ts';
import { isDealNumber } from '../engine/shuffle.ts';

/**
 * A verified-deal list as shipped: which deals in [from, to] the solver won with every card
 * visible, and how hard each was, 2 bits a deal (0 not won, 1 easy, 2 medium, 3 hard),
 * base64-encoded. 4000 deals take about 1.3 KB. `needed` records, a byte a deal, the budget
 * each won deal took: k means the winning search examined fewer than 2^k positions (0: not
 * won). A deal not won was given `budget` positions.
 */
export interface VerifiedList {
  readonly suits: SuitCount;
  readonly rules: DealRules;
  readonly budget: number; // the largest solver budget (positions) a deal was given
  readonly from: number;
  readonly to: number;
  readonly won: number; // how many deals in the range are verified
  readonly grades: string; // base64, 2 bits a deal, deal `from` in the low bits of byte 0
  readonly needed: string; // base64, a byte a deal: bit length of the positions used, 0 if not won
}

/** The `needed` byte of a deal: the bit length of the positions its win took (0: not won). */
export const neededFor = (won: boolean, positions: number): number => (won ? Math.max(1, 32 - Math.clz32(positions)) : 0);

export function encodeNeeded(needed: readonly number[]): string {
  return toBase64(Uint8Array.from(needed));
}

export function decodeNeeded(list: VerifiedList): number[] {
  return Array.from(bytesOf(list.needed).subarray(0, list.to - list.from + 1));
}

export type Grade = 0 | 1 | 2 | 3;

/** Easy, medium or hard from the positions the solver needed (0 when it did not win). */
export function gradeFor(won: boolean, positions: number): Grade {
  if (!won) return 0;
  if (positions <= 10_000) return 1;
  if (positions <= 100_000) return 2;
  return 3;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]!;
    out += i + 1 < bytes.length ? B64[(n >> 6) & 63]! : '=';
    out += i + 2 < bytes.length ? B64[n & 63]! : '=';
  }
  return out;
}

// Character code → 6-bit value, -1 for anything else. A table and charCodeAt instead of
// indexOf per character: a first visit decodes a list before its first paint, and the indexOf
// loop took ~10 ms there.
const B64_VALUES = Int8Array.from({ length: 128 }, (_, code) => B64.indexOf(String.fromCharCode(code)));

/** The bytes of base64 text; with `strict`, null unless it is exactly what toBase64 writes. */
function fromBase64(text: string, strict = false): Uint8Array | null {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 61 /* = */) end--;
  const out = new Uint8Array(Math.floor((end * 3) / 4));
  let bits = 0;
  let acc = 0;
  let o = 0;
  for (let i = 0; i < end; i++) {
    const code = text.charCodeAt(i);
    const v = code < 128 ? B64_VALUES[code]! : -1;
    if (v < 0) {
      if (strict) return null;
      throw new Error(`bad base64 character "${text[i]}"`);
    }
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 255;
    }
  }
  // toBase64 pads to whole quads and leaves the spare low bits of the last character zero.
  if (strict && (text.length !== 4 * Math.ceil(out.length / 3) || (acc & ((1 << bits) - 1)) !== 0)) return null;
  return out;
}

const bytesOf = (text: string): Uint8Array => fromBase64(text)!;

export function encodeGrades(grades: readonly Grade[]): string {
  const bytes = new Uint8Array(Math.ceil(grades.length / 4));
  grades.forEach((g, i) => (bytes[i >> 2]! |= g << ((i & 3) * 2)));
  return toBase64(bytes);
}

/** Deal `i`'s grade in the packed bytes (deal 0 in the low bits of byte 0). */
const gradeAt = (bytes: Uint8Array, i: number): Grade => ((bytes[i >> 2]! >> ((i & 3) * 2)) & 3) as Grade;

export function decodeGrades(list: VerifiedList): Grade[] {
  const bytes = bytesOf(list.grades);
  return Array.from({ length: list.to - list.from + 1 }, (_, i) => gradeAt(bytes, i));
}

/** The verified deal numbers, ascending. */
export function verifiedDeals(list: VerifiedList): number[] {
  // Straight from the bytes: a first visit reads a list before its first paint.
  const bytes = bytesOf(list.grades);
  const out: number[] = [];
  for (let i = 0, n = list.to - list.from + 1; i < n; i++) if (gradeAt(bytes, i) !== 0) out.push(list.from + i);
  return out;
}

/**
 * The most deals one list may cover. The format itself has no limit, but a list is decoded
 * into one array in the app and in `verify`; a million deals is about 330 KB of text.
 */
export const MAX_LIST_DEALS = 1_000_000;

export type ListError =
  | 'not-an-object'
  | 'bad-suits'
  | 'bad-rules'
  | 'bad-budget'
  | 'bad-range' // from/to not deal numbers, or to < from
  | 'too-long' // more than MAX_LIST_DEALS deals
  | 'bad-grades' // not the base64 of exactly (to - from + 1) grades, as encodeGrades writes it
  | 'bad-won' // not the number of won deals in grades
  | 'bad-needed'; // not a byte for each deal, 0 exactly where the grade is 0

export type ListResult = Result<VerifiedList, ListError>;

const refuse = (error: ListError, message: string): ListResult => err(error, message);

/** Decodes a list file's JSON, all or nothing: a list that decodes is safe to read and merge. */
export function decodeList(value: unknown): ListResult {
  if (!isRecord(value)) {
    return refuse('not-an-object', 'a list must be a JSON object');
  }
  const { suits, rules, budget, from, to, won, grades, needed } = ownFields(value, ['suits', 'rules', 'budget', 'from', 'to', 'won', 'grades', 'needed']);
  if (!isSuitCount(suits)) return refuse('bad-suits', '"suits" must be 1, 2 or 4');
  if (!isDealRules(rules)) return refuse('bad-rules', '"rules" must be "classic", "strict" or "relaxed"');
  if (!isWholeNumber(budget) || budget < 1) {
    return refuse('bad-budget', '"budget" must be a positive whole number');
  }
  if (!isDealNumber(from) || !isDealNumber(to) || to < from) {
    return refuse('bad-range', '"from" and "to" must be deal numbers 0..4294967295 with from <= to');
  }
  if (to - from + 1 > MAX_LIST_DEALS) {
    return refuse('too-long', `the list covers ${to - from + 1} deals; at most ${MAX_LIST_DEALS} fit`);
  }
  const size = Math.ceil((to - from + 1) / 4);
  if (typeof grades !== 'string' || grades.length !== 4 * Math.ceil(size / 3) || !/^[A-Za-z0-9+/]*={0,2}$/.test(grades)) {
    return refuse('bad-grades', `"grades" must be base64 of ${size} bytes (2 bits for each of ${to - from + 1} deals)`);
  }
  const deals = to - from + 1;
  if (typeof needed !== 'string' || needed.length !== 4 * Math.ceil(deals / 3) || !/^[A-Za-z0-9+/]*={0,2}$/.test(needed)) {
    return refuse('bad-needed', `"needed" must be base64 of ${deals} bytes (one for each deal)`);
  }
  // Only the text encodeGrades writes: no stray padding bits, no grades past `to`. Checked on
  // the bytes, in plain loops (a first visit decodes a list before its first paint).
  const gradeBytes = fromBase64(grades, true);
  const spareBitsZero = (bytes: Uint8Array) => bytes[size - 1]! >> ((((deals - 1) % 4) + 1) * 2) === 0;
  if (!gradeBytes || gradeBytes.length !== size || !spareBitsZero(gradeBytes)) {
    return refuse('bad-grades', '"grades" is not in the canonical encoding');
  }
  let count = 0;
  for (let i = 0; i < deals; i++) if (gradeAt(gradeBytes, i) !== 0) count++;
  if (won !== count) return refuse('bad-won', `"won" must be ${count}, the number of won deals in "grades"`);
  const bits = fromBase64(needed, true);
  let neededOk = bits !== null && bits.length === deals;
  for (let i = 0; neededOk && i < deals; i++) {
    const k = bits![i]!;
    neededOk = (k === 0) === (gradeAt(gradeBytes, i) === 0) && k <= 40;
  }
  if (!neededOk) return refuse('bad-needed', '"needed" must give a bit length 1..40 for each won deal and 0 for the others');
  return ok({ suits, rules, budget, from, to, won: count, grades, needed });
}
