import { positionToJson } from '../engine/notation.ts';
import { decodeFlags, need, orExit, pathValue } from './args.ts';
import type { Command } from './command.ts';
import { analyzeCommand } from './analyze-command.ts';
import { hintCommand } from './hint-command.ts';
import { benchCommand, solveCommand } from './solver-commands.ts';
import { gameFlags, playActions, readActions, startGame } from './start.ts';
import { verifyCommand } from './verify.ts';

export type { Command } from './command.ts';

const json = (value: unknown): string => JSON.stringify(value) + '\n';

const deal: Command = async (args, io) => {
  const flags = orExit(decodeFlags(args, gameFlags));
  io.out(json(positionToJson(await startGame(flags, io))));
  return 0;
};

const replay: Command = async (args, io) => {
  const flags = orExit(decodeFlags(args, { ...gameFlags, moves: pathValue }));
  const game = playActions(await startGame(flags, io), await readActions(io, need(flags.moves, 'moves')), io);
  if (!game) return 1;
  io.out(json({ ...positionToJson(game), undos: game.undos }));
  return 0;
};

/**
 * Looked up by the name a user typed, so a Map: a plain object would answer `__proto__`,
 * `constructor` or `toString` with something that is not a command.
 */
export const commands: ReadonlyMap<string, Command> = new Map([
  ['deal', deal],
  ['replay', replay],
  ['solve', solveCommand],
  ['hint', hintCommand],
  ['analyze', analyzeCommand],
  ['bench', benchCommand],
  ['verify', verifyCommand],
]);
