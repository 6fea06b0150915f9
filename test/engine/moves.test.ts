import { describe, expect, it } from 'vitest';
import { dealRefusal, hasLegalMove, legalMoves, moveRefusal, type Move } from '../../src/engine/moves.ts';
import { gameFromPosition, isStuck, newGame, type Game } from '../../src/engine/game.ts';
import { isWon, type Position } from '../../src/engine/position.ts';
import type { DealRules } from '../../src/engine/rules.ts';
import { positionToJson } from '../../src/engine/notation.ts';
import { score } from '../../src/engine/score.ts';
import { DEAL, code, idsOf, mv, ok, play, pos, refused, run, show, showStock, type Layout } from './helpers.ts';

const game = (layout: Layout, rules: DealRules = 'classic'): Game => gameFromPosition(pos(layout), rules);
const move = (from: number, to: number, count = 1): Move => ({ type: 'move', from, to, count });
const completedSuits = (p: Position) => p.completed.map((r) => code(r[0]!, p.suits).slice(1));

describe('moving runs', () => {
  it('moves a partial run: the top cards of one suit, descending', () => {
    const g = game({ suits: 2, columns: [['#KS', '9H', '8S', '7S', '6S'], ['8H'], ['9S']] });
    const r = ok(g, mv(0, 1, 2));
    expect(show(r.game.position).slice(0, 3)).toEqual([['#KS', '9H', '8S'], ['8H', '7S', '6S'], ['9S']]);
    const r3 = ok(g, mv(0, 2, 3));
    expect(show(r3.game.position).slice(0, 3)).toEqual([['#KS', '9H'], ['8H'], ['9S', '8S', '7S', '6S']]);
    expect(r.events).toEqual([]);
  });

  it('moves a whole column-long run, leaving the column empty', () => {
    const g = game({ columns: [['9S', '8S', '7S'], ['TS']] });
    const r = ok(g, mv(0, 1, 3));
    expect(show(r.game.position).slice(0, 2)).toEqual([[], ['TS', '9S', '8S', '7S']]);
    expect(r.game.position.columns[0]).toEqual({ cards: [], down: 0 });
  });

  it('refuses a run of mixed suits', () => {
    const g = game({ suits: 2, columns: [['9S', '8H'], ['TS'], []] });
    refused(g, mv(0, 1, 2), 'mixed-suits');
    refused(g, mv(0, 2, 2), 'mixed-suits'); // not even into an empty column
    expect(moveRefusal(g.position, move(0, 1, 1))).toBe('rank-mismatch'); // 8H on TS
  });

  it('refuses cards that do not descend by exactly one', () => {
    const g = game({ columns: [['9S', '7S'], ['8S', '9S'], ['5S', '5S'], ['TS'], []] });
    refused(g, mv(0, 4, 2), 'not-descending');
    refused(g, mv(1, 4, 2), 'not-descending'); // ascending
    refused(g, mv(2, 4, 2), 'not-descending'); // same rank
    refused(g, mv(1, 3, 2), 'not-descending');
  });

  it('refuses to take a face-down card', () => {
    const g = game({ columns: [['#9S', '8S'], ['TS'], []] });
    refused(g, mv(0, 1, 2), 'face-down');
    refused(g, mv(0, 2, 2), 'face-down');
  });

  it('puts nothing on an Ace', () => {
    const g = game({ suits: 4, columns: [['AS'], ['2S'], ['2D'], ['KH'], ['5C']] });
    refused(g, mv(1, 0), 'onto-ace');
    refused(g, mv(2, 0), 'onto-ace');
    refused(g, mv(3, 0), 'onto-ace');
    refused(g, mv(4, 0), 'onto-ace');
    expect(legalMoves(g.position).filter((m) => m.to === 0)).toEqual([]);
  });

  it('moves a King only into an empty column', () => {
    const g = game({ columns: [['KS'], ['#AS', 'KS', 'QS'], ['2S'], []] });
    refused(g, mv(0, 2), 'king-needs-empty');
    refused(g, mv(1, 2, 2), 'king-needs-empty');
    const r = ok(g, mv(1, 3, 2));
    expect(show(r.game.position).slice(0, 4)).toEqual([['KS'], ['AS'], ['2S'], ['KS', 'QS']]);
    expect(show(ok(g, mv(0, 3)).game.position)[3]).toEqual(['KS']);
  });

  it('refuses a destination that is not exactly one rank higher', () => {
    const g = game({ suits: 2, columns: [['5S'], ['7H'], ['5H'], ['4H']] });
    refused(g, mv(0, 1), 'rank-mismatch');
    refused(g, mv(0, 2), 'rank-mismatch');
    refused(g, mv(0, 3), 'rank-mismatch'); // one lower is not allowed either
  });

  it('puts any card or run into an empty column', () => {
    const g = game({ suits: 2, columns: [['#KS', '3H'], ['#4H', '9S', '8S', '7S', '6S'], []] });
    expect(show(ok(g, mv(0, 2)).game.position)[2]).toEqual(['3H']);
    expect(show(ok(g, mv(1, 2, 4)).game.position)[2]).toEqual(['9S', '8S', '7S', '6S']);
    expect(show(ok(g, mv(1, 2, 2)).game.position)[2]).toEqual(['7S', '6S']);
  });

  it('accepts a destination of another suit for single cards and runs', () => {
    const g = game({ suits: 4, columns: [['8S'], ['9H'], ['7D', '6D', '5D'], ['8C']] });
    expect(show(ok(g, mv(0, 1)).game.position)[1]).toEqual(['9H', '8S']);
    expect(show(ok(g, mv(2, 3, 3)).game.position)[3]).toEqual(['8C', '7D', '6D', '5D']);
    expect(show(ok(g, mv(2, 0, 3)).game.position)[0]).toEqual(['8S', '7D', '6D', '5D']);
  });

  it('turns the uncovered face-down card face up, and reports it', () => {
    const g = game({ suits: 2, columns: [['#4H', '#KS', '9S'], ['TH']] });
    const r = ok(g, mv(0, 1));
    expect(show(r.game.position)[0]).toEqual(['#4H', 'KS']);
    expect(r.events).toEqual([{ kind: 'flip', column: 0, card: g.position.columns[0]!.cards[1] }]);
  });

  it('flips nothing when a face-up card is left on top', () => {
    const g = game({ columns: [['#4S', 'TS', '9S'], ['TS']] });
    const r = ok(g, mv(0, 1));
    expect(show(r.game.position)[0]).toEqual(['#4S', 'TS']);
    expect(r.events).toEqual([]);
  });

  it('refuses malformed moves with a reason', () => {
    const g = game({ columns: [['9S', '8S'], ['TS'], []] });
    refused(g, mv(0, 0), 'same-column');
    refused(g, mv(-1, 1), 'no-such-column');
    refused(g, mv(0, 10), 'no-such-column');
    refused(g, mv(0.5, 1), 'no-such-column');
    refused(g, { type: 'move', from: '0', to: 1, count: 1 }, 'no-such-column');
    refused(g, mv(0, 1, 0), 'bad-count');
    refused(g, mv(0, 1, -1), 'bad-count');
    refused(g, mv(0, 1, 1.5), 'bad-count');
    refused(g, mv(0, 1, Number.NaN), 'bad-count');
    refused(g, { type: 'move', from: 0, to: 1 }, 'bad-count');
    refused(g, mv(0, 1, 3), 'too-few-cards');
    refused(g, mv(2, 1), 'too-few-cards'); // from an empty column
    refused(g, { type: 'fly' }, 'unknown-action');
    refused(g, null, 'unknown-action');
    refused(g, undefined, 'unknown-action');
  });
});

