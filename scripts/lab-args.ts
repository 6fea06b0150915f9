/**
 * The command-line pieces the lab tools share (scripts/bench-hints.ts, hint-games.ts,
 * judge-labels.ts, learn-value.ts): flags, the hint level, the judged search's shape, and the
 * deals a resumable output has.
 */
import { existsSync, readFileSync } from 'node:fs';
import { own } from '../src/engine/decode.ts';
import { isDealNumber } from '../src/engine/shuffle.ts';
import type { ChanceShape } from '../src/solver/hint-types.ts';
import { isHintLevel, LEVEL_LIMITS, type LevelLimits } from '../src/solver/levels.ts';
import { FEATURES } from '../src/solver/value.ts';

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

/**
 * `--horizon H --lines L [--judge W0,W1,…]`: the reveal-aware search's shape instead of the app's
 * (CHANCE_SHAPE), or undefined without --horizon; `--horizon 0` plays every trial game out (null).
 * The judge's weights are value.ts FEATURES' as scripts/fit-value.ts prints them, and need a horizon.
 */
export function chanceShapeArg(): ChanceShape | null | undefined {
  const judgeText = arg('judge', '');
  const judge = judgeText === '' ? undefined : judgeText.split(',').map(Number);
  if (judge && (judge.length !== FEATURES.length || !judge.every(Number.isFinite))) throw new Error(`--judge takes ${FEATURES.length} numbers`);
  if (arg('horizon', '') === '') {
    if (judge) throw new Error('--judge needs --horizon H --lines L');
    return undefined;
  }
  const horizon = whole('horizon', 0);
  if (horizon === 0) {
    if (judge) throw new Error('--judge needs a horizon above 0: a played-out trial game is never judged');
    return null;
  }
  return { horizon, lines: whole('lines', 0), ...(judge && { judge }) };
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
