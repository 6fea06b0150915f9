// A deal's third of its verified list (thirds.ts makes them). Kept apart from the list format so
// the deal line can name a third without the lists' code in the start-up bundle.

export type Third = 'easier' | 'medium' | 'harder';
export const THIRDS: readonly Third[] = ['easier', 'medium', 'harder'];

export interface Thirds {
  readonly easier: readonly number[]; // deal numbers, ascending
  readonly medium: readonly number[];
  readonly harder: readonly number[];
}

/** Which third a deal is in; null when it is not on the list. */
export function thirdOf(thirds: Thirds, deal: number): Third | null {
  return THIRDS.find((t) => binaryHas(thirds[t], deal)) ?? null;
}

function binaryHas(sorted: readonly number[], x: number): boolean {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = sorted[mid]!;
    if (v === x) return true;
    if (v < x) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}
