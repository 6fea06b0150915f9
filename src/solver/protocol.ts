import { COLUMN_COUNT, DECK_SIZE, RUN_LENGTH, RUNS_TO_WIN } from '../engine/cards.ts';
import type { Column, Position } from '../engine/position.ts';
import { isRecord, isWholeNumber, own } from '../engine/decode.ts';
import { err, ok, type Result } from '../engine/result.ts';
import { isDealRules, type DealRules } from '../engine/rules.ts';
import { PROGRESS_ORDER, type HintMove, type Progress } from './heuristic.ts';
import type { Advice, Hint, HintCandidate, HintKind } from './hint.ts';
import { decodeKnown, type KnownPosition } from './known.ts';
import type { Analysis } from './analyze.ts';
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
    }
  | {
      readonly id: number;
      readonly kind: 'analyze';
      readonly position: Position; // full information: the game is over ("Where did it go wrong?")
      readonly rules: DealRules;
      readonly line: readonly SolverAction[]; // the game's own line from `position`
      readonly budget: number; // positions for each table's search
    };

export type SolverResponse =
  | { readonly id: number; readonly kind: 'result'; readonly result: SolveResult }
  | { readonly id: number; readonly kind: 'hint'; readonly hint: Hint }
  | { readonly id: number; readonly kind: 'analysis'; readonly analysis: Analysis }
  | { readonly id: number; readonly kind: 'progress'; readonly done: number; readonly total: number }
  | { readonly id: number; readonly kind: 'error'; readonly message: string };

/**
 * Which part of a message did not decode (the message says how). A request that fails keeps
 * its id when it has one, so the worker's error answer reaches the request that sent it.
 */
export type ProtocolError = 'bad-action' | 'bad-position' | 'bad-result' | 'bad-hint' | 'bad-analysis' | 'bad-response';
export interface RequestError {
  readonly code: 'bad-request';
  readonly id?: number;
}

export type Decoded<T, E extends ProtocolError | RequestError = ProtocolError> = Result<T, E>;
const isColumnIndex = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < COLUMN_COUNT;
const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/** An optional whole number ≥ 1 (budgets, samples) or time limit. */
function optional(o: object, key: string, test: (v: unknown) => boolean): Decoded<number | undefined, RequestError> {
  const v = own(o, key);
  if (v === undefined) return ok(undefined);
  return test(v) && typeof v === 'number' ? ok(v) : err({ code: 'bad-request' }, `"${key}" is not valid`);
}

export function decodeAction(v: unknown): Decoded<HintMove> {
  if (!isRecord(v)) return err('bad-action', 'an action must be an object');
  const type = own(v, 'type');
  if (type === 'deal') return ok({ type: 'deal' });
  if (type !== 'move') return err('bad-action', 'an action is a move or a deal');
  const from = own(v, 'from');
  const to = own(v, 'to');
  const count = own(v, 'count');
  if (!isColumnIndex(from) || !isColumnIndex(to) || from === to || !isWholeNumber(count) || count < 1)
    return err('bad-action', 'a move needs two columns and a count');
  return ok({ type: 'move', from, to, count });
}

/** A full position (the `solve` request): 10 columns, whole stock rounds, every card once. */
export function decodePosition(v: unknown): Decoded<Position> {
  if (!isRecord(v)) return err('bad-position', 'a position must be an object');
  const suits = own(v, 'suits');
  if (suits !== 1 && suits !== 2 && suits !== 4) return err('bad-position', 'suits must be 1, 2 or 4');
  const moves = own(v, 'moves');
  if (!isWholeNumber(moves)) return err('bad-position', 'moves must be a whole number');
  const isId = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < DECK_SIZE;
  const isIds = (x: unknown): x is number[] => Array.isArray(x) && x.every(isId);
  const columnsIn = own(v, 'columns');
  if (!Array.isArray(columnsIn) || columnsIn.length !== COLUMN_COUNT) return err('bad-position', 'there must be 10 columns');
  const columns: Column[] = [];
  for (const c of columnsIn) {
    if (!isRecord(c)) return err('bad-position', 'a column must be an object');
    const cards = own(c, 'cards');
    const down = own(c, 'down');
    if (!isIds(cards) || !isWholeNumber(down) || down > cards.length || (cards.length > 0 && down === cards.length))
      return err('bad-position', 'a column is cards and a face-down count');
    columns.push({ cards, down });
  }
  const stock = own(v, 'stock');
  if (!isIds(stock) || stock.length % COLUMN_COUNT !== 0 || stock.length > 5 * COLUMN_COUNT) return err('bad-position', 'the stock holds whole rounds');
  const completedIn = own(v, 'completed');
  if (!Array.isArray(completedIn) || completedIn.length > RUNS_TO_WIN || !completedIn.every((r) => isIds(r) && r.length === RUN_LENGTH)) {
    return err('bad-position', 'completed runs hold 13 cards each');
  }
  const completed = completedIn.filter(isIds);
  const all = [...columns.flatMap((c) => c.cards), ...stock, ...completed.flat()];
  if (all.length !== DECK_SIZE || new Set(all).size !== DECK_SIZE) return err('bad-position', 'a position holds each of the 104 cards once');
  return ok({ suits, columns, stock, completed, moves });
}

