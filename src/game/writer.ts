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
  let running: Promise<void> | null = null;
  let enabled = true;

  const drain = async (): Promise<void> => {
    // Let the rest of this task put its values first, so they share the transaction.
    await Promise.resolve();
    while (pending.size > 0) {
      const batch = pending;
      pending = new Map();
      const t0 = now();
      try {
        await store.setMany([...batch]);
        timings.push(now() - t0);
        if (timings.length > 1000) timings.shift();
        if (failing.value) failing.value = false;
      } catch {
        failing.value = true;
        // Nothing is dropped: what failed goes out again with the next write (unless a newer
        // value replaced it meanwhile). Stop here so a store that always fails cannot spin.
        for (const [k, v] of batch) if (!pending.has(k)) pending.set(k, v);
        break;
      }
    }
    running = null;
  };

  return {
    failing,
    timings,
    put(key, value) {
      if (!enabled) return;
      pending.set(key, value);
      running ??= drain();
    },
    async flush() {
      if (!running && pending.size > 0 && enabled) running = drain();
      while (running) await running;
    },
    setEnabled(value) {
      enabled = value;
      if (!value) pending.clear();
    },
  };
}
