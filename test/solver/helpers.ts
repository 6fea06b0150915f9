/**
 * Helpers for the solver tests. Card bytes are worked out here from SPEC §1.1 (suit index of
 * copy `floor(id / 13) % S`, rank `id % 13 + 1`), not through src/engine/cards.ts, so the
 * Board is checked against the SPEC as well as against the engine.
 */
import { expect } from 'vitest';
import type { SuitCount } from '../../src/engine/cards.ts';
import { applyAction, newGame, type Action, type Game } from '../../src/engine/game.ts';
import { dealRefusal, legalMoves } from '../../src/engine/moves.ts';
import { parsePosition } from '../../src/engine/notation.ts';
import type { Position } from '../../src/engine/position.ts';
import { decodeKnown, type KnownPosition } from '../../src/solver/known.ts';
import type { DealRules } from '../../src/engine/rules.ts';
import { CAPACITY, DEAL, moveCode, moveCount, moveFrom, moveTo, type Board } from '../../src/solver/board.ts';

export const RANKS = 'A23456789TJQK';
export const SUIT_LETTERS: Record<SuitCount, string> = { 1: 'S', 2: 'SH', 4: 'SHDC' };
export const ALL_SUITS: readonly SuitCount[] = [1, 2, 4];
export const ALL_RULES: readonly DealRules[] = ['classic', 'strict', 'relaxed'];

/** The Board's byte for card `id`: suit index << 4 | rank (board.ts's documented encoding). */
export function cardByte(id: number, suits: SuitCount): number {
  return ((Math.floor(id / 13) % suits) << 4) | ((id % 13) + 1);
}

// The tests' own random choices use the engine's mulberry32 (pinned by shuffle.test.ts).
import { mulberry32 } from '../../src/engine/shuffle.ts';
export { mulberry32 };

export function shuffle<T>(xs: T[], rand: () => number): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = rand() % (i + 1);
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
  return xs;
}

// ---------------------------------------------------------------------------------------------
// Moves: Board codes <-> engine actions.

export type EngineAction = { type: 'move'; from: number; to: number; count: number } | { type: 'deal' };

export function toAction(code: number): EngineAction {
  return code === DEAL ? { type: 'deal' } : { type: 'move', from: moveFrom(code), to: moveTo(code), count: moveCount(code) };
}

export function toCode(a: EngineAction): number {
  return a.type === 'deal' ? DEAL : moveCode(a.from, a.to, a.count);
}

export function actionKey(a: EngineAction): string {
  return a.type === 'deal' ? 'deal' : `${a.from}>${a.to}x${a.count}`;
}

/** Applies an action the test knows to be legal; throws with the engine's reason otherwise. */
export function must(game: Game, action: Action): Game {
  const r = applyAction(game, action);
  if (!r.ok) throw new Error(`engine refused ${JSON.stringify(action)}: ${r.reason}`);
  return r.game;
}

// ---------------------------------------------------------------------------------------------
// Board state.

/** Everything a Board means (cards below each length, not the scratch bytes above it). */
export interface BoardState {
  len: number[];
  down: number[];
  columns: number[][];
  stockLeft: number[]; // the cards still to deal, next first
  dealt: number;
  rounds: number;
  completed: number;
}

export function boardState(b: Board): BoardState {
  const columns: number[][] = [];
  for (let c = 0; c < 10; c++) columns.push(Array.from(b.cards.subarray(c * CAPACITY, c * CAPACITY + b.len[c]!)));
  return {
    len: Array.from(b.len),
    down: Array.from(b.down),
    columns,
    stockLeft: Array.from(b.stock.subarray(b.dealt * 10)),
    dealt: b.dealt,
    rounds: b.rounds,
    completed: b.completed,
  };
}

/** What a Board for `p` must hold, worked out from the position with the SPEC's formula. */
export function expectedColumns(p: Position): { len: number[]; down: number[]; columns: number[][]; stockLeft: number[]; completed: number } {
  return {
    len: p.columns.map((c) => c.cards.length),
    down: p.columns.map((c) => c.down),
    columns: p.columns.map((c) => c.cards.map((id) => cardByte(id, p.suits))),
    stockLeft: p.stock.map((id) => cardByte(id, p.suits)),
    completed: p.completed.length,
  };
}

