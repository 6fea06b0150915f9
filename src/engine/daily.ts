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

/** "YYYY-MM-DD" naming a real calendar day: a day key as the app stores it and the service takes it. */
export function isDayKey(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * The shape of an install id, the random name under which the app sends its daily results: a
 * UUID today, anything of this shape tomorrow. The app keeps only such ids; the service takes
 * only such ids.
 */
export const INSTALL_ID = /^[A-Za-z0-9_-]{16,64}$/;

export const isInstallId = (value: unknown): value is string => typeof value === 'string' && INSTALL_ID.test(value);

/** The daily deal for a day and suit count, picked from that suit count's verified list. */
export function dailyDeal(verified: readonly number[], key: string, suits: SuitCount): number | null {
  if (verified.length === 0) return null;
  return verified[fnv1a32(`${key}:${suits}`) % verified.length]!;
}
