import { describe, expect, it } from 'vitest';
import { applyAction, canRedo, canUndo, gameFromPosition, hasHiddenCards, newGame, type Game } from '../../src/engine/game.ts';
import { dealPosition } from '../../src/engine/position.ts';
import { hasSeen, NOTHING_SEEN, withSeen } from '../../src/engine/seen.ts';
import { legalMoves } from '../../src/engine/moves.ts';
import { score } from '../../src/engine/score.ts';
import { DEAL, REDO, UNDO, deepFreeze, mv, ok, play, pos, refused, run, show, type Layout } from './helpers.ts';

const game = (layout: Layout): Game => deepFreeze(gameFromPosition(pos(layout)));

describe('newGame', () => {
  it('starts at the dealt position with empty history and the ten top cards seen', () => {
    const g = newGame(4, 12345, 'strict');
    expect(g.position).toEqual(dealPosition(4, 12345));
    expect(g.rules).toBe('strict');
    expect(g.deal).toBe(12345);
    expect(g.undos).toBe(0);
    expect(canUndo(g)).toBe(false);
    expect(canRedo(g)).toBe(false);
    const tops = g.position.columns.map((c) => c.cards.at(-1)!);
    for (let id = 0; id < 104; id++) expect(hasSeen(g.seen, id)).toBe(tops.includes(id));
    expect(hasHiddenCards(g)).toBe(true);
  });

  it('defaults to classic rules', () => {
    expect(newGame(1, 1).rules).toBe('classic');
  });
});

describe('undo', () => {
  it('restores a move exactly, turning the flipped card face down again', () => {
    const g0 = game({ suits: 2, columns: [['#4H', '#KS', '9S'], ['TH']] });
    const g1 = play(g0, mv(0, 1));
    expect(show(g1.position)[0]).toEqual(['#4H', 'KS']);
    const g2 = play(g1, UNDO);
    expect(g2.position).toEqual(g0.position);
    expect(show(g2.position)[0]).toEqual(['#4H', '#KS', '9S']);
    expect(g2.position.moves).toBe(0);
    expect(g2.undos).toBe(1);
    expect(ok(g1, UNDO).events).toEqual([]);
  });

  it('puts the 10 dealt cards back into the stock in their order', () => {
    const g0 = deepFreeze(newGame(2, 7));
    const g1 = play(g0, DEAL);
    expect(g1.position.stock).toHaveLength(40);
    const g2 = play(g1, UNDO);
    expect(g2.position).toEqual(g0.position);
    expect(g2.position.stock).toEqual(g0.position.stock);
    expect(g2.position.columns.map((c) => c.cards.length)).toEqual([6, 6, 6, 6, 5, 5, 5, 5, 5, 5]);
  });

  it('puts a completed run of 13 cards back into its column', () => {
    const g0 = game({
      suits: 2,
      columns: [
        ['#5H', ...run('S', 13, 2)],
        ['#3H', 'AS'],
      ],
    });
    const g1 = play(g0, mv(1, 0));
    expect(g1.position.completed).toHaveLength(1);
    expect(show(g1.position).slice(0, 2)).toEqual([['5H'], ['3H']]);
    const g2 = play(g1, UNDO);
    expect(g2.position).toEqual(g0.position);
    expect(show(g2.position).slice(0, 2)).toEqual([
      ['#5H', ...run('S', 13, 2)],
      ['#3H', 'AS'],
    ]);
    expect(g2.position.completed).toEqual([]);
  });

  it('undoes a deal that completed runs', () => {
    const R = 'A23456789TJQK';
    const g0 = game({
      columns: [['#9S', ...run('S', 13, 2)], ...Array.from({ length: 9 }, (_, i) => [R[i + 2]! + 'S'])],
      stock: ['AS', ...run('S', 13, 5)],
    });
    const g1 = play(g0, DEAL);
    expect(g1.position.completed).toHaveLength(1);
    expect(play(g1, UNDO).position).toEqual(g0.position);
  });

  it('undoes several steps back to the start, counting every undo', () => {
    const g0 = deepFreeze(newGame(1, 1));
    let g = g0;
    const positions = [g.position];
    for (let i = 0; i < 6; i++) {
      g = play(g, legalMoves(g.position)[0] ?? DEAL);
      positions.push(g.position);
    }
    for (let i = 6; i > 0; i--) {
      g = play(g, UNDO);
      expect(g.position).toEqual(positions[i - 1]);
      expect(g.undos).toBe(7 - i);
    }
    expect(g.position).toEqual(g0.position);
    expect(canUndo(g)).toBe(false);
    refused(g, UNDO, 'nothing-to-undo');
  });

  it('shows the restored state in the move counter', () => {
    let g = deepFreeze(newGame(1, 3));
    g = play(g, DEAL, DEAL, DEAL);
    expect(g.position.moves).toBe(3);
    g = play(g, UNDO);
    expect(g.position.moves).toBe(2);
    g = play(g, UNDO);
    expect(g.position.moves).toBe(1);
    expect(g.undos).toBe(2);
    // Score uses the restored move count and charges undos when the setting is on.
    expect(score(g.position.moves, g.undos, g.position.completed.length)).toBe(497);
    expect(score(g.position.moves, g.undos, g.position.completed.length, false)).toBe(499);
  });

  it('refuses when there is nothing to undo', () => {
    refused(deepFreeze(newGame(2, 2)), UNDO, 'nothing-to-undo');
  });
});

