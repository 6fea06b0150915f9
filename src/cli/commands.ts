import { applyAction } from '../engine/game.ts';
import { positionToJson } from '../engine/notation.ts';
import { refusalMessages } from '../i18n/en.ts';
import { decodeFlags, need, orExit, pathValue } from './args.ts';
import type { CliIo } from './io.ts';
import { hintCommand } from './hint-command.ts';
import { benchCommand, solveCommand } from './solver-commands.ts';
import { gameFlags, readActions, startGame } from './start.ts';
import { verifyCommand } from './verify.ts';

export type Command = (args: readonly string[], io: CliIo) => Promise<number>;

const json = (value: unknown): string => JSON.stringify(value) + '\n';

const deal: Command = async (args, io) => {
  const flags = orExit(decodeFlags(args, gameFlags));
  io.out(json(positionToJson(await startGame(flags, io))));
  return 0;
};

const replay: Command = async (args, io) => {
  const flags = orExit(decodeFlags(args, { ...gameFlags, moves: pathValue }));
  let game = await startGame(flags, io);
  const actions = await readActions(io, need(flags.moves, 'moves'));
  for (let index = 0; index < actions.length; index++) {
    const result = applyAction(game, actions[index]!);
    if (!result.ok) {
      const message = refusalMessages[result.reason];
      // The position reached so far comes along, so the earlier moves are not lost.
      io.out(json({ ok: false, index, reason: result.reason, message, position: { ...positionToJson(game), undos: game.undos } }));
      io.err(`Action ${index} is illegal: ${message}\n`);
      return 1;
    }
    game = result.game;
  }
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
  ['bench', benchCommand],
  ['verify', verifyCommand],
]);
