import { fork } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { applyAction, newGame, type Action, type Game } from '../engine/game.ts';
import { isWon } from '../engine/position.ts';
import { MAX_DEAL } from '../engine/shuffle.ts';
import { DEFAULT_RULES, type DealRules } from '../engine/rules.ts';
import type { SuitCount } from '../engine/cards.ts';
import { decodeGrades, encodeGrades, gradeFor, type Grade, type VerifiedList } from '../data/lists.ts';
import { DEFAULT_BUDGET, solve } from '../solver/search.ts';
import { integerFlag, parseFlags, rulesFlag, suitsFlag, UsageError, type Flags } from './args.ts';
import type { Command } from './commands.ts';
import { startGame } from './start.ts';

const json = (value: unknown): string => JSON.stringify(value) + '\n';
const MAX_BUDGET = 100_000_000;

const budgetFlag = (flags: Flags): number => integerFlag(flags, 'budget', 1, MAX_BUDGET) ?? DEFAULT_BUDGET;

export const solveCommand: Command = async (args, io) => {
  const flags = parseFlags(args, ['suits', 'deal', 'rules', 'position', 'budget']);
  const budget = budgetFlag(flags);
  const game = await startGame(flags, io);
  const r = solve(game.position, { rules: game.rules, budget });
  io.out(json({ result: r.result, moves: r.moves, positions: r.positions, ms: Math.round(r.ms) }));
  return 0;
};

interface Range {
  suits: SuitCount;
  from: number;
  to: number;
  rules: DealRules;
  budget: number;
}

function rangeFlags(flags: Flags): Range {
  const suits = suitsFlag(flags);
  const from = integerFlag(flags, 'from', 0, MAX_DEAL);
  const to = integerFlag(flags, 'to', 0, MAX_DEAL);
  if (from === undefined || to === undefined) throw new UsageError('Give --from and --to.');
  if (to < from) throw new UsageError(`--to (${to}) must not be below --from (${from}).`);
  return { suits, from, to, rules: rulesFlag(flags) ?? DEFAULT_RULES, budget: budgetFlag(flags) };
}

interface DealLine {
  deal: number;
  result: 'solved' | 'unsolvable' | 'unknown';
  positions: number;
  ms: number;
  moves: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

function summarise(range: Range, lines: DealLine[], peakRss: number, peakSolver: number, wallMs: number) {
  const ms = lines.map((l) => l.ms).sort((a, b) => a - b);
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
function solveRange(range: Range, each: (line: DealLine, peakBytes: number) => void): void {
  for (let deal = range.from; deal <= range.to; deal++) {
    const game = newGame(range.suits, deal, range.rules);
    const r = solve(game.position, { rules: range.rules, budget: range.budget });
    if (r.result === 'solved') assertWins(game, r.moves, deal);
    each({ deal, result: r.result, positions: r.positions, ms: Math.round(r.ms), moves: r.moves.length }, r.peakBytes);
  }
}

export const benchCommand: Command = async (args, io) => {
  const flags = parseFlags(args, ['suits', 'from', 'to', 'rules', 'budget']);
  const range = rangeFlags(flags);
  const lines: DealLine[] = [];
  let peakRss = 0;
  let peakSolver = 0;
  const began = performance.now();
  solveRange(range, (line, peakBytes) => {
    lines.push(line);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    peakSolver = Math.max(peakSolver, peakBytes);
    io.out(json(line));
  });
  io.out(json(summarise(range, lines, peakRss, peakSolver, performance.now() - began)));
  return 0;
};

/** Where `verify` keeps the lists: src/data, or SPIDER_LIST_DIR (tests use a scratch folder). */
export const listPath = (suits: SuitCount): string =>
  join(process.env.SPIDER_LIST_DIR ?? fileURLToPath(new URL('../data', import.meta.url)), `verified-${suits}.json`);

/**
 * Runs `bench` for slices of the range in child processes (one per core by default) and
 * collects their per-deal lines.
 */
async function solveInParallel(
  range: Range,
  jobs: number,
  onLine: (l: DealLine) => void,
  onSummary: (s: { peakRssMB: number; peakSolverMB: number }) => void,
): Promise<void> {
  const total = range.to - range.from + 1;
  const slices = Math.max(1, Math.min(jobs, total));
  const runs: Promise<void>[] = [];
  for (let j = 0; j < slices; j++) {
    const from = range.from + Math.floor((total * j) / slices);
    const to = range.from + Math.floor((total * (j + 1)) / slices) - 1;
    const argv = ['bench', '--suits', String(range.suits), '--from', String(from), '--to', String(to),
      '--rules', range.rules, '--budget', String(range.budget)];
    const child = fork(process.argv[1]!, argv, { execArgv: process.execArgv, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (text) => {
      const line = JSON.parse(text);
      if (line.summary) onSummary(line);
      else onLine(line);
    });
    runs.push(
      new Promise((resolve, reject) =>
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`a verify worker exited with ${code}`)))),
      ),
    );
  }
  await Promise.all(runs);
}

export const verifyCommand: Command = async (args, io) => {
  const flags = parseFlags(args, ['suits', 'from', 'to', 'rules', 'budget', 'jobs']);
  const range = rangeFlags(flags);
  const jobs = integerFlag(flags, 'jobs', 1, 64) ?? 2;
  const grades: Grade[] = new Array(range.to - range.from + 1).fill(0);
  const lines: DealLine[] = [];
  const began = performance.now();
  let peakRss = 0;
  let peakSolver = 0;
  await solveInParallel(
    range,
    jobs,
    (line) => {
      lines.push(line);
      grades[line.deal - range.from] = gradeFor(line.result === 'solved', line.positions);
      if (lines.length % 100 === 0) io.err(`verify: ${lines.length}/${grades.length} deals\n`);
    },
    (s) => {
      peakRss = Math.max(peakRss, s.peakRssMB * 2 ** 20);
      peakSolver = Math.max(peakSolver, s.peakSolverMB * 2 ** 20);
    },
  );
  const list = mergeWithShipped(
    {
      suits: range.suits,
      rules: range.rules,
      budget: range.budget,
      from: range.from,
      to: range.to,
      won: grades.filter((g) => g !== 0).length,
      grades: encodeGrades(grades),
    },
    await readList(range.suits).catch(() => null),
  );
  await writeFile(listPath(range.suits), JSON.stringify(list, null, 1) + '\n');
  io.out(json(summarise(range, lines, peakRss, peakSolver, performance.now() - began)));
  return 0;
};

/**
 * Verifying a slice that touches the shipped list's range (same rules and budget) extends it,
 * so long runs can go in chunks; anything else replaces the list.
 */
function mergeWithShipped(fresh: VerifiedList, shipped: VerifiedList | null): VerifiedList {
  if (!shipped || shipped.rules !== fresh.rules || shipped.budget !== fresh.budget) return fresh;
  if (shipped.from > fresh.to + 1 || fresh.from > shipped.to + 1) return fresh;
  const from = Math.min(shipped.from, fresh.from);
  const to = Math.max(shipped.to, fresh.to);
  const grades: Grade[] = new Array(to - from + 1).fill(0);
  decodeGrades(shipped).forEach((g, i) => (grades[shipped.from + i - from] = g));
  decodeGrades(fresh).forEach((g, i) => (grades[fresh.from + i - from] = g));
  return { ...fresh, from, to, won: grades.filter((g) => g !== 0).length, grades: encodeGrades(grades) };
}

async function readList(suits: SuitCount): Promise<VerifiedList> {
  return JSON.parse(await readFile(listPath(suits), 'utf8')) as VerifiedList;
}
