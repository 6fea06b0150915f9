// Self-play for the learned table value (src/solver/learned-value.ts): a one-ply player that
// picks the move whose table after it the network rates best, on deals of its own numbers, and
// TD(λ) on the tables it picks. Honest by construction: the player reads only the known
// position, and a card it turns over is a blank until the engine turns it up.
import type { SuitCount } from '../src/engine/cards.ts';
import { applyAction, newGame, type Action, type Game } from '../src/engine/game.ts';
import { faceDownCount, isWon } from '../src/engine/position.ts';
import { isWholeNumber } from '../src/engine/decode.ts';
import { err, ok, type Result } from '../src/engine/result.ts';
import type { DealRules } from '../src/engine/rules.ts';
import { knownPosition } from '../src/solver/known.ts';
import { layout, NetScratch, RUN_REWARD, uniform, valueAndGradient, valueOf, WIN_REWARD, type ValueNet } from '../src/solver/learned-value.ts';
import { lookKey, lookTable, movesOf, play, type Move } from '../src/solver/lookahead.ts';
import { scoreTable, UNSEEN, type LookTable } from '../src/solver/position-score.ts';

/** A choice of the one-ply player: a move of known cards or the deal, the table after it, its reward. */
interface Choice {
  readonly move: Move | null; // null: the deal
  readonly after: LookTable;
  readonly reward: number;
}

/** How one self-play or match game went. */
export interface SelfPlayed {
  readonly won: boolean;
  readonly actions: number;
  readonly faceDownAtLastDeal: number | null;
  readonly faceDown: number;
  readonly runs: number;
}

/** The engine's action for a choice's move (null: the deal). */
export const actionOf = (move: Move | null): Action => (move === null ? { type: 'deal' } : { type: 'move', from: move.from, to: move.to, count: move.count });

/**
 * The items in an order drawn from `next` (uniform in [0, 1)): a new order each call, the same
 * for the same draws. Not the engine's `shuffled` (shuffle.ts), whose draws are whole 32-bit
 * numbers: the fits' orders stay as they were.
 */
