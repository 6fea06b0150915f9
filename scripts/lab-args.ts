/**
 * The command-line pieces the judge's lab tools share (scripts/hint-games.ts,
 * scripts/judge-labels.ts): flags, the hint level, and the deals a resumable output has.
 */
import { existsSync, readFileSync } from 'node:fs';
import { own } from '../src/engine/decode.ts';
import { isDealNumber } from '../src/engine/shuffle.ts';
import { isHintLevel, LEVEL_LIMITS, type LevelLimits } from '../src/solver/levels.ts';

/** The value after `--name`, or `fallback` when the flag is not given. */
export function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

/** A flag that takes a whole number (0 or more). */
export function whole(name: string, fallback: number): number {
  const v = Number(arg(name, String(fallback)));
  if (!Number.isInteger(v) || v < 0) throw new Error(`--${name} takes a whole number`);
  return v;
}

/** `--level quick|normal|deep` (quick when not given): its name and its budgets. */
export function levelArg(): { readonly name: string; readonly limits: LevelLimits } {
  const name = arg('level', 'quick');
  if (!isHintLevel(name)) throw new Error(`--level takes quick, normal or deep, not ${name}`);
  return { name, limits: LEVEL_LIMITS[name] };
}

/** The deal numbers of the lines already in `file` (none when it does not exist): a stopped run resumes after them. */
export function dealsIn(file: string): Set<number> {
  if (!existsSync(file)) return new Set();
  const deals = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((text) => own(JSON.parse(text) as unknown, 'deal'));
  return new Set(deals.filter(isDealNumber));
}
