/**
 * Property tests, part 2: the full legal-move check (every (from, to, count) triple through
 * moveRefusal, the reference model and legalMoves) at every step, plus greedy play that
 * completes runs and random endgames with few cards and empty columns, where the deal rules
 * differ. Part 1 is properties.test.ts; together they play over 100,000 actions.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { gameFromPosition, newGame } from '../../src/engine/game.ts';
import { NOTHING_SEEN, withSeen } from '../../src/engine/seen.ts';
import { LONG, dealNumber, dealRules, endgame, greedy, pickAction, playRandomGame, stats, suitCount } from './random-play.ts';

describe('random games, every legal move', () => {
  it(
    'list exactly the legal moves: every (from, to, count) checked at every step',
    () => {
      fc.assert(
        fc.property(dealNumber, suitCount, dealRules, fc.integer(), (deal, suits, rules, seed) => {
          playRandomGame(newGame(suits, deal, rules), pickAction, seed, 200, 1);
        }),
        { numRuns: 20, seed: 20 },
      );
    },
    LONG,
  );

  it(
    'complete runs under the same checks (1 suit, greedy play)',
    () => {
      const before = stats.completions;
      fc.assert(
        fc.property(dealNumber, dealRules, fc.integer(), (deal, rules, seed) => {
          playRandomGame(newGame(1, deal, rules), greedy, seed, 300, 10);
        }),
        { numRuns: 40, seed: 40 },
      );
      // Random play seldom completes a run; this player does, dozens of times over 40 games.
      expect(stats.completions - before).toBeGreaterThan(0);
    },
    LONG,
  );

  it(
    'near the end of a game: few cards, empty columns, every deal rule (random endgames)',
    () => {
      const before = { ...stats };
      fc.assert(
        fc.property(suitCount, dealRules, fc.integer({ min: 4, max: 7 }), fc.integer(), (suits, rules, runs, seed) => {
          const start = endgame(suits, runs, seed);
          const seen = withSeen(NOTHING_SEEN, start.completed.flat()); // removed runs were seen
          playRandomGame(gameFromPosition(start, rules, null, seen), seed % 2 ? greedy : pickAction, seed, 100, 3);
        }),
        { numRuns: 120, seed: 120 },
      );
      expect(stats.withEmptyColumn - before.withEmptyColumn).toBeGreaterThan(0);
      expect(stats.dealBlocked - before.dealBlocked).toBeGreaterThan(0);
    },
    LONG,
  );

  it('played at least 20,000 actions, legal and illegal', () => {
    if (process.env.ENGINE_STATS) console.info(JSON.stringify(stats));
    expect(stats.actions).toBeGreaterThanOrEqual(20_000);
    expect(stats.accepted).toBeGreaterThan(stats.actions / 3);
    expect(stats.refused).toBeGreaterThan(stats.actions / 10);
  });
});