describe('redo', () => {
  it('re-applies undone actions in order', () => {
    const g0 = deepFreeze(newGame(4, 40));
    const m = legalMoves(g0.position)[0]!;
    const g1 = play(g0, m);
    const g2 = play(g1, DEAL);
    const back = play(g2, UNDO, UNDO);
    expect(back.position).toEqual(g0.position);
    expect(canRedo(back)).toBe(true);
    const r1 = play(back, REDO);
    expect(r1.position).toEqual(g1.position);
    const r2 = play(r1, REDO);
    expect(r2.position).toEqual(g2.position);
    expect(r2.undos).toBe(2); // redo does not count as, or cancel, an undo
    refused(r2, REDO, 'nothing-to-redo');
    // and the redone game can be undone again
    expect(play(r2, UNDO).position).toEqual(g1.position);
  });

  it('a new action clears the redo stack', () => {
    const g0 = deepFreeze(newGame(1, 1));
    const back = play(g0, DEAL, UNDO);
    expect(canRedo(back)).toBe(true);
    const m = legalMoves(back.position)[0]!;
    expect(m).toBeDefined();
    const moved = play(back, m);
    expect(canRedo(moved)).toBe(false);
    refused(moved, REDO, 'nothing-to-redo');
    const dealt = play(play(back, m, UNDO), DEAL); // a deal is a new action too
    expect(canRedo(dealt)).toBe(false);
  });

  it('a refused action keeps the redo stack', () => {
    const g0 = game({ columns: [['9S'], ['5S']] });
    const back = play(g0, mv(0, 2), UNDO);
    refused(back, mv(0, 1), 'rank-mismatch');
    expect(play(back, REDO).position.columns[2]!.cards).toHaveLength(1);
  });

  it('refuses when there is nothing to redo', () => {
    refused(deepFreeze(newGame(2, 2)), REDO, 'nothing-to-redo');
  });
});

describe('seen memory', () => {
  it('keeps a card seen after undo turns it face down again', () => {
    const g0 = game({ suits: 2, columns: [['#4H', '#KS', '9S'], ['TH']] });
    const king = g0.position.columns[0]!.cards[1]!;
    const four = g0.position.columns[0]!.cards[0]!;
    expect(hasSeen(g0.seen, king)).toBe(false);
    const g1 = play(g0, mv(0, 1));
    expect(hasSeen(g1.seen, king)).toBe(true);
    const g2 = play(g1, UNDO);
    expect(g2.position.columns[0]!.down).toBe(2);
    expect(hasSeen(g2.seen, king)).toBe(true);
    expect(hasSeen(g2.seen, four)).toBe(false);
  });

  it('keeps stock cards seen after the deal that showed them is undone', () => {
    const g0 = deepFreeze(newGame(4, 77));
    const dealt = g0.position.stock.slice(0, 10);
    const later = g0.position.stock.slice(10);
    for (const id of dealt) expect(hasSeen(g0.seen, id)).toBe(false);
    const g2 = play(g0, DEAL, UNDO);
    expect(g2.position.stock).toEqual(g0.position.stock);
    for (const id of dealt) expect(hasSeen(g2.seen, id)).toBe(true);
    for (const id of later) expect(hasSeen(g2.seen, id)).toBe(false);
  });

  it('remembers cards uncovered by a run removal', () => {
    const g0 = game({
      suits: 2,
      columns: [
        ['#5H', ...run('S', 13, 2)],
        ['#3H', 'AS'],
      ],
    });
    const five = g0.position.columns[0]!.cards[0]!;
    const three = g0.position.columns[1]!.cards[0]!;
    const g2 = play(g0, mv(1, 0), UNDO);
    expect(hasSeen(g2.seen, five)).toBe(true);
    expect(hasSeen(g2.seen, three)).toBe(true);
    expect(hasHiddenCards(g2)).toBe(false);
  });

  it('gameFromPosition adds the face-up cards to the given memory', () => {
    const p = pos({ columns: [['#KS', 'QS']], stock: run('S', 13, 4) });
    const g = gameFromPosition(p, 'relaxed', null, withSeen(NOTHING_SEEN, [p.stock[0]!]));
    expect(g.rules).toBe('relaxed');
    expect(g.deal).toBeNull();
    expect(hasSeen(g.seen, p.columns[0]!.cards[1]!)).toBe(true);
    expect(hasSeen(g.seen, p.stock[0]!)).toBe(true);
    expect(hasSeen(g.seen, p.columns[0]!.cards[0]!)).toBe(false);
    expect(hasSeen(g.seen, p.stock[1]!)).toBe(false);
  });

  it('withSeen returns the same value when nothing is new, a new one otherwise', () => {
    const s = withSeen(NOTHING_SEEN, [0, 31, 32, 103]);
    expect(withSeen(s, [31, 103])).toBe(s);
    expect([0, 31, 32, 103].every((id) => hasSeen(s, id))).toBe(true);
    expect([1, 30, 33, 64, 102].some((id) => hasSeen(s, id))).toBe(false);
    expect(NOTHING_SEEN).toEqual([0, 0, 0, 0]);
  });
});

describe('applyAction is pure', () => {
  it('never changes the game it is given', () => {
    const g0 = deepFreeze(newGame(2, 4242));
    const copy = structuredClone(g0);
    let g: Game = g0;
    for (const a of [DEAL, UNDO, REDO, UNDO, legalMoves(g0.position)[0]!, DEAL, UNDO, UNDO]) {
      const r = applyAction(deepFreeze(g), a);
      expect(r.ok).toBe(true);
      if (r.ok) g = r.game;
    }
    expect(g0).toEqual(copy);
    expect(g.position).toEqual(g0.position);
  });
});