const RESULTS: readonly SolveResult['result'][] = ['solved', 'unsolvable', 'unknown'];

export function decodeSolveResult(v: unknown): Decoded<SolveResult> {
  if (!isRecord(v)) return err('bad-result', 'a result must be an object');
  const result = RESULTS.find((r) => r === own(v, 'result'));
  if (!result) return err('bad-result', 'result must be solved, unsolvable or unknown');
  const movesIn = own(v, 'moves');
  if (!Array.isArray(movesIn)) return err('bad-result', 'moves must be a list');
  const moves: SolverAction[] = [];
  for (const m of movesIn) {
    const a = decodeAction(m);
    if (!a.ok) return a;
    moves.push(a.value);
  }
  const positions = own(v, 'positions');
  const ms = own(v, 'ms');
  const peakBytes = own(v, 'peakBytes');
  if (!isWholeNumber(positions) || !isFiniteNumber(ms) || !isFiniteNumber(peakBytes)) return err('bad-result', 'positions, ms and peakBytes must be numbers');
  return ok({ result, moves, positions, ms, peakBytes });
}

/** Longest line an analysis request or answer may carry (a game is rarely past 2,000 actions). */
const MAX_LINE = 100_000;

function decodeLine(v: unknown): Decoded<SolverAction[]> {
  if (!Array.isArray(v) || v.length > MAX_LINE) return err('bad-action', 'a line must be a list of actions');
  const line: SolverAction[] = [];
  for (const m of v) {
    const a = decodeAction(m);
    if (!a.ok) return a;
    line.push(a.value);
  }
  return ok(line);
}

const ANALYSIS_RESULTS: readonly Analysis['result'][] = ['lost-at', 'still-winnable', 'unknown'];

export function decodeAnalysis(v: unknown): Decoded<Analysis> {
  if (!isRecord(v)) return err('bad-analysis', 'an analysis must be an object');
  const result = ANALYSIS_RESULTS.find((r) => r === own(v, 'result'));
  if (!result) return err('bad-analysis', 'result must be lost-at, still-winnable or unknown');
  const index = own(v, 'index');
  const proven = own(v, 'proven');
  if (!isWholeNumber(index) || typeof proven !== 'boolean') return err('bad-analysis', 'an analysis has an index and proven');
  const moveIn = own(v, 'move');
  const move = moveIn === null ? null : decodeAction(moveIn);
  if (move !== null && !move.ok) return move;
  if ((result === 'lost-at') !== (move !== null)) return err('bad-analysis', 'only lost-at names a move');
  const line = decodeLine(own(v, 'line'));
  if (!line.ok) return line;
  return ok({ result, index, move: move === null ? null : move.value, line: line.value, proven });
}

const KINDS: readonly HintKind[] = ['win', 'chance', 'sample', 'heuristic', 'no-progress', 'lost'];
const ADVICE: readonly Advice[] = ['deal', 'fill-then-deal', 'undo'];

export function decodeHint(v: unknown): Decoded<Hint> {
  if (!isRecord(v)) return err('bad-hint', 'a hint must be an object');
  const kind = KINDS.find((k) => k === own(v, 'kind'));
  if (!kind) return err('bad-hint', 'unknown hint kind');
  const moveIn = own(v, 'move');
  let move: HintMove | null = null;
  if (moveIn !== null) {
    const m = decodeAction(moveIn);
    if (!m.ok) return m;
    move = m.value;
  }
  const adviceIn = own(v, 'advice');
  const advice = ADVICE.find((a) => a === adviceIn) ?? null;
  if (adviceIn !== null && advice === null) return err('bad-hint', 'unknown advice');
  const listIn = own(v, 'candidates');
  if (!Array.isArray(listIn)) return err('bad-hint', 'candidates must be a list');
  const candidates: HintCandidate[] = [];
  for (const c of listIn) {
    if (!isRecord(c)) return err('bad-hint', 'a candidate must be an object');
    const m = decodeAction(own(c, 'move'));
    if (!m.ok) return m;
    const wins = own(c, 'wins');
    const progressIn = own(c, 'progress');
    if (!isWholeNumber(wins) || !Array.isArray(progressIn)) return err('bad-hint', 'a candidate has wins and progress');
    const games = own(c, 'games');
    if (games !== undefined && (!isWholeNumber(games) || games < wins)) return err('bad-hint', 'a candidate has no more wins than games');
    const progress: Progress[] = [];
    for (const p of progressIn) {
      const known = PROGRESS_ORDER.find((q) => q === p);
      if (!known) return err('bad-hint', 'unknown progress');
      progress.push(known);
    }
    const chance = own(c, 'chance');
    if (chance !== undefined && (typeof chance !== 'number' || !(chance >= 0 && chance <= 1)))
      return err('bad-hint', "a candidate's estimate lies between 0 and 1");
    candidates.push({ move: m.value, wins, progress, ...(games !== undefined && { games }), ...(typeof chance === 'number' && { chance }) });
  }
  const finished = own(v, 'finished');
  const verified = own(v, 'verified');
  const samples = own(v, 'samples');
  const wins = own(v, 'wins');
  const positions = own(v, 'positions');
  if (typeof finished !== 'boolean' || typeof verified !== 'boolean') return err('bad-hint', 'finished and verified must be true or false');
  if (!isWholeNumber(samples) || !isWholeNumber(wins) || !isWholeNumber(positions)) return err('bad-hint', 'samples, wins and positions must be whole numbers');
  return ok({ kind, move, candidates, advice, finished, verified, samples, wins, positions });
}

