import { analyze, ANALYSIS_BUDGET, effectiveLine } from '../solver/analyze.ts';
import { decodeFlags, integerIn, need, orExit, pathValue } from './args.ts';
import type { Command } from './command.ts';
import { gameFlags, playActions, readActions, startGame } from './start.ts';

/**
 * `analyze (--suits S --deal N | --position FILE) --moves FILE [--budget P]`: the app's "Where
 * did it go wrong?" (SPEC §7). The moves are replayed as `replay` does (exit 1 on an illegal
 * one); the analysis runs over their effective line, undone actions left out. The default
 * budget is the app's, so the CLI answers as the app does.
 */
export const analyzeCommand: Command = async (args, io) => {
  const flags = orExit(decodeFlags(args, { ...gameFlags, moves: pathValue, budget: integerIn(1, 100_000_000) }));
  const start = await startGame(flags, io);
  const actions = await readActions(io, need(flags.moves, 'moves'));
  if (!playActions(start, actions, io)) return 1;
  const r = analyze(start.position, effectiveLine(actions), { rules: start.rules, budget: flags.budget ?? ANALYSIS_BUDGET });
  // The journal replayed, so its effective line does too: a refusal here is a bug, not input.
  if (!r.ok) throw new Error(r.message);
  const { result, index, move, line } = r.value;
  io.out(JSON.stringify({ result, index, move, line }) + '\n');
  return 0;
};