describe('completed runs', () => {
  it('removes K..A of one suit after a move, flips what it uncovers, records the suit', () => {
    const g = game({
      suits: 2,
      columns: [['#5H', ...run('S', 13, 2)], ['#3H', 'AS'], ['QH']],
      completed: ['H'],
    });
    const ace = g.position.columns[1]!.cards[1]!;
    const r = ok(g, mv(1, 0));
    const p = r.game.position;
    expect(show(p).slice(0, 3)).toEqual([['5H'], ['3H'], ['QH']]);
    expect(completedSuits(p)).toEqual(['H', 'S']);
    const removed = p.completed[1]!;
    expect(removed.map((id) => code(id, 2))).toEqual(run('S', 13, 1));
    expect(removed).toEqual([...g.position.columns[0]!.cards.slice(1), ace]);
    expect(r.events).toEqual([
      { kind: 'flip', column: 1, card: g.position.columns[1]!.cards[0] },
      { kind: 'complete', column: 0, cards: removed },
      { kind: 'flip', column: 0, card: g.position.columns[0]!.cards[0] },
    ]);
    expect(p.moves).toBe(1); // the flips and the removal are free
    expect(positionToJson(r.game).completed).toEqual(['H', 'S']);
  });

  it('completes when a run of several cards lands', () => {
    const g = game({ columns: [run('S', 13, 5), ['#9S', ...run('S', 4, 1)]] });
    const r = ok(g, mv(1, 0, 4));
    expect(show(r.game.position).slice(0, 2)).toEqual([[], ['9S']]);
    expect(r.game.position.completed).toHaveLength(1);
    // the source flips first (9S), then the destination's run goes
    expect(r.events.map((e) => e.kind)).toEqual(['flip', 'complete']);
  });

  it('does not complete K..A of mixed suits, or with a face-down card in it', () => {
    const g = game({ suits: 2, columns: [run('S', 13, 2), ['AH'], ['#KS', ...run('S', 12, 2)], ['AS']] });
    const r = ok(g, mv(1, 0));
    expect(r.game.position.completed).toEqual([]);
    expect(show(r.game.position)[0]).toHaveLength(13);
    const r2 = ok(g, mv(3, 2));
    expect(r2.game.position.completed).toEqual([]);
    expect(show(r2.game.position)[2]).toHaveLength(13);
  });

  it('leaves cards under the run in place', () => {
    const g = game({ suits: 4, columns: [['#2C', '7D', ...run('S', 13, 2)], ['AS']] });
    const r = ok(g, mv(1, 0));
    expect(show(r.game.position)[0]).toEqual(['#2C', '7D']);
    expect(r.events.map((e) => e.kind)).toEqual(['complete']);
  });

  it('removes runs completed by a deal, checking columns in order, flipping beneath', () => {
    const g = game({
      suits: 4,
      columns: [['3C'], ['4C'], ['#9D', ...run('H', 13, 2)], ['5C'], ['6C'], ['7C'], ['8C'], ['#TD', ...run('S', 13, 2)], ['#JD', '9C'], ['TC']],
      stock: ['2D', '3D', 'AH', '4D', '5D', '6D', '7D', 'AS', '8D', 'QD'],
    });
    const r = ok(g, DEAL);
    const p = r.game.position;
    expect(completedSuits(p)).toEqual(['H', 'S']);
    expect(show(p)).toEqual([
      ['3C', '2D'],
      ['4C', '3D'],
      ['9D'],
      ['5C', '4D'],
      ['6C', '5D'],
      ['7C', '6D'],
      ['8C', '7D'],
      ['TD'],
      ['#JD', '9C', '8D'],
      ['TC', 'QD'],
    ]);
    expect(r.events).toEqual([
      { kind: 'complete', column: 2, cards: p.completed[0] },
      { kind: 'flip', column: 2, card: g.position.columns[2]!.cards[0] },
      { kind: 'complete', column: 7, cards: p.completed[1] },
      { kind: 'flip', column: 7, card: g.position.columns[7]!.cards[0] },
    ]);
    expect(p.moves).toBe(1);
    expect(p.stock).toEqual([]);
  });
});

