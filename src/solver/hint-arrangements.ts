/**
 * Stage 3 of the hint: cards are unknown and the reveal-aware search was not sure, so
 * arrangements of the hidden cards are each searched as if they were the truth; the plans
 * their wins agree on, then a hindsight stage across the winnable arrangements, pick the move.
 * When they do not guide (too few wins while a stock is left), the look-ahead answers.
 */
import { applyDeal, applyMove } from '../engine/moves.ts';
import type { Position } from '../engine/position.ts';
import type { DealRules } from '../engine/rules.ts';
import { mulberry32, shuffled } from '../engine/shuffle.ts';
import { afterKnownMove, canDeal, compareRated, moveKey, progressMoves, rate, type HintMove } from './heuristic.ts';
import { choices, look, withOthers } from './hint-heuristic.ts';
import { segment } from './hint-line.ts';
import { isShuttle, leading, lowestEmpty, toHintMove } from './hint-moves.ts';
import { HINT_SAMPLES, type Hint, type HintCandidate, type HintOptions, type SolveOpts } from './hint-types.ts';
import { unknownFaces, withFill, type KnownPosition } from './known.ts';
import { solve } from './search.ts';

/** The share of the budget for searching the arrangements as they stand. */
const FIRST_SHARE = 0.6;
/** The share of arrangements that must be won, while a stock is left, before their plans guide the hint. */
export const SURE = 0.75;

/**
 * Whether the wins found in the arrangements guide the hint. While a stock is left, a win in
 * some arrangements is a lucky guess: each search sees its own stock and deals into it, which
 * no player can. The look-ahead over what is known is the better guide until three quarters of
 * the arrangements win (2-suit tuning deals 7001..7046, hint-only play: with half of them the
 * hints won 18 of 46 games, with three quarters 27; with all of them 23 of the first 39, where
 * three quarters won 22). With the stock dealt, a win in any arrangement is worth following.
 */
export function plansGuide(stockLeft: number, won: number, total: number): boolean {
  return won > 0 && (stockLeft === 0 || won >= SURE * total);
}

/** How many first moves are tried across the arrangements. */
const CONTENDERS = 5;

