import type { SuitCount } from '../engine/cards.ts';
import type { DealRules } from '../engine/rules.ts';
import type { CliIo } from './io.ts';

/**
 * The shapes the commands share, in a module of their own so that no command imports the
 * command table (commands.ts) that imports it.
 */

/** A command: its arguments and the process's streams in, the exit code out. */
export type Command = (args: readonly string[], io: CliIo) => Promise<number>;

/** The deals a `bench` or `verify` run covers, and how. */
export interface Range {
  suits: SuitCount;
  from: number;
  to: number;
  rules: DealRules;
  budget: number;
}
