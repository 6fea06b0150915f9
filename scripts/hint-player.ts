// A player who only follows the hint (no undo, no peeking): the strength benchmark's player,
// shared by bench-hints.ts and its tests.
import { encodeAction } from '../src/engine/action-code.ts';
import type { CardId, SuitCount } from '../src/engine/cards.ts';
import { applyAction, newGame, type Game } from '../src/engine/game.ts';
import { applyMove } from '../src/engine/moves.ts';
import { faceDownCount, isWon, type Position } from '../src/engine/position.ts';
import type { DealRules } from '../src/engine/rules.ts';
import { hint, type HintKind } from '../src/solver/hint.ts';
import { look } from '../src/solver/hint-heuristic.ts';
import type { HintMove } from '../src/solver/heuristic.ts';
import type { ChanceShape, HintAdvice, LookShape } from '../src/solver/hint-types.ts';
import { learnedRescore, type LearnedScore } from '../src/solver/learned-value.ts';
import type { ScoreWeights } from '../src/solver/position-score.ts';
import type { RolloutShape } from '../src/solver/rollout-look.ts';
import { faceOf, knownPosition, unknownFaces, withFill, type KnownPosition } from '../src/solver/known.ts';
import { solve, type SolverAction } from '../src/solver/search.ts';
import { mulberry32, shuffled } from '../src/engine/shuffle.ts';
import { knownTableKey } from '../src/solver/lookahead.ts';

/** `--net …,mid` / `,midK` (K = 1..4): the rounds left in the stock when a learned value stops (null: neither). */
export const learnedRoundsOf = (when: string): number | null => (when === 'mid' ? 0 : /^mid[1-4]$/.test(when) ? Number(when.slice(3)) : null);

export interface PlayOptions {
  readonly rules?: DealRules;
  readonly budget: number;
  readonly samples?: number;
  readonly seed?: number;
  readonly maxActions?: number; // a line longer than this counts as a loss ("too long")
  readonly onHint?: (ms: number, kind: HintKind, game: Game) => void;
  readonly onAction?: (action: HintMove, after: Game) => void; // each action played, in order, and the game after it
  /** A diagnostic, never the benchmark's honest player: hidden cards the hint is shown too. */
  readonly peek?: Peek;
  readonly method?: 'chance' | 'sample';
  readonly games?: number;
  readonly shape?: ChanceShape | null; // the reveal-aware search's shape instead of the app's
  readonly look?: LookShape; // the look-ahead's size instead of the app's
  readonly weights?: ScoreWeights; // the look-ahead's score weights instead of the app's
  readonly learned?: LearnedScore; // a learned value mixed into the look-ahead's score
  readonly learnedWhileStock?: number; // only while the stock holds more cards than this (0: the app's score after the last deal); none: always
  readonly learnedOnlyAtEnd?: boolean; // only once the stock is dealt out (the endgame): the app's score before
  /**
   * A panel (`--net F1+F2,…`): where `learned` would be used, the look-ahead is asked with the app's
   * score and with each of these learned scores, and the move most of them choose is played
   * (a tie: the first asked). Not with `learned`.
   */
  readonly voters?: readonly LearnedScore[];
  readonly rollout?: RolloutShape | null; // honest rollouts of the look-ahead's first moves instead of the app's
  /**
   * `look`: a tuning player that asks only the hint's last stage (the look-ahead over known
   * cards, hint-heuristic.ts), which gives most 4-suit hints, while a stock is left, at a small
   * part of the whole hint's time; once the stock is dealt out it asks the whole hint, whose
   * searches decide most endgames (the look-ahead alone loses endgames they win). Never the
   * benchmark's figure for the app.
   */
  readonly stage?: 'look';
  /** The hint's budget once the stock is dealt out (none: `budget`): a bigger endgame search. */
  readonly endBudget?: number;
  /** The arrangements a hint searches once the stock is dealt out (none: `samples`): fewer, each with more of the budget. */
  readonly endSamples?: number;
  /**
   * A plan kept through the endgame (`--end-plan B`): once the stock is dealt out, one
   * arrangement of the unseen cards is drawn (seeded by the table) and solved at B positions,
   * and its winning line is played move by move while every card it turns over is the one it
   * guessed; a card that is not draws and solves again (after a solve without a win, only
   * once another card has come up), and the hint answers whenever no plan is held. Honest:
   * the line is built on a guess, never on the hidden cards, and checked only against cards
   * as they come up.
   */
  readonly endPlan?: number;
  /** With `endPlan`: the hint first, the plan only when the hint found no win in its arrangements (a look-ahead's move or advice). */
  readonly endPlanWhenStuck?: boolean;
  /** Called once with the table just after the last row is dealt (the last-deal benchmark part). */
  readonly onLastDeal?: (game: Game) => void;
  /** End the game once the last row is dealt (ending 'stopped'): the middle game only. */
  readonly stopAtLastDeal?: boolean;
  /** The game to play on from instead of the deal's first table (the deal number is then only a name). */
  readonly start?: Game;
}

