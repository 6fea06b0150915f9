import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Game } from '../engine/game.ts';
import type { SuitCount } from '../engine/cards.ts';
import { err, ok } from '../engine/result.ts';
import { decodeList, verifiedDeals } from '../data/lists.ts';
import { hintMessage } from '../i18n/hint-words.ts';
import { uiEn } from '../i18n/ui-en.ts';
import { hint } from '../solver/hint.ts';
import { knownPosition } from '../solver/known.ts';
import { DEFAULT_LEVEL, HINT_LEVELS, HINT_SEED, isHintLevel, LEVEL_LIMITS, type HintLevel } from '../solver/levels.ts';
import { memoryOf } from '../solver/memory.ts';
import { decodeFlags, integerIn, orExit, pathValue, type ValueDecoder } from './args.ts';
import type { Command } from './command.ts';
import { parseJson } from './json.ts';
import { gameFlags, playActions, readActions, startGame } from './start.ts';
import { quote } from './text.ts';

const json = (value: unknown): string => JSON.stringify(value) + '\n';

const levelValue: ValueDecoder<HintLevel> = (text, name) =>
  isHintLevel(text) ? ok(text) : err('bad-value', `--${name} must be ${HINT_LEVELS.join(', ')}, got ${quote(text)}.`);

export const hintFlags = {
  ...gameFlags,
  moves: pathValue,
  seed: integerIn(0, 0xffffffff),
  budget: integerIn(1, 100_000_000),
  level: levelValue,
};

/** The seed the app uses; `--seed` picks another sampling. */
export const DEFAULT_SEED = HINT_SEED;

/**
 * Whether the game is a deal on the shipped verified list (classic rules, played from its
 * start): that only chooses the wording ("this deal can be won…"), never the search.
 */
async function isVerified(game: Game, fromPosition: boolean, env: Readonly<Record<string, string | undefined>>): Promise<boolean> {
  if (game.deal === null || game.rules !== 'classic' || fromPosition) return false;
  const suits: SuitCount = game.position.suits;
  // The shipped lists, or the folder `verify` writes to (SPIDER_LIST_DIR, as in tests).
  const dir = env.SPIDER_LIST_DIR || fileURLToPath(new URL('../data', import.meta.url));
  try {
    const text = await readFile(join(dir, `verified-${suits}.json`), 'utf8');
    const parsed = parseJson(text);
    const list = parsed.ok ? decodeList(parsed.value) : null;
    return list !== null && list.ok && verifiedDeals(list.value).includes(game.deal);
  } catch {
    return false;
  }
}

/**
 * `hint (--suits S --deal N --moves FILE | --position FILE) [--seed K] [--level L] [--budget P]`: what the
 * game's Hint would say, from the cards the player has seen only (SPEC §7). The moves are
 * replayed first (undo included), so the seen memory is the game's own.
 */
export const hintCommand: Command = async (args, io) => {
  const flags = orExit(decodeFlags(args, hintFlags));
  const start = await startGame(flags, io);
  const game = playActions(start, flags.moves === undefined ? [] : await readActions(io, flags.moves), io);
  if (!game) return 1;
  const limits = LEVEL_LIMITS[flags.level ?? DEFAULT_LEVEL];
  // The memory of tables had comes from the replayed journal, as the app's does: without it a
  // player who follows the CLI's hints could be sent round in circles the app avoids.
  const h = hint(knownPosition(game), {
    rules: game.rules,
    seed: flags.seed ?? DEFAULT_SEED,
    budget: flags.budget ?? limits.budget,
    samples: limits.samples,
    games: limits.games,
    memory: memoryOf(game),
    verified: await isVerified(game, flags.position !== undefined, io.env ?? process.env),
  });
  const message = hintMessage(uiEn, game.position, h, 0, false);
  io.out(json({ kind: h.kind, move: h.move, message }));
  return 0;
};
