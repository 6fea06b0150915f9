import { UsageError } from './args.ts';
import { commands } from './commands.ts';
import type { CliIo } from './io.ts';

export const USAGE = `Usage: npm run --silent spider -- <command> [flags]

  deal   --suits 1|2|4 --deal N [--rules classic|strict|relaxed]
  replay (--suits S --deal N | --position FILE) [--rules R] --moves FILE|-
  solve  (--suits S --deal N | --position FILE) [--rules R] [--budget POSITIONS]
  bench  --suits S --from A --to B [--rules R] [--budget POSITIONS]
  verify --suits S --from A --to B [--rules R] [--budget POSITIONS] [--jobs N]

Prints JSON on stdout. Exit codes: 0 ok, 1 illegal move in a replay, 2 bad input.
`;

export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === '--help' || name === 'help') {
    io.out(USAGE);
    return name === undefined ? 2 : 0;
  }
  const command = commands[name];
  if (!command) {
    io.err(`Unknown command "${name}".\n\n${USAGE}`);
    return 2;
  }
  try {
    return await command(args, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`spider ${name}: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
}
