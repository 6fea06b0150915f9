/**
 * The learned table value (learned-value.ts), a tuning tool the app never loads: its gradient is
 * the derivative of its value, it reads nothing of a face-down card, its file is decoded (never
 * trusted), and mixed into the look-ahead at share 0 it leaves the look-ahead as it was.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyAction } from '../../src/engine/game.ts';
import { knownPosition } from '../../src/solver/known.ts';
import {
  columnFeatures,
  COLUMN_FEATURES,
  decodeNet,
  encodeNet,
  layout,
  learnedRescore,
  uniform,
  newNet,
  valueAndGradient,
  valueOf,
} from '../../src/solver/learned-value.ts';
import { lookAhead, lookTable } from '../../src/solver/lookahead.ts';
import { UNSEEN } from '../../src/solver/position-score.ts';
import { randomGame } from './helpers.ts';

describe('the learned value', () => {
  it('its gradient is the derivative of its value, weight by weight', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000 }), fc.integer({ min: 0, max: 60 }), (seed, moves) => {
        const net = newNet(6, 5, uniform(seed));
        const t = lookTable(knownPosition(randomGame(4, seed, moves, seed)));
        const grad = new Float64Array(layout(6, 5).size);
        const v = valueAndGradient(net, t, grad);
        expect(v).toBe(valueOf(net, t));
        for (let i = 0; i < grad.length; i++) {
          const w = net.params[i]!;
          net.params[i] = w + 1e-6;
          const up = valueOf(net, t);
          net.params[i] = w - 1e-6;
          const down = valueOf(net, t);
          net.params[i] = w;
          expect(Math.abs((up - down) / 2e-6 - grad[i]!)).toBeLessThan(1e-4);
        }
      }),
      { numRuns: 20 },
    );
  });

  it('reads no face-down card: the same features whatever the face-down slots hold', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 51 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 19 }),
        fc.integer({ min: 0, max: 51 }),
        (cards, d, other) => {
          const down = Math.min(d, cards.length - 1);
          const hidden = cards.map((c, i) => (i < down ? UNSEEN : c));
          const seen = cards.map((c, i) => (i < down ? other : c));
          const a = new Float64Array(COLUMN_FEATURES);
          const b = new Float64Array(COLUMN_FEATURES);
          columnFeatures(hidden, down, a);
          columnFeatures(seen, down, b);
          expect(Array.from(b)).toEqual(Array.from(a));
        },
      ),
    );
  });

  it('its file is decoded: a network round-trips, and a wrong format, shape or weight is refused', () => {
    const net = newNet(4, 3, uniform(9));
    const back = decodeNet(JSON.parse(encodeNet(net)));
    expect(back.ok && Array.from(back.value.params)).toEqual(Array.from(net.params));
    const file = JSON.parse(encodeNet(net)) as Record<string, unknown>;
    expect(decodeNet({ ...file, format: 'other' })).toMatchObject({ ok: false, error: 'not-a-net' });
    expect(decodeNet({ ...file, hidden: 5 })).toMatchObject({ ok: false, error: 'bad-shape' });
    expect(decodeNet({ ...file, head: 0 })).toMatchObject({ ok: false, error: 'bad-shape' });
    expect(decodeNet({ ...file, params: Array.from(net.params, (w, i) => (i === 7 ? 'x' : w)) })).toMatchObject({ ok: false, error: 'bad-weight' });
    expect(decodeNet({ ...file, params: Array.from(net.params, (w, i) => (i === 3 ? null : w)) })).toMatchObject({ ok: false, error: 'bad-weight' });
    expect(decodeNet(null)).toMatchObject({ ok: false, error: 'not-a-net' });
  });

  it("mixed into the look-ahead at share 0, the look-ahead is the app's to the point", () => {
    const net = newNet(8, 6, uniform(3));
    for (const [seed, moves] of [
      [5, 20],
      [11, 45],
      [17, 70],
    ] as const) {
      const game = randomGame(4, seed, moves, seed);
      const k = knownPosition(game);
      const o = { rules: 'classic' as const, nodes: 4_000, width: 30, depth: 8 };
      const plain = lookAhead(k, o);
      const mixed = lookAhead(k, { ...o, rescore: learnedRescore({ net, mix: 0 }) });
      expect(mixed.line).toEqual(plain.line);
      expect(mixed.gain).toBe(plain.gain);
      // At share 1 the network alone scores, and its line is one the engine plays.
      const alone = lookAhead(k, { ...o, rescore: learnedRescore({ net, mix: 1 }) });
      let at = game;
      for (const m of alone.line) {
        const r = applyAction(at, m);
        expect(r.ok).toBe(true);
        if (r.ok) at = r.game;
      }
    }
  });
});
