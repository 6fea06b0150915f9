// A supervised table value for the look-ahead (a lab tool, never the app's): the network learns
// from the tables one player's games pass through whether the full-information solver still
// wins the true deal from there. It reads only what the player sees, so what it learns is the
// share of the hidden deals behind that view that are still won — a value with the solver's
// verdict as its label instead of the player's own outcome (TD), which leaves less to luck.
import type { SuitCount } from '../src/engine/cards.ts';
import type { Action } from '../src/engine/game.ts';
import type { DealRules } from '../src/engine/rules.ts';
import { layout, NetScratch, uniform, valueAndGradient, valueOf, type ValueNet } from '../src/solver/learned-value.ts';
import type { LookTable } from '../src/solver/position-score.ts';
import { replayChoices, shuffledByKeys } from './learn-self-play.ts';

export type Verdict = 'solved' | 'unsolvable' | 'unknown';

/** A table as the player saw it right after an action, and what the network should say of it. */
export interface ReachExample {
  readonly deal: number;
  readonly table: LookTable;
  readonly target: number; // in cards: `worth` when the solver won the true deal from here
}

/** What a verdict is worth: all of `worth` when solved, `unknown` of it when the solver ran out of positions. */
export const reachTarget = (v: Verdict, worth: number, unknown: number): number => (v === 'solved' ? worth : v === 'unknown' ? worth * unknown : 0);

/**
 * The labelled tables of one stored game: `labels` pairs an action's index with the solver's
 * verdict on the true table after it; the example is the table after that action as the
 * player saw it (a card the action turns over, or a deal brings, not yet come up).
 */
export function reachExamples(
  suits: SuitCount,
  deal: number,
  rules: DealRules,
  actions: readonly Action[],
  labels: readonly (readonly [number, Verdict])[],
  worth: number,
  unknown: number,
): ReachExample[] {
  const at = new Map(labels);
  const out: ReachExample[] = [];
  let i = 0;
  replayChoices(suits, deal, rules, actions, (after) => {
    const v = at.get(i++);
    if (v !== undefined) out.push({ deal, table: after, target: reachTarget(v, worth, unknown) });
  });
  return out;
}

/** The mean squared error of the network on the examples, in cards². */
export function meanSquare(net: ValueNet, examples: readonly ReachExample[]): number {
  const s = new NetScratch(net);
  let sum = 0;
  for (const e of examples) sum += (valueOf(net, e.table, s) - e.target) ** 2;
  return sum / Math.max(1, examples.length);
}

export interface FitOptions {
  readonly alpha: number;
  readonly epochs: number;
  readonly seed: number;
}

/**
 * Stochastic gradient descent on the squared error, the examples in a new shuffled order each
 * pass (seeded: the same fit every time); `onPass` sees each pass's number.
 */
export function fitReach(net: ValueNet, examples: readonly ReachExample[], o: FitOptions, onPass?: (pass: number) => void): void {
  const next = uniform(o.seed);
  const grad = new Float64Array(layout(net.hidden, net.head).size);
  const s = new NetScratch(net);
  const p = net.params;
  for (let e = 0; e < o.epochs; e++) {
    for (const x of shuffledByKeys(examples, next)) {
      grad.fill(0);
      const error = valueAndGradient(net, x.table, grad, s) - x.target;
      for (let i = 0; i < p.length; i++) p[i]! -= o.alpha * error * grad[i]!;
    }
    if (!p.every(Number.isFinite)) throw new Error(`the network diverged in pass ${e + 1}: lower --alpha`);
    onPass?.(e + 1);
  }
}
