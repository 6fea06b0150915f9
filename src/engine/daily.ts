import type { SuitCount } from './cards.ts';

/** 32-bit FNV-1a over UTF-8 bytes (SPEC §2). */
export function fnv1a32(text: string): number {
  let h = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    h ^= byte;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

const UTC_PLUS_9_MS = 9 * 60 * 60 * 1000;

/** The calendar day "YYYY-MM-DD" in UTC+9, the day the daily deal belongs to. */
export function dayKey(instant: Date): string {
  return new Date(instant.getTime() + UTC_PLUS_9_MS).toISOString().slice(0, 10);
}

/** The daily deal for a day and suit count, picked from that suit count's verified list. */
export function dailyDeal(verified: readonly number[], key: string, suits: SuitCount): number | null {
  if (verified.length === 0) return null;
  return verified[fnv1a32(`${key}:${suits}`) % verified.length]!;
}
