import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lastWinnable } from '../../scripts/hint-blame.ts';

describe('the strength benchmark finds where a game was last winnable', () => {
  it('finds the last true of any true … false run, asking each state at most once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.nat(), (n, cut) => {
        const last = cut % n; // states 0..last are winnable
        const asked = new Map<number, number>();
        const states = Array.from({ length: n }, (_, i) => i);
        const found = lastWinnable(states, (s) => {
          asked.set(s, (asked.get(s) ?? 0) + 1);
          return s <= last;
        });
        expect(found).toBe(last);
        expect([...asked.values()].every((k) => k === 1)).toBe(true);
        expect(asked.size).toBeLessThanOrEqual(Math.ceil(Math.log2(n)) + 2);
      }),
    );
  });

  it('says -1 when even the first state is not winnable, and for no states', () => {
    expect(lastWinnable([1, 2, 3], () => false)).toBe(-1);
    expect(lastWinnable([], () => true)).toBe(-1);
  });
});
