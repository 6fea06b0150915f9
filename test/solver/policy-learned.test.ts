/**
 * The learned default policy (src/solver/policy-learned.ts, benchmarks only): its candidates are
 * the moves the potential's policy weighs, its first six features are the potential's parts,
 * with the app's potential and nothing else it plays as well as bestGain, and a chance search
 * given a policy plays its trial games with it.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { newGame } from '../../src/engine/game.ts';
import { moveCode } from '../../src/solver/board.ts';
import { ChanceBoard } from '../../src/solver/chance-board.ts';
import { chanceSearch } from '../../src/solver/chance-search.ts';
import { knownPosition } from '../../src/solver/known.ts';
import { bestGain, gain, POTENTIAL } from '../../src/solver/policy.ts';
import { eachCandidate, learnedPolicy, MOVE_FEATURES, moveFeatures, potentialAsPolicy } from '../../src/solver/policy-learned.ts';
import { randomGame } from './helpers.ts';

const boards = fc
  .tuple(fc.constantFrom(1 as const, 2 as const, 4 as const), fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 80 }), fc.integer())
  .map(([suits, deal, steps, seed]) => {
    const k = knownPosition(randomGame(suits, deal, steps, seed));
    const b = ChanceBoard.fromKnown(k, 'classic');
    b.reset(ChanceBoard.fromKnown(k, 'classic'), seed);
    return b;
  });

const appWeights = (b: ChanceBoard) => potentialAsPolicy(POTENTIAL[b.suits]);

describe('the learned default policy', () => {
  it("weighs the potential's moves, each once, and its six parts sum to the potential's gain", () => {
    fc.assert(
      fc.property(boards, (b) => {
        const codes: number[] = [];
        eachCandidate(b, (from, to, count) => {
          codes.push(moveCode(from, to, count));
          const f = moveFeatures(b, from, to, count);
          const w = appWeights(b);
          expect(f.reduce((z, v, i) => z + v * w[i]!, 0)).toBeCloseTo(gain(b, from, to, count), 9);
        });
        expect(new Set(codes).size).toBe(codes.length);
        const best = bestGain(b);
        if (best >= 0) expect(codes).toContain(best);
      }),
      { numRuns: 150 },
    );
  });

  it("with the app's potential and no other weight, finds a move exactly when bestGain does, raising the potential as much", () => {
    fc.assert(
      fc.property(boards, (b) => {
        const learned = learnedPolicy(appWeights(b))(b);
        const best = bestGain(b);
        expect(learned >= 0).toBe(best >= 0);
        if (best < 0) return;
        const raise = (code: number) => {
          let g = -Infinity;
          eachCandidate(b, (from, to, count) => {
            if (moveCode(from, to, count) === code) g = gain(b, from, to, count);
          });
          return g;
        };
        expect(raise(learned)).toBeCloseTo(raise(best), 9);
      }),
      { numRuns: 150 },
    );
  });

  it("plays a chance search's trial games when it is given one, and only then", () => {
    const k = knownPosition(newGame(2, 5));
    const o = { rules: 'classic' as const, seed: 3, games: 60, horizon: 30 };
    const values = (policy?: readonly number[]) => chanceSearch(k, { ...o, ...(policy && { policy }) }).ranked.map((r) => [JSON.stringify(r.move), r.value]);
    const plain = values();
    expect(values()).toEqual(plain);
    // A policy that only deals (no move has a utility above 0) plays other trial games.
    const never = new Array<number>(MOVE_FEATURES.length).fill(0);
    never[6] = -1000;
    expect(values(never)).not.toEqual(plain);
  });
});
