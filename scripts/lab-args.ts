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
import { MOVE_FEATURES } from '../src/solver/policy-learned.ts';
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
 * `--horizon H --lines L [--judge W0,W1,…] [--policy V0,V1,…]`: the reveal-aware search's shape
 * instead of the app's (CHANCE_SHAPE), or undefined without --horizon; `--horizon 0` plays every
 * trial game out (null). The judge's weights are value.ts FEATURES' as scripts/fit-value.ts
 * prints them, the policy's policy-learned.ts MOVE_FEATURES' as scripts/fit-policy.ts prints
 * them; both need a horizon.
 */
export function chanceShapeArg(): ChanceShape | null | undefined {
  const judge = weightsArg('judge', FEATURES.length);
  const policy = weightsArg('policy', MOVE_FEATURES.length);
  if (arg('horizon', '') === '') {
    if (judge || policy) throw new Error('--judge and --policy need --horizon H --lines L');
    return undefined;
  }
  const horizon = whole('horizon', 0);
  if (horizon === 0) {
    if (judge || policy) throw new Error('--judge and --policy need a horizon above 0: a played-out trial game is never judged');
    return null;
  }
  return { horizon, lines: whole('lines', 0), ...(judge && { judge }), ...(policy && { policy }) };
}

/** `--name W0,W1,…`: exactly `count` finite numbers, or undefined when the flag is not given. */
function weightsArg(name: string, count: number): number[] | undefined {
  const text = arg(name, '');
  if (text === '') return undefined;
  const w = text.split(',').map(Number);
  if (w.length !== count || !w.every(Number.isFinite)) throw new Error(`--${name} takes ${count} numbers`);
  return w;
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
