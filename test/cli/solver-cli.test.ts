import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeNeeded, verifiedDeals, type VerifiedList } from '../../src/data/lists.ts';
import { applyAction, newGame, type Game } from '../../src/engine/game.ts';
import { isWon } from '../../src/engine/position.ts';
import { cli, spawnCli } from './helpers.ts';

function replays(game: Game, moves: never[]): boolean {
  let g = game;
  for (const m of moves) {
    const r = applyAction(g, m);
    if (!r.ok) return false;
    g = r.game;
  }
  return isWon(g.position);
}

describe('solve', () => {
  it('prints a solved line that the engine replays to a win', async () => {
    const r = await cli(['solve', '--suits', '1', '--deal', '3', '--budget', '300000']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out)).toEqual(['result', 'moves', 'positions', 'ms']);
    expect(out.result).toBe('solved');
    expect(out.positions).toBeLessThanOrEqual(300000);
    expect(replays(newGame(1, 3), out.moves)).toBe(true);
  });

  it('answers unknown within a tiny budget and never goes over it', async () => {
    const out = JSON.parse((await cli(['solve', '--suits', '4', '--deal', '9', '--budget', '25'])).stdout);
    expect(out).toMatchObject({ result: 'unknown', moves: [] });
    expect(out.positions).toBeLessThanOrEqual(25);
  });

  it('solves from a position file', async () => {
    const pos = (await cli(['deal', '--suits', '2', '--deal', '2'])).stdout;
    const r = await cli(['solve', '--position', 'p.json', '--budget', '500000'], { 'p.json': pos });
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.result).toBe('solved');
    expect(replays(newGame(2, 2), out.moves)).toBe(true);
  });

  it.each([
    [['solve', '--suits', '1', '--deal', '1', '--budget', '0'], /--budget/],
    [['solve', '--suits', '1', '--deal', '1', '--budget', 'lots'], /--budget/],
    [['solve', '--position', 'p.json'], /Invalid position/],
    [['solve', '--suits', '5', '--deal', '1'], /--suits/],
  ])('exits 2 for %j', async (argv, message) => {
    const r = await cli(argv, { 'p.json': '{"suits":1,"columns":[]}' });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });
});

describe('bench', () => {
  it('prints a line per deal, then a summary', async () => {
    const r = await cli(['bench', '--suits', '1', '--from', '1', '--to', '3', '--budget', '200000']);
    expect(r.code).toBe(0);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.slice(0, 3).map((l) => l.deal)).toEqual([1, 2, 3]);
    for (const l of lines.slice(0, 3)) expect(l.positions).toBeLessThanOrEqual(200000);
    expect(lines[3]).toMatchObject({ summary: true, suits: 1, from: 1, to: 3, deals: 3 });
    expect(lines[3].solved + lines[3].unsolvable + lines[3].unknown).toBe(3);
    for (const key of ['medianMs', 'p95Ms', 'positionsPerSecond', 'peakRssMB', 'medianMoves']) expect(typeof lines[3][key]).toBe('number');
  });

  it('exits 2 when the range is upside down', async () => {
    const r = await cli(['bench', '--suits', '1', '--from', '5', '--to', '3']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--to/);
  });
});

describe('verify', () => {
  it('writes a list of the deals it won, then extends it with a touching slice', () => {
    const dir = mkdtempSync(join(tmpdir(), 'spider-lists-'));
    const env = { SPIDER_LIST_DIR: dir };
    const first = spawnCli(['verify', '--suits', '1', '--from', '1', '--to', '3', '--budget', '300000', '--jobs', '2'], undefined, env);
    expect(first.code).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ summary: true, deals: 3, solved: 3 });
    const second = spawnCli(['verify', '--suits', '1', '--from', '4', '--to', '5', '--budget', '300000', '--jobs', '1'], undefined, env);
    expect(second.code).toBe(0);
    const list = JSON.parse(readFileSync(join(dir, 'verified-1.json'), 'utf8')) as VerifiedList;
    expect(list).toMatchObject({ suits: 1, rules: 'classic', budget: 300000, from: 1, to: 5, won: 5 });
    expect(verifiedDeals(list)).toEqual([1, 2, 3, 4, 5]);
  }, 120_000);

  it('at a larger budget over the same range tries again only the deals not won, and keeps what each won deal needed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'spider-lists-'));
    const env = { SPIDER_LIST_DIR: dir };
    const run = (budget: string) => spawnCli(['verify', '--suits', '1', '--from', '1', '--to', '6', '--budget', budget, '--jobs', '1'], undefined, env);
    const read = () => JSON.parse(readFileSync(join(dir, 'verified-1.json'), 'utf8')) as VerifiedList;
    expect(run('10000').code).toBe(0);
    const small = read();
    expect(small.won).toBe(5); // deal 4 needs more than 10,000 positions
    const again = run('300000');
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ deals: 1, solved: 1 });
    const large = read();
    expect(large).toMatchObject({ budget: 300000, from: 1, to: 6, won: 6 });
    const before = decodeNeeded(small);
    const after = decodeNeeded(large);
    expect(after.filter((_, i) => i !== 3)).toEqual(before.filter((_, i) => i !== 3));
    expect(before[3]).toBe(0);
    expect(after[3]).toBeGreaterThan(13); // more than 2^13 = 8192 positions
  }, 120_000);
});