export const shuffledByKeys = <T>(items: readonly T[], next: () => number): T[] =>
  items
    .map((item) => ({ item, key: next() }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.item);

/** Picks one of the choices (never empty) by its index. */
export type Chooser = (view: LookTable, choices: readonly Choice[]) => number;

const down = (t: LookTable) => t.down.reduce((n, d) => n + d, 0);

/** What a move earns: the cards it turns over, the runs it completes, the win. */
const rewardOf = (view: LookTable, after: LookTable) => down(view) - down(after) + RUN_REWARD * (after.runs - view.runs) + (after.runs === 8 ? WIN_REWARD : 0);

/** The table after a deal as the player sees it before the cards come up: a blank on each column. */
function dealt(t: LookTable): LookTable {
  return { cols: t.cols.map((c) => c.concat([UNSEEN])), down: t.down, runs: t.runs, stock: t.stock - t.cols.length };
}

/** Actions without a card turned over, a run done or a deal after which the player deals, or stops. */
const STALL = 80;

/**
 * One game of the one-ply player: every move of known cards to a table not had before in this
 * game, and the deal when the rules allow it, go to `choose`; `onChoice` sees each table chosen.
 */
export function playOnePly(suits: SuitCount, deal: number, rules: DealRules, choose: Chooser, maxActions = 600, onChoice?: (c: Choice) => void): SelfPlayed {
  let game: Game = newGame(suits, deal, rules);
  const had = new Set<string>();
  let faceDownAtLastDeal: number | null = null;
  let stalled = 0;
  for (let n = 0; n < maxActions && !isWon(game.position); n++) {
    const view = lookTable(knownPosition(game));
    had.add(lookKey(view));
    const choices: Choice[] = [];
    if (stalled < STALL) {
      for (const m of movesOf(view)) {
        const after = play(view, m).t;
        if (had.has(lookKey(after))) continue;
        choices.push({ move: m, after, reward: rewardOf(view, after) });
      }
    }
    if (game.position.stock.length > 0 && applyAction(game, { type: 'deal' }).ok) choices.push({ move: null, after: dealt(view), reward: 0 });
    if (choices.length === 0) break;
    const c = choices[choose(view, choices)]!;
    onChoice?.(c);
    const r = applyAction(game, actionOf(c.move));
    if (!r.ok) throw new Error(`deal ${deal}: an illegal choice (${r.reason})`);
    const progressed = c.move === null || c.reward > 0;
    stalled = progressed ? 0 : stalled + 1;
    game = r.game;
    if (c.move === null && game.position.stock.length === 0) faceDownAtLastDeal = faceDownCount(game.position);
  }
  const p = game.position;
  return { won: isWon(p), actions: p.moves, faceDownAtLastDeal, faceDown: faceDownCount(p), runs: p.completed.length };
}

/** The network's player: the best reward plus value after the move; ties to the first. */
export function netChooser(net: ValueNet, epsilon = 0, next?: () => number): Chooser {
  const s = new NetScratch(net);
  return (_view, choices) => {
    if (epsilon > 0 && next !== undefined && next() < epsilon) return Math.floor(next() * choices.length);
    let best = 0;
    let bestValue = -Infinity;
    for (let i = 0; i < choices.length; i++) {
      const c = choices[i]!;
      const v = c.reward + valueOf(net, c.after, s);
      if (v > bestValue) {
        bestValue = v;
        best = i;
      }
    }
    return best;
  };
}

/** The app's score at one ply: the best table after a move, and the deal only when no move betters the table. */
export const scoreChooser: Chooser = (view, choices) => {
  let best = -1;
  let bestScore = scoreTable(view);
  let dealAt = -1;
  for (let i = 0; i < choices.length; i++) {
    const c = choices[i]!;
    if (c.move === null) {
      dealAt = i;
      continue;
    }
    const s = scoreTable(c.after);
    if (s > bestScore) {
      bestScore = s;
      best = i;
    }
  }
  if (best >= 0) return best;
  if (dealAt >= 0) return dealAt;
  return choices.findIndex((c) => c.move !== null);
};

export interface TdOptions {
  readonly alpha: number;
  readonly lambda: number;
  readonly epsilon: number;
  readonly clip: number; // the TD error is held to ±clip cards (one surprise does not throw the weights)
}

/**
 * TD(λ) over one game's chosen tables (afterstates): the target of a table is the next choice's
 * reward plus the next table's value, and after the last table of a game that ended what `end`
 * is given (a game stopped early and not ended keeps its last value).
 */
export class TdGame {
  private readonly trace: Float64Array;
  private readonly grad: Float64Array;
  private readonly scratch: NetScratch;
  private before: number | null = null;

  constructor(
    private readonly net: ValueNet,
    private readonly o: Omit<TdOptions, 'epsilon'>,
  ) {
    const size = layout(net.hidden, net.head).size;
    this.trace = new Float64Array(size);
    this.grad = new Float64Array(size);
    this.scratch = new NetScratch(net);
  }

  /** The next table chosen and the reward of choosing it. */
  step(after: LookTable, reward: number): void {
    this.grad.fill(0);
    const v = valueAndGradient(this.net, after, this.grad, this.scratch);
    if (this.before !== null) this.update(reward + v - this.before);
    for (let i = 0; i < this.trace.length; i++) this.trace[i] = this.o.lambda * this.trace[i]! + this.grad[i]!;
    this.before = v;
  }

  /** The game is over: after its last table comes `last` (cards' worth) and nothing more. */
  end(last = 0): void {
    if (this.before !== null) this.update(last - this.before);
    this.before = null;
  }

  private update(error: number): void {
    const p = this.net.params;
    const delta = Math.max(-this.o.clip, Math.min(this.o.clip, error));
    for (let i = 0; i < p.length; i++) p[i]! += this.o.alpha * delta * this.trace[i]!;
  }
}

/** One self-play game of the network's one-ply player, learning as it goes. */
export function selfPlayGame(net: ValueNet, suits: SuitCount, deal: number, rules: DealRules, o: TdOptions): SelfPlayed {
  const next = uniform(deal ^ 0x5eed);
  const td = new TdGame(net, o);
  const played = playOnePly(suits, deal, rules, netChooser(net, o.epsilon, next), 600, (c) => td.step(c.after, c.reward));
  td.end();
  return played;
}

/**
 * The chosen tables and rewards of a game already played (its actions), as the one-ply player
 * would have seen them: for TD(λ) on another player's games.
 */
export function replayChoices(
  suits: SuitCount,
  deal: number,
  rules: DealRules,
  actions: readonly Action[],
  visit: (after: LookTable, reward: number, isDeal: boolean) => void,
): void {
  let game: Game = newGame(suits, deal, rules);
  for (const a of actions) {
    const view = lookTable(knownPosition(game));
    if (a.type === 'deal') visit(dealt(view), 0, true);
    else if (a.type === 'move') {
      const after = play(view, { from: a.from, to: a.to, count: a.count }).t;
      visit(after, rewardOf(view, after), false);
    }
    const r = applyAction(game, a);
    if (!r.ok) throw new Error(`deal ${deal}: a stored action the engine refuses (${r.reason})`);
    game = r.game;
  }
}

/** What `fit --round-reach W` pays at a deal: W when the solver still won the table before it, half when it ran out of positions, else (or unlabelled) nothing. */
export const roundReward = (verdict: 'solved' | 'unsolvable' | 'unknown' | undefined, worth: number): number =>
  verdict === 'solved' ? worth : verdict === 'unknown' ? worth / 2 : 0;

/** How often the app's endgame wins a table in reach, by the cards face down there: the first band whose `upTo` holds them. */
export type EndgameRates = readonly { readonly upTo: number; readonly rate: number }[];

/** `--rates 5:1,10:0.8,…` (ascending bands); empty: every table in reach is worth its whole. */
export function decodeEndgameRates(text: string): Result<EndgameRates | null, 'bad-rates'> {
  if (text === '') return ok(null);
  const bands: { upTo: number; rate: number }[] = [];
  for (const pair of text.split(',')) {
    const [upTo, rate, extra] = pair.split(':').map(Number);
    const last = bands.at(-1)?.upTo ?? -1;
    if (!isWholeNumber(upTo) || upTo <= last || rate === undefined || !(rate >= 0 && rate <= 1) || extra !== undefined)
      return err('bad-rates', `--rates takes ascending FACE_DOWN:RATE pairs with rates from 0 to 1, not ${pair}`);
    bands.push({ upTo, rate });
  }
  return ok(bands);
}

/** A table in reach with `faceDown` cards face down: its share of the win (no bands: all of it; none dealt out or past the last band: none). */
export const endgameRate = (rates: EndgameRates | null, faceDown: number | null): number =>
  rates === null ? 1 : faceDown === null ? 0 : (rates.find((r) => faceDown <= r.upTo)?.rate ?? 0);
