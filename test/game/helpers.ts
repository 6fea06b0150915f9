/**
 * Builds real games for tests from a few readable columns. Only the cards a test cares
 * about are named; every other card of the 104 is put somewhere harmless: into completed
 * runs where whole K..A runs are left over, then face down under the `dump` columns. The
 * result goes through the engine's own parsePosition, so it is always a valid position.
 */
import type { SuitCount } from '../../src/engine/cards.ts';
import { gameFromPosition, type Game } from '../../src/engine/game.ts';
import { parsePosition } from '../../src/engine/notation.ts';
import type { DealRules } from '../../src/engine/rules.ts';
import type { Summary } from '../../src/game/session.ts';

const RANKS = 'A23456789TJQK';
const SUITS: Record<SuitCount, string> = { 1: 'S', 2: 'SH', 4: 'SHDC' };

export interface TableSpec {
  suits?: SuitCount; // default 1
  columns: string[][]; // bottom first; '#QS' is face down; missing columns are empty
  stock?: number; // rounds of stock to fill from leftover cards (default 0)
  completed?: number; // exactly this many leftover runs go to the foundations (default: as many as possible)
  dump?: number[]; // 0-based columns that take the leftovers face down (default [9]); an
  // empty dump column gets a face-up Ace on top
  moves?: number;
}

export function tableJson(spec: TableSpec): Record<string, unknown> {
  const suits = spec.suits ?? 1;
  const pool = new Map<string, number>();
  for (const s of SUITS[suits]) for (const r of RANKS) pool.set(r + s, 8 / suits);
  const take = (code: string) => {
    const left = pool.get(code) ?? 0;
    if (left <= 0) throw new Error(`tableJson(): no copy of ${code} left`);
    pool.set(code, left - 1);
  };
  const columns = Array.from({ length: 10 }, (_, i) => [...(spec.columns[i] ?? [])]);
  for (const col of columns) for (const c of col) take(c.replace(/^[#*]/, ''));

  const completed: string[] = [];
  const maxRuns = spec.completed ?? Infinity;
  for (const s of SUITS[suits]) {
    while (completed.length < maxRuns && [...RANKS].every((r) => (pool.get(r + s) ?? 0) > 0)) {
      for (const r of RANKS) take(r + s);
      completed.push(s);
    }
  }
  if (spec.completed !== undefined && completed.length !== spec.completed) {
    throw new Error(`tableJson(): only ${completed.length} whole runs left over, wanted ${spec.completed}`);
  }

  const leftovers: string[] = [];
  for (const [code, n] of pool) for (let i = 0; i < n; i++) leftovers.push(code);
  const stock = leftovers.splice(0, (spec.stock ?? 0) * 10).map((c) => '#' + c);
  if (stock.length !== (spec.stock ?? 0) * 10) throw new Error('tableJson(): not enough cards left for the stock');

  const dump = spec.dump ?? [9];
  leftovers.forEach((code, i) => {
    columns[dump[i % dump.length]!]!.unshift('#' + code);
  });
  // A dump column needs a face-up top: an Ace if there is one (nothing can go on it).
  for (const d of dump) {
    const col = columns[d]!;
    if (col.length === 0 || !col.every((c) => c.startsWith('#'))) continue;
    const ace = col.findIndex((c) => c[1] === 'A');
    const [top] = col.splice(ace >= 0 ? ace : col.length - 1, 1);
    col.push(top!.slice(1));
  }
  return { suits, columns, stock, completed, moves: spec.moves ?? 0 };
}

export function makeGame(spec: TableSpec, rules: DealRules = 'classic'): Game {
  const parsed = parsePosition(tableJson(spec));
  if (!parsed.ok) throw new Error(`makeGame(): ${parsed.message}`);
  return gameFromPosition(parsed.value.position, rules, null, parsed.value.seen);
}

/** Column contents as codes, bottom first, '#' on face-down cards (like the spec's JSON). */
export function codes(game: Game, column: number): string[] {
  const c = game.position.columns[column]!;
  const letters = SUITS[game.position.suits];
  return c.cards.map((id, i) => {
    const code = RANKS[id % 13]! + letters[Math.floor(id / 13) % game.position.suits]!;
    return i < c.down ? '#' + code : code;
  });
}

/** The codes of K..from, e.g. `runFrom('K', 'S', 'Q')` → KS QS … */
export function run(high: string, low: string, suit: string): string[] {
  const hi = RANKS.indexOf(high);
  const lo = RANKS.indexOf(low);
  const out: string[] = [];
  for (let r = hi; r >= lo; r--) out.push(RANKS[r]! + suit);
  return out;
}

/**
 * `n` columns nothing can move onto or off (except into an empty column): an Ace or a King
 * on top of one face-down card, suits and ranks spread so copies never run out.
 */
export function inertColumns(n: number, suits: SuitCount = 1): string[][] {
  return Array.from({ length: n }, (_, i) => {
    const suit = SUITS[suits][i % suits]!;
    const under = RANKS[2 + (i % 9)]! + suit;
    return ['#' + under, (i % 2 === 0 ? 'A' : 'K') + suit];
  });
}

/**
 * 1 suit, six runs done, 26 cards left with some moves but no win (found by a search over
 * random layouts; the engine-only brute force below confirms it). `m` marks the face-down
 * cards: `*` seen before, `#` never seen.
 */
export const deadEnd = (m: '*' | '#') =>
  makeGame({
    suits: 1,
    completed: 6,
    dump: [],
    columns: [
      ['AS'],
      ['3S'],
      [`${m}3S`, '5S', '5S'],
      [`${m}4S`, `${m}2S`, `${m}TS`, '9S'],
      ['KS'],
      [`${m}6S`, 'QS'],
      [`${m}4S`, `${m}6S`, 'QS'],
      ['8S', '2S', '7S', 'AS'],
      [`${m}KS`, '8S', 'JS'],
      ['TS', 'JS', '7S', '9S'],
    ],
  });

/** A finished game's summary for record tests: a 1-suit verified win in 200 moves, 5 minutes, no undo or hint. */
export const summaryOf = (patch: Partial<Summary> = {}): Summary => ({
  suits: 1,
  deal: 1,
  rules: 'classic',
  kind: 'verified',
  day: null,
  moves: 200,
  undos: 0,
  hints: 0,
  runs: 8,
  timeMs: 300_000,
  retried: false,
  ...patch,
});

/**
 * 1 suit, six runs done, every card but two face up; winnable (the solver's line replays), and
 * two known losing moves, each proved lost by the solver's exhaustive search: 1→7 (7♠ onto 8♠)
 * at once, or 1→2 after 7→2. After 7→2 then 1→2 no move is left at all (stuck).
 */
export const endgame = () =>
  makeGame({
    suits: 1,
    completed: 6,
    dump: [],
    columns: [
      ['QS', '3S', '7S'],
      ['4S', '2S', '9S'],
      ['6S', '5S', 'KS'],
      ['JS', 'TS', 'AS'],
      ['4S', '2S', 'JS'],
      ['TS', '9S', 'KS'],
      ['#AS', '8S'],
      ['QS', '5S'],
      ['6S', '7S'],
      ['#8S', '3S'],
    ],
  });

/** The endgame lost by its second move: 7→2 (8♠ onto 9♠), then 1→2 (7♠ onto it): stuck. */
export const ENDGAME_LOST_AT_1 = [
  { type: 'move', from: 6, to: 1, count: 1 },
  { type: 'move', from: 0, to: 1, count: 1 },
] as const;
