import { describe, expect, it } from 'vitest';
import { applyAction, newGame, type Action, type Game } from '../../src/engine/game.ts';
import { legalMoves } from '../../src/engine/moves.ts';
import { dealRefusal } from '../../src/engine/moves.ts';
import { positionToJson } from '../../src/engine/notation.ts';
import type { DealRules } from '../../src/engine/rules.ts';
import { mulberry32 } from '../../src/engine/shuffle.ts';
import { cli } from './helpers.ts';

const moves = (list: unknown[]) => ({ 'm.json': JSON.stringify(list) });
const tops = (pos: { columns: string[][] }) => pos.columns.map((c) => c[c.length - 1]).join(' ');

describe('deal', () => {
  it('prints the start position of SPEC §1.2 with every stock card unknown', async () => {
    const r = await cli(['deal', '--suits', '4', '--deal', '4294967295']);
    expect(r.code).toBe(0);
    const pos = JSON.parse(r.stdout);
    expect(Object.keys(pos)).toEqual(['suits', 'deal', 'rules', 'columns', 'stock', 'completed', 'moves', 'won']);
    expect(tops(pos)).toBe('6C 2H 4D 8C TH JD 8S 7C TS 9C');
    expect(pos.stock.slice(0, 10).join(' ')).toBe('#5D #9D #KH #KC #2C #2S #8H #AH #KS #8D');
    expect(pos.stock).toHaveLength(50);
    expect(pos.stock.every((c: string) => c.startsWith('#'))).toBe(true);
    expect(pos).toMatchObject({ suits: 4, deal: 4294967295, rules: 'classic', completed: [], moves: 0, won: false });
  });

  it('shows column 1 of deal 0 (2 suits) bottom first with only the top face up', async () => {
    const pos = JSON.parse((await cli(['deal', '--suits', '2', '--deal', '0', '--rules', 'strict'])).stdout);
    expect(pos.columns[0]).toEqual(['#QH', '#4S', '#TS', '#7S', '#9H', 'JH']);
    expect(pos.rules).toBe('strict');
  });

  it.each([
    [['deal', '--suits', '3', '--deal', '1'], /--suits/],
    [['deal', '--suits', '1', '--deal', '4294967296'], /--deal/],
    [['deal', '--suits', '1', '--deal', '-1'], /--deal/],
    [['deal', '--suits', '1', '--deal', '1.5'], /--deal/],
    [['deal', '--suits', '1'], /Missing --deal/],
    [['deal', '--deal', '1'], /Missing --suits/],
    [['deal', '--suits', '1', '--deal', '1', '--rules', 'easy'], /--rules/],
    [['deal', '--suits', '1', '--deal', '1', '--colour', 'red'], /Unknown flag --colour/],
    [['deal', '--suits', '1', '--deal'], /needs a value/],
    [['shuffle'], /Unknown command/],
  ])('exits 2 with a clear message for %j', async (argv, message) => {
    const r = await cli(argv);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
  });
});

