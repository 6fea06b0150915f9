import type { Position } from '../engine/position.ts';
import type { DealRules } from '../engine/rules.ts';
import type { SolveResult } from './search.ts';

/** Messages to the solver worker. A newer request supersedes older ones (see client.ts). */
export type SolverRequest = {
  readonly id: number;
  readonly kind: 'solve';
  readonly position: Position;
  readonly rules: DealRules;
  readonly budget?: number;
  readonly timeLimitMs?: number;
};

/** Messages from the solver worker. */
export type SolverResponse =
  | { readonly id: number; readonly kind: 'result'; readonly result: SolveResult }
  | { readonly id: number; readonly kind: 'error'; readonly message: string };
