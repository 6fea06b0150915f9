import type { SuitCount } from '../engine/cards.ts';
import type { VerifiedList } from './lists.ts';
import type { Thirds } from './third.ts';

// Each list is its own small chunk: fetched the first time it is needed, precached for offline.
const loaders: Record<SuitCount, () => Promise<{ default: unknown }>> = {
  1: () => import('./verified-1.json'),
  2: () => import('./verified-2.json'),
  4: () => import('./verified-4.json'),
};

const lists = new Map<SuitCount, Promise<VerifiedList>>();
const cache = new Map<SuitCount, Promise<number[]>>();
const thirdsCache = new Map<SuitCount, Promise<Thirds>>();

/** The decoded list, loaded once. */
function loadList(suits: SuitCount): Promise<VerifiedList> {
  let list = lists.get(suits);
  if (!list) {
    // The list format's code comes with the first list, not in the start-up bundle.
    list = Promise.all([loaders[suits](), import('./lists.ts')]).then(([m, { decodeList }]) => {
      // Decoded, not cast: a damaged build must fail loudly rather than offer wrong deals.
      const decoded = decodeList(m.default);
      if (!decoded.ok) throw new Error(`verified-${suits}.json: ${decoded.message}`);
      return decoded.value;
    });
    lists.set(suits, list);
  }
  return list;
}

/** The deal numbers the solver won for this suit count (classic rules), ascending. */
export function loadVerifiedDeals(suits: SuitCount): Promise<number[]> {
  let deals = cache.get(suits);
  if (!deals) {
    deals = Promise.all([loadList(suits), import('./lists.ts')]).then(([list, { verifiedDeals }]) => verifiedDeals(list));
    cache.set(suits, deals);
  }
  return deals;
}

/** The same deals in thirds by the search each needed (thirds.ts). */
export function loadVerifiedThirds(suits: SuitCount): Promise<Thirds> {
  let thirds = thirdsCache.get(suits);
  if (!thirds) {
    thirds = Promise.all([loadList(suits), import('./thirds.ts')]).then(([list, { thirdsOf }]) => thirdsOf(list));
    thirdsCache.set(suits, thirds);
  }
  return thirds;
}
