/**
 * The outside world the game layer needs: time and chance. Injected so tests and benchmarks
 * are deterministic (STYLE lesson 4); the app passes the real ones.
 */
export interface Clock {
  /** Milliseconds on a clock that only moves forward; only differences are used. */
  now(): number;
}

/** Picks a deal number 0..4294967295 for an unfiltered random deal. */
export type DealPicker = () => number;

export const systemClock: Clock = {
  now: () => (typeof performance !== 'undefined' ? performance.now() : Date.now()),
};

export const randomDeal: DealPicker = () => {
  const words = new Uint32Array(1);
  crypto.getRandomValues(words);
  return words[0]!;
};

/** A clock tests move by hand. */
export function manualClock(start = 0): Clock & { advance(ms: number): void; set(ms: number): void } {
  let t = start;
  return {
    now: () => t,
    advance(ms: number) {
      t += ms;
    },
    set(ms: number) {
      t = ms;
    },
  };
}

/** Calls back after a delay; returns a function that cancels the call. */
export interface Timers {
  after(ms: number, run: () => void): () => void;
}

export const systemTimers: Timers = {
  after(ms, run) {
    const id = setTimeout(run, ms);
    return () => clearTimeout(id);
  },
};

/** Timers tests fire by hand: `advance(ms)` runs, in order, every call that falls due. */
export function manualTimers(): Timers & { advance(ms: number): void; pending(): number } {
  let t = 0;
  let next = 0;
  const due: { at: number; order: number; run: () => void }[] = [];
  return {
    after(ms, run) {
      const entry = { at: t + ms, order: next++, run };
      due.push(entry);
      return () => {
        const i = due.indexOf(entry);
        if (i >= 0) due.splice(i, 1);
      };
    },
    advance(ms) {
      const end = t + ms;
      for (;;) {
        due.sort((a, b) => a.at - b.at || a.order - b.order);
        const first = due[0];
        if (!first || first.at > end) break;
        due.shift();
        t = first.at;
        first.run();
      }
      t = end;
    },
    pending: () => due.length,
  };
}
