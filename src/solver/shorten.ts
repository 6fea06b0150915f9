import { RUNS_TO_WIN as IMPORTED_RUNS_TO_WIN } from '../engine/cards.ts';
import {
  type Board,
  CAPACITY as IMPORTED_CAPACITY,
  DEAL as IMPORTED_DEAL,
  moveCode as importedMoveCode,
  moveCount as importedMoveCount,
  moveFrom as importedMoveFrom,
  moveTo as importedMoveTo,
} from './board.ts';
import { hashBoard } from './hash.ts';

// Local copies of imported bindings: run by tsx (the CLI, verify, benchmarks), each use of an
// imported binding is a getter call, which took about 40 % of the search's time in its
// hottest loops. Bundled code (the Web Worker) reads them directly either way.
const RUNS_TO_WIN = IMPORTED_RUNS_TO_WIN;
const CAPACITY = IMPORTED_CAPACITY;
const DEAL = IMPORTED_DEAL;
const moveCode = importedMoveCode;
const moveCount = importedMoveCount;
const moveFrom = importedMoveFrom;
const moveTo = importedMoveTo;

/** Thrown when the shortening has made all the tables it may. */
class OutOfWork extends Error {}

/**
 * Tables the shortening may still make, copy or hash. Its work grows with the line times the
 * edits (each edit rebuilds the rest of the line), and a line can be as long as the search's
 * whole budget: a 75,000-move line took 26 s to shorten after a 0.5 s search.
 */
class Work {
  constructor(private left: number) {}

  spend(tables = 1): void {
    this.left -= tables;
    if (this.left < 0) throw new OutOfWork();
  }
}

const out = new Uint32Array(2);
/** 53 bits of the order-keeping hash: enough to find repeated tables (the result is replayed). */
function keyOf(b: Board): number {
  hashBoard(b, out, 0, true);
  return out[0]! * 2 ** 21 + (out[1]! >>> 11);
}

/** Whether move `m` is legal on `b` (the engine's rules, on the solver's board). */
function isLegal(b: Board, m: number): boolean {
  if (m === DEAL) return b.canDeal();
  const from = moveFrom(m);
  const to = moveTo(m);
  const count = moveCount(m);
  if (from === to || count < 1 || count > b.runLength(from)) return false;
  const n = b.len[to]!;
  if (n === 0) return true;
  const moved = b.cards[from * CAPACITY + b.len[from]! - count]! & 15;
  return (b.cards[to * CAPACITY + n - 1]! & 15) === moved + 1;
}

/** A line with the table before each of its moves, rebuilt from a given move on after an edit. */
class Line {
  readonly tables: Board[];
  private readonly scratch: Board;

  constructor(
    start: Board,
    public moves: number[],
    readonly work: Work,
  ) {
    this.tables = [start.clone()];
    this.scratch = start.clone();
    this.rebuild(0);
  }

  rebuild(from: number): void {
    this.tables.length = from + 1;
    const b = this.tables[from]!.clone();
    for (let i = from; i < this.moves.length; i++) {
      this.work.spend();
      b.make(this.moves[i]!);
      this.tables.push(b.clone());
    }
  }

  /** Whether `tail` played from the table before move `k` is legal and wins with its last move. */
  winsFrom(k: number, tail: readonly number[]): boolean {
    const b = this.scratch;
    b.copyFrom(this.tables[k]!);
    for (const m of tail) {
      if (b.completed === RUNS_TO_WIN || !isLegal(b, m)) return false;
      this.work.spend();
      b.make(m);
    }
    return b.completed === RUNS_TO_WIN;
  }

  replace(k: number, end: number, middle: readonly number[]): void {
    this.moves = [...this.moves.slice(0, k), ...middle, ...this.moves.slice(end)];
    this.rebuild(k);
  }
}

/**
 * Edits that keep a line winning: a move dropped; a run moved twice (a→b, later b→c) moved
 * once (a→c) where that is legal then; a run moved and later moved back, both dropped.
 * Each edit is kept only when the rest of the line still replays to a win.
 */
function mergeMoves(line: Line): void {
  for (let k = 0; k < line.moves.length; k++) {
    const moves = line.moves;
    const mk = moves[k]!;
    if (line.winsFrom(k, moves.slice(k + 1))) {
      line.replace(k, k + 1, []);
      k = Math.max(-1, k - 2);
      continue;
    }
    if (mk === DEAL) continue;
    for (let l = k + 1; l < moves.length; l++) {
      const ml = moves[l]!;
      if (ml === DEAL || moveFrom(ml) !== moveTo(mk) || moveCount(ml) !== moveCount(mk)) continue;
      const back = moveTo(ml) === moveFrom(mk);
      const middle = back ? [] : [moveCode(moveFrom(mk), moveTo(ml), moveCount(mk))];
      if (!back && !isLegal(line.tables[k]!, middle[0]!)) continue;
      const tail = [...middle, ...moves.slice(k + 1, l), ...moves.slice(l + 1)];
      if (line.winsFrom(k, tail)) {
        line.replace(k, moves.length, tail);
        k = Math.max(-1, k - 2);
        break;
      }
    }
  }
}

/**
 * Replaces a detour by a shortcut: from each table of the line, every single move is tried,
 * and if it reaches a table the line only reaches later (or the table itself comes back
 * later), the moves in between go.
 */
function shortcuts(line: Line): void {
  const last = new Map<number, number>();
  const index = (): void => {
    last.clear();
    line.work.spend(line.tables.length);
    line.tables.forEach((t, i) => last.set(keyOf(t), i));
  };
  index();
  const buf: number[] = [];
  for (let i = 0; i < line.moves.length; i++) {
    const b = line.tables[i]!;
    let bestJ = last.get(keyOf(b)) ?? i;
    let bestMove = -1;
    if (bestJ <= i) {
      for (const m of b.allMoves(buf)) {
        line.work.spend();
        const undo = b.make(m);
        const j = last.get(keyOf(b));
        b.unmake(m, undo);
        if (j !== undefined && j - 1 > bestJ) {
          bestJ = j;
          bestMove = m;
        }
      }
    }
    if (bestJ - i > (bestMove < 0 ? 0 : 1)) {
      line.replace(i, bestJ, bestMove < 0 ? [] : [bestMove]);
      index();
      i--;
    }
  }
}

/**
 * Shortens a winning line: detours between two tables of the line become one move, a move
 * whose effect the line never needs goes, a run moved twice moves once. Tables are compared
 * by hash with the column order kept; the caller replays the result through the engine and
 * keeps the original line if that ever fails. Never returns a longer line. `allowance` bounds the
 * tables it makes, copies or hashes; once they are spent it answers with the line as edited so
 * far (each edit is whole before the next begins).
 */
export function shortenLine(start: Board, found: readonly number[], allowance = Infinity): number[] {
  let line: Line | null = null;
  try {
    line = new Line(start, found.slice(), new Work(allowance));
    shortcuts(line);
    mergeMoves(line);
  } catch (e) {
    if (!(e instanceof OutOfWork)) throw e;
  }
  return line && line.moves.length < found.length ? line.moves : found.slice();
}
