import { describe, expect, it } from 'vitest';
import type { CardId } from '../../src/engine/cards.ts';
import { applyAction, newGame } from '../../src/engine/game.ts';
import { faceOf, knownPosition, unknownCount } from '../../src/solver/known.ts';
import { shownToHint } from '../../scripts/hint-player.ts';

describe("the strength benchmark's diagnostic peek", () => {
  const start = newGame(2, 7002, 'classic');
  const dealt = applyAction(start, { type: 'deal' });
  if (!dealt.ok) throw new Error('deal refused');
  const game = dealt.game;
  const faces = (ids: readonly CardId[]) => ids.map((id) => faceOf(id, 2));

  it('shows the hint only what the player knows when nothing is peeked', () => {
    expect(shownToHint(game)).toEqual(knownPosition(game));
    expect(unknownCount(shownToHint(game))).toBe(44 + 40);
  });

  it('uncovers the stock, in dealing order, and nothing else', () => {
    const k = shownToHint(game, 'stock');
    expect(k.stock).toEqual(faces(game.position.stock));
    expect(k.columns).toEqual(knownPosition(game).columns);
    expect(unknownCount(k)).toBe(44);
  });

  it('uncovers the face-down cards of every column, and nothing else', () => {
    const k = shownToHint(game, 'face-down');
    k.columns.forEach((c, i) => {
      expect(c.cards).toEqual(faces(game.position.columns[i]!.cards));
      expect(c.down).toBe(game.position.columns[i]!.down);
    });
    expect(k.stock).toEqual(knownPosition(game).stock);
    expect(unknownCount(k)).toBe(40);
  });
});
