import { describe, expect, it } from 'vitest';
import { applyAction, newGame, type Game } from '../../src/engine/game.ts';
import { legalMoves } from '../../src/engine/moves.ts';
import { cardCode } from '../../src/engine/cards.ts';
import { withSeen } from '../../src/engine/seen.ts';
import { decodeKnown, faceOf, knownPosition, unknownCount, unknownFaces, withFill, type KnownPosition } from '../../src/solver/known.ts';
import { ALL_SUITS, mulberry32 } from './helpers.ts';

/** A game some random moves (and one deal) into a deal: face-down cards seen and unseen. */
function playedGame(suits: 1 | 2 | 4, deal: number, steps: number): Game {
  let g = newGame(suits, deal);
  const rand = mulberry32(deal);
  for (let i = 0; i < steps; i++) {
    const moves = legalMoves(g.position);
    const action = i === steps - 1 || moves.length === 0 ? { type: 'deal' as const } : moves[rand() % moves.length]!;
    const r = applyAction(g, action);
    if (r.ok) g = r.game;
  }
  // Undo the deal and a few moves: cards turned over by them are hidden again, but seen.
  for (let i = 0; i < 3; i++) {
    const r = applyAction(g, { type: 'undo' });
    if (r.ok) g = r.game;
  }
  return g;
}

const faces = (g: Game) => (id: number) => faceOf(id, g.position.suits);

describe('knownPosition', () => {
  it('keeps face-up and seen cards by face and leaves every unseen place empty', () => {
    for (const suits of ALL_SUITS) {
      const g = playedGame(suits, 17, 30);
      const k = knownPosition(g);
      const f = faces(g);
      g.position.columns.forEach((c, i) => {
        expect(k.columns[i]!.down).toBe(c.down);
        c.cards.forEach((id, j) => {
          const seen = j >= c.down || ((g.seen[id >>> 5]! >>> (id & 31)) & 1) === 1;
          expect(k.columns[i]!.cards[j]).toBe(seen ? f(id) : null);
        });
      });
      expect(k.stock.filter((s) => s !== null).length).toBeGreaterThan(0); // a deal was undone
      expect(k).not.toHaveProperty('deal');
    }
  });

  it('the unknown faces are exactly the faces of the unseen cards', () => {
    for (const suits of ALL_SUITS) {
      const g = playedGame(suits, 23, 25);
      const k = knownPosition(g);
      const f = faces(g);
      const hidden: number[] = [];
      for (const c of g.position.columns) c.cards.slice(0, c.down).forEach((id) => !isSeen(g, id) && hidden.push(f(id)));
      for (const id of g.position.stock) if (!isSeen(g, id)) hidden.push(f(id));
      expect(unknownFaces(k)).toEqual(hidden.sort((a, b) => a - b));
      expect(unknownCount(k)).toBe(hidden.length);
    }
  });

  it('filled with the true faces, it gives back the same table', () => {
    for (const suits of ALL_SUITS) {
      const g = playedGame(suits, 31, 40);
      const k = knownPosition(g);
      const f = faces(g);
      const truth: number[] = [];
      for (const c of g.position.columns) c.cards.forEach((id, j) => j < c.down && !isSeen(g, id) && truth.push(f(id)));
      for (const id of g.position.stock) if (!isSeen(g, id)) truth.push(f(id));
      const p = withFill(k, truth as never);
      const code = (id: number) => cardCode(id, suits);
      expect(p.columns.map((c) => c.cards.map(code))).toEqual(g.position.columns.map((c) => c.cards.map(code)));
      expect(p.columns.map((c) => c.down)).toEqual(g.position.columns.map((c) => c.down));
      expect(p.stock.map(code)).toEqual(g.position.stock.map(code));
      expect(new Set([...p.columns.flatMap((c) => c.cards), ...p.stock, ...p.completed.flat()]).size).toBe(104);
    }
  });

  it('with everything seen, nothing is unknown', () => {
    const g0 = playedGame(2, 5, 10);
    const all = withSeen(
      g0.seen,
      Array.from({ length: 104 }, (_, i) => i),
    );
    expect(unknownCount(knownPosition({ ...g0, seen: all }))).toBe(0);
  });
});

function isSeen(g: Game, id: number): boolean {
  return ((g.seen[id >>> 5]! >>> (id & 31)) & 1) === 1;
}

describe('decodeKnown', () => {
  const good = knownPosition(playedGame(4, 9, 20));
  const json = (k: unknown) => JSON.parse(JSON.stringify(k));

  it('accepts a known position sent through structured data', () => {
    const r = decodeKnown(json(good));
    expect(r.ok && r.value).toEqual(good);
  });

  it.each([
    ['not-an-object', () => 'x'],
    ['bad-suits', (k: KnownPosition) => ({ ...k, suits: 3 })],
    ['bad-columns', (k: KnownPosition) => ({ ...k, columns: k.columns.slice(1) })],
    ['bad-slot', (k: KnownPosition) => ({ ...k, columns: k.columns.map((c, i) => (i === 0 ? { ...c, cards: [...c.cards.slice(0, -1), null] } : c)) })],
    ['bad-slot', (k: KnownPosition) => ({ ...k, columns: k.columns.map((c, i) => (i === 0 ? { ...c, cards: c.cards.map(() => 'QS') } : c)) })],
    ['bad-stock', (k: KnownPosition) => ({ ...k, stock: k.stock.slice(1) })],
    ['bad-moves', (k: KnownPosition) => ({ ...k, moves: -1 })],
    ['bad-completed', (k: KnownPosition) => ({ ...k, completed: [9] })],
    ['wrong-cards', (k: KnownPosition) => ({ ...k, columns: k.columns.map((c, i) => (i === 0 ? { ...c, cards: c.cards.map(() => 0) } : c)) })],
  ] as const)('refuses %s', (error, spoil) => {
    const r = decodeKnown(json(spoil(good)));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toBe(error);
  });
});
