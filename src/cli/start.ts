import { applyAction, gameFromPosition, newGame, type Action, type Game } from '../engine/game.ts';
import { parsePosition, positionToJson } from '../engine/notation.ts';
import { hasCompletedRun, topCard, type Position } from '../engine/position.ts';
import { suitOf } from '../engine/cards.ts';
import { refusalMessages } from '../i18n/en.ts';
import { DEFAULT_RULES } from '../engine/rules.ts';
import { dealValue, need, orExit, pathValue, rulesValue, suitsValue, UsageError, type FlagValues } from './args.ts';
import type { CliIo } from './io.ts';
import { parseJson } from './json.ts';
import { decodeMoves } from './moves-file.ts';
import { clip, quote, reason } from './text.ts';

/** The flags that choose the starting game. */
export const gameFlags = { suits: suitsValue, deal: dealValue, rules: rulesValue, position: pathValue };

/** A file's JSON (see parseJson), or the exit-2 error saying why not. */
export async function readJson(io: CliIo, path: string, what: string): Promise<unknown> {
  let text: string;
  try {
    text = await io.readText(path);
  } catch (e) {
    throw new UsageError(`Cannot read the ${what} file ${quote(path)}: ${reason(e)}.`);
  }
  const json = parseJson(text);
  // V8's reason quotes some input: cut here, escaped by `run` like every message.
  if (!json.ok) throw new UsageError(`The ${what} file ${quote(path)} is not valid JSON: ${clip(json.message, 120)}`);
  return json.value;
}

/** The starting game: a numbered deal (`--suits`, `--deal`) or a validated `--position` file. */
export async function startGame(flags: FlagValues<typeof gameFlags>, io: CliIo): Promise<Game> {
  const file = flags.position;
  if (file === undefined) return newGame(need(flags.suits, 'suits'), need(flags.deal, 'deal'), flags.rules ?? DEFAULT_RULES);
  if (flags.suits !== undefined || flags.deal !== undefined) {
    throw new UsageError('Give either --position or --suits and --deal, not both.');
  }
  const parsed = parsePosition(await readJson(io, file, 'position'));
  if (!parsed.ok) throw new UsageError(`Invalid position in ${quote(file)}: ${parsed.message}`);
  const { position, seen, deal } = parsed.value;
  const run = completedRunOnTop(position);
  if (run) {
    throw new UsageError(
      `Invalid position in ${quote(file)}: column ${run.column + 1} ends in a completed run (K to A of ${run.suit}), ` +
        `which play never leaves on the table (the move that completes a run takes it off); list it under "completed" instead.`,
    );
  }
  return gameFromPosition(position, flags.rules ?? parsed.value.rules ?? DEFAULT_RULES, deal, seen);
}

/**
 * The first column whose top is a completed run. Play never leaves one there (the move that
 * completes it takes it away), and the solver, which only removes runs its own moves complete,
 * would carry it through its whole search.
 */
function completedRunOnTop(position: Position): { column: number; suit: string } | null {
  const column = position.columns.findIndex((c) => hasCompletedRun(c, position.suits));
  if (column < 0) return null;
  return { column, suit: `"${suitOf(topCard(position.columns[column]!)!, position.suits)}"` };
}

/**
 * A moves file: a JSON array of actions. A malformed entry is bad input (exit 2); a
 * well-formed but illegal one is the replay's business (exit 1).
 */
export async function readActions(io: CliIo, path: string): Promise<Action[]> {
  return orExit(decodeMoves(await readJson(io, path, 'moves')));
}

/**
 * Plays `actions` on `game`. On an illegal one it prints `{ok:false,index,reason,message,position}`
 * (the position reached so far, so the earlier moves are not lost) and a line on stderr, and
 * returns null: the command then exits 1.
 */
export function playActions(game: Game, actions: readonly Action[], io: CliIo): Game | null {
  let g = game;
  for (let index = 0; index < actions.length; index++) {
    const result = applyAction(g, actions[index]!);
    if (!result.ok) {
      const message = refusalMessages[result.reason];
      io.out(JSON.stringify({ ok: false, index, reason: result.reason, message, position: { ...positionToJson(g), undos: g.undos } }) + '\n');
      io.err(`Action ${index} is illegal: ${message}\n`);
      return null;
    }
    g = result.game;
  }
  return g;
}
