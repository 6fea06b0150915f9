/**
 * The look-ahead's keys (look-keys.ts): the integer-keyed table is an exact map, the column
 * numbers agree with the memory's keys, and the look-ahead built on them names the same lines,
 * gains and node counts as the string-keyed look-ahead before it (a golden digest).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fnv1a32 } from '../../src/engine/daily.ts';
import { knownPosition } from '../../src/solver/known.ts';
import { Columns, KeyTable } from '../../src/solver/look-keys.ts';
import { knownTableKey, lookAhead, lookFrom, lookKey, lookTable } from '../../src/solver/lookahead.ts';
import { UNSEEN } from '../../src/solver/position-score.ts';
import { randomGame } from './helpers.ts';

describe('the integer-keyed table', () => {
  it('holds what a map of the same keys holds, through growth', () => {
    const ops = fc.array(fc.tuple(fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 3, maxLength: 3 }), fc.nat(1000)), { maxLength: 400 });
    fc.assert(
      fc.property(ops, (list) => {
        const table = new KeyTable(3, 2);
        const map = new Map<string, number>();
        for (const [key, value] of list) {
          expect(table.get(key)).toBe(map.get(key.join()) ?? -1);
          table.set(key, value);
          map.set(key.join(), value);
        }
        expect(table.size).toBe(map.size);
        for (const [k, v] of map) expect(table.get(k.split(',').map(Number))).toBe(v);
      }),
    );
  });
});

describe('column numbers', () => {
  it('a memory key reads back as its stock, runs and the numbers of its columns', () => {
    const t = lookTable(knownPosition(randomGame(2, 7, 60, 3)));
    const columns = new Columns();
    const once = columns.keyOf(lookKey(t));
    expect(once.slice(0, 2)).toEqual([t.stock, t.runs]);
    expect(once).toHaveLength(2 + t.cols.length);
    // Equal columns, equal numbers; the same table, the same key.
    expect(columns.keyOf(lookKey(t))).toEqual(once);
    for (let a = 0; a < t.cols.length; a++)
      for (let b = 0; b < t.cols.length; b++)
        expect(once[2 + a] === once[2 + b]).toBe(
          lookKey({ ...t, cols: [t.cols[a]!], down: [t.down[a]!] }) === lookKey({ ...t, cols: [t.cols[b]!], down: [t.down[b]!] }),
        );
  });

  it('answers a take or a give from what it kept, but never one that turned a card over', () => {
    const columns = new Columns();
    columns.keepTake(3, 1, false, 7);
    expect(columns.afterTake(3, 1, false)).toBe(7);
    expect(columns.afterTake(3, 1, true)).toBeUndefined();
    expect(columns.afterTake(3, 2, false)).toBeUndefined();
    columns.keepTake(4, 1, true, 8);
    expect(columns.afterTake(4, 1, false)).toBeUndefined();
    columns.keepGive(2, 3, 1, false, 2 * 9 + 1);
    expect(columns.afterGive(2, 3, 1)).toBe(19);
    expect(columns.afterGive(3, 2, 1)).toBeUndefined();
    columns.keepGive(5, 3, 1, true, 2 * 10 + 1);
    expect(columns.afterGive(5, 3, 1)).toBeUndefined();
  });
});

describe('the look-ahead on these keys', () => {
  it('names the same lines as the string-keyed look-ahead (36 random tables, with a memory)', () => {
    let all = '';
    for (const suits of [1, 2, 4] as const) {
      for (let deal = 1; deal <= 12; deal++) {
        const steps = (deal * 37) % 160;
        const seed = deal * 7 + suits;
        const memory = new Set<string>();
        for (let s = 0; s < steps; s += 3) memory.add(knownTableKey(knownPosition(randomGame(suits, deal, s, seed))));
        const k = knownPosition(randomGame(suits, deal, steps, seed));
        all += JSON.stringify(lookAhead(k, { rules: 'classic', nodes: 6000, width: 30, depth: 10, memory, lines: 4 })) + '\n';
      }
    }
    // Taken from the look-ahead of 49c8751, which keyed tables by strings.
    expect([fnv1a32(all).toString(16), all.length]).toEqual(['31f697e9', 38896]);
  });
});

describe('a card seen before and turned face down again', () => {
  it('comes up as itself: the column it leaves is not taken for a column of the same key with a card never seen', () => {
    const S = (rank: number) => rank - 1;
    const H = (rank: number) => 13 + rank - 1;
    // Columns 0 and 1 look alike (a Nine on one face-down card), but under column 0's Nine lies a
    // Five the player has seen (undo turned it face down again); under column 1's, a card never seen.
    const cols = [[S(5), S(9)], [UNSEEN, S(9)], [S(10)], [S(6)], [H(1)], [H(1)], [H(1)], [H(1)], [H(1)], [H(1)]];
    const down = [1, 1, 0, 0, 0, 0, 0, 0, 0, 0];
    const r = lookFrom({ cols, down, runs: 0, stock: 0 }, { nodes: 1000, width: 20, depth: 4, lines: 20 });
    const starts = (from: number) => r.lines!.some((line) => line[0]!.type === 'move' && line[0]!.from === from && line[0]!.to === 2);
    // Both Nines onto the Ten are lines of their own: the two tables they reach differ.
    expect(starts(0)).toBe(true);
    expect(starts(1)).toBe(true);
    // And the seen Five goes on to the Six, emptying column 0.
    expect(r.line.slice(0, 2)).toEqual([
      { type: 'move', from: 0, to: 2, count: 1 },
      { type: 'move', from: 0, to: 3, count: 1 },
    ]);
  });
});
