import { fork, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { decodeGrades, decodeNeeded, encodeGrades, encodeNeeded, gradeFor, MAX_LIST_DEALS, neededFor, type Grade, type VerifiedList } from '../data/lists.ts';
import { decodeFlags, integerIn, orExit, UsageError } from './args.ts';
import type { Command } from './command.ts';
import { decodeDealLine, decodeWorkerSummary, type DealLine, type WorkerSummary } from './deal-line.ts';
import { parseLine } from './json.ts';
import { openListStore, readExistingList, writeAtomically } from './list-store.ts';
import { Progress } from './progress.ts';
import type { Range } from './command.ts';
import { rangeFlags, rangeOf, summarise } from './solver-commands.ts';

const json = (value: unknown): string => JSON.stringify(value) + '\n';

/**
 * `verify`: solves a range in worker processes and writes the suit count's list. Everything
 * that can be wrong with the flags, the folder or the list already there is found before
 * the first deal is solved; progress is checkpointed, and the list is replaced atomically.
 */
export const verifyCommand: Command = async (args, io) => {
  const flags = orExit(decodeFlags(args, { ...rangeFlags, jobs: integerIn(1, 64) }));
  const range = rangeOf(flags);
  const size = range.to - range.from + 1;
  if (size > MAX_LIST_DEALS) {
    throw new UsageError(`A list holds at most ${MAX_LIST_DEALS} deals; --from ${range.from} --to ${range.to} is ${size}. Verify a smaller range.`);
  }
  const store = await openListStore(range.suits, io.env ?? process.env);
  const existing = await readExistingList(store, range.suits);
  if (existing && touches(existing, range) && merged(existing, range).size > MAX_LIST_DEALS) {
    throw new UsageError(`Extending the list (deals ${existing.from}..${existing.to}) by this range would pass ${MAX_LIST_DEALS} deals.`);
  }
  const progress = await Progress.open(store.progress, range);
  const lines = new Map(progress.done);
  if (lines.size > 0) io.err(`verify: resuming, ${lines.size}/${size} deals already done\n`);
  // A larger budget over a list's own range tries again only the deals it has not won.
  const grades: Grade[] = new Array<Grade>(size).fill(0);
  const needed: number[] = new Array<number>(size).fill(0);
  const settled = new Map<number, unknown>(lines);
  if (existing && escalates(existing, range)) {
    const bits = decodeNeeded(existing);
    decodeGrades(existing).forEach((g, i) => {
      if (g === 0) return;
      grades[i] = g;
      needed[i] = bits[i]!;
      settled.set(range.from + i, true);
    });
    io.err(`verify: ${existing.won} deals won at the smaller budget ${existing.budget} are kept\n`);
  }
  const began = performance.now();
  let peakRss = 0;
  let peakSolver = 0;
  await solveInParallel(range, remaining(range, settled), flags.jobs ?? 2, {
    line(line) {
      progress.record(line);
      lines.set(line.deal, line);
      settled.set(line.deal, line);
      if (settled.size % 100 === 0) io.err(`verify: ${settled.size}/${size} deals\n`);
    },
    summary(s) {
      peakRss = Math.max(peakRss, s.peakRssMB * 2 ** 20);
      peakSolver = Math.max(peakSolver, s.peakSolverMB * 2 ** 20);
    },
  });
  // A deal without a line would read as "not won"; better no list than a wrong one.
  if (settled.size !== size) throw new Error(`the workers reported ${settled.size} of ${size} deals; run the same command again`);
  for (const l of lines.values()) {
    grades[l.deal - range.from] = gradeFor(l.result === 'solved', l.positions);
    needed[l.deal - range.from] = neededFor(l.result === 'solved', l.positions);
  }
  const { suits, rules, budget, from, to } = range;
  const won = grades.filter((g) => g !== 0).length;
  const fresh: VerifiedList = { suits, rules, budget, from, to, won, grades: encodeGrades(grades), needed: encodeNeeded(needed) };
  await writeAtomically(store.list, JSON.stringify(mergeWith(fresh, existing), null, 1) + '\n');
  await progress.finish();
  const sorted = [...lines.values()].sort((a, b) => a.deal - b.deal);
  io.out(json(summarise(range, sorted, peakRss, peakSolver, performance.now() - began)));
  return 0;
};

/** Same rules, the same range, a larger budget: the deals not won are tried again. */
function escalates(list: VerifiedList, range: Range): boolean {
  return list.rules === range.rules && list.from === range.from && list.to === range.to && range.budget > list.budget;
}

/** Same rules and budget, and the ranges overlap or touch: the list is extended. */
function touches(list: VerifiedList, range: Range): boolean {
  return list.rules === range.rules && list.budget === range.budget && list.from <= range.to + 1 && range.from <= list.to + 1;
}

function merged(list: VerifiedList, range: Range) {
  const from = Math.min(list.from, range.from);
  const to = Math.max(list.to, range.to);
  return { from, to, size: to - from + 1 };
}

/**
 * Verifying a slice that touches the existing list's range (same rules and budget) extends it,
 * so long runs can go in chunks; anything else replaces the list.
 */
function mergeWith(fresh: VerifiedList, existing: VerifiedList | null): VerifiedList {
  if (!existing || !touches(existing, fresh)) return fresh;
  const { from, to, size } = merged(existing, fresh);
  const grades: Grade[] = new Array<Grade>(size).fill(0);
  const needed: number[] = new Array<number>(size).fill(0);
  for (const list of [existing, fresh]) {
    const bits = decodeNeeded(list);
    decodeGrades(list).forEach((g, i) => {
      grades[list.from + i - from] = g;
      needed[list.from + i - from] = bits[i]!;
    });
  }
  const won = grades.filter((g) => g !== 0).length;
  return { ...fresh, from, to, won, grades: encodeGrades(grades), needed: encodeNeeded(needed) };
}

/** The stretches of the range not yet in the progress file, as [from, to] pairs. */
function remaining(range: Range, done: ReadonlyMap<number, unknown>): [number, number][] {
  const out: [number, number][] = [];
  for (let deal = range.from; deal <= range.to; deal++) {
    if (done.has(deal)) continue;
    const last = out[out.length - 1];
    if (last && last[1] === deal - 1) last[1] = deal;
    else out.push([deal, deal]);
  }
  return out;
}

interface Sink {
  line(line: DealLine): void;
  summary(summary: WorkerSummary): void;
}

/**
 * Runs `bench` on pieces of the remaining stretches in child processes, `jobs` at a time,
 * and hands over their per-deal lines. If one worker fails the others are stopped.
 */
async function solveInParallel(range: Range, stretches: [number, number][], jobs: number, sink: Sink): Promise<void> {
  const total = stretches.reduce((n, [a, b]) => n + b - a + 1, 0);
  const piece = Math.max(1, Math.ceil(total / jobs));
  const queue: [number, number][] = [];
  for (const [a, b] of stretches) for (let f = a; f <= b; f += piece) queue.push([f, Math.min(b, f + piece - 1)]);
  const live = new Set<ChildProcess>();
  const worker = async (): Promise<void> => {
    for (let next = queue.shift(); next; next = queue.shift()) await runPiece(range, next, sink, live);
  };
  try {
    await Promise.all(Array.from({ length: Math.min(jobs, queue.length) }, worker));
  } catch (e) {
    for (const child of live) child.kill();
    throw e;
  }
}

function runPiece(range: Range, [from, to]: [number, number], sink: Sink, live: Set<ChildProcess>): Promise<void> {
  const argv = ['bench', '--suits', String(range.suits), '--from', String(from), '--to', String(to), '--rules', range.rules, '--budget', String(range.budget)];
  const child = fork(process.argv[1]!, argv, { execArgv: process.execArgv, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  live.add(child);
  createInterface({ input: child.stdout! }).on('line', (text) => {
    const value = parseLine(text);
    const line = decodeDealLine(value);
    if (line.ok) return sink.line(line.value);
    const summary = decodeWorkerSummary(value);
    if (summary) sink.summary(summary);
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    // 'close', not 'exit': only then has every line of its stdout been read.
    child.on('close', (code) => {
      live.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`the worker for deals ${from}..${to} stopped (exit ${code}); finished deals are kept, run the same command again to go on`));
    });
  });
}