/**
 * Which hidden cards a diagnostic run shows the hint: the stock (in dealing order), the
 * face-down cards of the columns, or only the one that each column would turn over next.
 * Measures what each kind of unknown costs the hint.
 */
export type Peek = 'stock' | 'face-down' | 'next';

/** What each peek shows, in words for the benchmark's report; its keys are the `--peek` values. */
export const PEEK_SHOWS: Readonly<Record<Peek, string>> = {
  stock: 'stock',
  'face-down': 'face-down cards',
  next: 'face-down card each column would turn over next',
};

export const isPeek = (v: string): v is Peek => Object.hasOwn(PEEK_SHOWS, v);

/** What the hint is given: what the player knows, plus the cards `peek` uncovers. */
export function shownToHint(game: Game, peek?: Peek): KnownPosition {
  const k = knownPosition(game);
  if (peek === undefined) return k;
  const p = game.position;
  const face = (id: CardId) => faceOf(id, p.suits);
  if (peek === 'stock') return { ...k, stock: p.stock.map(face) };
  // 'next': a column's top face-down card only; the cards under it stay as the player knows them.
  const shown = (down: number, j: number) => peek === 'face-down' || j === down - 1;
  return { ...k, columns: p.columns.map((c, i) => ({ cards: c.cards.map((id, j) => (shown(c.down, j) ? face(id) : k.columns[i]!.cards[j]!)), down: c.down })) };
}

/** How a hint-only game ended. */
export type Ending = 'won' | 'lost' | 'undo' | 'cycle' | 'too-long' | 'stopped';

export interface Played {
  readonly ending: Ending;
  readonly actions: number;
  readonly runs: number; // completed runs at the end
  readonly faceDown: number; // face-down cards left at the end
  readonly faceDownAtLastDeal: number | null; // face-down cards once the last row was dealt (null: never dealt out); how far the middle game got
  readonly stockLeft: number;
  readonly kinds: Readonly<Record<HintKind, number>>; // hints given, by kind
  readonly again: number; // times the player asked for the next candidate
  readonly ms: number; // time in hints
  /**
   * The search's own estimate of the move played (its `chance`, 0..1), every ESTIMATE_EVERY-th
   * action where the hint gave one: [action, estimate]. For the calibration report.
   */
  readonly estimates: readonly (readonly [number, number])[];
}

export const ESTIMATE_EVERY = 10;

/** The table without the move counter: the same table reached twice means the hints go round. */
function tableKey(g: Game): string {
  const p = g.position;
  return `${p.stock.length}|${p.completed.length}|` + p.columns.map((c) => `${c.down}:${c.cards.join(',')}`).join('/');
}

