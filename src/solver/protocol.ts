import { COLUMN_COUNT, DECK_SIZE, RUN_LENGTH, RUNS_TO_WIN } from '../engine/cards.ts';
import type { Column, Position } from '../engine/position.ts';
import { isDealRules, type DealRules } from '../engine/rules.ts';
import { PROGRESS_ORDER, type HintMove, type Progress } from './heuristic.ts';
import type { Advice, Hint, HintCandidate, HintKind } from './hint.ts';
import { decodeKnown, type KnownPosition } from './known.ts';
import type { SolveResult, SolverAction } from './search.ts';

/**
 * Messages to and from the solver worker. Each request has an id; the worker answers with
 * that id (progress messages first, then one result or error). A newer request supersedes
 * older ones (see client.ts). Both directions are decoded on arrival, never cast.
 */
export type SolverRequest =
  | {
      readonly id: number;
      readonly kind: 'solve';
      readonly position: Position; // full information: only for verifying deals, never hints
      readonly rules: DealRules;
      readonly budget?: number;
      readonly shortLine?: number; // positions to spend after a win on a shorter line
      readonly timeLimitMs?: number;
    }
  | {
      readonly id: number;
      readonly kind: 'hint';
      readonly known: KnownPosition; // what the player knows, and nothing else
      readonly rules: DealRules;
      readonly seed: number;
      readonly budget: number; // positions for all searches together
      readonly samples?: number;
      readonly games?: number; // simulated games of the reveal-aware search
      readonly verified: boolean; // chooses the wording only
      readonly timeLimitMs?: number;
      readonly memory?: readonly string[]; // tables already had in this game (memory.ts)
    };

export type SolverResponse =
  | { readonly id: number; readonly kind: 'result'; readonly result: SolveResult }
  | { readonly id: number; readonly kind: 'hint'; readonly hint: Hint }
  | { readonly id: number; readonly kind: 'progress'; readonly done: number; readonly total: number }
  | { readonly id: number; readonly kind: 'error'; readonly message: string };

export type Decoded<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

const ok = <T>(value: T): Decoded<T> => ({ ok: true, value });
const no = <T>(message: string): Decoded<T> => ({ ok: false, message });

/** An own property: a message's `__proto__` or `constructor` is data, never inherited. */
const field = (o: object, key: string): unknown => (Object.hasOwn(o, key) ? Reflect.get(o, key) : undefined);
const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const isColumnIndex = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < COLUMN_COUNT;
const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/** An optional whole number ≥ 1 (budgets, samples) or time limit. */
function optional(o: object, key: string, test: (v: unknown) => boolean): Decoded<number | undefined> {
  const v = field(o, key);
  if (v === undefined) return ok(undefined);
  return test(v) && typeof v === 'number' ? ok(v) : no(`"${key}" is not valid`);
}

export function decodeAction(v: unknown): Decoded<HintMove> {
  if (!isObject(v)) return no('an action must be an object');
  const type = field(v, 'type');
  if (type === 'deal') return ok({ type: 'deal' });
  if (type !== 'move') return no('an action is a move or a deal');
  const from = field(v, 'from');
  const to = field(v, 'to');
  const count = field(v, 'count');
  if (!isColumnIndex(from) || !isColumnIndex(to) || from === to || !isCount(count) || count < 1) return no('a move needs two columns and a count');
  return ok({ type: 'move', from, to, count });
}

