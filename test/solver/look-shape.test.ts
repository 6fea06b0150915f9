import { describe, expect, it } from 'vitest';
import { LOOK, lookNodes, lookShape } from '../../src/solver/hint-heuristic.ts';
import { HINT_BUDGET } from '../../src/solver/hint-types.ts';

describe("the look-ahead's size", () => {
  it("takes each suit count's share of the budget, width and depth", () => {
    for (const suits of [1, 2, 4] as const) {
      const shape = lookShape({ rules: 'classic', seed: 1, budget: 50_000 }, suits);
      expect(shape).toEqual({ nodes: Math.floor(50_000 * LOOK[suits].share), width: LOOK[suits].width, depth: LOOK[suits].depth });
    }
  });

  it('takes its share of the default budget when none is given, and none of a tiny one', () => {
    expect(lookNodes({ rules: 'classic', seed: 1 }, 2)).toBe(Math.floor(HINT_BUDGET * LOOK[2].share));
    expect(lookNodes({ rules: 'classic', seed: 1, budget: 1 }, 4)).toBe(Math.floor(LOOK[4].share));
  });

  it("lets a benchmark's shape stand in for the suit count's", () => {
    const look = { nodes: 60_000, width: 120, depth: 20 };
    expect(lookShape({ rules: 'classic', seed: 1, budget: 100_000, look }, 4)).toEqual(look);
    expect(lookNodes({ rules: 'classic', seed: 1, look }, 1)).toBe(60_000);
  });
});
