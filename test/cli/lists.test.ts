import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  decodeGrades,
  decodeList,
  decodeNeeded,
  encodeGrades,
  encodeNeeded,
  gradeFor,
  neededFor,
  verifiedDeals,
  type Grade,
  type VerifiedList,
} from '../../src/data/lists.ts';

const list = (grades: Grade[], from = 1): VerifiedList => ({
  suits: 2,
  rules: 'classic',
  budget: 1000,
  from,
  to: from + grades.length - 1,
  won: grades.filter((g) => g !== 0).length,
  grades: encodeGrades(grades),
  needed: encodeNeeded(grades.map((g) => (g === 0 ? 0 : 10 + g))),
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

  it('records the budget each won deal needed as a bit length', () => {
    expect(neededFor(false, 5)).toBe(0);
    expect(neededFor(true, 0)).toBe(1);
    expect(neededFor(true, 1023)).toBe(10);
    expect(neededFor(true, 1024)).toBe(11);
    expect(neededFor(true, 5_000_000)).toBe(23);
  });

  it('grades by the positions the solver needed', () => {
    expect(gradeFor(false, 5)).toBe(0);
    expect(gradeFor(true, 10_000)).toBe(1);
    expect(gradeFor(true, 10_001)).toBe(2);
    expect(gradeFor(true, 100_001)).toBe(3);
  });
});

describe('decodeList', () => {
  const error = (value: unknown) => {
    const r = decodeList(value);
    return r.ok ? 'ok' : r.error;
  };

  it('accepts the shipped lists as they are', () => {
    for (const suits of [1, 2, 4]) {
      const text = readFileSync(new URL(`../../src/data/verified-${suits}.json`, import.meta.url), 'utf8');
      const r = decodeList(JSON.parse(text));
      expect(r.ok).toBe(true);
      if (r.ok) expect(r.value).toEqual(JSON.parse(text));
    }
  });

  it('accepts any list encodeGrades writes', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<Grade>(0, 1, 2, 3), { minLength: 1, maxLength: 300 }), fc.nat(1e6), (grades, from) => {
        expect(decodeList(list(grades, from))).toEqual({ ok: true, value: list(grades, from) });
      }),
    );
  });

  it('refuses each kind of damage with its own error', () => {
    const good = list([1, 0, 2, 3, 0]);
    expect(error(good)).toBe('ok');
    expect(error(null)).toBe('not-an-object');
    expect(error([good])).toBe('not-an-object');
    expect(error({ ...good, suits: 3 })).toBe('bad-suits');
    expect(error({ ...good, rules: 'easy' })).toBe('bad-rules');
    for (const budget of [0, -1, 1.5, '1000', 2 ** 60]) expect(error({ ...good, budget })).toBe('bad-budget');
    for (const [from, to] of [
      [-5, 3],
      [1.5, 5],
      [6, 5],
      [0, 4294967296],
      ['1', 5],
    ])
      expect(error({ ...good, from, to })).toBe('bad-range');
    expect(error({ ...good, from: 0, to: 4294967295 })).toBe('too-long');
    expect(error({ ...good, from: 1, to: 1_000_001 })).toBe('too-long');
    for (const grades of [7, null, '', 'AA=', '!!!!', 'A===', good.grades + 'AAAA']) expect(error({ ...good, grades })).toBe('bad-grades');
    // A sixth grade in the spare bits of a five-deal list: same length, not what encodeGrades writes.
    expect(error({ ...good, grades: encodeGrades([1, 0, 2, 3, 0, 2]) })).toBe('bad-grades');
    expect(error({ ...good, won: 4 })).toBe('bad-won');
    expect(error({ ...good, won: '3' })).toBe('bad-won');
  });

  // Any text of the right length, padding included: accepted exactly when re-encoding what it
  // decodes to gives the same text back (the plain definition of "canonical"), grades and needed.
  const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const base64ish = (bytes: number) =>
    fc
      .tuple(fc.array(fc.constantFrom(...B64), { minLength: 4 * Math.ceil(bytes / 3), maxLength: 4 * Math.ceil(bytes / 3) }), fc.nat(2))
      .map(([chars, pad]) => chars.slice(0, chars.length - pad).join('') + '='.repeat(pad));
  const deals = fc.integer({ min: 1, max: 40 });

  it('takes a grades text exactly when it is what encodeGrades writes', () => {
    fc.assert(
      fc.property(
        deals.chain((n) => fc.tuple(fc.constant(n), base64ish(Math.ceil(n / 4)))),
        ([n, grades]) => {
          const l = { ...list(new Array<Grade>(n).fill(1)), grades };
          const decoded = decodeGrades(l);
          const withNeeded = { ...l, won: decoded.filter((g) => g !== 0).length, needed: encodeNeeded(decoded.map((g) => (g === 0 ? 0 : 7))) };
          expect(error(withNeeded)).toBe(encodeGrades(decoded) === grades ? 'ok' : 'bad-grades');
        },
      ),
    );
  });

  it('takes a needed text exactly when it is what encodeNeeded writes, with a bit length for each won deal', () => {
    fc.assert(
      fc.property(
        deals.chain((n) => fc.tuple(fc.constant(n), base64ish(n))),
        ([n, needed]) => {
          const l = { ...list(new Array<Grade>(n).fill(2)), needed };
          const bits = decodeNeeded(l);
          const canonical = encodeNeeded(bits) === needed && bits.length === n && bits.every((k) => k >= 1 && k <= 40);
          expect(error(l)).toBe(canonical ? 'ok' : 'bad-needed');
        },
      ),
    );
  });

  it('reads only own fields', () => {
    expect(error(Object.create(list([1, 2])))).toBe('bad-suits');
    expect(error(JSON.parse(JSON.stringify(list([1, 2])).replace('{', '{"__proto__":{"x":1},"constructor":1,')))).toBe('ok');
  });
});
