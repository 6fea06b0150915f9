/**
 * Property tests, part 1: long random games from random deals over the whole deal-number
 * range, every suit count and rule set. Each action is checked by `step` (random-play.ts)
 * against the reference model and the undo/redo laws, and every reached game against the
 * invariants. Part 2 is properties-legal.test.ts; the two files together play over 100,000
 * actions (split in two so they run in parallel).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { newGame } from '../../src/engine/game.ts';
import { LONG, dealNumber, dealRules, pickAction, playRandomGame, stats, suitCount } from './random-play.ts';

describe('random games', () => {
  it(
    'conserve the 104 cards, keep every invariant, match the reference, undo exactly',
    () => {
      fc.assert(
        fc.property(dealNumber, suitCount, dealRules, fc.integer(), (deal, suits, rules, seed) => {
          playRandomGame(newGame(suits, deal, rules), pickAction, seed, 400, 40);
        }),
        { numRuns: 200, seed: 200 },
      );
    },
    LONG,
  );

  it('played at least 80,000 actions, legal and illegal', () => {
    if (process.env.ENGINE_STATS) console.info(JSON.stringify(stats));
    expect(stats.actions).toBeGreaterThanOrEqual(80_000);
    expect(stats.accepted).toBeGreaterThan(stats.actions / 3);
    expect(stats.refused).toBeGreaterThan(stats.actions / 10);
  });
});
