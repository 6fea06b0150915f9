import { describe, expect, it } from 'vitest';
import { decodeAction, encodeAction } from '../../src/engine/action-code.ts';
import type { Action } from '../../src/engine/game.ts';

describe('action codes (the journal format of saves and daily results)', () => {
  it('round-trips every move a table can hold: all columns, counts 1..99', () => {
    for (let from = 0; from < 10; from++) {
      for (let to = 0; to < 10; to++) {
        for (let count = 1; count < 100; count++) {
          const a: Action = { type: 'move', from, to, count };
          expect(decodeAction(encodeAction(a))).toEqual(a);
        }
      }
    }
  });

  it('reads exactly the codes it writes and nothing else', () => {
    expect(decodeAction('m9012')).toEqual({ type: 'move', from: 9, to: 0, count: 12 });
    for (const bad of ['m0301', 'm03100', 'm-39', 'm 39', 'm3.9', 'M039', ' d', 'd ', 'm03٣', 'm03\u0000', 'u\n']) {
      expect(decodeAction(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});