/** The hint's budget for a table with `stockCards` cards in the stock: `endBudget` once it is dealt out, when given. */
export const budgetFor = (o: Pick<PlayOptions, 'budget' | 'endBudget'>, stockCards: number): number =>
  stockCards === 0 && o.endBudget !== undefined ? o.endBudget : o.budget;

/** The arrangements of a hint for a table with `stockCards` cards in the stock: `endSamples` once it is dealt out, when given. */
export const samplesFor = (o: Pick<PlayOptions, 'samples' | 'endSamples'>, stockCards: number): number | undefined =>
  stockCards === 0 && o.endSamples !== undefined ? o.endSamples : o.samples;

/** The answer whose first move most answers choose; among moves chosen equally often, the one asked first. */
export function vote(answers: readonly HintAdvice[]): HintAdvice {
  const keys = answers.map((a) => (a.move === null ? 'none' : encodeAction(a.move)));
  const counts = new Map<string, number>();
  for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  const most = Math.max(...counts.values());
  const first = answers[keys.findIndex((k) => counts.get(k) === most)];
  if (first === undefined) throw new Error('a vote needs answers');
  return first;
}

/** A guessed arrangement's winning line, played from its `next` action; `world` is the guess's table now. */
export interface EndgamePlan {
  readonly world: Position;
  readonly line: readonly SolverAction[];
  readonly next: number;
}

/** One arrangement of the unseen cards, drawn with a seed from the table as the player knows it, and its win (null: none found). */
export function endgamePlan(game: Game, budget: number, rules: DealRules, seed: number): EndgamePlan | null {
  const k = knownPosition(game);
  let h = seed;
  for (const ch of knownTableKey(k)) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  const world = withFill(k, shuffled(unknownFaces(k), mulberry32(h)));
  const r = solve(world, { rules, budget });
  return r.result === 'solved' && r.moves.length > 0 ? { world, line: r.moves, next: 0 } : null;
}

/** Whether two tables show the same faces face up, column by column (the guess still fits what came up). */
function sameFaceUp(a: Position, b: Position): boolean {
  return (
    a.completed.length === b.completed.length &&
    a.columns.every((c, i) => {
      const d = b.columns[i]!;
      return (
        c.down === d.down && c.cards.length === d.cards.length && c.cards.every((id, j) => j < c.down || faceOf(id, a.suits) === faceOf(d.cards[j]!, a.suits))
      );
    })
  );
}

