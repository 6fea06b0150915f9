import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mulberry32, shuffledDeck, isDealNumber, MAX_DEAL } from '../../src/engine/shuffle.ts';
import { dealPosition, topCard } from '../../src/engine/position.ts';
import { cardCode, type SuitCount } from '../../src/engine/cards.ts';
import { code } from './helpers.ts';

// The SPEC §1.2 algorithm, written out again here so the engine is checked against the text.
function referenceMulberry32(n: number): () => number {
  let a = n >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

function referenceDeck(n: number): number[] {
  const next = referenceMulberry32(n);
  const deck: number[] = [];
  for (let i = 0; i < 104; i++) deck.push(i);
  for (let i = 103; i >= 1; i--) {
    const j = next() % (i + 1);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck;
}

const tops = (suits: SuitCount, n: number): string =>
  dealPosition(suits, n)
    .columns.map((c) => code(topCard(c)!, suits))
    .join(' ');

const firstRound = (suits: SuitCount, n: number): string =>
  dealPosition(suits, n)
    .stock.slice(0, 10)
    .map((id) => code(id, suits))
    .join(' ');

describe('mulberry32', () => {
  // Computed once from the reference above (not from the engine) and pinned.
  it('pins the first outputs for seed 0', () => {
    const next = mulberry32(0);
    expect([next(), next(), next(), next(), next()]).toEqual([1144304738, 1416247, 958946056, 627933444, 2007157716]);
  });

  it('pins the first outputs for seed 1', () => {
    const next = mulberry32(1);
    expect([next(), next(), next(), next(), next()]).toEqual([2693262067, 11749833, 2265367787, 4213581821, 4159151403]);
  });

  it('pins the first outputs for seed 4294967295', () => {
    const next = mulberry32(4294967295);
    expect([next(), next(), next(), next(), next()]).toEqual([3850105811, 813802916, 3073704848, 4054706436, 3630262831]);
  });

  it('the reference agrees with the pinned values', () => {
    const next = referenceMulberry32(1);
    expect([next(), next()]).toEqual([2693262067, 11749833]);
  });

  it('matches the reference and stays uint32 for any seed', () => {
    fc.assert(
      fc.property(
        fc.integer().map((x) => x >>> 0),
        (seed) => {
          const a = mulberry32(seed);
          const b = referenceMulberry32(seed);
          for (let i = 0; i < 20; i++) {
            const x = a();
            expect(x).toBe(b());
            expect(Number.isInteger(x) && x >= 0 && x <= 0xffffffff).toBe(true);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('shuffledDeck', () => {
  it('is a permutation of 0..103 equal to the reference Fisher–Yates', () => {
    fc.assert(
      fc.property(
        fc.integer().map((x) => x >>> 0),
        (n) => {
          const deck = shuffledDeck(n);
          expect(deck).toEqual(referenceDeck(n));
          expect([...deck].sort((a, b) => a - b)).toEqual(Array.from({ length: 104 }, (_, i) => i));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('handles the ends of the deal-number range', () => {
    expect(shuffledDeck(0)).toEqual(referenceDeck(0));
    expect(shuffledDeck(MAX_DEAL)).toEqual(referenceDeck(4294967295));
  });
});

describe('golden deals (SPEC §1.2)', () => {
  it('S=1, N=1', () => {
    expect(tops(1, 1)).toBe('3S QS 2S 3S 7S JS AS AS 2S 4S');
    expect(firstRound(1, 1)).toBe('JS 6S JS QS 3S 3S TS JS TS AS');
  });

  it('S=2, N=1', () => {
    expect(tops(2, 1)).toBe('3H QS 2S 3S 7H JH AS AH 2H 4S');
    expect(firstRound(2, 1)).toBe('JH 6S JS QH 3H 3S TH JS TH AH');
  });

  it('S=4, N=1', () => {
    expect(tops(4, 1)).toBe('3H QD 2S 3S 7H JH AS AH 2H 4D');
    expect(firstRound(4, 1)).toBe('JC 6D JS QC 3C 3S TC JS TC AC');
  });

  it('S=4, N=4294967295', () => {
    expect(tops(4, 4294967295)).toBe('6C 2H 4D 8C TH JD 8S 7C TS 9C');
    expect(firstRound(4, 4294967295)).toBe('5D 9D KH KC 2C 2S 8H AH KS 8D');
  });

  it('S=2, N=0: column 1 bottom→top is QH 4S TS 7S 9H JH, only JH face up', () => {
    const col = dealPosition(2, 0).columns[0]!;
    expect(col.cards.map((id) => code(id, 2))).toEqual(['QH', '4S', 'TS', '7S', '9H', 'JH']);
    expect(col.down).toBe(5);
  });

  it("the engine's cardCode agrees with the SPEC formula", () => {
    for (const s of [1, 2, 4] as const) {
      for (let id = 0; id < 104; id++) expect(cardCode(id, s)).toBe(code(id, s));
    }
  });
});

describe('dealPosition', () => {
  it('lays out 6,6,6,6,5,5,5,5,5,5 with one face-up card each, 50 in stock, nothing done', () => {
    for (const s of [1, 2, 4] as const) {
      for (const n of [0, 1, 7, 123456789, 4294967295]) {
        const p = dealPosition(s, n);
        expect(p.suits).toBe(s);
        expect(p.columns.map((c) => c.cards.length)).toEqual([6, 6, 6, 6, 5, 5, 5, 5, 5, 5]);
        expect(p.columns.map((c) => c.cards.length - c.down)).toEqual(Array(10).fill(1));
        expect(p.stock).toHaveLength(50);
        expect(p.completed).toEqual([]);
        expect(p.moves).toBe(0);
      }
    }
  });

  it('places shuffled card k on column k % 10 and deals round r from deck[54 + 10r + c]', () => {
    fc.assert(
      fc.property(
        fc.integer().map((x) => x >>> 0),
        fc.constantFrom<SuitCount>(1, 2, 4),
        (n, s) => {
          const deck = referenceDeck(n);
          const p = dealPosition(s, n);
          for (let k = 0; k < 54; k++) {
            expect(p.columns[k % 10]!.cards[Math.floor(k / 10)]).toBe(deck[k]);
          }
          expect(p.stock).toEqual(deck.slice(54));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('the same number with another suit count has the same ranks in the same places', () => {
    fc.assert(
      fc.property(
        fc.integer().map((x) => x >>> 0),
        (n) => {
          const ranks = (s: SuitCount) => {
            const p = dealPosition(s, n);
            return {
              columns: p.columns.map((c) => c.cards.map((id) => code(id, s)[0])),
              stock: p.stock.map((id) => code(id, s)[0]),
            };
          };
          const one = ranks(1);
          expect(ranks(2)).toEqual(one);
          expect(ranks(4)).toEqual(one);
          // And only the suits differ: the card ids themselves are identical.
          expect(dealPosition(4, n).columns).toEqual(dealPosition(1, n).columns);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('isDealNumber', () => {
  it('accepts exactly the integers 0..4294967295', () => {
    for (const n of [0, 1, 4294967295]) expect(isDealNumber(n)).toBe(true);
    for (const n of [-1, 4294967296, 1.5, NaN, Infinity, '1', null, undefined]) {
      expect(isDealNumber(n)).toBe(false);
    }
  });
});
