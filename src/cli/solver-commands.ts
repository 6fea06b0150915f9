import { applyAction, newGame, type Action, type Game } from '../engine/game.ts';
import { isWon } from '../engine/position.ts';
import { DEFAULT_RULES } from '../engine/rules.ts';
import { DEFAULT_BUDGET, solve } from '../solver/search.ts';
import { dealValue, decodeFlags, integerIn, need, orExit, rulesValue, suitsValue, UsageError, type FlagValues } from './args.ts';
import type { Command, Range } from './command.ts';
import { type DealLine } from './deal-line.ts';
import { gameFlags, startGame } from './start.ts';

const json = (value: unknown): string => JSON.stringify(value) + '\n';
const MAX_BUDGET = 100_000_000;

const budgetValue = integerIn(1, MAX_BUDGET);
/** Positions to spend after a win looking for a shorter line (0: answer with the first win). */
const shortLineValue = integerIn(0, MAX_BUDGET);

export const solveCommand: Command = async (args, io) => {
  const flags = orExit(decodeFlags(args, { ...gameFlags, budget: budgetValue, 'short-line': shortLineValue }));
  const budget = flags.budget ?? DEFAULT_BUDGET;
  const game = await startGame(flags, io);
  const shortLine = flags['short-line'] ?? 0;
  const r = solve(game.position, { rules: game.rules, budget, shortLine });
  io.out(json({ result: r.result, moves: r.moves, positions: r.positions, ms: Math.round(r.ms) }));
  return 0;
};

/** The flags of `bench` (and, with `--jobs`, of `verify`). */
export const rangeFlags = { suits: suitsValue, from: dealValue, to: dealValue, rules: rulesValue, budget: budgetValue };

export function rangeOf(flags: FlagValues<typeof rangeFlags>): Range {
  const suits = need(flags.suits, 'suits');
  const { from, to } = flags;
  if (from === undefined || to === undefined) throw new UsageError('Give --from and --to.');
  if (to < from) throw new UsageError(`--to (${to}) must not be below --from (${from}).`);
  return { suits, from, to, rules: flags.rules ?? DEFAULT_RULES, budget: flags.budget ?? DEFAULT_BUDGET };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

export function summarise(range: Range, lines: DealLine[], peakRss: number, peakSolver: number, wallMs: number) {
  const ms = lines.map((l) => l.ms).sort((a, b) => a - b);
  const lengths = lines
    .filter((l) => l.result === 'solved')
    .map((l) => l.moves)
    .sort((a, b) => a - b);
  const positions = lines.reduce((n, l) => n + l.positions, 0);
  const busy = lines.reduce((n, l) => n + l.ms, 0);
  const count = (r: DealLine['result']) => lines.filter((l) => l.result === r).length;
  return {
    summary: true,
    suits: range.suits,
    rules: range.rules,
    from: range.from,
    to: range.to,
    budget: range.budget,
    deals: lines.length,
    solved: count('solved'),
    unsolvable: count('unsolvable'),
    unknown: count('unknown'),
    medianMs: Math.round(percentile(ms, 0.5)),
    p95Ms: Math.round(percentile(ms, 0.95)),
    medianMoves: percentile(lengths, 0.5),
    positionsPerSecond: Math.round((positions / Math.max(1, busy)) * 1000),
    peakRssMB: Math.round(peakRss / 2 ** 20),
    peakSolverMB: Math.round(peakSolver / 2 ** 20),
    wallSeconds: Math.round(wallMs / 1000),
  };
}

/** Throws unless `moves` wins `game` under the engine's rules: no unchecked claim ships. */
function assertWins(game: Game, moves: readonly Action[], deal: number): void {
  let g = game;
  for (const [i, move] of moves.entries()) {
    const r = applyAction(g, move);
    if (!r.ok) throw new Error(`solver bug: deal ${deal}, move ${i} is illegal (${r.reason})`);
    g = r.game;
  }
  if (!isWon(g.position)) throw new Error(`solver bug: deal ${deal}, the line does not win`);
}

/** Solves each deal of the range in this process, reporting a line per deal. */
function solveRange(range: Range, shortLine: number, each: (line: DealLine, peakBytes: number) => void): void {
  for (let deal = range.from; deal <= range.to; deal++) {
    const game = newGame(range.suits, deal, range.rules);
    const r = solve(game.position, { rules: range.rules, budget: range.budget, shortLine });
    if (r.result === 'solved') assertWins(game, r.moves, deal);
    each({ deal, result: r.result, positions: r.positions, ms: Math.round(r.ms), moves: r.moves.length }, r.peakBytes);
  }
}

export const benchCommand: Command = async (args, io) => {
  const flags = orExit(decodeFlags(args, { ...rangeFlags, 'short-line': shortLineValue }));
  const range = rangeOf(flags);
  const lines: DealLine[] = [];
  let peakRss = 0;
  let peakSolver = 0;
  const began = performance.now();
  solveRange(range, flags['short-line'] ?? 0, (line, peakBytes) => {
    lines.push(line);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    peakSolver = Math.max(peakSolver, peakBytes);
    io.out(json(line));
  });
  io.out(json(summarise(range, lines, peakRss, peakSolver, performance.now() - began)));
  return 0;
};
