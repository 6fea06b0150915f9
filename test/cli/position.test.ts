import { describe, expect, it } from 'vitest';
import { cli, expectOneLineError } from './helpers.ts';

async function startOf(suits: number, deal: number) {
  return JSON.parse((await cli(['deal', '--suits', String(suits), '--deal', String(deal)])).stdout);
}

const withFile = (pos: unknown) => ({ 'p.json': JSON.stringify(pos) });
const RUN = 13;

describe('--position files', () => {
  it('accepts a printed position and prints it back unchanged', async () => {
    const pos = await startOf(2, 77);
    const r = await cli(['deal', '--position', 'p.json'], withFile(pos));
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(pos);
  });

  it('replays from a position file, keeping its known (*) cards known', async () => {
    const pos = await startOf(1, 1);
    pos.stock[3] = '*' + pos.stock[3].slice(1);
    const files = { ...withFile(pos), 'm.json': '[{"type":"move","from":0,"to":9,"count":1}]' };
    const r = await cli(['replay', '--position', 'p.json', '--moves', 'm.json'], files);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.stock[3]).toBe('*QS');
    expect(out.columns[0]).toEqual(['#KS', '#8S', '#5S', '#7S', 'JS']);
    expect(out.moves).toBe(1);
  });

  // The cases break a parsed position file on purpose, in ways no type of it allows.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Edit = (pos: any) => void;
  const cases: [string, Edit, RegExp][] = [
    ['nine columns', (p) => p.columns.pop(), /exactly 10 columns/],
    ['a missing card', (p) => p.columns[4].shift(), /holds 103 cards/],
    ['an extra copy', (p) => p.columns[4].unshift('#' + p.columns[5].at(-1)), /Too many/],
    ['a suit not in play', (p) => (p.columns[0][0] = '#QD'), /QD is not in a 2-suit game/],
    ['a stock of 45', (p) => p.columns[9].unshift(...p.stock.splice(0, 5)), /multiple of 10/],
    ['a face-up stock card', (p) => (p.stock[0] = p.stock[0].slice(1)), /must be face down/],
    ['a face-down top', (p) => (p.columns[2][p.columns[2].length - 1] = '#' + p.columns[2].at(-1)), /Column 3: the top card is face down/],
    ['face down above face up', (p) => (p.columns[1][0] = p.columns[1][0].slice(1)), /Column 2, card 2: a face-down card lies on a face-up one/],
    ['an unknown code', (p) => (p.columns[6][0] = '#1S'), /Column 7, card 1: "#1S" is not a card code/],
    ['bad suits', (p) => (p.suits = 3), /"suits" must be 1, 2 or 4/],
    ['a completed suit not in play', (p) => (p.completed = ['C']), /"completed"/],
  ];

  it.each(cases)('exits 2 naming the problem for %s', async (_name, edit, message) => {
    const pos = await startOf(2, 0);
    edit(pos);
    const r = await cli(['deal', '--position', 'p.json'], withFile(pos));
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
  });

  it('exits 2 for an unreadable or non-JSON position file', async () => {
    expect((await cli(['deal', '--position', '/nonexistent.json'])).code).toBe(2);
    const r = await cli(['deal', '--position', 'p.json'], { 'p.json': '{"suits":' });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/not valid JSON/);
  });

  it('refuses --position together with --suits/--deal', async () => {
    const pos = await startOf(1, 2);
    const r = await cli(['deal', '--position', 'p.json', '--suits', '1'], withFile(pos));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/either --position or --suits/);
  });

  // Play never leaves a completed run on the table; the solver, handed one, carried it through
  // a 75,000-move line (29 s at --budget 100000).
  describe('a completed run on top of a column', () => {
    const run = [...'KQJT98765432A'].map((r) => r + 'S');
    const columnsWith = (second: string[]): string[][] => [[], second, ...Array.from({ length: 8 }, () => [])];
    const position = (second: string[], completed: string[] = []) => ({
      suits: 1,
      deal: null,
      rules: 'classic',
      columns: columnsWith(second),
      stock: [],
      completed,
      moves: 3,
      won: false,
    });
    const stacked = Array.from({ length: 8 }, () => run).flat();

    it('is refused by every command, naming the column', async () => {
      for (const argv of [
        ['solve', '--position', 'p.json', '--budget', '100000'],
        ['deal', '--position', 'p.json'],
        ['hint', '--position', 'p.json'],
      ]) {
        expectOneLineError(
          await cli(argv, withFile(position(stacked))),
          /Invalid position in "p\.json": column 2 ends in a completed run \(K to A of "S"\).*under "completed"/,
        );
      }
    });

    it('is not one without its Ace (the table a move of that Ace onto it would complete)', async () => {
      const pos = position(stacked.slice(0, -1));
      pos.columns[0] = ['AS'];
      const r = await cli(['deal', '--position', 'p.json'], withFile(pos));
      expect(r.code).toBe(0);
      expect(JSON.parse(r.stdout).columns[1]).toHaveLength(103);
    });

    it('is not one while its King lies face down', async () => {
      const second = stacked.map((c, i) => (i < stacked.length - RUN + 1 ? '#' + c : c));
      const r = await cli(['deal', '--position', 'p.json'], withFile(position(second)));
      expect(r.code).toBe(0);
      expect(JSON.parse(r.stdout).columns[1].at(-12)).toBe('QS');
    });
  });
});
