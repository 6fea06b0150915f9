import { effect, signal, type ReadonlySignal } from '@preact/signals';
import type { SuitCount } from '../engine/cards.ts';
import { encodeRecords, recordEnd, resetRecords, type Improvement, type Records } from './records.ts';
import { decodeSave, encodeSave, type Restored } from './save.ts';
import type { Session } from './session.ts';
import { encodeSettings, type SettingsStore } from './settings.ts';
import { backupKey, KEYS, type KeyValueStore } from './storage.ts';
import { readStored, type StorageNotice } from './stored.ts';
import { createTabGuard, type TabChannel } from './tabs.ts';
import { createWriter, type Writer } from './writer.ts';

export interface PersistenceDeps {
  readonly session: Session;
  readonly settings: SettingsStore;
  readonly store: KeyValueStore;
  readonly records: Records; // as read at start-up
  readonly notices?: readonly StorageNotice[]; // what start-up found wrong with stored data
  readonly backups?: readonly (readonly [key: string, raw: unknown])[]; // raw values to keep aside
  readonly wallNow: () => number; // ms since the epoch, for backup keys
  readonly channel?: TabChannel | null;
  readonly tabId?: string;
  readonly writer?: Writer;
}

/**
 * Keeps what the player has on disk: the game in progress after every session event, the
 * settings on every change, the records when a game ends (in the same transaction as the
 * game). It listens to the session; the UI never writes anything itself.
 */
export interface Persistence {
  readonly records: ReadonlySignal<Records>;
  /** What the last won game improved; null after a loss or a new game. */
  readonly improved: ReadonlySignal<Improvement | null>;
  /**
   * The last game that ended lost with moves (left for another, or given up), stored as a save
   * so Statistics can analyse it later; null until loadLastGame() has read one.
   */
  readonly lastGame: ReadonlySignal<Restored | null>;
  loadLastGame(): Promise<void>;
  readonly failing: ReadonlySignal<boolean>; // writes fail: progress is not being saved
  readonly elsewhere: ReadonlySignal<boolean>; // another tab has the game now
  /** Messages about stored data that the player has not dismissed yet. */
  readonly notices: ReadonlySignal<readonly StorageNotice[]>;
  readonly writer: Writer;
  flush(): Promise<void>;
  /** Reads the newest stored game and records (another tab's) and continues here. */
  takeBack(): Promise<void>;
  resetRecords(suits: SuitCount): void;
  /** Keeps a raw value that could not be used, under a key of its own. */
  backup(key: string, raw: unknown): void;
  notify(notices: readonly StorageNotice[]): void;
  dismissNotices(): void;
  dispose(): void;
}

export function createPersistence(deps: PersistenceDeps): Persistence {
  const { session, settings, store } = deps;
  const writer = deps.writer ?? createWriter(store);
  const records = signal<Records>(deps.records);
  const improved = signal<Improvement | null>(null);
  const lastGame = signal<Restored | null>(null);
  const notices = signal<readonly StorageNotice[]>(deps.notices ?? []);
  let lastBackup = 0;

  const saveGame = () => writer.put(KEYS.game, encodeSave(session.journal.snapshot()));
  const guard = createTabGuard(deps.channel ?? null, deps.tabId ?? 'tab', () => writer.setEnabled(false), deps.wallNow);

  const stopSession = session.subscribe((event) => {
    if (event.type === 'end') {
      const r = recordEnd(records.value, event.result, event.summary);
      records.value = r.records;
      improved.value = event.result === 'won' ? r.improved : null;
      writer.put(KEYS.records, encodeRecords(r.records));
      // The event comes before the session moves on: the snapshot is still this game's.
      if (event.result === 'lost' && session.journal.actions.peek().length > 0) {
        const saved = encodeSave(session.journal.snapshot());
        const back = decodeSave(saved);
        if (back.ok) lastGame.value = back.value;
        writer.put(KEYS.lastGame, saved);
      }
    } else if (event.type === 'start') {
      improved.value = null;
    }
    saveGame();
  });

  // Writes the settings whenever they change (the first run only reads them).
  let first = true;
  const stopSettings = effect(() => {
    const value = encodeSettings(settings.settings.value);
    if (first) first = false;
    else writer.put(KEYS.settings, value);
  });

  const persistence: Persistence = {
    records,
    improved,
    lastGame,
    async loadLastGame() {
      if (lastGame.peek()) return;
      try {
        const [raw] = await store.getMany([KEYS.lastGame]);
        const back = raw === undefined ? null : decodeSave(raw);
        // One that cannot be read is only not offered: it is no game in progress, nothing is lost.
        if (back?.ok && !lastGame.peek()) lastGame.value = back.value;
      } catch {
        // No storage: nothing to offer.
      }
    },
    failing: writer.failing,
    elsewhere: guard.elsewhere,
    notices,
    writer,
    flush() {
      if (!guard.elsewhere.value) saveGame();
      return writer.flush();
    },
    async takeBack() {
      const stored = await readStored(store);
      writer.setEnabled(true);
      // What could not be read is kept aside and said, exactly as at start-up; when nothing
      // could be read at all, this tab carries on with what it has rather than defaults.
      if (!stored.unreadable) {
        for (const [key, raw] of stored.backups) persistence.backup(key, raw);
        persistence.notify(stored.notices);
        if (stored.game) session.journal.restore(stored.game.snapshot, stored.game.game);
        records.value = stored.records;
        settings.update(stored.settings); // decoded already: a whole, valid patch
      }
      guard.claim();
      saveGame();
    },
    resetRecords(suits) {
      records.value = resetRecords(records.value, suits);
      writer.put(KEYS.records, encodeRecords(records.value));
    },
    backup(key, raw) {
      // Two backups in the same millisecond must not overwrite each other.
      lastBackup = Math.max(lastBackup + 1, deps.wallNow());
      writer.put(backupKey(key, lastBackup), raw);
    },
    notify(more) {
      if (more.length > 0) notices.value = [...notices.value, ...more];
    },
    dismissNotices() {
      notices.value = [];
    },
    dispose() {
      stopSession();
      stopSettings();
      guard.dispose();
    },
  };

  // Unusable values are kept aside before anything replaces them, in the same transaction.
  for (const [key, raw] of deps.backups ?? []) persistence.backup(key, raw);
  guard.claim();
  saveGame();
  return persistence;
}
