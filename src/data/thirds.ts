import { fnv1a32 } from '../engine/daily.ts';
import { decodeNeeded, verifiedDeals, type VerifiedList } from './lists.ts';
import type { Thirds } from './third.ts';

/**
 * Verified deals by difficulty (issue 24): each list records the search each win needed (the
 * `needed` byte, the bit length of the positions examined). Ordered by that, easiest first,
 * the won deals split into thirds at ⌊n/3⌋ and ⌊2n/3⌋: the first third is "easier", the last
 * "harder", the middle "medium". The lists are unchanged; this only reads them.
 *
 * Ties are many (1 suit: 3,523 of 4,000 deals needed 2^12..2^13 positions), so the order within
 * equal effort decides much of a third. It is fnv1a32 of the deal number in decimal, then the
 * number itself: fixed on every device, and not "low numbers are easier", which the numbers do
 * not say.
 */
export { THIRDS, thirdOf, type Third, type Thirds } from './third.ts';

export function thirdsOf(list: VerifiedList): Thirds {
  const needed = decodeNeeded(list);
  const deals = verifiedDeals(list);
  const effort = (deal: number) => needed[deal - list.from]!;
  const tie = new Map(deals.map((d) => [d, fnv1a32(String(d))]));
  const ordered = [...deals].sort((a, b) => effort(a) - effort(b) || tie.get(a)! - tie.get(b)! || a - b);
  const n = ordered.length;
  const cut1 = Math.floor(n / 3);
  const cut2 = Math.floor((2 * n) / 3);
  const ascending = (xs: number[]) => xs.sort((a, b) => a - b);
  return {
    easier: ascending(ordered.slice(0, cut1)),
    medium: ascending(ordered.slice(cut1, cut2)),
    harder: ascending(ordered.slice(cut2)),
  };
}
