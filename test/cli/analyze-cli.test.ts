/**
 * `analyze` (SPEC §7): the app's "Where did it go wrong?" over a moves file, as
 * {"result","index","move","line"}; the moves read as `replay` reads them.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, type Action, type Game } from '../../src/engine/game.ts';
import { positionToJson } from '../../src/engine/notation.ts';
import { isWon } from '../../src/engine/position.ts';
import { endgame, ENDGAME_LOST_AT_1 } from '../game/helpers.ts';
import { cli } from './helpers.ts';

function replay(game: Game, actions: readonly Action[]): Game {
  return actions.reduce((g, a) => {
    const r = applyAction(g, a);
    if (!r.ok) throw new Error(r.reason);
    return r.game;
  }, game);
}

const position = JSON.stringify(positionToJson(endgame()));

describe('analyze', () => {
  it('names the losing move of the effective line (undone actions left out) and a win from before it', async () => {
    // A detour undone (the 7♠ of column 9 onto the 8♠, taken back) leaves the line itself.
    const moves: Action[] = [ENDGAME_LOST_AT_1[0], { type: 'move', from: 8, to: 1, count: 1 }, { type: 'undo' }, ENDGAME_LOST_AT_1[1]];
    const r = await cli(['analyze', '--position', 'p.json', '--moves', 'm.json', '--budget', '50000'], { 'p.json': position, 'm.json': JSON.stringify(moves) });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out)).toEqual(['result', 'index', 'move', 'line']);
    expect(out).toMatchObject({ result: 'lost-at', index: 1, move: ENDGAME_LOST_AT_1[1] });
    expect(isWon(replay(replay(endgame(), [ENDGAME_LOST_AT_1[0]]), out.line).position)).toBe(true);
  });

  it('still-winnable with no move when the final table wins; the same answer from a deal twice', async () => {
    const args = ['analyze', '--suits', '1', '--deal', '3', '--moves', 'm.json', '--budget', '20000'];
    const files = { 'm.json': JSON.stringify([{ type: 'deal' }]) };
    const a = await cli(args, files);
    const out = JSON.parse(a.stdout);
    expect(out).toMatchObject({ result: 'still-winnable', index: 1, move: null });
    expect(out.line.length).toBeGreaterThan(0);
    expect((await cli(args, files)).stdout).toBe(a.stdout);
  });

  it('exits 1 on an illegal action, as replay does, and 2 without --moves', async () => {
    const bad = await cli(['analyze', '--suits', '1', '--deal', '3', '--moves', 'm.json'], { 'm.json': JSON.stringify([{ type: 'undo' }]) });
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.stdout)).toMatchObject({ ok: false, index: 0 });
    const none = await cli(['analyze', '--suits', '1', '--deal', '3']);
    expect(none.code).toBe(2);
  });

  it('is listed in --help', async () => {
    expect((await cli(['--help'])).stdout).toMatch(/analyze .*--moves FILE/);
  });
});
