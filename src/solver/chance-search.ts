import { RUNS_TO_WIN } from '../engine/cards.ts';
import { fnv1a32 } from '../engine/daily.ts';
import type { DealRules } from '../engine/rules.ts';
import { DEAL, moveCode } from './board.ts';
import { ChanceBoard } from './chance-board.ts';
import { afterKnownMove, canDeal, compareRated, knownMoves, moveKey, rate, topRun, type HintMove, type RatedMove } from './heuristic.ts';
import type { KnownPosition } from './known.ts';
import { knownTableKey } from './lookahead.ts';
import { learnedPolicy } from './policy-learned.ts';
import { bestGain, playOut } from './policy.ts';
import { winChance, type Weights } from './value.ts';

/**
 * The reveal-aware search (SPEC §4.2): every first move the player could make is tried in many
 * simulated games that start from what the player knows, where a card never seen is drawn at
 * the moment it is turned over or dealt (chance-board.ts), and the default policy
 * (policy.ts), which reads face-up cards only, plays on. A move's value is its share of won
 * games, with a small progress score for games the policy could not win. This is one step of
 * policy improvement over an honest player: no simulated line knows a card early, so a dig
 * that needs luck is valued by how often the luck comes.
 *
 * Successive halving spends the budget: every candidate gets a few games, the better half gets
 * twice as many, and so on, each candidate on the same seeds (paired), so two moves are
 * compared on the same draws wherever their games draw alike.
 */
export interface ChanceOptions {
  readonly rules: DealRules;
  readonly seed: number;
  readonly games: number; // simulated games, all candidates together (the level's budget)
  readonly limit?: number; // actions in one simulated game at most
  /** Actions of the default policy after the first move before the table is judged (value.ts) instead of played out; none: played out. */
  readonly horizon?: number;
  /** The judge's weights instead of VALUE_WEIGHTS for the suit count (benchmarks only). */
  readonly judge?: Weights;
  /** A learned policy's weights (policy-learned.ts MOVE_FEATURES) for the trial games' moves instead of the potential's (benchmarks only). */
  readonly policy?: readonly number[];
  readonly memory?: ReadonlySet<string>; // tables the game has had: no first move leads back
  readonly shouldStop?: () => void; // throws to cancel
  /** The time cap of slow devices: when it says so, the search ranks what it has played so far. */
  readonly outOfTime?: () => boolean;
  readonly onProgress?: (done: number, total: number) => void;
  /** Lines of known moves (the look-ahead's best) to try as wholes beside the single first moves. */
  readonly lines?: readonly (readonly HintMove[])[];
}

export interface ChanceRated extends RatedMove {
  readonly games: number; // simulated games played after this move
  readonly wins: number; // of them won
  readonly value: number; // mean value: a win is 1, a game not won its progress score
  readonly round: number; // the halving round it reached (higher: kept longer)
}

export interface ChanceResult {
  readonly ranked: readonly ChanceRated[]; // best first
  readonly games: number; // simulated games played
  readonly steps: number; // simulated actions played
}

/** What a game the policy did not win is still worth: at most this much of a win. */
export const PROGRESS_WEIGHT = 0.5;
export const GAME_LIMIT = 1000;
/** What each simulated action takes off a win's value. */
export const STEP_COST = 0.0002;
/** Values within this of the best are a tie (a share of a win). */
export const TIE = 0.03;

/**
 * The first moves worth trying: every legal move except those that only move a gap (a whole
 * column into an empty one), split a run onto another suit, or lead back to a table the game
 * has had; moves into different empty columns are one; and a deal when one is allowed.
 */
export function rootMoves(k: KnownPosition, rules: DealRules, memory?: ReadonlySet<string>): RatedMove[] {
  const seen = new Set<string>();
  const out: RatedMove[] = [];
  for (const m of knownMoves(k)) {
    if (m.type !== 'move') continue;
    const src = k.columns[m.from]!;
    const dst = k.columns[m.to]!;
    if (dst.cards.length === 0 && m.count === src.cards.length) continue;
    const target = dst.cards[dst.cards.length - 1];
    const bottom = src.cards[src.cards.length - m.count]!;
    if (m.count < topRun(src) && target !== undefined && (target === null || Math.floor(target / 13) !== Math.floor(bottom / 13))) continue;
    const to = dst.cards.length === 0 ? k.columns.findIndex((c, i) => c.cards.length === 0 && i !== m.from) : m.to;
    const move: HintMove = { ...m, to };
    const key = moveKey(k, move);
    if (seen.has(key)) continue;
    seen.add(key);
    const next = afterKnownMove(k, move);
    if (memory && next !== null && memory.has(knownTableKey(next))) continue;
    out.push(rate(k, move, rules));
  }
  out.sort((a, b) => compareRated(k, a, b));
  if (canDeal(k, rules)) out.push({ move: { type: 'deal' }, progress: [] });
  return out;
}