/** The hint from arrangements of the unknown cards; `budget` is what the solves may spend. */
export function arrangements(k: KnownPosition, options: HintOptions, budget: number, solveOptions: SolveOpts, stop: () => void, verified: boolean): Hint {
  const base = { verified, samples: 0, wins: 0, positions: 0 };
  // Determinization: arrangements of the unknown cards that fit everything known, each
  // searched as if it were the truth. A win found in one is cut where it first turns over an
  // unknown card or deals (after that, arrangements differ), and the known-only part before
  // it is shortened; arrangements whose wins reach the same table and do the same thing there
  // agree on a plan. The plan most arrangements agree on gives the hint: its first move (ties
  // by the SPEC's priorities of that move).
  const total = Math.max(1, Math.floor(options.samples ?? HINT_SAMPLES));
  const pool = unknownFaces(k);
  const rand = mulberry32(options.seed);
  const each = Math.max(1, Math.floor((budget * FIRST_SHARE) / total));
  const winnable: { fill: Position; first: string }[] = [];
  const plans = new Map<string, { first: HintMove; length: number; votes: number; order: number }>();
  let positions = 0;
  for (let s = 0; s < total; s++) {
    const fill = withFill(k, shuffled(pool, rand));
    const r = solve(fill, solveOptions(Math.max(1, Math.min(each, budget - positions))));
    stop();
    positions += r.positions;
    options.onProgress?.(s + 1, total);
    if (r.result !== 'solved' || r.moves.length === 0) continue;
    const seg = segment(fill, r.moves.map(toHintMove), unknownIds(k, fill));
    const first = leading(k, options.rules, fill, seg.prefix) ?? seg.event;
    if (first === null) continue;
    winnable.push({ fill, first: moveKey(k, first) });
    const plan = plans.get(seg.key);
    const length = seg.prefix.length;
    if (!plan) plans.set(seg.key, { first: lowestEmpty(k, first), length, votes: 1, order: plans.size });
    else {
      plan.votes++;
      if (length < plan.length) Object.assign(plan, { first: lowestEmpty(k, first), length });
    }
  }
  if (!plansGuide(k.stock.length, winnable.length, total)) return { ...look(k, options), verified, samples: total, wins: 0, positions };
  // A plan that starts by shuttling cards (no progress, opens nothing new) comes after every
  // plan that starts with something: with no memory of the last move, a hint that shuttles
  // could send the player back and forth for ever.
  const ranked = [...plans.values()]
    .map((p) => ({ ...p, rated: rate(k, p.first, options.rules), shuttle: isShuttle(k, options.rules, p.first) }))
    .sort(
      (a, b) => Number(a.shuttle) - Number(b.shuttle) || b.votes - a.votes || compareRated(k, a.rated, b.rated) || a.length - b.length || a.order - b.order,
    );
  if (ranked[0]!.shuttle && progressMoves(k, options.rules).length > 0) {
    return { ...look(k, options), verified, samples: total, wins: 0, positions };
  }
  // One candidate per first move (plans that start alike add up for the list).
  const firsts: HintCandidate[] = [];
  for (const p of ranked) {
    const same = firsts.find((c) => moveKey(k, c.move) === moveKey(k, p.first));
    if (same) Object.assign(same, { wins: same.wins + p.votes });
    else firsts.push({ ...p.rated, wins: p.votes });
  }
  // Hindsight: the first moves of the leading plans, and the best progress moves before
  // them, are each tried in every arrangement that has a win (an arrangement's own plan counts
  // for its first move without a search). The one that wins in the most arrangements is the
  // hint; ties go to the SPEC's priorities. One lucky plan does not decide, and a move that
  // merely fits one guess at the hidden cards loses to one that wins across them.
  const contenders: HintCandidate[] = [];
  const add = (c: HintCandidate) => {
    if (contenders.length < CONTENDERS && !contenders.some((o) => moveKey(k, o.move) === moveKey(k, c.move))) contenders.push(c);
  };
  for (const f of firsts.slice(0, 3)) if (!isShuttle(k, options.rules, f.move)) add(f);
  for (const c of choices(k, options.rules)) {
    if (c.progress.length > 0 && compareRated(k, c, firsts[0]!) < 0 && !isShuttle(k, options.rules, c.move)) add(c);
  }
  if (contenders.length === 0) add(firsts[0]!);
  const share = Math.floor((budget - positions) / Math.max(1, contenders.length * winnable.length));
  let chosen = contenders[0]!;
  let wins = -1;
  for (const c of contenders) {
    const key = moveKey(k, c.move);
    let won = 0;
    for (let i = 0; i < winnable.length; i++) {
      if (won + (winnable.length - i) < wins) break; // cannot even tie the leader
      const w = winnable[i]!;
      if (w.first === key) {
        won++;
        continue;
      }
      if (positions >= budget) continue;
      const r = solve(after(w.fill, c.move), solveOptions(Math.max(1, Math.min(share, budget - positions))));
      stop();
      positions += r.positions;
      if (r.result === 'solved') won++;
    }
    if (won > wins || (won === wins && compareRated(k, c, chosen) < 0)) {
      chosen = { ...c, wins: won };
      wins = won;
    }
  }
  // Still a deal while a progress move, or a move that opens one, is left: deal last anyway
  // (SPEC §4's order, and every strategy guide's advice); the hint then says honestly that no
  // win was found for that move.
  if (chosen.move.type === 'deal') {
    const instead = look(k, options);
    if (instead.kind === 'heuristic' && !blocksDeal(k, options.rules, instead.move)) return { ...instead, verified, samples: total, wins: 0, positions };
  }
  const list = [chosen, ...firsts.filter((f) => moveKey(k, f.move) !== moveKey(k, chosen.move))];
  return {
    ...base,
    kind: 'sample',
    move: chosen.move,
    candidates: withOthers(k, options.rules, list),
    advice: null,
    finished: true,
    samples: total,
    wins,
    positions,
  };
}

/** The table after a legal move or deal. */
function after(p: Position, m: HintMove): Position {
  return m.type === 'deal' ? applyDeal(p).position : applyMove(p, m).position;
}

/**
 * A move after which no row can be dealt though one can now (it empties a column): preferring
 * it to a deal would only lead to filling the column again, back and forth for ever.
 */
function blocksDeal(k: KnownPosition, rules: DealRules, m: HintMove | null): boolean {
  if (m === null || m.type === 'deal' || !canDeal(k, rules)) return false;
  const next = afterKnownMove(k, m);
  return next !== null && !canDeal(next, rules);
}

/** The card ids a full arrangement put where the player knows nothing. */
function unknownIds(k: KnownPosition, p: Position): Set<number> {
  const out = new Set<number>();
  k.columns.forEach((c, i) => c.cards.forEach((slot, j) => slot === null && out.add(p.columns[i]!.cards[j]!)));
  k.stock.forEach((slot, j) => slot === null && out.add(p.stock[j]!));
  return out;
}
