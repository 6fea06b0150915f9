import { isSuitCount, type SuitCount } from '../engine/cards.ts';
import { err, ok, type ErrorCode, type Result } from '../engine/result.ts';
import { DEAL_RULES, isDealRules, type DealRules } from '../engine/rules.ts';
import { MAX_DEAL } from '../engine/shuffle.ts';
import { quote } from './text.ts';

/** Bad command-line input: `run` prints the message as one line and exits with code 2. */
export class UsageError extends Error {}

/** Turns a refusal (the engine's Result) into the exit-2 error; decoders themselves never throw. */
export function orExit<T>(result: Result<T, ErrorCode>): T {
  if (!result.ok) throw new UsageError(result.message);
  return result.value;
}

export type FlagError = 'unexpected-argument' | 'unknown-flag' | 'repeated-flag' | 'missing-value' | 'bad-value';

/** Decodes one flag's text (`name` is the flag, for the message). */
export type ValueDecoder<T> = (text: string, name: string) => Result<T, 'bad-value'>;
export type FlagSchema = Readonly<Record<string, ValueDecoder<unknown>>>;
export type FlagValues<S extends FlagSchema> = {
  readonly [K in keyof S]?: S[K] extends ValueDecoder<infer T> ? T : never;
};

/**
 * `--name value` pairs: every flag takes a value and may appear once, and each value is
 * decoded by the schema. Names are looked up as own properties only, so `--__proto__` or
 * `--constructor` is just an unknown flag.
 */
export function decodeFlags<S extends FlagSchema>(args: readonly string[], schema: S): Result<FlagValues<S>, FlagError> {
  const known = Object.keys(schema);
  const values = new Map<string, unknown>();
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i]!;
    if (!name.startsWith('--')) return err('unexpected-argument', `Unexpected argument ${quote(name)}; flags look like --suits 2.`);
    const key = name.slice(2);
    const decode = Object.hasOwn(schema, key) ? schema[key] : undefined;
    if (decode === undefined) {
      // A plain name is shown as typed; anything else quoted and escaped.
      const shown = /^--[\w-]{1,40}$/.test(name) ? name : quote(name);
      return err('unknown-flag', `Unknown flag ${shown}; this command takes ${known.map((k) => '--' + k).join(', ')}.`);
    }
    if (values.has(key)) return err('repeated-flag', `Flag --${key} is given twice.`);
    const text = args[i + 1];
    if (text === undefined || (text.startsWith('--') && text.length > 2)) {
      return err('missing-value', `Flag --${key} needs a value.`);
    }
    const value = decode(text, key);
    if (!value.ok) return value;
    values.set(key, value.value);
  }
  // Keys come from the schema and each value from its own decoder, so the shape is known.
  return ok(Object.fromEntries(values) as FlagValues<S>);
}

/** A flag the command cannot do without. */
export function need<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new UsageError(`Missing --${name}.`);
  return value;
}

/** A whole number in [min, max] written in plain decimal digits. */
export const integerIn =
  (min: number, max: number): ValueDecoder<number> =>
  (text, name) => {
    if (!/^\d+$/.test(text)) return err('bad-value', `--${name} must be a whole number, got ${quote(text)}.`);
    const n = Number(text);
    if (n < min || n > max) return err('bad-value', `--${name} must be between ${min} and ${max}, got ${quote(text)}.`);
    return ok(n);
  };

export const suitsValue: ValueDecoder<SuitCount> = (text, name) => {
  const n = Number(text);
  if (!/^\d$/.test(text) || !isSuitCount(n)) return err('bad-value', `--${name} must be 1, 2 or 4, got ${quote(text)}.`);
  return ok(n);
};

export const dealValue: ValueDecoder<number> = integerIn(0, MAX_DEAL);

export const rulesValue: ValueDecoder<DealRules> = (text, name) =>
  isDealRules(text) ? ok(text) : err('bad-value', `--${name} must be ${DEAL_RULES.join(', ')}, got ${quote(text)}.`);

/** A file name, or `-` for standard input. */
export const pathValue: ValueDecoder<string> = (text, name) =>
  text === '' ? err('bad-value', `--${name} needs a file name (or - for standard input).`) : ok(text);
