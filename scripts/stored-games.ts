/**
 * The stored hint games of scripts/hint-games.ts, read back (a lab tool, never part of the app):
 * one decoder for a line of such a file, and the tables a game passes through, replayed by the
 * engine. scripts/fit-value.ts (`--label hint`) and scripts/judge-labels.ts both read them here.
 */
import { readFileSync } from 'node:fs';
import { decodeAction } from '../src/engine/action-code.ts';
import { isSuitCount, type SuitCount } from '../src/engine/cards.ts';
import { isStrings, ownFields } from '../src/engine/decode.ts';
import { applyAction, newGame, type Game } from '../src/engine/game.ts';
import { err, ok, type Result } from '../src/engine/result.ts';
import { isDealNumber } from '../src/engine/shuffle.ts';

export interface StoredGame {
  readonly deal: number;
  readonly suits: SuitCount;
  readonly won: boolean;
  readonly codes: readonly string[]; // the journal's action codes, in order
}

/** One line of a stored-games file. */
export function decodeStoredGame(line: unknown): Result<StoredGame, 'not-a-stored-game'> {
  const { deal, suits, ending, actions } = ownFields(line, ['deal', 'suits', 'ending', 'actions']);
  if (!isDealNumber(deal) || !isSuitCount(suits) || typeof ending !== 'string' || !isStrings(actions))
    return err('not-a-stored-game', 'not a stored hint game (deal, suits, ending, actions)');
  return ok({ deal, suits, won: ending === 'won', codes: actions });
}

/** Every game of the file, in order, with its line number; a line that is not one stops the run. */
export function* storedGames(file: string): Generator<StoredGame & { readonly line: number }> {
  for (const [i, text] of readFileSync(file, 'utf8').split('\n').entries()) {
    if (text.trim() === '') continue;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new Error(`${file}:${i + 1}: not JSON`);
    }
    const g = decodeStoredGame(json);
    if (!g.ok) throw new Error(`${file}:${i + 1}: ${g.message}`);
    yield { ...g.value, line: i + 1 };
  }
}

/**
 * The table before each of the game's actions (`at` counts from 0), replayed from its deal;
 * an action the engine refuses there means the file is not what it says, and stops the run.
 */
export function* tablesOf(g: StoredGame, where = `deal ${g.deal}`): Generator<{ readonly at: number; readonly game: Game }> {
  let game = newGame(g.suits, g.deal, 'classic');
  for (const [at, code] of g.codes.entries()) {
    yield { at, game };
    const a = decodeAction(code);
    const r = a && applyAction(game, a);
    if (!r || !r.ok) throw new Error(`${where}: action ${at + 1} (${code}) is one the engine refuses`);
    game = r.game;
  }
}
