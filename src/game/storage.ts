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
} as const;

export const backupKey = (key: string, wallMs: number): string => `backup:${key}:${wallMs}`;

/** IndexedDB through idb-keyval, opened on first use; any failure becomes a rejection. */
export function idbStore(dbName = 'spider-solitaire', storeName = 'kv'): KeyValueStore {
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
