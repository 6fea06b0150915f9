import { applyAction } from '../engine/game.ts';
import { positionToJson } from '../engine/notation.ts';
import { refusalMessages } from '../i18n/en.ts';
import { parseFlags, required } from './args.ts';
import type { CliIo } from './io.ts';
import { benchCommand, solveCommand, verifyCommand } from './solver-commands.ts';
import { readActions, startGame } from './start.ts';

export type Command = (args: readonly string[], io: CliIo) => Promise<number>;

const json = (value: unknown): string => JSON.stringify(value) + '\n';

const deal: Command = async (args, io) => {
  const flags = parseFlags(args, ['suits', 'deal', 'rules', 'position']);
  io.out(json(positionToJson(await startGame(flags, io))));
  return 0;
};

const replay: Command = async (args, io) => {
  const flags = parseFlags(args, ['suits', 'deal', 'rules', 'position', 'moves']);
  let game = await startGame(flags, io);
  const actions = await readActions(io, required(flags, 'moves'));
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

export const commands: Record<string, Command> = {
  deal,
  replay,
  solve: solveCommand,
  bench: benchCommand,
  verify: verifyCommand,
};