/** The Board shows exactly position `p` (its stock is what is left after `b.dealt` rounds). */
export function boardMatches(b: Board, p: Position): boolean {
  const suits = p.suits;
  if (b.completed !== p.completed.length) return false;
  if ((b.rounds - b.dealt) * 10 !== p.stock.length) return false;
  const off = b.dealt * 10;
  for (let i = 0; i < p.stock.length; i++) if (b.stock[off + i] !== cardByte(p.stock[i]!, suits)) return false;
  for (let c = 0; c < 10; c++) {
    const col = p.columns[c]!;
    if (b.len[c] !== col.cards.length || b.down[c] !== col.down) return false;
    const base = c * CAPACITY;
    for (let i = 0; i < col.cards.length; i++) if (b.cards[base + i] !== cardByte(col.cards[i]!, suits)) return false;
  }
  return true;
}

export function expectBoardMatches(b: Board, p: Position, what: string): void {
  if (boardMatches(b, p)) return;
  const got = boardState(b);
  expect({ what, ...pick(got) }).toEqual({ what, ...expectedColumns(p) });
  throw new Error(`${what}: board differs from the engine`);
}

function pick(s: BoardState): ReturnType<typeof expectedColumns> {
  return { len: s.len, down: s.down, columns: s.columns, stockLeft: s.stockLeft, completed: s.completed };
}

/** The bytes a Board means, flat: lengths, face-down counts, dealt, runs, then each column. */
export function snap(b: Board): Uint8Array {
  let n = 22;
  for (let c = 0; c < 10; c++) n += b.len[c]!;
  const out = new Uint8Array(n);
  out.set(b.len, 0);
  out.set(b.down, 10);
  out[20] = b.dealt;
  out[21] = b.completed;
  let o = 22;
  for (let c = 0; c < 10; c++) {
    out.set(b.cards.subarray(c * CAPACITY, c * CAPACITY + b.len[c]!), o);
    o += b.len[c]!;
  }
  return out;
}

export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Two boards hold the same table (columns, face-down counts, stock left, rounds dealt, runs). */
export function sameBoard(a: Board, b: Board): boolean {
  return JSON.stringify(boardState(a)) === JSON.stringify(boardState(b));
}

/** A copy of the board with its columns reordered: column c of the copy is column perm[c]. */
export function permuted(b: Board, perm: readonly number[], make: () => Board): Board {
  const out = make();
  for (let c = 0; c < 10; c++) {
    const src = perm[c]!;
    out.cards.set(b.cards.subarray(src * CAPACITY, src * CAPACITY + b.len[src]!), c * CAPACITY);
    out.len[c] = b.len[src]!;
    out.down[c] = b.down[src]!;
  }
  out.stock.set(b.stock);
  out.dealt = b.dealt;
  out.completed = b.completed;
  return out;
}

// ---------------------------------------------------------------------------------------------
// Positions.

export interface Layout {
  suits: SuitCount;
  columns: string[][]; // bottom first, '#' marks face down; fewer than 10 → the rest empty
  stock?: string[]; // next card dealt first, plain codes
  completed?: string[]; // suit letters
}

/**
 * A full 104-card position through the engine's own parser (SPEC §7): any card not placed in
 * a column or the stock must be covered by the completed runs, or parsing fails.
 */
export function position(layout: Layout): Position {
  const columns = Array.from({ length: 10 }, (_, c) => layout.columns[c] ?? []);
  const r = parsePosition({
    suits: layout.suits,
    columns,
    stock: (layout.stock ?? []).map((code) => '*' + code),
    completed: layout.completed ?? [],
  });
  if (!r.ok) throw new Error(`bad test position: ${r.message}`);
  return r.value.position;
}

/** Codes of a same-suit run from rank `high` down to `low`, e.g. run('S', 13, 2) = KS..2S. */
export function run(suit: string, high: number, low: number): string[] {
  const out: string[] = [];
  for (let r = high; r >= low; r--) out.push(RANKS[r - 1]! + suit);
  return out;
}

/**
 * A random late-game position built from same-suit segments, so moves join runs and complete
 * them: `runs` copies are completed; every other copy (a whole K..A of one suit) is cut into
 * 1..4 segments which are stacked in random order on some of the columns (so some columns are
 * empty), a random number of cards at the bottom of each column face down; `rounds` stock
 * rounds take random cards first. Retries until no column already shows a completed run.
 */