/** A full position (the `solve` request): 10 columns, whole stock rounds, every card once. */
export function decodePosition(v: unknown): Decoded<Position> {
  if (!isObject(v)) return no('a position must be an object');
  const suits = field(v, 'suits');
  if (suits !== 1 && suits !== 2 && suits !== 4) return no('suits must be 1, 2 or 4');
  const moves = field(v, 'moves');
  if (!isCount(moves)) return no('moves must be a whole number');
  const isId = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < DECK_SIZE;
  const isIds = (x: unknown): x is number[] => Array.isArray(x) && x.every(isId);
  const columnsIn = field(v, 'columns');
  if (!Array.isArray(columnsIn) || columnsIn.length !== COLUMN_COUNT) return no('there must be 10 columns');
  const columns: Column[] = [];
  for (const c of columnsIn) {
    if (!isObject(c)) return no('a column must be an object');
    const cards = field(c, 'cards');
    const down = field(c, 'down');
    if (!isIds(cards) || !isCount(down) || down > cards.length || (cards.length > 0 && down === cards.length)) return no('a column is cards and a face-down count');
    columns.push({ cards, down });
  }
  const stock = field(v, 'stock');
  if (!isIds(stock) || stock.length % COLUMN_COUNT !== 0 || stock.length > 5 * COLUMN_COUNT) return no('the stock holds whole rounds');
  const completedIn = field(v, 'completed');
  if (!Array.isArray(completedIn) || completedIn.length > RUNS_TO_WIN || !completedIn.every((r) => isIds(r) && r.length === RUN_LENGTH)) {
    return no('completed runs hold 13 cards each');
  }
  const completed = completedIn.filter(isIds);
  const all = [...columns.flatMap((c) => c.cards), ...stock, ...completed.flat()];
  if (all.length !== DECK_SIZE || new Set(all).size !== DECK_SIZE) return no('a position holds each of the 104 cards once');
  return ok({ suits, columns, stock, completed, moves });
}

const RESULTS: readonly SolveResult['result'][] = ['solved', 'unsolvable', 'unknown'];

export function decodeSolveResult(v: unknown): Decoded<SolveResult> {
  if (!isObject(v)) return no('a result must be an object');
  const result = RESULTS.find((r) => r === field(v, 'result'));
  if (!result) return no('result must be solved, unsolvable or unknown');
  const movesIn = field(v, 'moves');
  if (!Array.isArray(movesIn)) return no('moves must be a list');
  const moves: SolverAction[] = [];
  for (const m of movesIn) {
    const a = decodeAction(m);
    if (!a.ok) return a;
    moves.push(a.value);
  }
  const positions = field(v, 'positions');
  const ms = field(v, 'ms');
  const peakBytes = field(v, 'peakBytes');
  if (!isCount(positions) || !isFiniteNumber(ms) || !isFiniteNumber(peakBytes)) return no('positions, ms and peakBytes must be numbers');
  return ok({ result, moves, positions, ms, peakBytes });
}

const KINDS: readonly HintKind[] = ['win', 'chance', 'sample', 'heuristic', 'no-progress', 'lost'];
const ADVICE: readonly Advice[] = ['deal', 'fill-then-deal', 'undo'];

export function decodeHint(v: unknown): Decoded<Hint> {
  if (!isObject(v)) return no('a hint must be an object');
  const kind = KINDS.find((k) => k === field(v, 'kind'));
  if (!kind) return no('unknown hint kind');
  const moveIn = field(v, 'move');
  let move: HintMove | null = null;
  if (moveIn !== null) {
    const m = decodeAction(moveIn);
    if (!m.ok) return m;
    move = m.value;
  }
  const adviceIn = field(v, 'advice');
  const advice = ADVICE.find((a) => a === adviceIn) ?? null;
  if (adviceIn !== null && advice === null) return no('unknown advice');
  const listIn = field(v, 'candidates');
  if (!Array.isArray(listIn)) return no('candidates must be a list');
  const candidates: HintCandidate[] = [];
  for (const c of listIn) {
    if (!isObject(c)) return no('a candidate must be an object');
    const m = decodeAction(field(c, 'move'));
    if (!m.ok) return m;
    const wins = field(c, 'wins');
    const progressIn = field(c, 'progress');
    if (!isCount(wins) || !Array.isArray(progressIn)) return no('a candidate has wins and progress');
    const games = field(c, 'games');
    if (games !== undefined && (!isCount(games) || games < wins)) return no('a candidate has no more wins than games');
    const progress: Progress[] = [];
    for (const p of progressIn) {
      const known = PROGRESS_ORDER.find((q) => q === p);
      if (!known) return no('unknown progress');
      progress.push(known);
    }
    candidates.push({ move: m.value, wins, progress, ...(games !== undefined && { games }) });
  }
  const finished = field(v, 'finished');
  const verified = field(v, 'verified');
  const samples = field(v, 'samples');
  const wins = field(v, 'wins');
  const positions = field(v, 'positions');
  if (typeof finished !== 'boolean' || typeof verified !== 'boolean') return no('finished and verified must be true or false');
  if (!isCount(samples) || !isCount(wins) || !isCount(positions)) return no('samples, wins and positions must be whole numbers');
  return ok({ kind, move, candidates, advice, finished, verified, samples, wins, positions });
}

