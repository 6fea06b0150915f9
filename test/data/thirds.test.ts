import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeList, decodeNeeded, verifiedDeals, type VerifiedList } from '../../src/data/lists.ts';
import { thirdOf, thirdsOf, THIRDS } from '../../src/data/thirds.ts';
import { fnv1a32 } from '../../src/engine/daily.ts';

function shipped(suits: 1 | 2 | 4): VerifiedList {
  const list = decodeList(JSON.parse(readFileSync(new URL(`../../src/data/verified-${suits}.json`, import.meta.url), 'utf8')));
  if (!list.ok) throw new Error(list.message);
  return list.value;
}

/** Counts pinned from the shipped lists: ⌊n/3⌋, ⌊2n/3⌋ − ⌊n/3⌋, the rest. */
const SIZES = { 1: [1333, 1333, 1334], 2: [1333, 1333, 1334], 4: [1330, 1330, 1331] } as const;

describe.each([1, 2, 4] as const)('the %s-suit list in thirds', (suits) => {
  const list = shipped(suits);
  const thirds = thirdsOf(list);
  const needed = decodeNeeded(list);
  const effort = (deal: number) => needed[deal - list.from]!;

  it('are thirds: the counts, every verified deal in exactly one, nothing else', () => {
    expect(THIRDS.map((t) => thirds[t].length)).toEqual(SIZES[suits]);
    const all = [...thirds.easier, ...thirds.medium, ...thirds.harder].sort((a, b) => a - b);
    expect(all).toEqual(verifiedDeals(list));
    for (const t of THIRDS) expect([...thirds[t]]).toEqual([...thirds[t]].sort((a, b) => a - b));
  });

  it('are ordered by the search each deal needed: nothing easier needed more than anything harder', () => {
    const max = (xs: readonly number[]) => Math.max(...xs.map(effort));
    const min = (xs: readonly number[]) => Math.min(...xs.map(effort));
    expect(max(thirds.easier)).toBeLessThanOrEqual(min(thirds.medium));
    expect(max(thirds.medium)).toBeLessThanOrEqual(min(thirds.harder));
    expect(min(thirds.easier)).toBeLessThan(max(thirds.harder));
  });

  it('break ties by fnv1a32 of the deal number: at a shared boundary, the hash decides', () => {
    const rank = (d: number) => [effort(d), fnv1a32(String(d)), d] as const;
    const before = (a: number, b: number) => {
      const [x, y] = [rank(a), rank(b)];
      return x[0] < y[0] || (x[0] === y[0] && (x[1] < y[1] || (x[1] === y[1] && x[2] < y[2])));
    };
    const last = (xs: readonly number[]) => [...xs].sort((a, b) => (before(a, b) ? -1 : 1)).at(-1)!;
    const first = (xs: readonly number[]) => [...xs].sort((a, b) => (before(a, b) ? -1 : 1))[0]!;
    expect(before(last(thirds.easier), first(thirds.medium))).toBe(true);
    expect(before(last(thirds.medium), first(thirds.harder))).toBe(true);
  });

  it('name each deal’s third, and none for a deal off the list', () => {
    for (const t of THIRDS) for (const d of thirds[t].slice(0, 50)) expect(thirdOf(thirds, d)).toBe(t);
    const off = Array.from({ length: list.to }, (_, i) => i + 1).find((d) => !verifiedDeals(list).includes(d));
    if (off !== undefined) expect(thirdOf(thirds, off)).toBeNull();
    expect(thirdOf(thirds, list.to + 1)).toBeNull();
  });
});
