import type { SuitCount } from '../engine/cards.ts';
import type { DealRules } from '../engine/rules.ts';

/**
 * A verified-deal list as shipped: which deals in [from, to] the solver won with every card
 * visible, and how hard each was, 2 bits a deal (0 not won, 1 easy, 2 medium, 3 hard),
 * base64-encoded. 4000 deals take about 1.3 KB.
 */
export interface VerifiedList {
  readonly suits: SuitCount;
  readonly rules: DealRules;
  readonly budget: number; // solver budget (positions) each deal was given
  readonly from: number;
  readonly to: number;
  readonly won: number; // how many deals in the range are verified
  readonly grades: string; // base64, 2 bits a deal, deal `from` in the low bits of byte 0
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

function fromBase64(text: string): Uint8Array {
  const clean = text.replace(/=+$/, '');
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let bits = 0;
  let acc = 0;
  let o = 0;
  for (const ch of clean) {
    const v = B64.indexOf(ch);
    if (v < 0) throw new Error(`bad base64 character "${ch}"`);
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 255;
    }
  }
  return out;
}

export function encodeGrades(grades: readonly Grade[]): string {
  const bytes = new Uint8Array(Math.ceil(grades.length / 4));
  grades.forEach((g, i) => (bytes[i >> 2]! |= g << ((i & 3) * 2)));
  return toBase64(bytes);
}

export function decodeGrades(list: VerifiedList): Grade[] {
  const bytes = fromBase64(list.grades);
  const n = list.to - list.from + 1;
  return Array.from({ length: n }, (_, i) => ((bytes[i >> 2]! >> ((i & 3) * 2)) & 3) as Grade);
}

/** The verified deal numbers, ascending. */
export function verifiedDeals(list: VerifiedList): number[] {
  const out: number[] = [];
  decodeGrades(list).forEach((g, i) => {
    if (g !== 0) out.push(list.from + i);
  });
  return out;
}
