import { COLUMN_COUNT, RUN_LENGTH } from '../engine/cards.ts';
import { fnv1a32 } from '../engine/daily.ts';
import { mulberry32, shuffled } from '../engine/shuffle.ts';
import type { HintMove } from './heuristic.ts';
import { unknownFaces, type KnownPosition } from './known.ts';
import { beam, knownTableKey, lookFrom, lookKey, lookTable, PER_MOVE, play, rootMovesOf, type LookOptions, type LookResult } from './lookahead.ts';
import { endsInRun, scoreTable, UNSEEN, type LookTable } from './position-score.ts';

/**
 * Honest rollouts of the look-ahead (HINT-SEARCH.md's first rung with the hint's own middle-game
 * player as the default policy). The look-ahead ranks the first moves; the best few are each
 * played in `games` simulated continuations in which a small look-ahead plays on, move by move,
 * through the round (and `deals` deals). Each continuation plays in a world drawn from the
 * unseen faces, but a card of it reaches the table only when a simulated move turns its place
 * over or a simulated deal brings it, and only then does the small look-ahead see it, as the
 * player would. A first move is worth the mean score of the tables its continuations end at.
 */
export interface RolloutShape {
  readonly candidates: number; // first moves rolled out, best by the look-ahead first
  readonly games: number; // continuations per candidate
  readonly nodes: number; // the policy's look-ahead: tables per move
  readonly width: number; // its tables kept a level
  readonly depth: number; // its moves in a line
  readonly deals: number; // deals a continuation goes through before it stops where the policy would deal
  readonly steps: number; // moves a continuation plays at most
  /** How much more (in score points) another first move's continuations must end with than the look-ahead's own choice to replace it. */
  readonly margin?: number;
  /**
   * The unseen cards come up in one drawn order wherever they turn up (the first card any
   * candidate turns over is the same card), instead of one drawn card for each place: the
   * candidates' continuations then differ by their moves more than by their luck.
   */
  readonly ordered?: boolean;
}

export interface RolloutLookOptions extends LookOptions {
  readonly seed: number;
  readonly shape: RolloutShape;
}

export interface RolloutLookResult extends LookResult {
  /** Each rolled-out first move's mean end score, in the look-ahead's order of them (tests and tuning). */
  readonly values: readonly number[];
}

export function rolloutLook(k: KnownPosition, o: RolloutLookOptions): RolloutLookResult {
  const { shape } = o;
  const root = lookTable(k);
  const rootMoves = rootMovesOf(k, o.rules);
  const first = beam(root, rootMoves, o);
  if (first.move === null) return { ...first, values: [] };
  // The look-ahead's ranking of the first moves: the best score a line starting with each reached.
  // Only lines that turn a card over or complete a run when the best one does: a first move that
  // merely rearranges would be followed by the same dig in its continuations and look as good,
  // and the hint would put the dig off move after move.
  if (!first.progress) return { ...first, values: [] };
  const ranked = first
    .branches!.map((b, i) => ({ i, b }))
    .filter(({ b }) => Number.isFinite(b.score) && b.progress)
    .sort((a, b) => b.b.score - a.b.score || a.i - b.i)
    .slice(0, shape.candidates);
  if (ranked.length < 2) return { ...first, values: [] };
  const pool: readonly number[] = unknownFaces(k);
  const key = knownTableKey(k);
  let nodes = first.nodes;
  const values = ranked.map(() => 0);
  for (let g = 0; g < shape.games; g++) {
    // One world per game, drawn up front: every candidate meets the same card in the same place,
    // so two first moves that lead to the same table are worth the same. The world is read only
    // when a simulated move turns a place over or a simulated deal reaches it.
    const world = drawWorld(root, k.stock, pool, mulberry32(fnv1a32(`${key}#roll#${o.seed}#${g}`)), shape.ordered ?? false);
    ranked.forEach(({ i }, c) => {
      const sim = new Sim(root, world);
      sim.move(rootMoves[i]!);
      const memory = new Set<string>(o.memory);
      memory.add(lookKey(sim.t));
      let deals = shape.deals;
      let steps = 0;
      for (; steps < shape.steps; steps++) {
        const r = lookFrom(sim.t, { nodes: shape.nodes, width: shape.width, depth: shape.depth, memory, ...(o.weights && { weights: o.weights }) });
        nodes += r.nodes;
        if (r.move === null || r.move.type === 'deal') {
          if (deals === 0 || !sim.deal()) break;
          deals--;
        } else sim.move(r.move);
        memory.add(lookKey(sim.t));
      }
      values[c]! += (scoreTable(sim.t, o.weights) - PER_MOVE * steps) / shape.games;
    });
  }
  // The look-ahead's own choice stands unless another beats it by the margin: with a few worlds
  // the best of several means is partly luck.
  const own = Math.max(
    0,
    ranked.findIndex(({ i }) => rootMoves[i] === first.move),
  );
  let best = own;
  for (let c = 0; c < values.length; c++) if (values[c]! > values[best]! + (best === own ? (shape.margin ?? 0) : 0)) best = c;
  const i = ranked[best]!.i;
  const move = rootMoves[i]!;
  return { move, gain: first.gain, line: [move], progress: first.branches![i]!.progress, nodes, values };
}

