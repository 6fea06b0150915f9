import { SUIT_COUNTS, type SuitCount } from '../engine/cards.ts';
import { isDayKey } from '../engine/daily.ts';
import { isRecord, isWholeNumber, orNull, own } from '../engine/decode.ts';
import { unreadable, type Repairable } from './repairable.ts';
import type { Summary } from './session.ts';

/** One suit count's records (SPEC §3). Times are game time (paused time not counted). */
export interface SuitRecord {
  readonly played: number; // games with at least one action that have ended
  readonly won: number;
  readonly wonWithoutUndo: number; // wins with no undo (nor a restart) in the game
  readonly wonWithoutHints: number; // wins with no hint shown (games whose hints are not known never count)
  readonly streak: number; // wins in a row up to the last game
  readonly bestStreak: number;
  readonly bestTimeMs: number | null; // fastest win
  readonly fewestMoves: number | null; // win with the fewest moves
  readonly dailyWon: string | null; // the latest day whose daily deal was won, "YYYY-MM-DD"
}

export type Records = Readonly<Record<SuitCount, SuitRecord>>;

/** What a finished game improved, for the win panel. */
export interface Improvement {
  readonly bestTime: boolean;
  readonly fewestMoves: boolean;
  readonly bestStreak: boolean;
  readonly firstWin: boolean;
}

/**
 * Still 1: `wonWithoutUndo` and `wonWithoutHints` came later as fields an older decoder ignores,
 * so an older version of the app (another tab not yet reloaded) keeps reading these records. One
 * stored without them decodes with both 0 and no repair: wins from before they were counted.
 */
export const RECORDS_VERSION = 1;

/** Fields added after the first records: missing means stored before them, not damaged. */
const LATER_FIELDS: readonly (keyof SuitRecord)[] = ['wonWithoutUndo', 'wonWithoutHints'];

export const EMPTY_RECORD: SuitRecord = {
  played: 0,
  won: 0,
  wonWithoutUndo: 0,
  wonWithoutHints: 0,
  streak: 0,
  bestStreak: 0,
  bestTimeMs: null,
  fewestMoves: null,
  dailyWon: null,
};

export const EMPTY_RECORDS: Records = { 1: EMPTY_RECORD, 2: EMPTY_RECORD, 4: EMPTY_RECORD };

export const winRate = (r: SuitRecord): number | null => (r.played === 0 ? null : r.won / r.played);

const better = (value: number, best: number | null) => best === null || value < best;

/** The records after a game of `summary.suits` ended; other suit counts are untouched. */
export function recordEnd(records: Records, result: 'won' | 'lost', summary: Summary): { readonly records: Records; readonly improved: Improvement } {
  const r = records[summary.suits];
  let next: SuitRecord;
  let improved: Improvement = { bestTime: false, fewestMoves: false, bestStreak: false, firstWin: false };
  if (result === 'won') {
    const streak = r.streak + 1;
    improved = {
      // The first win sets every best; the panel says "first win" instead of listing them.
      firstWin: r.won === 0,
      bestTime: r.won > 0 && better(summary.timeMs, r.bestTimeMs),
      fewestMoves: r.won > 0 && better(summary.moves, r.fewestMoves),
      bestStreak: r.won > 0 && streak > r.bestStreak,
    };
    next = {
      played: r.played + 1,
      won: r.won + 1,
      wonWithoutUndo: r.wonWithoutUndo + (summary.undos === 0 ? 1 : 0),
      wonWithoutHints: r.wonWithoutHints + (summary.hints === 0 ? 1 : 0),
      streak,
      bestStreak: Math.max(r.bestStreak, streak),
      bestTimeMs: better(summary.timeMs, r.bestTimeMs) ? summary.timeMs : r.bestTimeMs,
      fewestMoves: better(summary.moves, r.fewestMoves) ? summary.moves : r.fewestMoves,
      dailyWon: summary.kind === 'daily' && summary.day !== null ? latestDay(summary.day, r.dailyWon) : r.dailyWon,
    };
  } else {
    next = { ...r, played: r.played + 1, streak: 0 };
  }
  return { records: { ...records, [summary.suits]: next }, improved };
}

const latestDay = (a: string, b: string | null) => (b === null || a > b ? a : b);

export function resetRecords(records: Records, suits: SuitCount): Records {
  return { ...records, [suits]: EMPTY_RECORD };
}

export function encodeRecords(records: Records): unknown {
  return { version: RECORDS_VERSION, bySuits: { 1: records[1], 2: records[2], 4: records[4] } };
}

const isCount = (v: unknown): v is number => isWholeNumber(v);
const isBest = orNull(isCount);
/** Best times stored before game time was whole milliseconds may have a fraction: rounded, kept. */
const wholeTime = (v: unknown): unknown => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.round(v) : v);
const isDay = orNull(isDayKey);

function decodeSuit(raw: unknown, suits: SuitCount, repaired: string[]): SuitRecord {
  if (raw === undefined) return EMPTY_RECORD;
  if (!isRecord(raw)) {
    repaired.push(`${suits}`);
    return EMPTY_RECORD;
  }
  const pick = <K extends keyof SuitRecord>(key: K, guard: (v: unknown) => v is SuitRecord[K], read = (v: unknown) => v): SuitRecord[K] => {
    const stored = own(raw, key);
    if (stored === undefined && LATER_FIELDS.includes(key)) return EMPTY_RECORD[key];
    const v = read(stored);
    if (guard(v)) return v;
    repaired.push(`${suits}.${key}`);
    return EMPTY_RECORD[key];
  };
  const r: SuitRecord = {
    played: pick('played', isCount),
    won: pick('won', isCount),
    wonWithoutUndo: pick('wonWithoutUndo', isCount),
    wonWithoutHints: pick('wonWithoutHints', isCount),
    streak: pick('streak', isCount),
    bestStreak: pick('bestStreak', isCount),
    bestTimeMs: pick('bestTimeMs', isBest, wholeTime),
    fewestMoves: pick('fewestMoves', isBest),
    dailyWon: pick('dailyWon', isDay),
  };
  // Counts that contradict each other cannot all be right; keep what is consistent.
  if (r.won > r.played) {
    repaired.push(`${suits}.won`);
    return { ...r, won: 0, wonWithoutUndo: 0, wonWithoutHints: 0, streak: 0 };
  }
  let fixed = r;
  for (const key of ['wonWithoutUndo', 'wonWithoutHints'] as const) {
    if (fixed[key] > fixed.won) {
      repaired.push(`${suits}.${key}`);
      fixed = { ...fixed, [key]: 0 };
    }
  }
  if (fixed.streak > fixed.bestStreak) {
    repaired.push(`${suits}.bestStreak`);
    return { ...fixed, bestStreak: fixed.streak };
  }
  return fixed;
}

/** Stored records → records; unknown fields are ignored, a bad field falls back to its default. */
export function decodeRecords(input: unknown): Repairable<Records> {
  if (!isRecord(input)) return unreadable('not-an-object', 'records');
  if (own(input, 'version') !== RECORDS_VERSION) return unreadable('bad-version', 'records');
  const bySuits = own(input, 'bySuits');
  const repaired: string[] = [];
  const table = isRecord(bySuits) ? bySuits : {};
  if (!isRecord(bySuits)) repaired.push('bySuits');
  const [one, two, four] = SUIT_COUNTS.map((s) => decodeSuit(own(table, String(s)), s, repaired));
  return { ok: true, value: { 1: one!, 2: two!, 4: four! }, repaired };
}
