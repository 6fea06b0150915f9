import { signal, type ReadonlySignal } from '@preact/signals';
import { decodeHistory, EMPTY_HISTORY, encodeHistory, markDay, mergeHistories, type DailyHistory, type DayState } from './daily-days.ts';
import type { Persistence } from './persistence.ts';
import type { Session } from './session.ts';
import { KEYS, type KeyValueStore } from './storage.ts';

export interface DailyHistoryDeps {
  readonly session: Session;
  readonly store: KeyValueStore; // read at start (and when a tab takes the game back)
  /** Writes go through the one writer; what cannot be read is said and kept aside. */
  readonly persistence: Pick<Persistence, 'writer' | 'notify' | 'backup'>;
}

export interface DailyHistoryStore {
  readonly history: ReadonlySignal<DailyHistory>;
  /** Resolves once the stored calendar has been read (and merged with what this tab did since). */
  readonly ready: Promise<void>;
  /** Reads the stored calendar again and keeps both (another tab may have added days). */
  reload(): Promise<void>;
  dispose(): void;
}

/**
 * The calendar of dailies on disk (issue 24): a daily is marked played at its first action (as
 * the records count a game from it) and won when won, under the daily's own day. It starts
 * empty: the records never kept which days were played, so earlier dailies cannot be recovered.
 * Read after the first paint, like the results queue: nothing at start-up waits for it.
 */
export function createDailyHistory(deps: DailyHistoryDeps): DailyHistoryStore {
  const { session, persistence } = deps;
  const history = signal<DailyHistory>(EMPTY_HISTORY);
  let loaded = false;

  const mark = (state: DayState) => {
    const day = session.day.peek();
    if (session.kind.peek() !== 'daily' || day === null) return;
    const next = markDay(history.peek(), session.game.peek().position.suits, day, state);
    if (next === history.peek()) return;
    history.value = next;
    // Before the stored calendar is read, writing would replace it: it is merged and written then.
    if (loaded) persistence.writer.put(KEYS.dailies, encodeHistory(next));
  };

  const stop = session.subscribe((event) => {
    if (event.type === 'action') mark('played');
    else if (event.type === 'end' && event.result === 'won') mark('won');
  });

  const read = async (): Promise<void> => {
    let raw: unknown;
    try {
      [raw] = await deps.store.getMany([KEYS.dailies]);
    } catch {
      raw = undefined; // no storage: the calendar lives in memory, as the game does then
    }
    let stored = EMPTY_HISTORY;
    let damaged = false;
    if (raw !== undefined) {
      const r = decodeHistory(raw);
      if (!r.ok || r.repaired.length > 0) {
        damaged = true;
        persistence.backup(KEYS.dailies, raw);
        persistence.notify([r.ok ? { kind: 'dailies-repaired', fields: r.repaired } : { kind: 'dailies-unreadable' }]);
      }
      if (r.ok) stored = r.value;
    }
    const mine = history.peek();
    const merged = mergeHistories(stored, mine);
    loaded = true;
    history.value = merged;
    // A repaired calendar is written back once (its raw value is in the backup).
    if (merged !== stored || damaged) persistence.writer.put(KEYS.dailies, encodeHistory(merged));
  };

  return {
    history,
    ready: read(),
    reload: read,
    dispose: stop,
  };
}
