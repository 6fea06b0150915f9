import { signal, type ReadonlySignal } from '@preact/signals';
import type { KeyValueStore } from './storage.ts';

/**
 * One write queue for everything stored. Values put in the same task go out in one
 * transaction (so a game's end and the records it changed land together or not at all);
 * a newer value for a key replaces an unwritten older one.
 */
export interface Writer {
  put(key: string, value: unknown): void;
  /** Writes what is waiting (a failed write is tried again here) and resolves when done. */
  flush(): Promise<void>;
  /** True after a write failed, until one succeeds again. */
  readonly failing: ReadonlySignal<boolean>;
  /** While false (another tab owns the save) puts are dropped. */
  setEnabled(enabled: boolean): void;
  /** Time (ms) each transaction took from start to commit, newest last; for benchmarks. */
  readonly timings: readonly number[];
}

export function createWriter(store: KeyValueStore, now: () => number = () => performance.now()): Writer {
  const failing = signal(false);
  const timings: number[] = [];
  let pending = new Map<string, unknown>();
  let scheduled = false;
  let enabled = true;
  // The newest put of each key, by number: a failed batch puts back only what nothing newer
  // has replaced, even when the newer value is already on its way in a later transaction.
  let serial = 0;
  const newest = new Map<string, number>();
  const inFlight = new Set<Promise<void>>();

  /**
   * Hands what is waiting to the store at once, without waiting for earlier transactions:
   * IndexedDB commits transactions on the same store in the order they were made, and a value
   * still sitting in this queue when the page goes (a reload right after a move) would be lost.
   */
  const issue = (): void => {
    scheduled = false;
    if (pending.size === 0 || !enabled) return;
    const batch = pending;
    pending = new Map();
    const serials = new Map([...batch.keys()].map((k) => [k, newest.get(k)]));
    const t0 = now();
    const write: Promise<void> = store.setMany([...batch]).then(
      () => {
        timings.push(now() - t0);
        if (timings.length > 1000) timings.shift();
        if (failing.value && pending.size === 0) failing.value = false;
      },
      () => {
        failing.value = true;
        // Nothing is dropped: what failed goes out again with the next write (unless a newer
        // value replaced it meanwhile). No retry of its own, so a store that always fails
        // cannot spin.
        for (const [k, v] of batch) if (newest.get(k) === serials.get(k) && !pending.has(k)) pending.set(k, v);
      },
    );
    inFlight.add(write);
    void write.finally(() => inFlight.delete(write));
  };

  return {
    failing,
    timings,
    put(key, value) {
      if (!enabled) return;
      pending.set(key, value);
      newest.set(key, ++serial);
      if (scheduled) return;
      scheduled = true;
      // Let the rest of this task put its values first, so they share the transaction.
      queueMicrotask(issue);
    },
    async flush() {
      if (pending.size > 0 && enabled) issue();
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    setEnabled(value) {
      enabled = value;
      if (!value) pending.clear();
    },
  };
}
