/**
 * Random play for the property tests: random players, and a checker that runs every action
 * against a small reference model written here from the SPEC text (§1.3), not from the engine,
 * plus the undo/redo laws and the invariants of every reachable game.
 */
import { expect } from 'vitest';
import fc from 'fast-check';
import { applyAction, isStuck, type Action, type ActionResult, type Game } from '../../src/engine/game.ts';
import { dealRefusal, hasLegalMove, legalMoves, moveRefusal, type Move, type TableEvent } from '../../src/engine/moves.ts';
import { isWon, type Position } from '../../src/engine/position.ts';
import type { SuitCount } from '../../src/engine/cards.ts';
import type { DealRules } from '../../src/engine/rules.ts';
import { hasSeen } from '../../src/engine/seen.ts';
import { DEAL, REDO, UNDO, deepFreeze, faceOf, mulberry32 } from './helpers.ts';

// ---------------------------------------------------------------------------------------------
// Reference model: cards as {id, up} objects, so face-down bookkeeping is independent of the
// engine's `down` counter.

interface MCard {
  readonly id: number;
  up: boolean;
}
interface Model {
  suits: SuitCount;
  cols: MCard[][];
  stock: number[];
  completed: number[][];
  moves: number;
  events: TableEvent[];
}

function toModel(p: Position): Model {
  return {
    suits: p.suits,
    cols: p.columns.map((c) => c.cards.map((id, i) => ({ id, up: i >= c.down }))),
    stock: [...p.stock],
    completed: p.completed.map((r) => [...r]),
    moves: p.moves,
    events: [],
  };
}

// Faces looked up from tables built once from the SPEC formula (helpers.faceOf).
const RANK = Array.from({ length: 104 }, (_, id) => faceOf(id, 1).rank);
const SUIT: Record<SuitCount, string[]> = {
  1: Array.from({ length: 104 }, (_, id) => faceOf(id, 1).suit),
  2: Array.from({ length: 104 }, (_, id) => faceOf(id, 2).suit),
  4: Array.from({ length: 104 }, (_, id) => faceOf(id, 4).suit),
};
const rank = (id: number) => RANK[id]!;
const suit = (m: Model, id: number) => SUIT[m.suits][id]!;

/** SPEC §1.3 legality, spelled out. */
function naiveLegal(m: Model, from: unknown, to: unknown, count: unknown): boolean {
  const isCol = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 0 && (x as number) <= 9;
  if (!isCol(from) || !isCol(to) || from === to) return false;
  if (!Number.isInteger(count) || (count as number) < 1) return false;
  const source = m.cols[from]!;
  const n = count as number;
  if (n > source.length) return false;
  const first = source[source.length - n]!; // the bottom-most, highest moved card
  for (let i = 0; i < n; i++) {
    const card = source[source.length - n + i]!;
    if (!card.up) return false; // face up
    if (suit(m, card.id) !== suit(m, first.id)) return false; // one suit
    if (rank(card.id) !== rank(first.id) - i) return false; // descending by exactly 1
  }
  const dest = m.cols[to]!;
  if (dest.length === 0) return true; // anything into an empty column
  const top = rank(dest[dest.length - 1]!.id);
  if (top === 1) return false; // nothing on an Ace
  if (rank(first.id) === 13) return false; // a King only into an empty column
  return top === rank(first.id) + 1;
}

function naiveCanDeal(m: Model, rules: DealRules): boolean {
  if (m.stock.length === 0) return false;
  if (!m.cols.some((c) => c.length === 0)) return true;
  if (rules === 'relaxed') return true;
  if (rules === 'strict') return false;
  return m.cols.reduce((n, c) => n + c.length, 0) < 10;
}

function flipIfDown(m: Model, col: number): void {
  const c = m.cols[col]!;
  const top = c[c.length - 1];
  if (top && !top.up) {
    top.up = true;
    m.events.push({ kind: 'flip', column: col, card: top.id });
  }
}

function removeIfComplete(m: Model, col: number): void {
  const c = m.cols[col]!;
  if (c.length < 13) return;
  const top13 = c.slice(c.length - 13);
  const ok = top13.every((card, i) => card.up && rank(card.id) === 13 - i && suit(m, card.id) === suit(m, top13[0]!.id));
  if (!ok) return;
  c.length -= 13;
  const run = top13.map((card) => card.id);
  m.completed.push(run);
  m.events.push({ kind: 'complete', column: col, cards: run });
  flipIfDown(m, col);
}

