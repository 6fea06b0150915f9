import { UsageError } from './args.ts';
import { commands } from './commands.ts';
import type { CliIo } from './io.ts';
import { clip, oneLine, quote } from './text.ts';

export const USAGE = `Usage: npm run --silent spider -- <command> [flags]

  deal   --suits 1|2|4 --deal N [--rules classic|strict|relaxed]
  replay (--suits S --deal N | --position FILE) [--rules R] --moves FILE|-
  solve  (--suits S --deal N | --position FILE) [--rules R] [--budget POSITIONS]
  hint   (--suits S --deal N [--moves FILE|-] | --position FILE) [--rules R] [--seed K] [--level quick|normal|deep] [--budget POSITIONS]
  analyze (--suits S --deal N | --position FILE) [--rules R] --moves FILE|- [--budget POSITIONS]
  bench  --suits S --from A --to B [--rules R] [--budget POSITIONS]
  verify --suits S --from A --to B [--rules R] [--budget POSITIONS] [--jobs N]

Prints JSON on stdout. Exit codes: 0 ok, 1 illegal move in a replay, 2 bad input.
`;

const NAMES = [...commands.keys()].join(', ');

/**
 * Runs one command. Every failure ends here as one bounded line on stderr and exit 2: bad
 * input by design (UsageError), anything else as an "unexpected" error, never a stack trace.
 */
export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...args] = argv;
  if (name === '--help' || name === 'help') {
    io.out(USAGE);
    return 0;
  }
  if (name === undefined) {
    io.err(`spider: no command given; commands: ${NAMES} (--help shows their flags).\n`);
    return 2;
  }
  const command = commands.get(name);
  if (command === undefined) {
    io.err(oneLine(`spider: Unknown command ${quote(name)}; commands: ${NAMES} (--help shows their flags).`) + '\n');
    return 2;
  }
  try {
    return await command(args, io);
  } catch (e) {
    const message = e instanceof UsageError ? e.message : `unexpected error: ${describe(e)}`;
    io.err(oneLine(`spider ${name}: ${message}`) + '\n');
    return 2;
  }
}

function describe(e: unknown): string {
  return e instanceof Error ? clip(e.message, 200) : clip(String(e), 200);
}
