import { isSuitCount, type SuitCount } from '../engine/cards.ts';
import { isDealRules, type DealRules } from '../engine/rules.ts';
import { MAX_DEAL } from '../engine/shuffle.ts';

/** Bad command-line input: the CLI prints the message and exits with code 2. */
export class UsageError extends Error {}

export type Flags = ReadonlyMap<string, string>;

/** `--name value` pairs; every flag takes a value and may appear once. */
export function parseFlags(args: readonly string[], allowed: readonly string[]): Flags {
  const flags = new Map<string, string>();
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i]!;
    if (!name.startsWith('--')) throw new UsageError(`Unexpected argument "${name}".`);
    const key = name.slice(2);
    if (!allowed.includes(key)) {
      throw new UsageError(`Unknown flag ${name}; this command takes ${allowed.map((a) => '--' + a).join(', ')}.`);
    }
    if (flags.has(key)) throw new UsageError(`Flag ${name} is given twice.`);
    const value = args[i + 1];
    if (value === undefined || (value.startsWith('--') && value.length > 2)) {
      throw new UsageError(`Flag ${name} needs a value.`);
    }
    flags.set(key, value);
  }
  return flags;
}

export function required(flags: Flags, key: string): string {
  const v = flags.get(key);
  if (v === undefined) throw new UsageError(`Missing --${key}.`);
  return v;
}

/** A whole number in [min, max] written in plain decimal digits. */
export function integerFlag(flags: Flags, key: string, min: number, max: number): number | undefined {
  const text = flags.get(key);
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) throw new UsageError(`--${key} must be a whole number, got "${text}".`);
  const n = Number(text);
  if (n < min || n > max) throw new UsageError(`--${key} must be between ${min} and ${max}, got ${text}.`);
  return n;
}

export function suitsFlag(flags: Flags): SuitCount {
  const text = required(flags, 'suits');
  const n = Number(text);
  if (!/^\d+$/.test(text) || !isSuitCount(n)) throw new UsageError(`--suits must be 1, 2 or 4, got "${text}".`);
  return n;
}

export function dealFlag(flags: Flags): number {
  return integerFlag(flags, 'deal', 0, MAX_DEAL) ?? (() => { throw new UsageError('Missing --deal.'); })();
}

export function rulesFlag(flags: Flags): DealRules | undefined {
  const text = flags.get('rules');
  if (text === undefined) return undefined;
  if (!isDealRules(text)) throw new UsageError(`--rules must be classic, strict or relaxed, got "${text}".`);
  return text;
}
