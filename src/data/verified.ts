import type { SuitCount } from '../engine/cards.ts';

// Each list is its own small chunk: fetched the first time it is needed, precached for offline.
const loaders: Record<SuitCount, () => Promise<{ default: unknown }>> = {
  1: () => import('./verified-1.json'),
  2: () => import('./verified-2.json'),
  4: () => import('./verified-4.json'),
};

const cache = new Map<SuitCount, Promise<number[]>>();

/** The deal numbers the solver won for this suit count (classic rules), ascending. */
export function loadVerifiedDeals(suits: SuitCount): Promise<number[]> {
  let deals = cache.get(suits);
  if (!deals) {
    // The list format's code comes with the first list, not in the start-up bundle.
    deals = Promise.all([loaders[suits](), import('./lists.ts')]).then(([m, { decodeList, verifiedDeals }]) => {
      // Decoded, not cast: a damaged build must fail loudly rather than offer wrong deals.
      const list = decodeList(m.default);
      if (!list.ok) throw new Error(`verified-${suits}.json: ${list.message}`);
      return verifiedDeals(list.value);
    });
    cache.set(suits, deals);
  }
  return deals;
}