/** Bounds on a hint request's memory: keys are short strings, a few hundred of them. */
const MAX_MEMORY = 5_000;
const MAX_KEY = 2_000;

const isPositiveInt = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 1;

/** What the worker receives: a request, or why not (its id when it has one, for the answer). */
export function decodeRequest(data: unknown): Decoded<SolverRequest, RequestError> {
  if (!isRecord(data)) return err({ code: 'bad-request' }, 'a request must be an object');
  const id = own(data, 'id');
  if (!isWholeNumber(id)) return err({ code: 'bad-request' }, 'a request needs a whole-number id');
  const fail = (message: string) => err({ code: 'bad-request', id }, message);
  const kind = own(data, 'kind');
  const rules = own(data, 'rules');
  if (kind !== 'solve' && kind !== 'hint' && kind !== 'analyze') return fail(`unknown request kind "${String(kind)}"`);
  if (!isDealRules(rules)) return fail('rules must be classic, strict or relaxed');
  const timeLimitMs = optional(data, 'timeLimitMs', isFiniteNumber);
  if (!timeLimitMs.ok) return fail(timeLimitMs.message);
  const time = timeLimitMs.value === undefined ? {} : { timeLimitMs: timeLimitMs.value };
  if (kind === 'analyze') {
    const position = decodePosition(own(data, 'position'));
    if (!position.ok) return fail(position.message);
    const line = decodeLine(own(data, 'line'));
    if (!line.ok) return fail(line.message);
    const budget = own(data, 'budget');
    if (!isPositiveInt(budget) || typeof budget !== 'number') return fail('budget must be a whole number ≥ 1');
    return ok({ id, kind, position: position.value, rules, line: line.value, budget });
  }
  if (kind === 'solve') {
    const position = decodePosition(own(data, 'position'));
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
  const known = decodeKnown(own(data, 'known'));
  if (!known.ok) return fail(known.message);
  const seed = own(data, 'seed');
  const budget = own(data, 'budget');
  const verified = own(data, 'verified');
  const samples = optional(data, 'samples', isPositiveInt);
  const games = optional(data, 'games', isPositiveInt);
  if (!games.ok) return fail(games.message);
  if (!isWholeNumber(seed) || seed > 0xffffffff) return fail('seed must be a 32-bit whole number');
  if (!isPositiveInt(budget) || typeof budget !== 'number') return fail('budget must be a whole number ≥ 1');
  if (typeof verified !== 'boolean') return fail('verified must be true or false');
  if (!samples.ok) return fail(samples.message);
  const memoryIn = own(data, 'memory');
  const isKey = (v: unknown): v is string => typeof v === 'string' && v.length <= MAX_KEY;
  if (memoryIn !== undefined && !(Array.isArray(memoryIn) && memoryIn.length <= MAX_MEMORY && memoryIn.every(isKey)))
    return fail('memory must list table keys');
  const memory = Array.isArray(memoryIn) ? { memory: memoryIn.filter(isKey) } : {};
  return ok({
    id,
    kind,
    known: known.value,
    rules,
    seed,
    budget,
    verified,
    ...(samples.value === undefined ? {} : { samples: samples.value }),
    ...(games.value === undefined ? {} : { games: games.value }),
    ...time,
    ...memory,
  });
}

/** What the client receives from the worker. */
export function decodeResponse(data: unknown): Decoded<SolverResponse> {
  if (!isRecord(data)) return err('bad-response', 'a response must be an object');
  const id = own(data, 'id');
  if (!isWholeNumber(id)) return err('bad-response', 'a response needs an id');
  switch (own(data, 'kind')) {
    case 'result': {
      const r = decodeSolveResult(own(data, 'result'));
      return r.ok ? ok({ id, kind: 'result', result: r.value }) : r;
    }
    case 'hint': {
      const h = decodeHint(own(data, 'hint'));
      return h.ok ? ok({ id, kind: 'hint', hint: h.value }) : h;
    }
    case 'analysis': {
      const a = decodeAnalysis(own(data, 'analysis'));
      return a.ok ? ok({ id, kind: 'analysis', analysis: a.value }) : a;
    }
    case 'progress': {
      const done = own(data, 'done');
      const total = own(data, 'total');
      return isWholeNumber(done) && isWholeNumber(total) ? ok({ id, kind: 'progress', done, total }) : err('bad-response', 'progress needs done and total');
    }
    case 'error': {
      const message = own(data, 'message');
      return typeof message === 'string' ? ok({ id, kind: 'error', message }) : err('bad-response', 'an error needs a message');
    }
    default:
      return err('bad-response', 'unknown response kind');
  }
}
