import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeGrades, encodeGrades, gradeFor, verifiedDeals, type Grade, type VerifiedList } from '../../src/data/lists.ts';

const list = (grades: Grade[], from = 1): VerifiedList => ({
  suits: 2,
  rules: 'classic',
  budget: 1000,
  from,
  to: from + grades.length - 1,
  won: grades.filter((g) => g !== 0).length,
  grades: encodeGrades(grades),
});

describe('verified list format', () => {
  it('round-trips any grades, 2 bits a deal', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<Grade>(0, 1, 2, 3), { minLength: 1, maxLength: 600 }), fc.nat(1e6), (grades, from) => {
        const l = list(grades, from);
        expect(decodeGrades(l)).toEqual(grades);
        expect(verifiedDeals(l)).toEqual(grades.flatMap((g, i) => (g ? [from + i] : [])));
      }),
    );
  });

  it('packs 4000 deals into about 1.3 KB of text', () => {
    expect(list(new Array<Grade>(4000).fill(3)).grades.length).toBeLessThanOrEqual(1336);
  });

  it('grades by the positions the solver needed', () => {
    expect(gradeFor(false, 5)).toBe(0);
    expect(gradeFor(true, 10_000)).toBe(1);
    expect(gradeFor(true, 10_001)).toBe(2);
    expect(gradeFor(true, 100_001)).toBe(3);
  });
});