export function segmentEndgame(suits: SuitCount, seed: number): Position {
  const rand = mulberry32(seed);
  for (;;) {
    const copies = shuffle([0, 1, 2, 3, 4, 5, 6, 7], rand);
    const runs = 3 + (rand() % 5); // 3..7 completed
    const completed = copies.slice(0, runs).map((c) => Array.from({ length: 13 }, (_, i) => c * 13 + 12 - i));
    const rest = copies.slice(runs);
    // Stock cards: random single cards taken out of the rest first; 0..2 rounds.
    const pool = shuffle(
      rest.flatMap((c) => Array.from({ length: 13 }, (_, i) => c * 13 + i)),
      rand,
    );
    const rounds = Math.min(rand() % 3, Math.floor(pool.length / 10));
    const stock = pool.slice(0, rounds * 10);
    const inStock = new Set(stock);
    const segments: number[][] = [];
    for (const c of rest) {
      const ids = Array.from({ length: 13 }, (_, i) => c * 13 + 12 - i).filter((id) => !inStock.has(id)); // K first
      const cuts = new Set<number>();
      const pieces = Math.min(1 + (rand() % 4), ids.length);
      while (cuts.size < pieces - 1) cuts.add(1 + (rand() % (ids.length - 1)));
      let start = 0;
      for (const cut of [...cuts].sort((a, b) => a - b).concat(ids.length)) {
        if (cut > start) segments.push(ids.slice(start, cut));
        start = cut;
      }
    }
    shuffle(segments, rand);
    const used = shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], rand).slice(0, 4 + (rand() % 7)); // 4..10 columns
    const piles: number[][] = Array.from({ length: 10 }, () => []);
    for (const s of segments) piles[used[rand() % used.length]!]!.push(...s);
    const columns = piles.map((cards) => ({ cards, down: cards.length > 0 ? rand() % cards.length : 0 }));
    const p: Position = { suits, columns, stock, completed, moves: 0 };
    if (!columns.some((col) => showsCompletedRun(col.cards.slice(col.down), suits))) return p;
  }
}

/** The face-up cards end with K..A of one suit. */
function showsCompletedRun(up: readonly number[], suits: SuitCount): boolean {
  if (up.length < 13) return false;
  const top13 = up.slice(up.length - 13).map((id) => cardByte(id, suits));
  return top13.every((b, i) => b === ((top13[0]! & 0xf0) | 13) - i);
}

/**
 * A position whose first deal completes runs: in 1..3 columns a same-suit K..2 lies face up on
 * top (on face-down cards, on face-up ones, or alone, so the column empties when the run goes)
 * and the stock card dealt to that column is the matching Ace. No column is empty, so every
 * rule set allows the deal.
 */
export function dealCompletesRuns(suits: SuitCount, seed: number): Position {
  const rand = mulberry32(seed);
  for (;;) {
    const copies = shuffle([0, 1, 2, 3, 4, 5, 6, 7], rand);
    const runs = 1 + (rand() % 2); // completed before
    const nTargets = 1 + (rand() % 3); // runs the deal completes
    const completed = copies.slice(0, runs).map((c) => Array.from({ length: 13 }, (_, i) => c * 13 + 12 - i));
    const targets = copies.slice(runs, runs + nTargets);
    const others = shuffle(
      copies.slice(runs + nTargets).flatMap((c) => Array.from({ length: 13 }, (_, i) => c * 13 + i)),
      rand,
    );
    const cols = shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], rand).slice(0, nTargets);
    const stock = others.splice(0, 10);
    targets.forEach((copy, k) => {
      others.push(stock[cols[k]!]!);
      stock[cols[k]!] = copy * 13; // the Ace of that copy
    });
    stock.push(...others.splice(0, (rand() % 2) * 10)); // maybe another round after it
    const piles: number[][] = Array.from({ length: 10 }, () => []);
    const plain = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((c) => !cols.includes(c));
    plain.forEach((c, i) => piles[c]!.push(others[i]!)); // no column empty
    for (const id of others.slice(plain.length)) {
      const c = rand() % 10;
      piles[cols.includes(c) && rand() % 3 === 0 ? plain[0]! : c]!.push(id); // some targets stay bare
    }
    const columns = piles.map((cards, c) => {
      const target = cols.indexOf(c);
      if (target < 0) return { cards, down: rand() % cards.length };
      const down = rand() % (cards.length + 1); // may be all face down under the K..2
      const k2 = Array.from({ length: 12 }, (_, i) => targets[target]! * 13 + 12 - i);
      return { cards: cards.concat(k2), down };
    });
    if (columns.some((col) => showsCompletedRun(col.cards.slice(col.down), suits))) continue;
    return { suits, columns, stock, completed, moves: 0 };
  }
}

