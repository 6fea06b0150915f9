import { RUN_LENGTH } from '../engine/cards.ts';
import type { DealRules } from '../engine/rules.ts';
import { compareRated, rate, type HintMove } from './heuristic.ts';
import type { KnownPosition } from './known.ts';
import { Columns, KeyTable } from './look-keys.ts';
import { columnScore, endsInRun, lookTopRun, UNSEEN, WEIGHTS, type LookTable, type ScoreWeights } from './position-score.ts';

/**
 * Look-ahead on the table as the player knows it: a beam search over moves of known cards. A
 * card never seen that a move turns over takes part in nothing after it (what comes up differs
 * from arrangement to arrangement), so every line uses known cards only; every table reached is
 * scored by position-score.ts and the hint is the first move of the best line. Dealing is not
 * searched: the caller deals when no line beats the table as it is. Tables in `memory` (seen
 * earlier in this game) are never entered, so a line never leads back.
 */
export interface LookOptions {
  readonly rules: DealRules;
  readonly nodes: number; // tables generated, all told (deterministic budget)
  readonly width: number; // tables kept from one level to the next
  readonly depth: number; // moves in a line at most
  readonly memory?: ReadonlySet<string>; // lookKey()s of tables already had in this game
  readonly lines?: number; // how many of the best lines to return in `lines` (none by default)
  readonly weights?: ScoreWeights; // the score's weights instead of WEIGHTS (tuning)
  readonly rescore?: Rescore; // the score of each table changed (tuning only; never the app's)
}

/**
 * A tuning hook: called once a search, it returns what scores a table there instead, given the
 * table, its columns' keys for this search (equal keys, equal columns) and the app's score.
 * learned-value.ts builds one; the app's worker never loads it.
 */
export type Rescore = () => (t: LookTable, keys: readonly number[], score: number) => number;

export interface LookResult {
  readonly move: HintMove | null; // first move of the best line; null when none beats now
  readonly gain: number; // its score above the table as it is (0 when none)
  readonly line: readonly HintMove[]; // the best line up to its end (for tests and tuning)
  readonly progress: boolean; // the line turns a card over or completes a run
  readonly nodes: number;
  /** The best lines to distinct tables, best first (only when `lines` was asked for). */
  readonly lines?: readonly (readonly HintMove[])[];
  /** Per root move (in the order given): the best score a line starting with it reached, and whether that line made progress. */
  readonly branches?: readonly { readonly score: number; readonly progress: boolean }[];
}

/**
 * A table reached, as the search remembers it to the end: its line and score, but not the
 * table itself, which only the tables still to be expanded keep (Open), so that the thousands
 * left behind a level cost little memory.
 */
interface Node {
  readonly score: number;
  readonly depth: number;
  first: number; // rank of the line's first move among the root moves (lower = higher priority)
  parent: Node | null; // the line is the parent's line and then `move`
  move: Move | null;
  readonly progress: boolean; // fewer cards face down than at the root, or more runs done
}

/** A table of the current level, to be expanded if it makes the next frontier. */
interface Open {
  readonly node: Node;
  readonly t: LookTable;
  readonly keys: readonly number[]; // each column's colKey as a number (Columns), so a move rekeys only the two it changes
  readonly scores: readonly number[]; // columnScore per column, likewise
}

export type Move = { readonly from: number; readonly to: number; readonly count: number };

export function lookTable(k: KnownPosition): LookTable {
  return {
    cols: k.columns.map((c) => c.cards.map((s) => (s === null ? UNSEEN : s))),
    down: k.columns.map((c) => c.down),
    runs: k.completed.length,
    stock: k.stock.length,
  };
}

/**
 * A table as a string for the memory: face-down counts and face-up faces per column, stock
 * size and runs done. Face-down faces are left out: undo can make the player see them, and
 * the same table must keep the same key.
 */
export function lookKey(t: LookTable): string {
  let s = `${t.stock}/${t.runs}/`;
  for (let c = 0; c < t.cols.length; c++) s += colKey(t.cols[c]!, t.down[c]!);
  return s;
}

/** One column's part of lookKey. */
function colKey(col: readonly number[], down: number): string {
  let s = `${down}:`;
  for (let i = down; i < col.length; i++) s += `${col[i]},`;
  return s + '|';
}

/** The memory key of a known position (what the game remembers after each action). */
export function knownTableKey(k: KnownPosition): string {
  return lookKey(lookTable(k));
}

/**
 * The moves the look-ahead tries: a whole top run anywhere it fits; part of a run only where
 * it lengthens a same-suit run or into an empty column (the solver's own pruning); into the
 * first empty column only (they are alike), and never a whole column into an empty one.
 */
