import { isSuitCount, type SuitCount } from '../engine/cards.ts';
import { DEAL_RULES, isDealRules, type DealRules } from '../engine/rules.ts';
import { MAX_DEAL } from '../engine/shuffle.ts';
import { quote } from './text.ts';

/** Bad command-line input: `run` prints the message as one line and exits with code 2. */
export class UsageError extends Error {}

/** What every decoder of outside input returns: a value, or a typed error and its message. */
export type Decoded<T, E extends string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E; readonly message: string };

export const decoded = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });
export const refused = <E extends string>(error: E, message: string) => ({ ok: false, error, message }) as const;

/** Turns a refusal into the exit-2 error; decoders themselves never throw. */
export function orExit<T>(result: Decoded<T, string>): T {
  if (!result.ok) throw new UsageError(result.message);
  return result.value;
}

export type FlagError = 'unexpected-argument' | 'unknown-flag' | 'repeated-flag' | 'missing-value' | 'bad-value';

/** Decodes one flag's text (`name` is the flag, for the message). */
export type ValueDecoder<T> = (text: string, name: string) => Decoded<T, 'bad-value'>;
export type FlagSchema = Readonly<Record<string, ValueDecoder<unknown>>>;
export type FlagValues<S extends FlagSchema> = {
  readonly [K in keyof S]?: S[K] extends ValueDecoder<infer T> ? T : never;
};

/**
 * `--name value` pairs: every flag takes a value and may appear once, and each value is
 * decoded by the schema. Names are looked up as own properties only, so `--__proto__` or
 * `--constructor` is just an unknown flag.
 */
export function decodeFlags<S extends FlagSchema>(args: readonly string[], schema: S): Decoded<FlagValues<S>, FlagError> {
  const known = Object.keys(schema);
  const values = new Map<string, unknown>();
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i]!;
    if (!name.startsWith('--')) return refused('unexpected-argument', `Unexpected argument ${quote(name)}; flags look like --suits 2.`);
    const key = name.slice(2);
    const decode = Object.hasOwn(schema, key) ? schema[key] : undefined;
    if (decode === undefined) {
      // A plain name is shown as typed; anything else quoted and escaped.
      const shown = /^--[\w-]{1,40}$/.test(name) ? name : quote(name);
      return refused('unknown-flag', `Unknown flag ${shown}; this command takes ${known.map((k) => '--' + k).join(', ')}.`);
    }
    if (values.has(key)) return refused('repeated-flag', `Flag --${key} is given twice.`);
    const text = args[i + 1];
    if (text === undefined || (text.startsWith('--') && text.length > 2)) {
      return refused('missing-value', `Flag --${key} needs a value.`);
    }
    const value = decode(text, key);
    if (!value.ok) return value;
    values.set(key, value.value);
  }
  // Keys come from the schema and each value from its own decoder, so the shape is known.
  return decoded(Object.fromEntries(values) as FlagValues<S>);
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
    if (!/^\d+$/.test(text)) return refused('bad-value', `--${name} must be a whole number, got ${quote(text)}.`);
    const n = Number(text);
    if (n < min || n > max) return refused('bad-value', `--${name} must be between ${min} and ${max}, got ${quote(text)}.`);
    return decoded(n);
  };

export const suitsValue: ValueDecoder<SuitCount> = (text, name) => {
  const n = Number(text);
  if (!/^\d$/.test(text) || !isSuitCount(n)) return refused('bad-value', `--${name} must be 1, 2 or 4, got ${quote(text)}.`);
  return decoded(n);
};

export const dealValue: ValueDecoder<number> = integerIn(0, MAX_DEAL);

export const rulesValue: ValueDecoder<DealRules> = (text, name) =>
  isDealRules(text) ? decoded(text) : refused('bad-value', `--${name} must be ${DEAL_RULES.join(', ')}, got ${quote(text)}.`);

/** A file name, or `-` for standard input. */
export const pathValue: ValueDecoder<string> = (text, name) =>
  text === '' ? refused('bad-value', `--${name} needs a file name (or - for standard input).`) : decoded(text);
