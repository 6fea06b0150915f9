/**
 * Stage 2 of the hint: cards are unknown, so the reveal-aware search (chance-search.ts) plays
 * simulated games that draw each hidden card only when it turns up; its best move is the hint
 * when enough of its games are won, else the arrangements decide (hint-arrangements.ts).
 */
import { chanceSearch } from './chance-search.ts';
import { CHANCE_SHAPE, CHANCE_SURE, HINT_GAMES, type Hint, type HintOptions } from './hint-types.ts';
import type { KnownPosition } from './known.ts';
import { lookShape, STALL, STALL_NO_STOCK } from './hint-heuristic.ts';
import { lookAhead } from './lookahead.ts';
import { canJudge } from './value.ts';
import { sinceProgress } from './memory.ts';

/** Cards unknown: the move whose simulated games, drawing each hidden card as it turns up, do best. */
export function chance(k: KnownPosition, options: HintOptions, stop: () => void, verified: boolean, outOfTime?: () => boolean): Hint | null {
  // When every move wins its trial games about as often, the ranking goes by the priorities
  // and can rearrange cards for ever without a repeat (held-out 1-suit deals 3201..3244: 6 games
  // ran past 1,500 actions with most runs done). After the look-ahead's stall limit of actions
  // with nothing turned over, completed or dealt, the later stages decide: they deal, or fill
  // the empty columns for a deal.
  if (options.memory && sinceProgress(options.memory) >= (k.stock.length > 0 ? STALL : STALL_NO_STOCK)) return null;
  const memory = options.memory ? new Set(options.memory) : undefined;
  const wanted = options.shape !== undefined ? options.shape : CHANCE_SHAPE[k.suits];
  const shape = wanted !== null && (wanted.judge !== undefined || canJudge(k.suits)) ? wanted : null;
  const lines =
    shape && shape.lines > 0
      ? lookAhead(k, {
          rules: options.rules,
          ...lookShape(options, k.suits),
          lines: shape.lines,
          ...(memory && { memory }),
          ...(options.weights && { weights: options.weights }),
        }).lines
      : undefined;
  const r = chanceSearch(k, {
    ...(lines && { lines }),
    rules: options.rules,
    seed: options.seed,
    games: Math.max(1, Math.floor(options.games ?? HINT_GAMES)),
    ...(shape && { horizon: shape.horizon }),
    ...(shape?.judge && { judge: shape.judge }),
    ...(shape?.policy && { policy: shape.policy }),
    ...(memory && { memory }),
    shouldStop: stop,
    ...(outOfTime && { outOfTime }),
    ...(options.onProgress && { onProgress: options.onProgress }),
  });
  const best = r.ranked[0];
  if (best === undefined) return null;
  // Played out, few trial games won: a handful of lucky wins say little, and the arrangements decide.
  if (shape === null && (best.wins === 0 || best.wins < CHANCE_SURE * best.games)) return null;
  return {
    kind: 'chance',
    move: best.move,
    candidates: r.ranked.map((c) => ({ move: c.move, wins: c.wins, progress: c.progress, games: c.games, ...(shape && { chance: estimate(c.value) }) })),
    advice: null,
    finished: true,
    samples: best.games,
    wins: best.wins,
    verified,
    positions: r.steps,
  };
}

/** A judged value as an estimate for the words: in 0..1, two decimals (what the protocol carries). */
const estimate = (v: number): number => Math.round(Math.min(1, Math.max(0, v)) * 100) / 100;
