/**
 * The lab's bridge between engine positions and fully known boards (scripts/known-board.ts):
 * a position goes to a board and back with the same faces in the same places, and the board
 * after the default policy's actions is a position the engine plays on, from which the hint's
 * benchmark player (`start`) plays its game.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, gameFromPosition, newGame } from '../../src/engine/game.ts';
import { faceDownCount } from '../../src/engine/position.ts';
import { faceOf } from '../../src/solver/known.ts';
import { playOut } from '../../src/solver/policy.ts';
import { boardOfAll, positionOf } from '../../scripts/known-board.ts';
import { playHintsOnly } from '../../scripts/hint-player.ts';
import type { Position } from '../../src/engine/position.ts';
import type { SuitCount } from '../../src/engine/cards.ts';

const faces = (p: Position, suits: SuitCount) => ({
  columns: p.columns.map((c) => ({ down: c.down, cards: c.cards.map((id) => faceOf(id, suits)) })),
  stock: p.stock.map((id) => faceOf(id, suits)),
  completed: p.completed.length,
});

describe('a position as a fully known board and back', () => {
  it('keeps every face in its place, face down and in the stock too', () => {
    for (const suits of [1, 2, 4] as const) {
      let g = newGame(suits, 31 + suits, 'classic');
      for (const a of [{ type: 'deal' as const }, { type: 'deal' as const }]) {
        const r = applyAction(g, a);
        if (!r.ok) throw new Error(r.reason);
        g = r.game;
      }
      expect(faces(positionOf(boardOfAll(g.position, suits)), suits)).toEqual(faces(g.position, suits));
    }
  });

  it("after the default policy's actions, is a table the hint's player plays on to an end", () => {
    const g = newGame(2, 47, 'classic');
    const b = boardOfAll(g.position, 2);
    const { steps } = playOut(b, 40);
    expect(steps).toBeGreaterThan(0);
    const cut = gameFromPosition(positionOf(b), 'classic');
    expect(faceDownCount(cut.position)).toBe(b.faceDown());
    expect(cut.position.stock.length).toBeLessThan(g.position.stock.length); // the policy dealt
    const played = playHintsOnly(2, 47, { budget: 2_000, samples: 2, games: 40, method: 'chance', start: cut, maxActions: 3 });
    expect(played.actions).toBeGreaterThan(0);
    expect(played.stockLeft * 10).toBeLessThanOrEqual(cut.position.stock.length);
  });
});
