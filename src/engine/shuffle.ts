import { DECK_SIZE, type CardId } from './cards.ts';

/**
 * mulberry32 exactly as SPEC §1.2. Deal numbers are frozen forever: shared links and the
 * verified lists depend on every bit of this, so golden tests pin it down.
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

export const MAX_DEAL = 0xffffffff;

export function isDealNumber(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_DEAL;
}

/** The shuffled deck for deal `n`. */
export function shuffledDeck(n: number): CardId[] {
  return shuffled(
    Array.from({ length: DECK_SIZE }, (_, i) => i),
    mulberry32(n),
  );
}

/** A copy of `xs` in Fisher–Yates order from the top down, `next` drawing each swap. */
export function shuffled<T>(xs: readonly T[], next: () => number): T[] {
  const out = xs.slice();
  for (let i = out.length - 1; i >= 1; i--) {
    const j = next() % (i + 1);
    const t = out[i]!;
    out[i] = out[j]!;
    out[j] = t;
  }
  return out;
}