/** Card conservation: the position holds the 104 ids once each. */
export function expectAllCards(p: Position): void {
  const ids = [...p.columns.flatMap((c) => c.cards), ...p.stock, ...p.completed.flat()].sort((a, b) => a - b);
  expect(ids).toEqual(Array.from({ length: 104 }, (_, i) => i));
}

// ---------------------------------------------------------------------------------------------
// Brute force over the engine, for small positions: does any sequence of actions win?

/** A key for the table: card faces (copies are alike), column order only while stock is left. */
function engineKey(p: Position): string {
  const cols = p.columns.map((c) => c.down + ':' + c.cards.map((id) => String.fromCharCode(33 + cardByte(id, p.suits))).join(''));
  if (p.stock.length === 0) cols.sort();
  return p.stock.length + '|' + cols.join(' ');
}

export interface BruteResult {
  readonly won: boolean;
  readonly states: number; // distinct tables visited
  readonly line: EngineAction[]; // a winning line when won
}

/**
 * Depth-first search over every legal action with the engine itself (applyAction); throws
 * when more than `limit` tables would be visited, so a test can't silently run away.
 */
export function bruteForce(game: Game, limit = 200_000): BruteResult {
  const seen = new Set<string>();
  const actionsOf = (g: Game): EngineAction[] => {
    const out: EngineAction[] = legalMoves(g.position);
    if (dealRefusal(g.position, g.rules) === null) out.push({ type: 'deal' });
    return out;
  };
  if (game.position.completed.length === 8) return { won: true, states: 0, line: [] };
  seen.add(engineKey(game.position));
  const stack: { game: Game; actions: EngineAction[]; next: number }[] = [{ game, actions: actionsOf(game), next: 0 }];
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    if (top.next >= top.actions.length) {
      stack.pop();
      continue;
    }
    const g = must(top.game, top.actions[top.next++]!);
    if (g.position.completed.length === 8) {
      return { won: true, states: seen.size, line: stack.map((f) => f.actions[f.next - 1]!) };
    }
    const key = engineKey(g.position);
    if (seen.has(key)) continue;
    seen.add(key);
    if (seen.size > limit) throw new Error(`brute force: more than ${limit} tables`);
    stack.push({ game: g, actions: actionsOf(g), next: 0 });
  }
  return { won: false, states: seen.size, line: [] };
}

/** A game `steps` random legal moves and deals into a deal (the tests' own random choices). */
export function randomGame(suits: SuitCount, deal: number, steps: number, seed: number): Game {
  let g = newGame(suits, deal);
  const rand = mulberry32(seed);
  for (let i = 0; i < steps; i++) {
    const moves = legalMoves(g.position);
    const action = rand() % 8 === 0 || moves.length === 0 ? { type: 'deal' as const } : moves[rand() % moves.length]!;
    const r = applyAction(g, action);
    if (r.ok) g = r.game;
  }
  return g;
}

/** A 1-suit face from its rank. */
export const r = (rank: number) => rank - 1;

/**
 * One suit, six runs done; the 26 cards left are two of each rank. Column 0 is a 10 on an
 * unknown card, column 1 a 3 on the other; a Jack takes the 10, a 4 the 3, and a 6 stands
 * alone in column 3. The two unknown cards are a pair of `unseen`; the stock's ten cards are
 * known (seen before the player undid a deal), so only the stock differs between two tables.
 */
export function twoUnseen(unseen: number): KnownPosition {
  const onTable = [10, 3, 11, 6, 12, 1, 12, 1, 2, 7, 8, 4, 9, 2];
  const left: number[] = [];
  for (let rank = 1; rank <= 13; rank++) left.push(rank, rank);
  for (const rank of [...onTable, unseen, unseen]) left.splice(left.indexOf(rank), 1);
  const up = (...ranks: number[]) => ({ cards: ranks.map(r), down: 0 });
  const columns = [{ cards: [null, r(10)], down: 1 }, { cards: [null, r(3)], down: 1 }, up(11), up(6), up(12, 1), up(12, 1), up(2, 7), up(8, 4), up(9), up(2)];
  const k = decodeKnown({ suits: 1, columns, stock: left.map(r), completed: [0, 0, 0, 0, 0, 0], moves: 0 });
  if (!k.ok) throw new Error(k.message);
  return k.value;
}
