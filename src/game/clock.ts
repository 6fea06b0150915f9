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
