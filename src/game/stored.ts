import type { Repairable } from './repairable.ts';
import { decodeRecords, EMPTY_RECORDS, type Records } from './records.ts';
import { decodeSave, type Restored, type SaveError } from './save.ts';
import { decodeSettings, DEFAULT_SETTINGS, type Settings } from './settings.ts';
import { KEYS, type KeyValueStore } from './storage.ts';

/** Something the player should hear about what was stored (never silent, never a crash). */
export type StorageNotice =
  | { readonly kind: 'game-unreadable'; readonly error: SaveError }
  | { readonly kind: 'settings-unreadable' }
  | { readonly kind: 'settings-repaired'; readonly fields: readonly string[] }
  | { readonly kind: 'records-unreadable' }
  | { readonly kind: 'records-repaired'; readonly fields: readonly string[] }
  | { readonly kind: 'dailies-unreadable' } // the calendar of dailies (game/daily-history.ts)
  | { readonly kind: 'dailies-repaired'; readonly fields: readonly string[] };

/** Everything read back at start-up (or when a tab takes the game back), decoded. */
export interface StoredState {
  readonly game: Restored | null; // null: none stored, or unreadable (see notices)
  readonly settings: Settings;
  readonly records: Records;
  readonly notices: readonly StorageNotice[];
  /** Raw values that could not be used as they were: kept under a backup key, never dropped. */
  readonly backups: readonly (readonly [key: string, raw: unknown])[];
  /** Nothing could be read at all: the values above are defaults, not what is stored. */
  readonly unreadable: boolean;
}

/** What start-up reads, in this order (the page may read them ahead: see index.html). */
export const STORED_KEYS: readonly string[] = [KEYS.game, KEYS.settings, KEYS.records];

export async function readStored(store: KeyValueStore): Promise<StoredState> {
  let values: unknown[];
  try {
    values = await store.getMany(STORED_KEYS);
  } catch {
    // No storage at all (private mode, blocked): play on; the first write fails and says so.
    return { game: null, settings: DEFAULT_SETTINGS, records: EMPTY_RECORDS, notices: [], backups: [], unreadable: true };
  }
  const [rawGame, rawSettings, rawRecords] = values;
  const notices: StorageNotice[] = [];
  const backups: (readonly [string, unknown])[] = [];

  let game: Restored | null = null;
  if (rawGame !== undefined) {
    const r = decodeSave(rawGame);
    if (r.ok) game = r.value;
    else {
      notices.push({ kind: 'game-unreadable', error: r.error });
      backups.push([KEYS.game, rawGame]);
    }
  }

  /** Settings and records: a bad field is repaired to its default, but said and backed up. */
  const part = <T>(key: string, raw: unknown, decode: (raw: unknown) => Repairable<T>, fallback: T, what: 'settings' | 'records'): T => {
    if (raw === undefined) return fallback;
    const r = decode(raw);
    if (r.ok && r.repaired.length === 0) return r.value;
    backups.push([key, raw]);
    if (!r.ok) {
      notices.push({ kind: `${what}-unreadable` });
      return fallback;
    }
    notices.push({ kind: `${what}-repaired`, fields: r.repaired });
    return r.value;
  };
  const settings = part(KEYS.settings, rawSettings, decodeSettings, DEFAULT_SETTINGS, 'settings');
  const records = part(KEYS.records, rawRecords, decodeRecords, EMPTY_RECORDS, 'records');
  return { game, settings, records, notices, backups, unreadable: false };
}
