/**
 * `hint` (SPEC §7): what the game's Hint would say, from known cards only, as
 * {"kind","move","message"}; `--seed` fixes the sampling; `--position` files mark face-down
 * cards `#` (never seen) or `*` (seen).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeGrades, encodeNeeded } from '../../src/data/lists.ts';
import { applyAction, newGame, type Action, type Game } from '../../src/engine/game.ts';
import { positionToJson } from '../../src/engine/notation.ts';
import { deadEnd } from '../game/helpers.ts';
import { cli } from './helpers.ts';

const FIXTURES = join(import.meta.dirname, 'fixtures');

const KINDS = ['win', 'chance', 'sample', 'heuristic', 'no-progress', 'lost'];

function replay(game: Game, actions: Action[]): Game {
  return actions.reduce((g, a) => {
    const r = applyAction(g, a);
    if (!r.ok) throw new Error(r.reason);
    return r.game;
  }, game);
}

describe('hint', () => {
  it('prints kind, move and message only, and the move is legal after the replayed moves', async () => {
    const moves: Action[] = [{ type: 'deal' }, { type: 'undo' }]; // the first row is seen, then hidden again
    const r = await cli(['hint', '--suits', '2', '--deal', '11', '--moves', 'm.json', '--budget', '4000'], { 'm.json': JSON.stringify(moves) });
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out)).toEqual(['kind', 'move', 'message']);
    expect(KINDS).toContain(out.kind);
    expect(out.message).toMatch(/\.$/);
    expect(applyAction(replay(newGame(2, 11), moves), out.move).ok).toBe(true);
  });

  it('the same seed gives the same hint', async () => {
    const args = ['hint', '--suits', '1', '--deal', '21', '--seed', '42', '--budget', '6000'];
    const a = await cli(args);
    const b = await cli(args);
    expect(a.stdout).toBe(b.stdout);
  });

  it('a fully known dead end from a position file is "lost"; with unseen cards it never is', async () => {
    const known = await cli(['hint', '--position', 'p.json', '--budget', '200000'], { 'p.json': JSON.stringify(positionToJson(deadEnd('*'))) });
    expect(JSON.parse(known.stdout)).toEqual({ kind: 'lost', move: null, message: 'No way to win from this position.' });
    const hidden = await cli(['hint', '--position', 'p.json', '--budget', '200000'], { 'p.json': JSON.stringify(positionToJson(deadEnd('#'))) });
    expect(JSON.parse(hidden.stdout).kind).not.toBe('lost');
  });

  it('cards marked # can be in any order: the hint is the same', async () => {
    const json = positionToJson(newGame(4, 8));
    const shuffled = { ...json, stock: [...json.stock].reverse(), columns: json.columns.map((c) => [...c.slice(0, -1)].reverse().concat(c.slice(-1))) };
    const a = await cli(['hint', '--position', 'p.json', '--seed', '5', '--budget', '5000'], { 'p.json': JSON.stringify({ ...json, deal: null }) });
    const b = await cli(['hint', '--position', 'p.json', '--seed', '5', '--budget', '5000'], { 'p.json': JSON.stringify({ ...shuffled, deal: null }) });
    expect(a.code).toBe(0);
    expect(b.stdout).toBe(a.stdout);
  });

  it('on a verified deal a hint without a win says the deal can be won', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'spider-hint-'));
    const list = { suits: 4, rules: 'classic', budget: 1000, from: 30, to: 30, won: 1, grades: encodeGrades([1]), needed: encodeNeeded([10]) };
    writeFileSync(join(dir, 'verified-4.json'), JSON.stringify(list));
    const start = ['hint', '--suits', '4', '--deal', '30', '--budget', '1'];
    // At the start of a game the words say nothing of a search that found nothing (issue 25).
    const first = JSON.parse((await cli(start, {}, { SPIDER_LIST_DIR: dir })).stdout);
    expect(first.message).not.toContain('can be won');
    // One action later they do, on the verified deal only.
    const files = { 'm.json': JSON.stringify([first.move]) };
    const args = [...start, '--moves', 'm.json'];
    const on = JSON.parse((await cli(args, files, { SPIDER_LIST_DIR: dir })).stdout);
    const off = JSON.parse((await cli(args, files)).stdout);
    expect(on.message).toContain('This deal can be won');
    expect(off.message).not.toContain('can be won');
    expect(on.move).toEqual(off.move);
  });

  it('refuses bad flags (exit 2) and reports an illegal move like replay (exit 1)', async () => {
    expect((await cli(['hint', '--suits', '2', '--deal', '1', '--seed', 'x'])).code).toBe(2);
    expect((await cli(['hint', '--suits', '2'])).code).toBe(2);
    const bad = await cli(['hint', '--suits', '2', '--deal', '1', '--moves', 'm.json'], { 'm.json': '[{"type":"move","from":0,"to":0,"count":1}]' });
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.stdout)).toMatchObject({ ok: false, index: 0, reason: 'same-column' });
  });
});

describe('hint levels and memory', () => {
  it('answers at every level, and refuses an unknown level with exit 2', async () => {
    for (const level of ['quick', 'normal', 'deep']) {
      const r = await cli(['hint', '--suits', '1', '--deal', '5', '--level', level, '--budget', '3000']);
      expect(r.code).toBe(0);
      expect(KINDS).toContain(JSON.parse(r.stdout).kind);
    }
    const bad = await cli(['hint', '--suits', '1', '--deal', '5', '--level', 'fast']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--level must be quick, normal, deep/);
  });

  it('names the levels in --help', async () => {
    expect((await cli(['--help'])).stdout).toMatch(/hint .*--level quick\|normal\|deep/);
  });

  it('passes the replayed game’s memory of tables, as the app does', async () => {
    // Deal 2 (2 suits) after 56 hinted moves, the last one 2 cards from column 2 to column 9:
    // without the memory the hint would send them straight back; with it, as in the app, it
    // names another move.
    const moves = readFileSync(join(FIXTURES, 'hint-memory-2-2.json'), 'utf8');
    const r = await cli(['hint', '--suits', '2', '--deal', '2', '--moves', 'm.json', '--budget', '3000'], { 'm.json': moves });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).move).toEqual({ type: 'move', from: 2, to: 9, count: 1 });
  });
});
