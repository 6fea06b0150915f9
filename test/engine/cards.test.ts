import { describe, expect, it } from 'vitest';
import { cardCode, idsWithFace, isSuitCount, parseCardCode, rankOf, suitOf, suitsInPlay } from '../../src/engine/cards.ts';
import { idsOf } from './helpers.ts';

describe('cards (SPEC §1.1)', () => {
  it('derives rank and suit from the id', () => {
    expect(rankOf(0)).toBe(1);
    expect(rankOf(12)).toBe(13);
    expect(rankOf(13)).toBe(1);
    expect(rankOf(103)).toBe(13);
    expect(suitOf(13, 1)).toBe('S');
    expect(suitOf(13, 2)).toBe('H');
    expect(suitOf(26, 2)).toBe('S');
    expect(suitOf(39, 4)).toBe('C');
    expect(suitOf(52, 4)).toBe('S');
    expect(cardCode(9, 1)).toBe('TS');
    expect(cardCode(13 + 10, 2)).toBe('JH');
  });

  it('has 104 spades, 52+52, or 26 of each suit', () => {
    const count = (s: 1 | 2 | 4) => {
      const m: Record<string, number> = {};
      for (let id = 0; id < 104; id++) m[suitOf(id, s)] = (m[suitOf(id, s)] ?? 0) + 1;
      return m;
    };
    expect(count(1)).toEqual({ S: 104 });
    expect(count(2)).toEqual({ S: 52, H: 52 });
    expect(count(4)).toEqual({ S: 26, H: 26, D: 26, C: 26 });
    expect(suitsInPlay(4)).toEqual(['S', 'H', 'D', 'C']);
  });

  it('parses codes strictly', () => {
    expect(parseCardCode('TH')).toEqual({ rank: 10, suit: 'H' });
    expect(parseCardCode('AS')).toEqual({ rank: 1, suit: 'S' });
    for (const bad of ['', 'T', '10H', 'th', 'TX', '1S', 'KSS', ' KS']) expect(parseCardCode(bad)).toBeNull();
  });

  it('lists every copy of a face', () => {
    for (const s of [1, 2, 4] as const) {
      for (const face of ['AS', 'QH', 'TD', 'KC']) {
        expect(idsWithFace(parseCardCode(face)!, s)).toEqual(idsOf(face, s));
      }
      expect(idsWithFace(parseCardCode('7S')!, s)).toHaveLength(8 / s);
    }
    expect(idsWithFace(parseCardCode('7D')!, 2)).toEqual([]);
  });

  it('knows the suit counts', () => {
    expect([1, 2, 4].every(isSuitCount)).toBe(true);
    expect([0, 3, 8, '2', null].some(isSuitCount)).toBe(false);
  });
});