describe('replay', () => {
  it('plays moves, a deal and an undo on deal 1 (1 suit) to the exact position', async () => {
    // Deal 1 tops: 3S QS 2S 3S 7S JS AS AS 2S 4S; column 10 ends in 4S.
    const list = [
      { type: 'move', from: 0, to: 9, count: 1 }, // 3S onto 4S, column 1 turns up JS
      { type: 'move', from: 2, to: 9, count: 1 }, // 2S onto 3S
      { type: 'move', from: 6, to: 9, count: 1 }, // AS onto 2S
      { type: 'deal' },
      { type: 'undo' },
    ];
    const r = await cli(['replay', '--suits', '1', '--deal', '1', '--moves', 'm.json'], moves(list));
    expect(r.code).toBe(0);
    const pos = JSON.parse(r.stdout);
    expect(pos.columns[0]).toEqual(['#KS', '#8S', '#5S', '#7S', 'JS']);
    expect(pos.columns[9]).toEqual(['#2S', '#5S', '#4S', '#QS', '4S', '3S', '2S', 'AS']);
    expect(pos.moves).toBe(3);
    expect(pos.undos).toBe(1);
    // The undone deal showed the first round; those cards are now known (`*`), the rest not.
    expect(pos.stock.slice(0, 10)).toEqual(['*JS', '*6S', '*JS', '*QS', '*3S', '*3S', '*TS', '*JS', '*TS', '*AS']);
    expect(pos.stock.slice(10).every((c: string) => c.startsWith('#'))).toBe(true);
  });

  it('reports the first illegal action with its index, keeps the position so far, exits 1', async () => {
    const list = [
      { type: 'move', from: 0, to: 9, count: 1 },
      { type: 'move', from: 1, to: 9, count: 1 }, // QS onto 3S: ranks don't fit
      { type: 'deal' },
    ];
    const r = await cli(['replay', '--suits', '1', '--deal', '1', '--moves', 'm.json'], moves(list));
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ ok: false, index: 1, reason: 'rank-mismatch' });
    expect(out.position.moves).toBe(1);
    expect(out.position.columns[9].at(-1)).toBe('3S');
    expect(r.stderr).toMatch(/Action 1/);
  });

  it('refuses an undo with nothing to undo as an illegal action', async () => {
    const r = await cli(['replay', '--suits', '2', '--deal', '5', '--moves', 'm.json'], moves([{ type: 'undo' }]));
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ ok: false, index: 0, reason: 'nothing-to-undo' });
  });

  it('reads the moves from standard input with --moves -', async () => {
    const r = await cli(['replay', '--suits', '1', '--deal', '1', '--moves', '-'], { '-': '[{"type":"deal"}]' });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).stock).toHaveLength(40);
  });

  it.each([
    ['[{"type":"jump"}]', /Moves entry 0/],
    ['[{"type":"move","from":"a","to":1,"count":1}]', /Moves entry 0/],
    ['{"type":"deal"}', /JSON array/],
    ['not json', /not valid JSON/],
  ])('exits 2 for a malformed moves file %s', async (text, message) => {
    const r = await cli(['replay', '--suits', '1', '--deal', '1', '--moves', 'm.json'], { 'm.json': text });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });

  it('exits 2 when the moves file cannot be read', async () => {
    const r = await cli(['replay', '--suits', '1', '--deal', '1', '--moves', '/nonexistent/moves.json']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/Cannot read the moves file/);
  });

  /** Random legal play with deals and undos, recorded as the moves file the CLI would get. */
  function randomPlay(suits: 1 | 2 | 4, deal: number, rules: DealRules, steps: number): { game: Game; list: Action[] } {
    const rnd = mulberry32(deal ^ 0x5eed);
    let game = newGame(suits, deal, rules);
    const list: Action[] = [];
    for (let i = 0; i < steps; i++) {
      const options: Action[] = legalMoves(game.position);
      if (dealRefusal(game.position, rules) === null) options.push({ type: 'deal' });
      if (game.past && rnd() % 5 === 0) options.push({ type: 'undo' });
      if (options.length === 0) break;
      const action = options[rnd() % options.length]!;
      const r = applyAction(game, action);
      if (!r.ok) throw new Error(`generated an illegal action: ${r.reason}`);
      game = r.game;
      list.push(action);
    }
    return { game, list };
  }

  it.each([
    [1, 11, 'classic'],
    [2, 222, 'strict'],
    [4, 3333, 'relaxed'],
    [4, 4000000000, 'classic'],
  ] as const)('replays %i-suit deal %i under %s rules to the engine’s final position', async (suits, deal, rules) => {
    const { game, list } = randomPlay(suits, deal, rules, 300);
    const argv = ['replay', '--suits', String(suits), '--deal', String(deal), '--rules', rules, '--moves', 'm.json'];
    const r = await cli(argv, moves(list));
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ ...positionToJson(game), undos: game.undos });
  });
});
