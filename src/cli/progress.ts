import { appendFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { own } from '../engine/decode.ts';
import { UsageError } from './args.ts';
import { decodeDealLine, type DealLine } from './deal-line.ts';
import { writeAtomically } from './list-store.ts';
import { parseLine } from './json.ts';
import type { Range } from './command.ts';
import { quote, reason } from './text.ts';

/**
 * `verify`'s checkpoint: a JSON-lines file beside the list. The first line names the run
 * (suits, rules, budget, from, to), then one line per finished deal, appended as it arrives.
 * A crash or Ctrl-C loses only the deals in flight; the same command later resumes from it.
 */
export class Progress {
  private constructor(
    readonly path: string,
    readonly done: ReadonlyMap<number, DealLine>,
  ) {}

  /** Resumes the file's run when it is this run; refuses to touch another run's progress. */
  static async open(path: string, range: Range): Promise<Progress> {
    const done = await readDone(path, range);
    // Rewritten whole: drops a line torn by a crash, so appends start on a fresh line.
    await writeAtomically(path, [header(range), ...done.values()].map((l) => JSON.stringify(l) + '\n').join(''));
    return new Progress(path, done);
  }

  /** Synchronous, so a line is on disk before the next one is taken in. */
  record(line: DealLine): void {
    appendFileSync(this.path, JSON.stringify(line) + '\n');
  }

  /** The list is written: the checkpoint has served. */
  async finish(): Promise<void> {
    await rm(this.path, { force: true });
  }
}

const header = (r: Range) => ({ verify: 1, suits: r.suits, rules: r.rules, budget: r.budget, from: r.from, to: r.to });

async function readDone(path: string, range: Range): Promise<Map<number, DealLine>> {
  const done = new Map<number, DealLine>();
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    if (e instanceof Error && 'code' in e && e.code === 'ENOENT') return done;
    throw new UsageError(`Cannot read the progress file ${quote(path)}: ${reason(e)}.`);
  }
  const lines = text.split('\n');
  // Only the last line can be cut short (a crash mid-write); it is dropped, the rest must hold.
  if (lines.length > 0 && parseLine(lines[lines.length - 1]!) === undefined) lines.pop();
  const want = header(range);
  const first = parseLine(lines[0] ?? '');
  const keys = Object.keys(want);
  if (!keys.every((k) => own(first, k) === own(want, k))) {
    const was = keys.map((k) => `${k} ${String(own(first, k))}`).join(', ');
    throw new UsageError(`${quote(path)} holds the progress of another verify run (${quote(was)}); run that command again to finish it, or delete the file.`);
  }
  for (let i = 1; i < lines.length; i++) {
    const line = decodeDealLine(parseLine(lines[i]!));
    if (!line.ok || line.value.deal < range.from || line.value.deal > range.to) {
      throw new UsageError(`The progress file ${quote(path)} is damaged at line ${i + 1}; delete it to start the run afresh.`);
    }
    done.set(line.value.deal, line.value);
  }
  return done;
}
