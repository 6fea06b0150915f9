/**
 * Test helpers for the engine. Card faces are worked out here from SPEC §1.1 directly, not
 * through src/engine/cards.ts, so a wrong formula in the engine cannot hide itself.
 */
import { expect } from 'vitest';
import type { SuitCount } from '../../src/engine/cards.ts';
import type { Column, Position } from '../../src/engine/position.ts';
import { legalMoves } from '../../src/engine/moves.ts';
import { applyAction, type Action, type ActionResult, type Game } from '../../src/engine/game.ts';

export const SUIT_LETTERS: Record<SuitCount, string> = { 1: 'S', 2: 'SH', 4: 'SHDC' };
const RANKS = 'A23456789TJQK';

/** SPEC §1.1: rank id%13+1, copy floor(id/13), suit SUITS[S][copy % S]. */
export function faceOf(id: number, suits: SuitCount): { rank: number; suit: string } {
  return { rank: (id % 13) + 1, suit: SUIT_LETTERS[suits][Math.floor(id / 13) % suits]! };
}

export function code(id: number, suits: SuitCount): string {
  const f = faceOf(id, suits);
  return RANKS[f.rank - 1]! + f.suit;
}

export function rankOfCode(c: string): number {
  return RANKS.indexOf(c[0]!) + 1;
}

/** All ids showing `face` (e.g. 'QH') in an S-suit game, lowest first. */
export function idsOf(face: string, suits: SuitCount): number[] {
  const out: number[] = [];
  for (let id = 0; id < 104; id++) if (code(id, suits) === face) out.push(id);
  return out;
}

export interface Layout {
  suits?: SuitCount; // default 1
  columns: string[][]; // bottom first; '#XX' face down; fewer than 10 → the rest are empty
  stock?: string[]; // next card dealt first, no markers
  completed?: string[]; // suit letters of completed runs
  moves?: number;
}

/**
 * Builds a Position from readable codes: `pos({ suits: 2, columns: [['#KS', 'QH', 'JH']] })`.
 * Each code takes an unused copy of that card, so the result is always part of a real deck,
 * but it need not hold all 104 cards (the engine's rules never count them).
 */
export function pos(layout: Layout): Position {
  const suits = layout.suits ?? 1;
  const used = new Set<number>();
  const take = (face: string): number => {
    const id = idsOf(face, suits).find((i) => !used.has(i));
    if (id === undefined) throw new Error(`pos(): no copy of ${face} left in a ${suits}-suit deck`);
    used.add(id);
    return id;
  };
  const completed = (layout.completed ?? []).map((s) => [...RANKS].reverse().map((r) => take(r + s)));
  const columns: Column[] = [];
  for (let c = 0; c < 10; c++) {
    const codes = layout.columns[c] ?? [];
    let down = 0;
    const cards = codes.map((text, i) => {
      if (text.startsWith('#')) {
        if (down !== i) throw new Error(`pos(): face-down ${text} above a face-up card`);
        down++;
        return take(text.slice(1));
      }
      return take(text);
    });
    columns.push({ cards, down });
  }
  const stock = (layout.stock ?? []).map(take);
  return { suits, columns, stock, completed, moves: layout.moves ?? 0 };
}

/** The columns as readable codes, bottom first, '#' on face-down cards. */
export function show(p: Position): string[][] {
  return p.columns.map((c) => c.cards.map((id, i) => (i < c.down ? '#' : '') + code(id, p.suits)));
}

export function showStock(p: Position): string[] {
  return p.stock.map((id) => code(id, p.suits));
}

/** Freezes a value and everything reachable from it; mutation then throws (modules are strict). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}

/** A structural copy for later comparison with `toEqual`. */
export function snapshot(game: Game): unknown {
  return structuredClone(game);
}

// The tests' own random choices use the engine's mulberry32 (pinned by shuffle.test.ts).
import { mulberry32 } from '../../src/engine/shuffle.ts';
export { mulberry32 };

/** Applies an action that must succeed; fails the test with the reason otherwise. */
export function ok(game: Game, action: Action): Extract<ActionResult, { ok: true }> {
  const r = applyAction(game, action);
  if (!r.ok) throw new Error(`expected ${JSON.stringify(action)} to be allowed, got "${r.reason}"`);
  return r;
}

/** Applies actions in turn, each of which must succeed. */
export function play(game: Game, ...actions: Action[]): Game {
  for (const a of actions) game = ok(game, a).game;
  return game;
}

/**
 * Applies an action that must be refused with `reason`, and checks that the game is left
 * exactly as it was (deep-frozen first, so any mutation attempt throws as well).
 */
export function refused(game: Game, action: unknown, reason: string): void {
  deepFreeze(game);
  const before = snapshot(game);
  const r = applyAction(game, action as Action);
  expect(r).toEqual({ ok: false, reason });
  expect(game).toEqual(before);
}

export const mv = (from: number, to: number, count = 1): Action => ({ type: 'move', from, to, count });
export const DEAL: Action = { type: 'deal' };
export const UNDO: Action = { type: 'undo' };
export const REDO: Action = { type: 'redo' };

/** Codes of a same-suit run from rank `high` down to rank `low`, e.g. run('S', 13, 2) = KS..2S. */
export function run(suit: string, high: number, low: number): string[] {
  const out: string[] = [];
  for (let r = high; r >= low; r--) out.push(RANKS[r - 1]! + suit);
  return out;
}

/**
 * Plays `steps` random actions from `game`: mostly legal moves, some deals, undos and redos.
 * Deterministic for a given `seed`. Only allowed actions are kept.
 */
export function randomWalk(game: Game, steps: number, seed: number): Game {
  const rand = mulberry32(seed);
  for (let i = 0; i < steps; i++) {
    const roll = rand() % 100;
    let action: Action;
    if (roll < 12) action = DEAL;
    else if (roll < 24) action = UNDO;
    else if (roll < 30) action = REDO;
    else {
      const moves = legalMoves(game.position);
      action = moves.length > 0 ? moves[rand() % moves.length]! : DEAL;
    }
    const r = applyAction(game, action);
    if (r.ok) game = r.game;
  }
  return game;
}