describe('dealing', () => {
  // Cards cycle through the ranks so a 1-suit deck (8 copies of each) never runs out.
  const R = 'A23456789TJQK';
  const tenColumns = () => Array.from({ length: 10 }, (_, c) => ['#' + R[c] + 'S', R[(c + 3) % 13] + 'S']);
  const stock = [...R, ...R].slice(0, 20).map((r) => r + 'S');

  it('puts one face-up card on every column, in order, from the front of the stock', () => {
    const g = game({ columns: tenColumns(), stock });
    const r = ok(g, DEAL);
    const p = r.game.position;
    p.columns.forEach((c, i) => {
      expect(c.cards.at(-1)).toBe(g.position.stock[i]);
      expect(c.down).toBe(g.position.columns[i]!.down); // the old top stays face up
      expect(c.cards.slice(0, -1)).toEqual(g.position.columns[i]!.cards);
    });
    expect(p.stock).toEqual(g.position.stock.slice(10));
    expect(showStock(p)).toEqual(stock.slice(10));
    expect(p.moves).toBe(1);
    expect(r.events).toEqual([]);
  });

  const withEmpty = (cardsInTableau: number): Layout => {
    // Column 10 empty; the other nine hold `cardsInTableau` cards between them.
    const columns: string[][] = Array.from({ length: 9 }, () => []);
    for (let i = 0; i < cardsInTableau; i++) columns[i % 9]!.unshift((i < 9 ? '' : '#') + R[i % 13] + 'S');
    return { columns: [...columns, []], stock: stock.slice(0, 10) };
  };

  it('classic: an empty column blocks the deal while the tableau holds 10 or more cards', () => {
    refused(game(withEmpty(10), 'classic'), DEAL, 'empty-column');
    refused(game(withEmpty(40), 'classic'), DEAL, 'empty-column');
    refused(game({ columns: [['#9S', '#8S', '#7S', '#6S', '#5S', '#4S', '#3S', '#2S', '#AS', 'KS']], stock: stock.slice(0, 10) }), DEAL, 'empty-column');
  });

  it('classic: dealing is allowed with empty columns when the tableau holds fewer than 10 cards', () => {
    for (const n of [0, 1, 9]) {
      const g = game(withEmpty(n), 'classic');
      expect(dealRefusal(g.position, 'classic')).toBeNull();
      const p = ok(g, DEAL).game.position;
      expect(p.columns[9]!.cards).toHaveLength(1);
      expect(p.columns[9]!.down).toBe(0);
    }
    // Face-down cards count too: 9 cards, most of them face down.
    const g = game({ columns: [['#9S', '#8S', '#7S', '#6S', '#5S', '#4S', '#3S', '#2S', 'KS']], stock: stock.slice(0, 10) });
    expect(ok(g, DEAL).game.position.columns.map((c) => c.cards.length)).toEqual([10, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
  });

  it('strict: an empty column always blocks the deal', () => {
    for (const n of [0, 1, 9, 10, 40]) refused(game(withEmpty(n), 'strict'), DEAL, 'empty-column');
  });

  it('relaxed: deals onto empty columns', () => {
    for (const n of [0, 1, 9, 10, 40]) {
      const p = ok(game(withEmpty(n), 'relaxed'), DEAL).game.position;
      expect(p.columns[9]!.cards).toHaveLength(1);
      expect(p.columns[9]!.down).toBe(0);
    }
  });

  it('with no empty column every rule set deals', () => {
    for (const rules of ['classic', 'strict', 'relaxed'] as const) {
      expect(dealRefusal(pos({ columns: tenColumns(), stock }), rules)).toBeNull();
    }
  });

  it('never deals from an empty stock', () => {
    for (const rules of ['classic', 'strict', 'relaxed'] as const) {
      refused(game({ columns: tenColumns() }, rules), DEAL, 'stock-empty');
      refused(game({ columns: [['5S']] }, rules), DEAL, 'stock-empty');
    }
  });

  it('a new game deals five times and then refuses', () => {
    let g = newGame(2, 99);
    for (let i = 0; i < 5; i++) {
      g = play(g, DEAL);
      expect(g.position.stock).toHaveLength(40 - 10 * i);
      expect(g.position.moves).toBe(i + 1);
    }
    refused(g, DEAL, 'stock-empty');
  });
});

describe('counting, winning and being stuck', () => {
  it('counts each move and each deal as one move', () => {
    const g0 = game({ columns: [['#4S', 'TS', '9S'], ['TS'], ['#2S', '8S'], ['3S'], ['4S'], ['5S'], ['6S'], ['7S'], ['JS'], ['QS']], stock: run('S', 13, 4) });
    const g1 = play(g0, mv(0, 1));
    expect(g1.position.moves).toBe(1);
    const g2 = play(g1, mv(2, 1)); // flips 2S: still one move
    expect(g2.position.moves).toBe(2);
    const g3 = play(g2, DEAL);
    expect(g3.position.moves).toBe(3);
  });

  it('is won after the 8th run, with an empty tableau and stock', () => {
    const g = game({ suits: 2, columns: [run('S', 13, 2), [], [], ['AS']], completed: ['S', 'S', 'S', 'H', 'H', 'H', 'H'] });
    expect(isWon(g.position)).toBe(false);
    const p = ok(g, mv(3, 0)).game.position;
    expect(isWon(p)).toBe(true);
    expect(p.completed).toHaveLength(8);
    expect(p.columns.every((c) => c.cards.length === 0)).toBe(true);
    expect(isStuck(p)).toBe(false);
    expect(legalMoves(p)).toEqual([]);
    expect(positionToJson(gameFromPosition(p)).won).toBe(true);
  });

  it('is stuck when the stock is empty and no move is legal', () => {
    const stuck = pos({ suits: 2, columns: [['KS'], ['AS'], ['#QH', 'KH'], ['AH'], ['5S'], ['5H'], ['9S'], ['2S', 'AS'], ['KS'], ['JH']] });
    expect(legalMoves(stuck)).toEqual([]);
    expect(hasLegalMove(stuck)).toBe(false);
    expect(isStuck(stuck)).toBe(true);
  });

  it('is not stuck with stock left, or with a legal move', () => {
    const withStock = pos({
      suits: 2,
      columns: [['KS'], ['AS'], ['#QH', 'KH'], ['AH'], ['5S'], ['5H'], ['9S'], ['2S', 'AS'], ['KS'], ['JH']],
      stock: run('H', 12, 3),
    });
    expect(isStuck(withStock)).toBe(false);
    const withMove = pos({ suits: 2, columns: [['KS'], ['AS'], ['#QH', 'KH'], ['AH'], ['5S'], ['5H'], ['9S'], ['2S', 'AS'], ['KS'], ['TH']] });
    expect(legalMoves(withMove)).toEqual([move(6, 9, 1)]); // 9S onto TH
    expect(hasLegalMove(withMove)).toBe(true);
    expect(isStuck(withMove)).toBe(false);
    const withEmptyColumn = pos({ columns: [['KS'], ['AS']] });
    expect(hasLegalMove(withEmptyColumn)).toBe(true);
    expect(isStuck(withEmptyColumn)).toBe(false);
  });
});

describe('legalMoves', () => {
  it('lists exactly the legal moves of a small position, in order', () => {
    const p = pos({ suits: 2, columns: [['#KS', '9H', '8S', '7S'], ['8H'], ['9S'], [], ['KH', 'QH'], ['AS'], ['2H']] });
    const empties = [3, 7, 8, 9];
    const expected: Move[] = [];
    // column 1: 7S onto 8H, 8S-7S onto 9S, never 9H-8S-7S; everything also into the empties
    for (const to of [1, ...empties]) expected.push(move(0, to, 1));
    for (const to of [2, ...empties]) expected.push(move(0, to, 2));
    for (const to of [2, ...empties]) expected.push(move(1, to, 1)); // 8H onto 9S
    for (const to of empties) expected.push(move(2, to, 1));
    for (const to of empties) expected.push(move(4, to, 1)); // no King on top anywhere
    for (const to of empties) expected.push(move(4, to, 2));
    for (const to of [6, ...empties]) expected.push(move(5, to, 1));
    for (const to of empties) expected.push(move(6, to, 1));
    const key = (m: Move) => `${m.from}-${m.to}-${m.count}`;
    expect(legalMoves(p).map(key).sort()).toEqual(expected.map(key).sort());
    for (const m of legalMoves(p)) expect(moveRefusal(p, m)).toBeNull();
  });
});

describe('the pos() test helper', () => {
  it('takes distinct copies and refuses impossible layouts', () => {
    const p = pos({ suits: 4, columns: [['#KD', 'QD']], stock: ['KD'] });
    expect(p.columns[0]!.cards).toEqual(idsOf('KD', 4).slice(0, 1).concat(idsOf('QD', 4).slice(0, 1)));
    expect(p.stock).toEqual([idsOf('KD', 4)[1]]);
    expect(() => pos({ suits: 4, columns: [['KD', 'KD', 'KD']] })).toThrow();
    expect(() => pos({ columns: [['KS', '#QS']] })).toThrow();
  });
});

describe('score (SPEC §1.5)', () => {
  it('is max(0, 500 − moves − undos + 100 × runs) with "Undo costs a point" on (the default)', () => {
    expect(score(0, 0, 0)).toBe(500);
    expect(score(10, 3, 0)).toBe(487);
    expect(score(10, 3, 0, true)).toBe(487);
    expect(score(120, 7, 2)).toBe(573);
    expect(score(900, 0, 8)).toBe(400);
    expect(score(600, 5, 0)).toBe(0);
    expect(score(500, 0, 0)).toBe(0);
  });

  it('ignores undos when the setting is off', () => {
    expect(score(10, 3, 0, false)).toBe(490);
    expect(score(120, 7, 2, false)).toBe(580);
    expect(score(499, 100, 0, false)).toBe(1);
    expect(score(501, 0, 0, false)).toBe(0);
  });
});
