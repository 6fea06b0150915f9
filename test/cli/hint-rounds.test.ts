/**
 * The strength benchmark's `rounds` part (scripts/hint-rounds.ts): the same game replayed to its
 * last deal, and the full-information solver's verdict on the table before each deal and after the last.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, newGame, type Game } from '../../src/engine/game.ts';
import { faceDownCount } from '../../src/engine/position.ts';
import { solve } from '../../src/solver/search.ts';
import type { HintMove } from '../../src/solver/heuristic.ts';
import { roundVerdicts } from '../../scripts/hint-rounds.ts';
import { playHintsOnly } from '../../scripts/hint-player.ts';
import { lastDealVerdict } from '../../scripts/hint-last-deal.ts';

describe('where a hint-only game loses its win, round by round', () => {
  const o = { budget: 20_000, games: 100, stage: 'look' } as const;

  it("judges the tables the game itself had before each deal and after the last, with the solver's own verdicts", () => {
    const actions: HintMove[] = [];
    playHintsOnly(2, 7, { ...o, onAction: (a) => actions.push(a) });
    const expected: Game[] = [];
    let game: Game = newGame(2, 7, 'classic');
    for (const a of actions) {
      if (a.type === 'deal') expected.push(game);
      const r = applyAction(game, a);
      if (!r.ok) throw new Error(r.reason);
      game = r.game;
      if (game.position.stock.length === 0) break;
    }
    expected.push(game);
    const rounds = roundVerdicts(2, 7, o, 50_000);
    expect(rounds.map((t) => t.stockLeft)).toEqual([5, 4, 3, 2, 1, 0]);
    expect(rounds).toEqual(
      expected.map((g) => ({
        stockLeft: g.position.stock.length / 10,
        faceDown: faceDownCount(g.position),
        verdict: solve(g.position, { rules: 'classic', budget: 50_000 }).result,
      })),
    );
    // Its last table is the one the last-deal part judges.
    const last = lastDealVerdict(2, 7, o, 50_000);
    expect(rounds.at(-1)).toMatchObject({ faceDown: last?.faceDown, verdict: last?.verdict });
  });

  it('judges only the deals made when the game stops before its last row', () => {
    const actions: HintMove[] = [];
    playHintsOnly(2, 7, { ...o, onAction: (a) => actions.push(a) });
    const first = actions.findIndex((a) => a.type === 'deal');
    expect(first).toBeGreaterThanOrEqual(0);
    // Stopped just after its first deal: one table, the one before that deal.
    const rounds = roundVerdicts(2, 7, { ...o, maxActions: first + 1 }, 50_000);
    expect(rounds.map((t) => t.stockLeft)).toEqual([5]);
  });
});
