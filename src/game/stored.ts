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
  | { readonly kind: 'records-repaired'; readonly fields: readonly string[] };

/** Everything read back at start-up (or when a tab takes the game back), decoded. */
export interface StoredState {
  readonly game: Restored | null; // null: none stored, or unreadable (see notices)
  readonly settings: Settings;
  readonly records: Records;
  readonly notices: readonly StorageNotice[];
  /** Raw values that could not be used as they were: kept under a backup key, never dropped. */
  readonly backups: readonly (readonly [key: string, raw: unknown])[];
}

export async function readStored(store: KeyValueStore): Promise<StoredState> {
  let values: unknown[];
  try {
    values = await store.getMany([KEYS.game, KEYS.settings, KEYS.records]);
  } catch {
    // No storage at all (private mode, blocked): play on; the first write fails and says so.
    return { game: null, settings: DEFAULT_SETTINGS, records: EMPTY_RECORDS, notices: [], backups: [] };
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

  let settings = DEFAULT_SETTINGS;
  if (rawSettings !== undefined) {
    const r = decodeSettings(rawSettings);
    if (!r.ok) {
      notices.push({ kind: 'settings-unreadable' });
      backups.push([KEYS.settings, rawSettings]);
    } else {
      settings = r.settings;
      if (r.repaired.length > 0) {
        notices.push({ kind: 'settings-repaired', fields: r.repaired });
        backups.push([KEYS.settings, rawSettings]);
      }
    }
  }

  let records = EMPTY_RECORDS;
  if (rawRecords !== undefined) {
    const r = decodeRecords(rawRecords);
    if (!r.ok) {
      notices.push({ kind: 'records-unreadable' });
      backups.push([KEYS.records, rawRecords]);
    } else {
      records = r.records;
      if (r.repaired.length > 0) {
        notices.push({ kind: 'records-repaired', fields: r.repaired });
        backups.push([KEYS.records, rawRecords]);
      }
    }
  }
  return { game, settings, records, notices, backups };
}
