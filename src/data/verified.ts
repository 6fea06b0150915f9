import type { SuitCount } from '../engine/cards.ts';
import { verifiedDeals, type VerifiedList } from './lists.ts';

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
    deals = loaders[suits]().then((m) => verifiedDeals(m.default as VerifiedList));
    cache.set(suits, deals);
  }
  return deals;
}