export function movesOf(t: LookTable): Move[] {
  const out: Move[] = [];
  const n = t.cols.length;
  const emptyAt = t.cols.findIndex((c) => c.length === 0);
  for (let from = 0; from < n; from++) {
    const col = t.cols[from]!;
    const run = lookTopRun(col, t.down[from]!);
    for (let count = 1; count <= run; count++) {
      const card = col[col.length - count]!;
      for (let to = 0; to < n; to++) {
        if (to === from) continue;
        const dst = t.cols[to]!;
        if (dst.length === 0) {
          if (to !== emptyAt || count === col.length) continue;
        } else {
          const top = dst[dst.length - 1]!;
          if (top === UNSEEN || top % 13 !== (card % 13) + 1) continue;
          const same = Math.floor(top / 13) === Math.floor(card / 13);
          if (count < run && !same) continue;
        }
        out.push({ from, to, count });
      }
    }
  }
  return out;
}

/**
 * The table after a move. A card never seen that it turns over stays unseen: nothing moves
 * onto it in the search and it moves nowhere, so lines after it use known cards only.
 */
export function play(t: LookTable, m: Move): { t: LookTable } {
  const cols = t.cols.slice();
  const down = t.down.slice();
  const src = t.cols[m.from]!;
  const keep = src.length - m.count;
  cols[m.from] = src.slice(0, keep);
  if (keep > 0 && keep <= down[m.from]!) {
    down[m.from] = keep - 1;
  }
  let dst = t.cols[m.to]!.concat(src.slice(keep));
  let runs = t.runs;
  if (endsInRun(dst, down[m.to]!)) {
    dst = dst.slice(0, dst.length - RUN_LENGTH);
    runs++;
    if (dst.length > 0 && dst.length <= down[m.to]!) {
      down[m.to] = dst.length - 1;
    }
  }
  cols[m.to] = dst;
  return { t: { cols, down, runs, stock: t.stock } };
}

/** A hair per move, so that of two lines to equal tables the shorter wins. */
export const PER_MOVE = 0.01;

const toHint = (m: Move): HintMove => ({ type: 'move', from: m.from, to: m.to, count: m.count });

export function lookAhead(k: KnownPosition, o: LookOptions): LookResult {
  // Root moves in the SPEC's priority order: of lines that end equally well, the one whose
  // first move comes first in that order is the hint.
  return beam(lookTable(k), rootMovesOf(k, o.rules), o);
}

/** The look-ahead from any table (a drawn card in it is known), its root moves in the order given. */
export function lookFrom(root: LookTable, o: Omit<LookOptions, 'rules'>): LookResult {
  return beam(root, movesOf(root).map(toHint), o);
}

/** The root moves of the look-ahead on the known table, in the SPEC's priority order. */
export function rootMovesOf(k: KnownPosition, rules: DealRules): HintMove[] {
  return movesOf(lookTable(k))
    .map((m) => rate(k, toHint(m), rules))
    .sort((a, b) => compareRated(k, a, b))
    .map((r) => r.move);
}

