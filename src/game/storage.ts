import { createStore, del, getMany, promisifyRequest, type UseStore } from 'idb-keyval';

/**
 * Where the game layer keeps things (injected, so tests use a memory store and can make it
 * fail). Every method may reject: private mode, a full disk or a blocked database are ordinary
 * and the caller reports them rather than crashing.
 */
export interface KeyValueStore {
  getMany(keys: readonly string[]): Promise<unknown[]>;
  /** Writes all entries or none. */
  setMany(entries: readonly (readonly [string, unknown])[]): Promise<void>;
  del(key: string): Promise<void>;
}

/** The stored keys; a value that cannot be read goes to `backup:<key>:<wall ms>` first. */
export const KEYS = {
  game: 'game',
  settings: 'settings',
  records: 'records',
  results: 'results', // daily results waiting to be sent (game/results.ts)
  dailies: 'dailies', // the calendar of dailies played and won (game/daily-history.ts)
  lastGame: 'last-game', // the last game left with moves, for "Where did it go wrong?" later (a save)
} as const;

export const backupKey = (key: string, wallMs: number): string => `backup:${key}:${wallMs}`;

/** Where the app keeps everything: one IndexedDB database with one object store. */
export const DATABASE = 'spider-solitaire';
export const OBJECT_STORE = 'kv';

/** IndexedDB through idb-keyval, opened on first use; any failure becomes a rejection. */
export function idbStore(dbName = DATABASE, storeName = OBJECT_STORE): KeyValueStore {
  let store: UseStore | undefined;
  const open = (): UseStore => (store ??= createStore(dbName, storeName));
  return {
    getMany: async (keys) => getMany([...keys], open()),
    // idb-keyval's setMany, plus commit(): the transaction is handed over whole at once, so it
    // still lands when the page is reloaded or closed right after a move.
    setMany: async (entries) =>
      open()('readwrite', (kv) => {
        for (const [k, v] of entries) kv.put(v, k);
        kv.transaction.commit?.();
        return promisifyRequest(kv.transaction);
      }),
    del: async (key) => del(key, open()),
  };
}

/** A store in memory (tests, and the fallback when IndexedDB is missing). */
export function memoryStore(initial: Readonly<Record<string, unknown>> = {}): KeyValueStore & {
  readonly data: Map<string, unknown>;
} {
  const data = new Map<string, unknown>(Object.entries(initial));
  return {
    data,
    getMany: async (keys) => keys.map((k) => data.get(k)),
    setMany: async (entries) => {
      for (const [k, v] of entries) data.set(k, v);
    },
    del: async (key) => {
      data.delete(key);
    },
  };
}

/** The global the page's early read leaves its promise in (see `readAhead`). */
export const READ_AHEAD_GLOBAL = '__spiderStored';

/**
 * Reads `keys` from IndexedDB with nothing but the browser's own API, the way idb-keyval stores
 * them (one object store, the key as the record's key): values in the order of `keys`, or null
 * on any failure. The built page runs this inline (compiled from here, with the names above) while
 * the app's code loads, so a resume does not wait for IndexedDB to open after it.
 */
export function readAhead(idb: IDBFactory, database: string, storeName: string, keys: readonly string[]): Promise<unknown[] | null> {
  return new Promise((resolve) => {
    const open = idb.open(database);
    // A first visit creates the database as idb-keyval would, so its first write finds the store.
    open.onupgradeneeded = () => open.result.createObjectStore(storeName);
    open.onerror = () => resolve(null);
    open.onsuccess = () => {
      try {
        const db = open.result;
        const store = db.transaction(storeName).objectStore(storeName);
        const out: unknown[] = [];
        let left = keys.length;
        keys.forEach((key, i) => {
          const get = store.get(key);
          get.onsuccess = () => {
            out[i] = get.result;
            if (--left === 0) {
              db.close();
              resolve(out);
            }
          };
          get.onerror = () => resolve(null);
        });
      } catch {
        resolve(null);
      }
    };
  });
}

/** What the page's early read left (a promise of `readAhead`'s answer), or null. */
export function readAheadResult(): Promise<unknown> | null {
  const early: unknown = Reflect.get(globalThis, READ_AHEAD_GLOBAL);
  return early instanceof Promise ? early : null;
}

/**
 * `store`, whose first read of exactly `keys` may be answered by values read ahead of time (the
 * page starts that read before the app's code has loaded). Anything else goes to `store`.
 */
export function prefetched(store: KeyValueStore, keys: readonly string[], early: Promise<unknown> | null): KeyValueStore {
  let ahead = early;
  return {
    ...store,
    async getMany(wanted) {
      const waiting = ahead;
      ahead = null; // only the first read: later ones must see later writes
      const same = wanted.length === keys.length && wanted.every((k, i) => k === keys[i]);
      if (waiting && same) {
        const values = await waiting.catch(() => null);
        if (Array.isArray(values) && values.length === keys.length) return values;
      }
      return store.getMany(wanted);
    },
  };
}