export function playHintsOnly(suits: SuitCount, deal: number, o: PlayOptions): Played {
  const rules = o.rules ?? 'classic';
  let game = o.start ?? newGame(suits, deal, rules);
  const kinds: Record<HintKind, number> = { win: 0, chance: 0, sample: 0, heuristic: 0, 'no-progress': 0, lost: 0 };
  const seen = new Set<string>([tableKey(game)]);
  // The game's memory as the hint may know it: the tables the player has had (known cards
  // only; memory.ts's memoryOf lists the same keys, newest first).
  const memory = new Set<string>([knownTableKey(knownPosition(game))]);
  let ms = 0;
  let again = 0; // presses of Hint again
  const estimates: [number, number][] = [];
  let ending: Ending = 'too-long';
  let faceDownAtLastDeal: number | null = null;
  const rescore = o.learned && learnedRescore(o.learned);
  const panel = o.voters?.map(learnedRescore);
  let plan: EndgamePlan | null = null;
  let planFailedAt: number | null = null; // cards face down when a plan was last not found
  // The game goes on to `next`: a table the player has now had.
  const advance = (next: Game) => {
    game = next;
    seen.add(tableKey(game));
    memory.add(knownTableKey(knownPosition(game)));
  };
  // The kept endgame plan's next move, played when one is held or can be made (false: none).
  const planStep = (budget: number): boolean => {
    const down = faceDownCount(game.position);
    if (plan === null && planFailedAt !== down) {
      const t0 = performance.now();
      plan = endgamePlan(game, budget, rules, o.seed ?? 1);
      ms += performance.now() - t0;
      planFailedAt = plan === null ? down : null;
    }
    if (plan === null) return false;
    const m = plan.line[plan.next]!;
    const r = applyAction(game, m);
    if (!r.ok || m.type === 'deal') throw new Error(`deal ${deal}: a planned move the engine refuses`);
    const world: Position = applyMove(plan.world, m).position;
    kinds.sample++;
    o.onAction?.(m, r.game);
    advance(r.game);
    plan = plan.next + 1 < plan.line.length && sameFaceUp(game.position, world) ? { world, line: plan.line, next: plan.next + 1 } : null;
    return true;
  };
  for (let n = 0; n < (o.maxActions ?? 1500); n++) {
    if (isWon(game.position)) {
      ending = 'won';
      break;
    }
    const stock = game.position.stock.length;
    if (o.endPlan !== undefined && stock === 0 && !o.endPlanWhenStuck && planStep(o.endPlan)) continue;
    const t0 = performance.now();
    const ask = o.stage === 'look' && stock > 0 ? look : hint;
    const shown = shownToHint(game, o.peek);
    const samples = samplesFor(o, stock);
    const learnedNow = stock > (o.learnedWhileStock ?? -1) && (o.learnedOnlyAtEnd !== true || stock === 0);
    const asked = {
      rules,
      seed: o.seed ?? 1,
      budget: budgetFor(o, stock),
      ...(samples && { samples }),
      verified: true,
      memory: [...memory].reverse(),
      ...(o.method && { method: o.method }),
      ...(o.games && { games: o.games }),
      ...(o.shape !== undefined && { shape: o.shape }),
      ...(o.look && { look: o.look }),
      ...(o.weights && { weights: o.weights }),
      ...(rescore && learnedNow && { rescore }),
      ...(o.rollout !== undefined && { rollout: o.rollout }),
    };
    const h = panel && ask === look && learnedNow ? vote([look(shown, asked), ...panel.map((r) => look(shown, { ...asked, rescore: r }))]) : ask(shown, asked);
    const dt = performance.now() - t0;
    ms += dt;
    // --end-plan B,stuck: the plan only where the hint found no win in its arrangements.
    if (o.endPlan !== undefined && stock === 0 && o.endPlanWhenStuck) {
      if (h.kind === 'sample' || h.kind === 'win' || h.kind === 'chance') plan = null;
      else if (planStep(o.endPlan)) continue;
    }
    kinds[h.kind]++;
    o.onHint?.(dt, h.kind, game);
    if (h.move === null) {
      ending = h.kind === 'lost' ? 'lost' : 'undo';
      break;
    }
    // The player presses Hint again while the hint would take them back to a table they have
    // already had (the hint itself has no memory of the game).
    let next: Game | null = null;
    for (const c of h.candidates) {
      const r = applyAction(game, c.move);
      if (!r.ok) throw new Error(`deal ${deal}: the hint suggested an illegal action (${r.reason})`);
      if (!seen.has(tableKey(r.game))) {
        next = r.game;
        o.onAction?.(c.move, r.game);
        if (n % ESTIMATE_EVERY === 0 && c.chance !== undefined) estimates.push([n, c.chance]);
        break;
      }
      again++;
    }
    if (next === null) {
      ending = 'cycle';
      break;
    }
    const lastDeal = stock > 0 && next.position.stock.length === 0;
    advance(next);
    if (lastDeal) {
      faceDownAtLastDeal = faceDownCount(game.position);
      o.onLastDeal?.(game);
      if (o.stopAtLastDeal) {
        ending = 'stopped';
        break;
      }
    }
  }
  if (isWon(game.position)) ending = 'won';
  const p = game.position;
  return {
    ending,
    actions: p.moves,
    runs: p.completed.length,
    faceDown: faceDownCount(p),
    faceDownAtLastDeal,
    stockLeft: p.stock.length / 10,
    kinds,
    again,
    ms: Math.round(ms),
    estimates,
  };
}