export function beam(root: LookTable, rootMoves: readonly HintMove[], o: Omit<LookOptions, 'rules'>): LookResult {
  const w = o.weights ?? WEIGHTS;
  const columns = new Columns();
  const keys = root.cols.map((c, i) => columns.id(colKey(c, root.down[i]!)));
  const width = 2 + root.cols.length;
  let memory: KeyTable | undefined;
  if (o.memory) {
    memory = new KeyTable(width);
    for (const k of o.memory) {
      const key = columns.keyOf(k);
      if (key.length === width) memory.set(key, 0);
    }
  }
  const scores = root.cols.map((c, i) => columnScore(c, root.down[i]!, w));
  // scoreTable's sum, in its order, from the columns' shares.
  const total = (runs: number, shares: readonly number[]) => {
    let score = w.run * runs;
    for (let c = 0; c < shares.length; c++) score += shares[c]!;
    return score;
  };
  const mixed = o.rescore?.() ?? ((_t: LookTable, _keys: readonly number[], score: number) => score);
  const rootScore = mixed(root, keys, total(root.runs, scores));
  const down = (t: LookTable) => t.down.reduce((n, d) => n + d, 0);
  const rootDown = down(root);
  const rootNode: Node = { score: rootScore, depth: 0, first: -1, parent: null, move: null, progress: false };
  // Every table reached (its index in `all`) under its key: stock, runs, the columns' numbers.
  // Sized for half the tables the budget allows, so it grows once at most.
  const visited = new KeyTable(width, Math.max(10, Math.min(17, Math.ceil(Math.log2(o.nodes + 1)))));
  const all: Node[] = [rootNode];
  const probe = new Int32Array(width);
  visited.set([root.stock, root.runs, ...keys], 0);
  let best: Node | null = null;
  const bestOf: (Node | undefined)[] = new Array(rootMoves.length);
  // A deal is never searched; it keeps its place so that a root move's index is its rank.
  const roots: readonly (Move | null)[] = rootMoves.map((m) => (m.type === 'deal' ? null : m));
  let nodes = 0;
  let frontier: Open[] = [{ node: rootNode, t: root, keys, scores }];
  search: for (let depth = 1; depth <= o.depth && frontier.length > 0; depth++) {
    const children: Open[] = [];
    for (const open of frontier) {
      const node = open.node;
      const moves: readonly (Move | null)[] = depth === 1 ? roots : movesOf(open.t);
      for (let i = 0; i < moves.length; i++) {
        if (nodes >= o.nodes) break search;
        nodes++;
        const m = moves[i]!;
        if (m === null) continue;
        // The key first: about half the moves lead to a table already reached, and those need
        // neither the table nor its score. The columns' numbers come from what the move took
        // and gave when that was seen before and turned nothing over (the same numbers, taken
        // in the same order, as colKey would give).
        const t = open.t;
        const taken = open.keys[m.from]!;
        const keep = t.cols[m.from]!.length - m.count;
        const turns = keep > 0 && keep <= t.down[m.from]!;
        let fromId = columns.afterTake(taken, m.count, turns);
        let toAndRun = columns.afterGive(open.keys[m.to]!, taken, m.count);
        let next: LookTable | undefined;
        if (fromId === undefined || toAndRun === undefined) {
          next = play(t, m).t;
          if (fromId === undefined) {
            fromId = columns.id(colKey(next.cols[m.from]!, next.down[m.from]!));
            columns.keepTake(taken, m.count, turns, fromId);
          }
          if (toAndRun === undefined) {
            toAndRun = 2 * columns.id(colKey(next.cols[m.to]!, next.down[m.to]!)) + (next.runs - t.runs);
            columns.keepGive(open.keys[m.to]!, taken, m.count, next.down[m.to]! < t.down[m.to]!, toAndRun);
          }
        }
        const toId = Math.floor(toAndRun / 2);
        probe[0] = t.stock;
        probe[1] = t.runs + (toAndRun % 2);
        for (let c = 0; c < open.keys.length; c++) probe[2 + c] = open.keys[c]!;
        probe[2 + m.from] = fromId;
        probe[2 + m.to] = toId;
        if (memory !== undefined && memory.get(probe) >= 0) continue;
        const first = depth === 1 ? i : node.first;
        const at = visited.get(probe);
        if (at >= 0) {
          const had = all[at]!;
          // The same table in as many moves by a line that starts with a move of higher
          // priority: that line is the one to name (the order of equal lines is the SPEC's).
          if (had.depth === depth && first < had.first) {
            had.first = first;
            had.parent = node;
            had.move = m;
          }
          continue;
        }
        next ??= play(t, m).t;
        const childKeys = open.keys.slice();
        const childScores = open.scores.slice();
        childKeys[m.from] = fromId;
        childKeys[m.to] = toId;
        childScores[m.from] = columnScore(next.cols[m.from]!, next.down[m.from]!, w);
        childScores[m.to] = columnScore(next.cols[m.to]!, next.down[m.to]!, w);
        const score = mixed(next, childKeys, total(next.runs, childScores));
        const progress = down(next) < rootDown || next.runs > root.runs;
        const child: Node = { score: score - PER_MOVE * depth, depth, first, parent: node, move: m, progress };
        visited.set(probe, all.length);
        all.push(child);
        if (best === null || child.score > best.score || (child.score === best.score && child.first < best.first)) best = child;
        const b = bestOf[first];
        if (b === undefined || child.score > b.score) bestOf[first] = child;
        children.push({ node: child, t: next, keys: childKeys, scores: childScores });
      }
    }
    children.sort((a, b) => b.node.score - a.node.score || a.node.first - b.node.first);
    frontier = children.slice(0, o.width);
  }
  const lines =
    o.lines === undefined
      ? undefined
      : all
          .filter((n) => n.depth > 0)
          .sort((a, b) => b.score - a.score || a.first - b.first)
          .slice(0, o.lines)
          .map(lineOf);
  const branches = Array.from(bestOf, (n) => (n === undefined ? { score: -Infinity, progress: false } : { score: n.score, progress: n.progress }));
  if (best === null || best.score <= rootScore) return { move: null, gain: 0, line: [], progress: false, nodes, branches, ...(lines && { lines }) };
  const line = lineOf(best);
  return { move: line[0]!, gain: best.score - rootScore, line, progress: best.progress, nodes, branches, ...(lines && { lines }) };
}

/** The moves from the root to `n`. */
function lineOf(n: Node): HintMove[] {
  const line: HintMove[] = [];
  for (let at: Node | null = n; at !== null && at.move !== null; at = at.parent) line.push(toHint(at.move));
  return line.reverse();
}
