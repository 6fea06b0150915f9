/**
 * Stage 1 of the hint: nothing is unknown, so one full-information search of the table itself
 * decides (a win, a proof of none, or the look-ahead when the budget runs out).
 */
import { moveKey, rate } from './heuristic.ts';
import { look } from './hint-heuristic.ts';
import { segment } from './hint-line.ts';
import { leading, lowestEmpty, toHintMove } from './hint-moves.ts';
import type { Hint, HintCandidate, HintOptions, SolveOpts } from './hint-types.ts';
import { withFill, type KnownPosition } from './known.ts';
import { solve } from './search.ts';

/**
 * Nothing unknown: one search of the table itself. Lost only when it was exhaustive; a win
 * names a winning first move, preferring one of higher priority when its own search wins too.
 */
export function exact(
  k: KnownPosition,
  options: HintOptions,
  candidates: readonly HintCandidate[],
  budget: number,
  solveOptions: SolveOpts,
  stop: () => void,
  verified: boolean,
): Hint {
  const base = { verified, samples: 0, wins: 0 };
  const table = withFill(k, []);
  const r = solve(table, solveOptions(budget));
  stop();
  const positions = r.positions;
  if (r.result === 'unsolvable') return { ...base, kind: 'lost', move: null, candidates: [], advice: null, finished: true, positions };
  if (r.result !== 'solved' || !r.moves[0]) return { ...look(k, options), ...base, positions };
  // The line up to its first deal, with loops and detours taken out: its first move.
  const seg = segment(table, r.moves.map(toHintMove), new Set());
  const first = leading(k, options.rules, table, seg.prefix) ?? seg.event ?? toHintMove(r.moves[0]);
  const winner = { ...rate(k, lowestEmpty(k, first), options.rules), wins: 1 };
  return {
    ...base,
    kind: 'win',
    move: winner.move,
    candidates: [winner, ...candidates.filter((c) => moveKey(k, c.move) !== moveKey(k, winner.move))],
    advice: null,
    finished: true,
    positions,
  };
}
