/**
 * The lab's reader of stored hint games (scripts/stored-games.ts), which fit-value.ts and
 * judge-labels.ts share: a line decodes or is refused with its code, and a game's tables are the
 * engine's own replay of its journal, one before each action.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applyAction, newGame, type Game } from '../../src/engine/game.ts';
import { decodeStoredGame, storedGames, tablesOf } from '../../scripts/stored-games.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function fileOf(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'stored-games-'));
  dirs.push(dir);
  const file = join(dir, 'games.jsonl');
  writeFileSync(file, text);
  return file;
}

describe('a stored hint game', () => {
  it('decodes a line the hint-games tool writes, and refuses one that is not', () => {
    const good = { deal: 47_000_001, suits: 2, level: 'quick', ending: 'won', actions: ['d', 'm011'] };
    expect(decodeStoredGame(good)).toEqual({ ok: true, value: { deal: 47_000_001, suits: 2, won: true, codes: ['d', 'm011'] } });
    expect(decodeStoredGame({ ...good, ending: 'stuck' })).toMatchObject({ ok: true, value: { won: false } });
    for (const bad of [{ ...good, suits: 3 }, { ...good, deal: -1 }, { ...good, actions: ['d', 7] }, { ...good, ending: undefined }, null, []])
      expect(decodeStoredGame(bad)).toMatchObject({ ok: false, error: 'not-a-stored-game' });
  });

  it('yields its tables before each action, as the engine plays the journal', () => {
    const codes = ['d', 'd', 'd'];
    const file = fileOf(`\n${JSON.stringify({ deal: 12_345_678, suits: 4, ending: 'stuck', actions: codes })}\n\n`);
    const games = [...storedGames(file)];
    expect(games.map((g) => [g.deal, g.line])).toEqual([[12_345_678, 2]]);
    let expected: Game = newGame(4, 12_345_678, 'classic');
    const tables = [...tablesOf(games[0]!)];
    expect(tables.map((t) => t.at)).toEqual([0, 1, 2]);
    for (const t of tables) {
      expect(t.game.position).toEqual(expected.position);
      const r = applyAction(expected, { type: 'deal' });
      if (!r.ok) throw new Error(r.reason);
      expected = r.game;
    }
  });

  it('stops at a line that is not a game, or an action the engine refuses there', () => {
    expect(() => [...storedGames(fileOf('{"deal": 5}\n'))]).toThrow(/:1: not a stored hint game/);
    expect(() => [...storedGames(fileOf('not json\n'))]).toThrow(/:1: not JSON/);
    // Five deals empty a 2-suit stock; the sixth is refused.
    const [g] = [...storedGames(fileOf(JSON.stringify({ deal: 9, suits: 2, ending: 'won', actions: ['d', 'd', 'd', 'd', 'd', 'd'] })))];
    expect(() => [...tablesOf(g!)]).toThrow(/action 6 \(d\)/);
  });
});