const codeOf = (m: HintMove): number => (m.type === 'deal' ? DEAL : moveCode(m.from, m.to, m.count));

/** The value of a simulated game: 1 for a win, else a share of its progress, or the judge's chance when it was cut short. */
function valueOf(b: ChanceBoard, steps: number, judged: boolean, judge?: Weights): number {
  // A win sooner is worth a little more: of two moves that win as often, the one that wastes
  // no moves leads, so the hint does not wander while any move would do.
  if (b.completed === RUNS_TO_WIN) return 1 - STEP_COST * steps;
  if (judged) return winChance(b, judge);
  const downShare = 1 - b.faceDown() / 44;
  return PROGRESS_WEIGHT * (0.5 * (b.completed / RUNS_TO_WIN) + 0.5 * Math.max(0, downShare));
}

export function chanceSearch(k: KnownPosition, o: ChanceOptions): ChanceResult {
  const root = ChanceBoard.fromKnown(k, o.rules);
  const world = ChanceBoard.fromKnown(k, o.rules);
  const judged = o.horizon !== undefined;
  const choose = o.policy === undefined ? bestGain : learnedPolicy(o.policy);
  const limit = o.horizon ?? o.limit ?? GAME_LIMIT;
  const moves = rootMoves(k, o.rules, o.memory);
  // Seeds depend on the known table and the hint's seed: the same known position gives the
  // same games, whatever the hidden cards really are (they are never read).
  const base = fnv1a32(`${knownTableKey(k)}#${o.seed}`);
  const stats = moves.map((r) => ({ r, codes: [codeOf(r.move)], games: 0, wins: 0, total: 0, round: 0 }));
  for (const line of o.lines ?? []) {
    if (line.length < 2) continue; // a single move is among the first moves already
    const first = stats.find((s) => s.codes.length === 1 && s.codes[0] === codeOf(line[0]!));
    if (first === undefined) continue; // its first move leads back, or only moves a gap
    stats.push({ r: first.r, codes: line.map(codeOf), games: 0, wins: 0, total: 0, round: 0 });
  }
  let alive = stats.slice();
  const rounds = Math.max(1, Math.ceil(Math.log2(Math.max(1, alive.length))));
  let games = 0;
  let steps = 0;
  for (let round = 0; round < rounds + 1 && alive.length > 0; round++) {
    // Each round spends an equal share of what is left over the rounds to come.
    const share = Math.floor((o.games - games) / (rounds + 1 - round));
    const each = Math.max(1, Math.floor(share / alive.length));
    for (const s of alive) {
      s.round = round;
      for (let i = 0; i < each; i++) {
        const g = s.games;
        world.reset(root, (base + Math.imul(g + 1, 0x9e3779b1)) >>> 0);
        for (const c of s.codes) world.play(c);
        const played = s.codes.length + playOut(world, limit, undefined, choose).steps;
        steps += played;
        s.games++;
        s.total += valueOf(world, played, judged, o.judge);
        if (world.completed === RUNS_TO_WIN) s.wins++;
        games++;
      }
      o.shouldStop?.();
    }
    // Every candidate plays at least one game, so a tiny budget can be passed: progress never says more than all.
    o.onProgress?.(Math.min(games, o.games), o.games);
    if (o.outOfTime?.()) break;
    alive.sort((a, b) => b.total / b.games - a.total / a.games || compareRated(k, a.r, b.r));
    if (alive.length === 1) break;
    alive = alive.slice(0, Math.max(1, Math.ceil(alive.length / 2)));
  }
  const all = stats
    .map((s) => ({ ...s.r, games: s.games, wins: s.wins, value: s.games === 0 ? 0 : s.total / s.games, round: s.round }))
    .sort((a, b) => b.round - a.round || b.value - a.value || compareRated(k, a, b));
  // A first move is as good as the best line that starts with it.
  const ranked = all.filter((r, i) => all.findIndex((o) => o.move === r.move) === i);
  // Values this close are the noise of the simulated games: of such moves the one the SPEC's
  // priorities put first leads (a move that only rearranges cards never wins by a hair).
  const top = ranked[0];
  if (top !== undefined) {
    const near = ranked.filter((r) => r.round === top.round && r.value >= top.value - TIE);
    near.sort((a, b) => compareRated(k, a, b));
    const lead = near[0]!;
    if (lead !== top) {
      ranked.splice(ranked.indexOf(lead), 1);
      ranked.unshift(lead);
    }
  }
  return { ranked, games, steps };
}
