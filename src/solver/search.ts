import { RUNS_TO_WIN as IMPORTED_RUNS_TO_WIN } from '../engine/cards.ts';
import type { Position } from '../engine/position.ts';
import { Board, DEAL as IMPORTED_DEAL } from './board.ts';
import { candidateMoves } from './candidates.ts';
import { evaluate } from './evaluate.ts';
import { hashBoard } from './hash.ts';
import { levelBeam } from './level-beam.ts';
import { checkedLine } from './search-line.ts';
import { DEFAULT_BUDGET, shorteningAllowance, type SolveOptions, type SolveResult, type SolverAction } from './search-types.ts';
import { NodeHeap, NodeStore } from './nodes.ts';
import { SeenTable } from './table.ts';

// Importers name the solve's shapes from here.
export { DEFAULT_BUDGET, shorteningAllowance } from './search-types.ts';
export type { SolveOptions, SolveResult, SolverAction } from './search-types.ts';
export { winsOnEngine } from './search-line.ts';

// Local copies of imported bindings: run by tsx (the CLI, verify, benchmarks), each use of an
// imported binding is a getter call, which took about 40 % of the search's time in its
// hottest loops. Bundled code (the Web Worker) reads them directly either way.
const RUNS_TO_WIN = IMPORTED_RUNS_TO_WIN;
const DEAL = IMPORTED_DEAL;

/** The width of the beam that looks for a shorter line once a deal is won. */
const SHORT_LINE_WIDTH = 200;

/**
 * The best-first order: the score plus one point for each move made since the start. Without
 * the move count the search wanders; with it, 4-suit deals 10001..10030 at 300,000 positions:
 * 22 won, median line 218 moves (13 won, 231 moves without it; 17 won, 181 moves at two points
 * a move).
 */
const MOVE_COST = 1;

class OutOfBudget extends Error {}
class Stopped extends Error {}
class PassOver extends Error {}

/**
 * The passes, cheapest first. "best" is the best-first search bucketed by deals (quick on
 * easy deals, long lines); "level" is the level-by-level beam (short lines, and it keeps
 * finding wins as it widens). Each pass may use a share of the budget; what a pass does not
 * use goes to the next. Measured on 4-suit deals 10001..10040: the two kinds win different
 * deals, so they alternate.
 */
type Pass =
  | { readonly kind: 'best'; readonly beam: number; readonly phase: number; readonly moveCost: number }
  | { readonly kind: 'level'; readonly width: number; readonly allowance: number };

const level = (width: number, allowance = width * 5_000): Pass => ({ kind: 'level', width, allowance });

const best = (beam: number, phase: number, moveCost = MOVE_COST): Pass => ({ kind: 'best', beam, phase, moveCost });

export const PASSES: readonly Pass[] = [
  best(1, 1_000),
  best(4, 5_000),
  best(4, 5_000, 0), // cheap, and it wins some deals the move-counting order misses (4 suits, deal 1)
  best(16, 20_000),
  level(50, 300_000),
  level(100, 600_000),
  best(64, 60_000),
  level(200),
  level(400),
  level(800),
  level(1600),
  level(3200),
];

class Search {
  readonly board: Board;
  private readonly start: Board;
  positions = 0;
  peakBytes = 0;
  private readonly hash = new Uint32Array(2);
  private readonly moveBuf: number[] = [];
  readonly began: number;

  constructor(
    position: Position,
    private readonly options: SolveOptions,
    private budget: number,
  ) {
    this.board = Board.fromPosition(position, options.rules);
    this.start = Board.fromPosition(position, options.rules);
    this.began = this.now();
  }

  now(): number {
    return (this.options.now ?? performance.now.bind(performance))();
  }

  private passLimit = Infinity;

  /** Counts a new position of this pass; throws when the budget, the pass's share, the clock or the caller says stop. */
  private count(): void {
    if (this.positions >= this.budget) throw new OutOfBudget();
    if (this.positions >= this.passLimit) throw new PassOver();
    this.positions++;
    if ((this.positions & 1023) === 0) {
      const { timeLimitMs, shouldStop } = this.options;
      if (timeLimitMs !== undefined && this.now() - this.began > timeLimitMs) throw new Stopped();
      if (shouldStop?.()) throw new Stopped();
    }
  }

  private resetBoard(): void {
    this.board.copyFrom(this.start);
  }

