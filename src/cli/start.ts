import { gameFromPosition, newGame, type Action, type Game } from '../engine/game.ts';
import { parsePosition } from '../engine/notation.ts';
import { DEFAULT_RULES } from '../engine/rules.ts';
import { dealFlag, rulesFlag, suitsFlag, UsageError, type Flags } from './args.ts';
import type { CliIo } from './io.ts';

async function readJson(io: CliIo, path: string, what: string): Promise<unknown> {
  let text: string;
  try {
    text = await io.readText(path);
  } catch (e) {
    throw new UsageError(`Cannot read the ${what} file "${path}": ${(e as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new UsageError(`The ${what} file "${path}" is not valid JSON: ${(e as Error).message}`);
  }
}

/** The starting game: a numbered deal (`--suits`, `--deal`) or a validated `--position` file. */
export async function startGame(flags: Flags, io: CliIo): Promise<Game> {
  const rules = rulesFlag(flags);
  const file = flags.get('position');
  if (file === undefined) return newGame(suitsFlag(flags), dealFlag(flags), rules ?? DEFAULT_RULES);
  if (flags.has('suits') || flags.has('deal')) {
    throw new UsageError('Give either --position or --suits and --deal, not both.');
  }
  const parsed = parsePosition(await readJson(io, file, 'position'));
  if (!parsed.ok) throw new UsageError(`Invalid position in "${file}": ${parsed.message}`);
  const { position, seen, deal } = parsed.value;
  return gameFromPosition(position, rules ?? parsed.value.rules ?? DEFAULT_RULES, deal, seen);
}

const isIndex = (v: unknown): boolean => typeof v === 'number' && Number.isInteger(v);

/**
 * A moves file: a JSON array of actions. A malformed entry is bad input (exit 2); a
 * well-formed but illegal one is the replay's business (exit 1).
 */
export async function readActions(io: CliIo, path: string): Promise<Action[]> {
  const list = await readJson(io, path, 'moves');
  if (!Array.isArray(list)) throw new UsageError(`The moves file "${path}" must hold a JSON array.`);
  return list.map((entry: unknown, i): Action => {
    const e = entry as Record<string, unknown> | null;
    const type = typeof e === 'object' && e !== null ? e.type : undefined;
    if (type === 'deal' || type === 'undo' || type === 'redo') return { type };
    if (type === 'move' && isIndex(e!.from) && isIndex(e!.to) && isIndex(e!.count)) {
      return { type, from: e!.from as number, to: e!.to as number, count: e!.count as number };
    }
    throw new UsageError(
      `Moves entry ${i}: expected {"type":"move","from":0..9,"to":0..9,"count":n}, {"type":"deal"} or {"type":"undo"}, got ${JSON.stringify(entry)}.`,
    );
  });
}
