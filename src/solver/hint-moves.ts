/**
 * Small move helpers the hint's stages share: which move a plan should start with (`leading`),
 * what counts as a shuttle, one name for moves into empty columns, the solver's actions as
 * hint moves.
 */
import type { Position } from '../engine/position.ts';
import type { DealRules } from '../engine/rules.ts';
import { afterKnownMove, canDeal, compareRated, opens, rate, type HintMove } from './heuristic.ts';
import { firstChoices } from './hint-line.ts';
import type { KnownPosition } from './known.ts';
import type { SolverAction } from './search.ts';

/**
 * Of the moves a plan could start with, the one the SPEC's priorities put first; a move that
 * opens something comes before a shuttle.
 */
export function leading(k: KnownPosition, rules: DealRules, start: Position, prefix: readonly HintMove[]): HintMove | null {
  const rated = firstChoices(start, prefix).map((m) => ({ ...rate(k, m, rules), shuttle: isShuttle(k, rules, m) }));
  rated.sort((a, b) => Number(a.shuttle) - Number(b.shuttle) || compareRated(k, a, b));
  return rated[0]?.move ?? null;
}

/** A move that makes no progress and opens no progress move that was not there before. */
export function isShuttle(k: KnownPosition, rules: DealRules, m: HintMove): boolean {
  if (m.type === 'deal') return false;
  if (rate(k, m, rules).progress.length > 0 || opens(k, m, rules) !== null) return false;
  // Filling the last empty column so that a row can be dealt is a step, not a shuttle.
  const next = afterKnownMove(k, m);
  return !(next !== null && !canDeal(k, rules) && canDeal(next, rules));
}

/** A move into an empty column names the first empty one (they are all alike). */
export function lowestEmpty(k: KnownPosition, m: HintMove): HintMove {
  if (m.type === 'deal' || k.columns[m.to]!.cards.length > 0) return m;
  const to = k.columns.findIndex((c, i) => c.cards.length === 0 && i !== m.from);
  return { ...m, to };
}

export function toHintMove(a: SolverAction): HintMove {
  return a.type === 'deal' ? { type: 'deal' } : { type: 'move', from: a.from, to: a.to, count: a.count };
}