  /**
   * Best-first search bucketed by deals: within each stretch between deals it improves the
   * table as far as `phase` positions allow, keeps the `beam` best tables that may deal,
   * deals them and carries on. Returns the winning line or null.
   */
  beam(beam: number, phase: number, moveCost: number): number[] | null {
    const b = this.board;
    const table = new SeenTable();
    const store = new NodeStore();
    const heap = new NodeHeap();
    this.resetBoard();
    if (b.completed === RUNS_TO_WIN) return [];
    hashBoard(b, this.hash);
    table.add(this.hash[0]!, this.hash[1]!);
    const root = store.add(-1, 0);
    store.keep(root, b);
    let seeds = [root];
    let dealt = b.dealt; // every seed of a stretch has had the same deals
    try {
      for (;;) {
        heap.clear();
        const last = dealt >= b.rounds;
        const limit = this.positions + (last ? phase * 3 : phase);
        // Tables that may deal, best first, at most `beam` of them.
        const dealable: { id: number; h: number }[] = [];
        const consider = (id: number, h: number): void => {
          if (last || !b.canDeal()) return;
          if (dealable.length === beam && h >= dealable[beam - 1]!.h) return;
          let i = dealable.length;
          if (i === beam) {
            dealable.pop();
            i--;
          }
          while (i > 0 && dealable[i - 1]!.h > h) i--;
          dealable.splice(i, 0, { id, h });
        };
        for (const s of seeds) {
          store.restore(s, b);
          const h = evaluate(b);
          heap.push(s, h + store.depth(s) * moveCost);
          consider(s, h);
        }
        while (heap.size > 0 && this.positions < limit) {
          const id = heap.pop();
          store.restore(id, b);
          store.keep(id, b);
          for (const m of candidateMoves(b, this.moveBuf)) {
            const undo = b.make(m);
            if (b.completed === RUNS_TO_WIN) return store.path(id).concat(m);
            hashBoard(b, this.hash);
            if (table.add(this.hash[0]!, this.hash[1]!)) {
              this.count();
              const h = evaluate(b);
              const child = store.add(id, m);
              heap.push(child, h + store.depth(child) * moveCost);
              consider(child, h);
            }
            b.unmake(m, undo);
          }
        }
        this.peakBytes = Math.max(this.peakBytes, store.bytes + table.bytes);
        if (last || dealable.length === 0) return null;
        seeds = [];
        dealt++;
        for (const { id } of dealable) {
          store.restore(id, b);
          b.make(DEAL);
          if (b.completed === RUNS_TO_WIN) return store.path(id).concat(DEAL);
          hashBoard(b, this.hash);
          if (table.add(this.hash[0]!, this.hash[1]!)) {
            this.count();
            const seed = store.add(id, DEAL);
            store.keep(seed, b);
            seeds.push(seed);
          }
        }
      }
    } finally {
      this.peakBytes = Math.max(this.peakBytes, store.bytes + table.bytes);
    }
  }

  /** After a win: up to `extra` more positions for a wide beam's line; null if none is found in time. */
  shorterLine(extra: number): number[] | null {
    this.budget = this.positions + extra;
    try {
      return this.level(SHORT_LINE_WIDTH, extra);
    } catch (e) {
      if (e instanceof OutOfBudget || e instanceof Stopped) return null;
      throw e;
    }
  }

  /** One level-beam pass of `width`, allowed `allowance` positions; the winning line or null. */
  level(width: number, allowance: number): number[] | null {
    this.resetBoard();
    this.passLimit = this.positions + allowance;
    try {
      return levelBeam(this.board, width, {
        count: () => this.count(),
        peak: (bytes) => (this.peakBytes = Math.max(this.peakBytes, bytes)),
      });
    } catch (e) {
      if (e instanceof PassOver) return null;
      throw e;
    } finally {
      this.passLimit = Infinity;
    }
  }

  /**
   * Depth-first over every legal move with a seen-table; when it runs to the end without a
   * win, no line wins: that is the only way to answer "unsolvable". `seed` picks the hash.
   */
  exhaustive(seed = 0): number[] | null {
    const b = this.board;
    this.resetBoard();
    const table = new SeenTable();
    hashBoard(b, this.hash, seed);
    table.add(this.hash[0]!, this.hash[1]!);
    const path: number[] = [];
    const undos: number[] = [];
    const lists: number[][] = [];
    const indices: number[] = [];
    try {
      if (b.completed === RUNS_TO_WIN) return [];
      lists.push(b.allMoves([]));
      indices.push(0);
      while (lists.length > 0) {
        const list = lists[lists.length - 1]!;
        const i = indices[indices.length - 1]!;
        if (i >= list.length) {
          lists.pop();
          indices.pop();
          if (path.length > 0) b.unmake(path.pop()!, undos.pop()!);
          continue;
        }
        indices[indices.length - 1] = i + 1;
        const m = list[i]!;
        const undo = b.make(m);
        if (b.completed === RUNS_TO_WIN) return path.concat(m);
        hashBoard(b, this.hash, seed);
        if (!table.add(this.hash[0]!, this.hash[1]!)) {
          b.unmake(m, undo);
          continue;
        }
        this.count();
        path.push(m);
        undos.push(undo);
        lists.push(b.allMoves([]));
        indices.push(0);
      }
      return null;
    } finally {
      this.peakBytes = Math.max(this.peakBytes, table.bytes);
    }
  }
}

/** Full-information solve: every card is visible to the search. */
export function solve(position: Position, options: SolveOptions): SolveResult {
  const budget = options.budget ?? DEFAULT_BUDGET;
  const search = new Search(position, options, budget);
  const done = (result: SolveResult['result'], line: number[] = []): SolveResult => {
    let moves: SolverAction[] = [];
    if (result === 'solved') {
      moves = checkedLine(position, options.rules, line, shorteningAllowance(budget));
      const extra = options.shortLine ?? 0;
      const other = extra > 0 ? search.shorterLine(extra) : null;
      if (other) {
        const short = checkedLine(position, options.rules, other, shorteningAllowance(extra));
        if (short.length < moves.length) moves = short;
      }
    }
    return { result, moves, positions: search.positions, ms: search.now() - search.began, peakBytes: search.peakBytes };
  };
  try {
    for (const pass of PASSES) {
      const line = pass.kind === 'best' ? search.beam(pass.beam, pass.phase, pass.moveCost) : search.level(pass.width, pass.allowance);
      if (line) return done('solved', line);
    }
    // The passes prune moves, so their failure proves nothing; the rest of the budget goes to
    // the exhaustive search, which settles small tables (late in a game) either way. A table
    // it never met might have been pruned by a hash collision alone, so "unsolvable" needs a
    // second search under an independent hash to agree.
    const line = search.exhaustive(0) ?? search.exhaustive(0x5bd1e995);
    return line ? done('solved', line) : done('unsolvable');
  } catch (e) {
    if (e instanceof OutOfBudget || e instanceof Stopped) return done('unknown');
    throw e;
  }
}