/** Bounds on a hint request's memory: keys are short strings, a few hundred of them. */
const MAX_MEMORY = 5_000;
const MAX_KEY = 2_000;

const isPositiveInt = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 1;

/** What the worker receives: a request, or why not (its id when it has one, for the answer). */
export function decodeRequest(data: unknown): Decoded<SolverRequest> & { readonly id?: number } {
  if (!isObject(data)) return no('a request must be an object');
  const id = field(data, 'id');
  if (!isCount(id)) return no('a request needs a whole-number id');
  const fail = (message: string) => ({ ok: false as const, message, id });
  const kind = field(data, 'kind');
  const rules = field(data, 'rules');
  if (kind !== 'solve' && kind !== 'hint') return fail(`unknown request kind "${String(kind)}"`);
  if (!isDealRules(rules)) return fail('rules must be classic, strict or relaxed');
  const timeLimitMs = optional(data, 'timeLimitMs', isFiniteNumber);
  if (!timeLimitMs.ok) return fail(timeLimitMs.message);
  const time = timeLimitMs.value === undefined ? {} : { timeLimitMs: timeLimitMs.value };
  if (kind === 'solve') {
    const position = decodePosition(field(data, 'position'));
    if (!position.ok) return fail(position.message);
    const budget = optional(data, 'budget', isPositiveInt);
    if (!budget.ok) return fail(budget.message);
    const shortLine = optional(data, 'shortLine', isPositiveInt);
    if (!shortLine.ok) return fail(shortLine.message);
    return ok({
      id,
      kind,
      position: position.value,
      rules,
      ...(budget.value === undefined ? {} : { budget: budget.value }),
      ...(shortLine.value === undefined ? {} : { shortLine: shortLine.value }),
      ...time,
    });
  }
  const known = decodeKnown(field(data, 'known'));
  if (!known.ok) return fail(known.message);
  const seed = field(data, 'seed');
  const budget = field(data, 'budget');
  const verified = field(data, 'verified');
  const samples = optional(data, 'samples', isPositiveInt);
  const games = optional(data, 'games', isPositiveInt);
  if (!games.ok) return fail(games.message);
  if (!isCount(seed) || seed > 0xffffffff) return fail('seed must be a 32-bit whole number');
  if (!isPositiveInt(budget) || typeof budget !== 'number') return fail('budget must be a whole number ≥ 1');
  if (typeof verified !== 'boolean') return fail('verified must be true or false');
  if (!samples.ok) return fail(samples.message);
  const memoryIn = field(data, 'memory');
  const isKey = (v: unknown): v is string => typeof v === 'string' && v.length <= MAX_KEY;
  if (memoryIn !== undefined && !(Array.isArray(memoryIn) && memoryIn.length <= MAX_MEMORY && memoryIn.every(isKey))) return fail('memory must list table keys');
  const memory = Array.isArray(memoryIn) ? { memory: memoryIn.filter(isKey) } : {};
  return ok({ id, kind, known: known.value, rules, seed, budget, verified, ...(samples.value === undefined ? {} : { samples: samples.value }), ...(games.value === undefined ? {} : { games: games.value }), ...time, ...memory });
}

/** What the client receives from the worker. */
export function decodeResponse(data: unknown): Decoded<SolverResponse> {
  if (!isObject(data)) return no('a response must be an object');
  const id = field(data, 'id');
  if (!isCount(id)) return no('a response needs an id');
  switch (field(data, 'kind')) {
    case 'result': {
      const r = decodeSolveResult(field(data, 'result'));
      return r.ok ? ok({ id, kind: 'result', result: r.value }) : r;
    }
    case 'hint': {
      const h = decodeHint(field(data, 'hint'));
      return h.ok ? ok({ id, kind: 'hint', hint: h.value }) : h;
    }
    case 'progress': {
      const done = field(data, 'done');
      const total = field(data, 'total');
      return isCount(done) && isCount(total) ? ok({ id, kind: 'progress', done, total }) : no('progress needs done and total');
    }
    case 'error': {
      const message = field(data, 'message');
      return typeof message === 'string' ? ok({ id, kind: 'error', message }) : no('an error needs a message');
    }
    default:
      return no('unknown response kind');
  }
}