/**
 * The faces of one simulated world. Face-down places and stock places the player has never seen
 * hold a face drawn from the unseen ones, or (with `ordered`) stay unknown (UNSEEN / null) and
 * take the next face of `order` when they come up; the faces the player has seen stay as known.
 */
interface World {
  readonly down: readonly (readonly number[])[];
  readonly stock: readonly (number | null)[];
  readonly order: readonly number[];
}

function drawWorld(root: LookTable, stock: readonly (number | null)[], pool: readonly number[], rand: () => number, ordered: boolean): World {
  const faces = shuffled(pool, rand);
  const down = root.cols.map((col, c) => col.slice(0, root.down[c]!));
  if (ordered) return { down, stock, order: faces };
  let n = 0;
  const take = () => faces[n++] ?? UNSEEN;
  return { down: down.map((col) => col.map((f) => (f === UNSEEN ? take() : f))), stock: stock.map((f) => f ?? take()), order: [] };
}

/** A simulated continuation: the table as its player knows it; the world says what turns up. */
class Sim {
  t: LookTable;
  private dealt = 0;
  private drawn = 0; // faces of `order` that have come up

  constructor(
    root: LookTable,
    private readonly world: World,
  ) {
    this.t = root;
  }

  private next(): number {
    return this.world.order[this.drawn++] ?? UNSEEN;
  }

  /** A card never seen that is now face up on top of column `c` comes from the world. */
  private turnUp(cols: (readonly number[])[], c: number): void {
    const col = cols[c]!;
    const top = col.length - 1;
    if (top < 0 || top < this.t.down[c]! || col[top] !== UNSEEN) return;
    const f = this.world.down[c]![top] ?? UNSEEN;
    cols[c] = [...col.slice(0, top), f !== UNSEEN ? f : this.next()];
  }

  move(m: HintMove): void {
    if (m.type !== 'move') return;
    const next = play(this.t, m).t;
    const cols = next.cols.slice();
    this.t = { ...next, cols };
    this.turnUp(cols, m.from);
    this.turnUp(cols, m.to);
  }

  /** Ten cards, one on each column, as the stock deals them: false when no deal is allowed. */
  deal(): boolean {
    if (this.t.stock === 0 || this.t.cols.some((c) => c.length === 0)) return false;
    const cols = this.t.cols.map((c) => c.slice());
    const down = this.t.down.slice();
    let runs = this.t.runs;
    for (let c = 0; c < COLUMN_COUNT; c++) {
      cols[c]!.push(this.world.stock[this.dealt + c] ?? this.next());
      if (endsInRun(cols[c]!, down[c]!)) {
        cols[c]!.length -= RUN_LENGTH;
        runs++;
        if (cols[c]!.length > 0 && cols[c]!.length <= down[c]!) down[c] = cols[c]!.length - 1;
      }
    }
    this.dealt += COLUMN_COUNT;
    this.t = { cols, down, runs, stock: this.t.stock - COLUMN_COUNT };
    for (let c = 0; c < COLUMN_COUNT; c++) this.turnUp(cols, c);
    return true;
  }
}