function modelMove(m: Model, from: number, to: number, count: number): void {
  const source = m.cols[from]!;
  const moving = source.splice(source.length - count, count);
  m.cols[to]!.push(...moving);
  flipIfDown(m, from);
  removeIfComplete(m, to);
  m.moves++;
}

function modelDeal(m: Model): void {
  for (let c = 0; c < 10; c++) m.cols[c]!.push({ id: m.stock[c]!, up: true });
  m.stock = m.stock.slice(10);
  for (let c = 0; c < 10; c++) removeIfComplete(m, c);
  m.moves++;
}

/** The model's view of a position, in the engine's shape (checking face-down cards are at the bottom). */
function fromModel(m: Model): Position {
  return {
    suits: m.suits,
    columns: m.cols.map((c) => {
      const down = c.findIndex((card) => card.up);
      const d = down < 0 ? c.length : down;
      check(
        c.slice(d).every((card) => card.up),
        'model: face-down cards only at the bottom',
      );
      return { cards: c.map((card) => card.id), down: d };
    }),
    stock: m.stock,
    completed: m.completed,
    moves: m.moves,
  };
}

// ---------------------------------------------------------------------------------------------
// Fast structural equality (vitest's toEqual is used only to print a diff when this fails).

function sameArray(a: readonly number[], b: readonly number[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function samePosition(a: Position, b: Position): boolean {
  if (a === b) return true;
  if (a.suits !== b.suits || a.moves !== b.moves || !sameArray(a.stock, b.stock)) return false;
  if (a.columns.length !== b.columns.length || a.completed.length !== b.completed.length) return false;
  for (let i = 0; i < a.columns.length; i++) {
    const x = a.columns[i]!;
    const y = b.columns[i]!;
    if (x.down !== y.down || !sameArray(x.cards, y.cards)) return false;
  }
  for (let i = 0; i < a.completed.length; i++) if (!sameArray(a.completed[i]!, b.completed[i]!)) return false;
  return Object.keys(a).length === Object.keys(b).length;
}

function expectSamePosition(actual: Position, expected: Position): void {
  if (!samePosition(actual, expected)) {
    expect(actual).toEqual(expected); // prints the diff
    throw new Error('positions differ');
  }
}

// ---------------------------------------------------------------------------------------------
// Invariants of every reachable game. `check` rather than `expect` in these hot loops: the
// same assertion, a hundred times cheaper, so the suite can afford 100,000+ actions.

function check(condition: boolean, what: string | (() => string)): void {
  if (!condition) throw new Error(`property violated: ${typeof what === 'string' ? what : what()}`);
}

export function checkInvariants(g: Game): void {
  const p = g.position;
  // The 104-card multiset is conserved: tableau + stock + completed is exactly ids 0..103.
  const count = new Uint8Array(104);
  let total = 0;
  let bad = 0;
  const add = (ids: readonly number[]) => {
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      if (Number.isInteger(id) && id >= 0 && id < 104 && count[id] === 0) count[id] = 1;
      else bad++;
    }
    total += ids.length;
  };
  for (const c of p.columns) add(c.cards);
  add(p.stock);
  for (const r of p.completed) add(r);
  check(bad === 0 && total === 104, 'the cards are exactly ids 0..103, each once');

  check(p.columns.length === 10, '10 columns');
  check(p.stock.length % 10 === 0 && p.stock.length <= 50, 'stock a multiple of 10, at most 50');
  for (let col = 0; col < 10; col++) {
    const c = p.columns[col]!;
    // Face-down cards only at the bottom (a count), and a face-up card on every non-empty column.
    check(Number.isInteger(c.down) && c.down >= 0, 'down is a count');
    check(c.cards.length > 0 ? c.down < c.cards.length : c.down === 0, 'a face-up card on top of every non-empty column');
    // Seen memory covers every face-up card.
    let unseen = 0;
    for (let i = c.down; i < c.cards.length; i++) if (!hasSeen(g.seen, c.cards[i]!)) unseen++;
    check(unseen === 0, () => `column ${col}: a face-up card is not in seen memory`);
  }
  // Completed runs are K..A of one suit, and were seen.
  for (const r of p.completed) {
    let ok = r.length === 13;
    for (let i = 0; i < r.length; i++) {
      const id = r[i]!;
      ok &&= rank(id) === 13 - i && SUIT[p.suits][id] === SUIT[p.suits][r[0]!] && hasSeen(g.seen, id);
    }
    check(ok, 'a completed run is 13 seen cards, K..A of one suit');
  }
  check(isWon(p) === (p.completed.length === 8), 'won iff 8 runs');
  if (isWon(p)) check(p.stock.length === 0 && p.columns.every((c) => c.cards.length === 0), 'won: table empty');
  // Generated moves are legal, and hasLegalMove agrees with the list.
  const moves = listed(p);
  for (const mv of moves) check(moveRefusal(p, mv) === null, () => `listed move ${JSON.stringify(mv)} is legal`);
  check(hasLegalMove(p) === moves.length > 0, 'hasLegalMove agrees with legalMoves');
  check(isStuck(p) === (p.stock.length === 0 && !isWon(p) && moves.length === 0), 'isStuck');
}

/** Every (from, to, count) triple, through moveRefusal, the reference and legalMoves. */
const listedMark = new Uint8Array(10 * 10 * 128);
const probe = { type: 'move' as const, from: 0, to: 0, count: 0 }; // reused: moveRefusal only reads it
export function checkAllTriples(p: Position, rules: DealRules): void {
  const m = toModel(p);
  listedMark.fill(0);
  const moves = legalMoves(p);
  for (const mv of moves) {
    const key = (mv.from * 10 + mv.to) * 128 + mv.count;
    check(listedMark[key] === 0, () => `legalMoves lists ${JSON.stringify(mv)} once`);
    listedMark[key] = 1;
  }
  let legal = 0;
  for (let from = 0; from < 10; from++) {
    const len = p.columns[from]!.cards.length;
    for (let to = 0; to < 10; to++) {
      for (let count = 1; count <= len + 1; count++) {
        probe.from = from;
        probe.to = to;
        probe.count = count;
        const engine = moveRefusal(p, probe) === null;
        const naive = naiveLegal(m, from, to, count);
        const isListed = listedMark[(from * 10 + to) * 128 + count] === 1;
        if (engine !== naive || naive !== isListed) {
          expect({ from, to, count, moveRefusalAccepts: engine, listed: isListed }).toEqual({
            from,
            to,
            count,
            moveRefusalAccepts: naive,
            listed: naive,
          });
        }
        if (naive) legal++;
      }
    }
  }
  check(legal === moves.length, 'legalMoves lists nothing else');
  check((dealRefusal(p, rules) === null) === naiveCanDeal(m, rules), 'dealRefusal agrees with the rules');
}

// ---------------------------------------------------------------------------------------------
// The random player.

function randomJunk(rand: () => number): unknown {
  const pick = rand() % 12;
  const small = () => (rand() % 14) - 2; // -2..11
  switch (pick) {
    case 0:
      return null;
    case 1:
      return { type: 'jump' };
    case 2:
      return { type: 'move', from: 0.5 + (rand() % 9), to: rand() % 10, count: 1 };
    case 3:
      return { type: 'move', from: String(rand() % 10), to: rand() % 10, count: 1 };
    case 4:
      return { type: 'move', from: rand() % 10, to: rand() % 10 };
    case 5:
      return { type: 'move', from: rand() % 10, to: rand() % 10, count: [0, -1, 1.5, Number.NaN, Infinity][rand() % 5] };
    default:
      return { type: 'move', from: small(), to: small(), count: (rand() % 16) - 1 };
  }
}

/** legalMoves, computed once per position (the player and the checks both want it). */
const listedCache = new WeakMap<Position, Move[]>();
function listed(p: Position): Move[] {
  let moves = listedCache.get(p);
  if (!moves) listedCache.set(p, (moves = legalMoves(p)));
  return moves;
}

export function pickAction(g: Game, rand: () => number): unknown {
  const roll = rand() % 100;
  if (roll < 50) {
    const moves = listed(g.position);
    return moves.length > 0 ? moves[rand() % moves.length] : DEAL;
  }
  if (roll < 60) return DEAL;
  if (roll < 72) return UNDO;
  if (roll < 79) return REDO;
  return randomJunk(rand);
}

export const stats = {
  actions: 0, // actions chosen by the random players
  accepted: 0,
  refused: 0,
  checkActions: 0, // extra undo/redo actions made to check the inverse laws
  completions: 0,
  wins: 0,
  triples: 0, // positions where every (from, to, count) was checked
  withEmptyColumn: 0,
  dealBlocked: 0, // deals refused because of an empty column
};

function sameEvents(a: readonly TableEvent[], b: readonly TableEvent[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((e, i) => {
    const f = b[i]!;
    if (e.kind !== f.kind || e.column !== f.column) return false;
    return e.kind === 'flip' ? f.kind === 'flip' && e.card === f.card : f.kind === 'complete' && sameArray(e.cards, f.cards);
  });
}

const sameSeen = (a: readonly number[], b: readonly number[]) => sameArray(a, b);
const seenCovers = (big: readonly number[], small: readonly number[]) => small.every((w, i) => (big[i]! & w) >>> 0 === w >>> 0);

/** Applies one action and checks it against the reference model and the undo/redo laws. */
export function step(g: Game, action: unknown): Game {
  const r: ActionResult = applyAction(g, action as Action);
  stats.actions++;
  const type = (action as { type?: unknown } | null)?.type;
  const model = (): Model => toModel(g.position); // only moves and deals need it

  if (!r.ok) {
    stats.refused++;
    // Refused exactly when the reference refuses; `g` is deep-frozen, so it cannot have changed.
    if (type === 'move') {
      const a = action as { from: unknown; to: unknown; count: unknown };
      check(!naiveLegal(model(), a.from, a.to, a.count), `refused a legal move (${r.reason})`);
      check(r.reason === moveRefusal(g.position, action as Move), "the reason is moveRefusal's");
    } else if (type === 'deal') {
      check(!naiveCanDeal(model(), g.rules), `refused a legal deal (${r.reason})`);
      check(r.reason === dealRefusal(g.position, g.rules), "the reason is dealRefusal's");
      if (r.reason === 'empty-column') stats.dealBlocked++;
    } else if (type === 'undo') {
      check(g.past === null && r.reason === 'nothing-to-undo', 'undo refused only with nothing to undo');
    } else if (type === 'redo') {
      check(g.future === null && r.reason === 'nothing-to-redo', 'redo refused only with nothing to redo');
    } else {
      check(r.reason === 'unknown-action', 'unknown actions are refused as such');
    }
    check(Object.keys(r).join() === 'ok,reason', 'a refusal carries only a reason');
    return g;
  }

  stats.accepted++;
  const next = deepFreeze(r.game);
  check(next.rules === g.rules && next.deal === g.deal, 'rules and deal number never change');
  check(seenCovers(next.seen, g.seen), 'seen memory only grows');

  if (type === 'move' || type === 'deal') {
    // The engine agrees with the reference model, events included.
    const m = model();
    if (type === 'move') {
      const a = action as Move;
      check(naiveLegal(m, a.from, a.to, a.count), 'accepted an illegal move');
      modelMove(m, a.from, a.to, a.count);
    } else {
      check(naiveCanDeal(m, g.rules), 'accepted an illegal deal');
      modelDeal(m);
    }
    expectSamePosition(next.position, fromModel(m));
    if (!sameEvents(r.events, m.events)) expect(r.events).toEqual(m.events);
    stats.completions += next.position.completed.length - g.position.completed.length;
    if (isWon(next.position)) stats.wins++;
    check(next.undos === g.undos, 'a move or deal does not count as an undo');
    check(next.future === null, 'a new action clears redo');
    // Undo is an exact inverse, and redo re-applies.
    const u = applyAction(next, UNDO);
    check(u.ok, 'an action can be undone');
    if (!u.ok) return next;
    expectSamePosition(u.game.position, g.position);
    check(u.game.past === g.past, 'undo restores the history');
    check(u.game.undos === g.undos + 1, 'undo counts');
    check(sameSeen(u.game.seen, next.seen), 'undo forgets nothing');
    const rd = applyAction(deepFreeze(u.game), REDO);
    check(rd.ok, 'an undone action can be redone');
    if (rd.ok) expectSamePosition(rd.game.position, next.position);
    stats.checkActions += 2;
  } else if (type === 'undo') {
    check(r.events.length === 0, 'undo reports no events');
    check(next.undos === g.undos + 1, 'undo counts');
    check(next.seen === g.seen, 'undo keeps seen memory');
    const rd = applyAction(next, REDO);
    check(rd.ok, 'an undo can be redone');
    if (rd.ok) expectSamePosition(rd.game.position, g.position);
    stats.checkActions++;
  } else if (type === 'redo') {
    check(r.events.length === 0, 'redo reports no events');
    check(next.undos === g.undos, 'redo does not count as an undo');
    const u = applyAction(next, UNDO);
    check(u.ok, 'a redo can be undone');
    if (u.ok) expectSamePosition(u.game.position, g.position);
    stats.checkActions++;
  } else {
    throw new Error(`accepted an unknown action ${JSON.stringify(action)}`);
  }
  return next;
}

export type Policy = (g: Game, rand: () => number) => unknown;

/**
 * Builds runs and clears columns: in one suit every move onto a card builds a run, and a move
 * of a whole column empties it (for the empty-column rules). Random play seldom does either.
 */
export const greedy: Policy = (g, rand) => {
  const { columns } = g.position;
  const moves = listed(g.position);
  const onto = moves.filter((mv) => columns[mv.to]!.cards.length > 0);
  const clearing = onto.filter((mv) => mv.count === columns[mv.from]!.cards.length);
  const roll = rand() % 100;
  if (roll < 8) return UNDO;
  if (roll < 12) return REDO;
  if (roll < 50 && clearing.length > 0) return clearing[rand() % clearing.length];
  if (roll < 85 && onto.length > 0) return onto[rand() % onto.length];
  if (roll < 92 && moves.length > 0) return moves[rand() % moves.length];
  return DEAL;
};

export function playRandomGame(game: Game, policy: Policy, seed: number, steps: number, triplesEvery: number): void {
  const rand = mulberry32(seed);
  let g = deepFreeze(game);
  checkInvariants(g);
  for (let i = 0; i < steps; i++) {
    const action = policy(g, rand);
    try {
      const next = step(g, action);
      if (next !== g) checkInvariants(next); // a refusal returns the very same (frozen) game
      g = next;
      if (g.position.columns.some((c) => c.cards.length === 0)) stats.withEmptyColumn++;
      if (i % triplesEvery === 0) {
        checkAllTriples(g.position, g.rules);
        stats.triples++;
      }
    } catch (e) {
      if (e instanceof Error) e.message = `step ${i}, action ${JSON.stringify(action)}: ${e.message}`;
      throw e;
    }
  }
}

/**
 * A random late-game position holding all 104 cards: `runs` completed, up to five stock rounds,
 * the rest spread over some of the columns with a random number face down under a face-up top.
 */
export function endgame(suits: SuitCount, runs: number, seed: number): Position {
  const rand = mulberry32(seed ^ 0x5bd1e995);
  const shuffle = <T>(xs: T[]): T[] => {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = rand() % (i + 1);
      [xs[i], xs[j]] = [xs[j]!, xs[i]!];
    }
    return xs;
  };
  const copies = shuffle([0, 1, 2, 3, 4, 5, 6, 7]);
  // Copy c of the deck is ids 13c..13c+12, one suit, A..K: a completed run is that, K first.
  const completed = copies.slice(0, runs).map((c) => Array.from({ length: 13 }, (_, i) => c * 13 + 12 - i));
  const rest = shuffle(copies.slice(runs).flatMap((c) => Array.from({ length: 13 }, (_, i) => c * 13 + i)));
  const rounds = rand() % (Math.min(5, Math.floor(rest.length / 10)) + 1);
  const stock = rest.slice(0, rounds * 10);
  const used = shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 1 + (rand() % 10));
  const piles: number[][] = Array.from({ length: 10 }, () => []);
  for (const id of rest.slice(rounds * 10)) piles[used[rand() % used.length]!]!.push(id);
  return {
    suits,
    columns: piles.map((cards) => ({ cards, down: cards.length > 0 ? rand() % cards.length : 0 })),
    stock,
    completed,
    moves: rand() % 200,
  };
}

export const dealNumber = fc.integer().map((x) => x >>> 0); // the full uint32 range
export const suitCount = fc.constantFrom<SuitCount>(1, 2, 4);
export const dealRules = fc.constantFrom<DealRules>('classic', 'strict', 'relaxed');
export const LONG = 120_000; // a generous limit for slow machines; nothing here asserts speed
