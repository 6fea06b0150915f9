import { SUIT_COUNTS, type SuitCount } from '../engine/cards.ts';
import { decodeAction, encodeAction } from '../engine/action-code.ts';
import { applyAction, gameFromPosition, newGame, type Action, type Game, type Refusal } from '../engine/game.ts';
import { isWon } from '../engine/position.ts';
import { DEAL_RULES, type DealRules } from '../engine/rules.ts';
import { MAX_DEAL } from '../engine/shuffle.ts';
import { isDayKey } from '../engine/daily.ts';
import { isOneOf, isRecord, isWholeNumber, orNull, own } from '../engine/decode.ts';
import { err, ok, type Result } from '../engine/result.ts';
import { decodeStart, encodeStart, type StartError } from './start-codec.ts';
import type { DealKind, Phase, SessionSnapshot } from './session.ts';

/**
 * The game in progress as stored (SPEC §5): small, versioned, and rebuilt by replaying its
 * actions through the engine. Version 3, as JSON text:
 *   {version, suits, deal, rules, kind, day, actions, elapsedMs, phase, played, hints, priorUndos,
 *    retried, recorded[, start]}
 * `start` (see start-codec.ts) is there only for a game that did not begin as a numbered deal.
 * Actions are the engine's short codes (engine/action-code.ts: "d", "u", "r", "m039").
 * `hints` is the hints shown (null: not known), `priorUndos` the undos before the last restart
 * (GameCounts in session-types.ts). Version 1 had neither: it still loads, with hints not known
 * (nothing says whether hints were shown) and no undos before a restart.
 * Version 3 adds `retried` ("Try from there" took the game back) and `recorded` (the records
 * already hold its end); versions 1 and 2 load with neither retried, and recorded exactly when
 * the game was played and is over, which is when their records got its end.
 */
export const SAVE_VERSION = 3;
const SAVE_VERSIONS: readonly number[] = [1, 2, SAVE_VERSION];

export const DEAL_KINDS: readonly DealKind[] = ['random', 'number', 'link', 'verified', 'daily', 'position'];
export const PHASES: readonly Phase[] = ['fresh', 'playing', 'won', 'gave-up'];

export type SaveField =
  | 'version'
  | 'suits'
  | 'deal'
  | 'rules'
  | 'kind'
  | 'day'
  | 'actions'
  | 'elapsedMs'
  | 'phase'
  | 'played'
  | 'hints'
  | 'priorUndos'
  | 'retried'
  | 'recorded'
  | 'start';

/** Why a stored game could not be read back; nothing of it is used then. */
export type SaveError =
  | { readonly code: 'not-json' } // text that does not parse (truncated, garbled)
  | { readonly code: 'not-an-object' }
  | { readonly code: 'bad-version' } // missing, or a version this app does not know
  | { readonly code: 'missing-field'; readonly field: SaveField }
  | { readonly code: 'bad-field'; readonly field: SaveField }
  | { readonly code: 'bad-start'; readonly reason: StartError }
  | { readonly code: 'bad-action'; readonly index: number } // not an action code
  | { readonly code: 'illegal-action'; readonly index: number; readonly reason: Refusal }
  | { readonly code: 'inconsistent' }; // the phase does not fit the replayed game

/** A stored game read back: the snapshot, plus the game its journal replays to. */
export interface Restored {
  readonly snapshot: SessionSnapshot;
  readonly game: Game;
}

export type SaveResult = Result<Restored, SaveError>;

/** The line a failure carries, said from its code and details. */
function saveMessage(e: SaveError): string {
  switch (e.code) {
    case 'not-json':
      return 'the stored game is not JSON text';
    case 'not-an-object':
      return 'the stored game is not an object';
    case 'bad-version':
      return 'the stored game has no version this app knows';
    case 'missing-field':
      return `the stored game has no "${e.field}"`;
    case 'bad-field':
      return `the stored game's "${e.field}" is not valid`;
    case 'bad-start':
      return `the stored game's start does not decode (${e.reason})`;
    case 'bad-action':
      return `the stored game's action ${e.index} is not an action code`;
    case 'illegal-action':
      return `the stored game's action ${e.index} is not legal there (${e.reason})`;
    case 'inconsistent':
      return "the stored game's phase does not fit its replayed actions";
  }
}

const refuse = (e: SaveError) => err(e, saveMessage(e));

// The codes live in the engine, shared with the daily results sent to the service.
export { decodeAction, encodeAction } from '../engine/action-code.ts';

/** What `persistence` writes: JSON text, so a damaged value is caught as such on the way in. */
export function encodeSave(s: SessionSnapshot): string {
  const start = s.start;
  const numbered = s.kind !== 'position' && start.deal !== null;
  return JSON.stringify({
    version: SAVE_VERSION,
    suits: start.position.suits,
    deal: start.deal,
    rules: start.rules,
    kind: s.kind,
    day: s.day,
    actions: s.journal.map(encodeAction),
    elapsedMs: Math.round(s.elapsedMs),
    phase: s.phase,
    played: s.played,
    hints: s.hints,
    priorUndos: s.priorUndos,
    retried: s.retried,
    recorded: s.recorded,
    ...(numbered ? {} : { start: encodeStart(start) }),
  });
}

type Fields = Readonly<Record<string, unknown>>;

function field<T>(o: Fields, name: SaveField, check: (v: unknown) => v is T): Result<T, SaveError> {
  const v = own(o, name);
  if (v === undefined) return refuse({ code: 'missing-field', field: name });
  return check(v) ? ok(v) : refuse({ code: 'bad-field', field: name });
}

const isSuits = (v: unknown): v is SuitCount => SUIT_COUNTS.some((s) => s === v);
const isDeal = (v: unknown): v is number | null => v === null || isWholeNumber(v, MAX_DEAL);
const isRules = (v: unknown): v is DealRules => isOneOf(DEAL_RULES, v);
const isKind = (v: unknown): v is DealKind => isOneOf(DEAL_KINDS, v);
const isPhase = (v: unknown): v is Phase => isOneOf(PHASES, v);
const isDay = orNull(isDayKey);
const isList = (v: unknown): v is readonly unknown[] => Array.isArray(v);
const isElapsed = (v: unknown): v is number => isWholeNumber(v);
const isFlag = (v: unknown): v is boolean => typeof v === 'boolean';
const isCount = (v: unknown): v is number => isWholeNumber(v);
const isHints = orNull(isCount);

/** The counts of GameCounts: stored since version 2; a version 1 game has no record of hints. */
function counts(o: Fields, version: number): Result<{ readonly hints: number | null; readonly priorUndos: number }, SaveError> {
  if (version === 1) return ok({ hints: null, priorUndos: 0 });
  const hints = field(o, 'hints', isHints);
  if (!hints.ok) return hints;
  const priorUndos = field(o, 'priorUndos', isCount);
  if (!priorUndos.ok) return priorUndos;
  return ok({ hints: hints.value, priorUndos: priorUndos.value });
}

/** Version 3's marks of a retried game; before it, no game was retried. */
function marks(o: Fields, version: number, phase: Phase, played: boolean): Result<{ readonly retried: boolean; readonly recorded: boolean }, SaveError> {
  if (version < 3) return ok({ retried: false, recorded: played && (phase === 'won' || phase === 'gave-up') });
  const retried = field(o, 'retried', isFlag);
  if (!retried.ok) return retried;
  const recorded = field(o, 'recorded', isFlag);
  if (!recorded.ok) return recorded;
  return ok({ retried: retried.value, recorded: recorded.value });
}

/** Rebuilds the game as dealt: from its number, or from the stored start position. */
function startGame(o: Fields, suits: SuitCount, deal: number | null, rules: DealRules, kind: DealKind): Result<Game, SaveError> {
  if (kind !== 'position') {
    if (deal === null) return refuse({ code: 'bad-field', field: 'deal' });
    return ok(newGame(suits, deal, rules));
  }
  const raw = own(o, 'start');
  if (raw === undefined) return refuse({ code: 'missing-field', field: 'start' });
  const parsed = decodeStart(raw, suits);
  if (!parsed.ok) return refuse({ code: 'bad-start', reason: parsed.error });
  return ok(gameFromPosition(parsed.value.position, rules, deal, parsed.value.seen));
}

/**
 * The one way a stored game comes back in: every field checked, every action replayed
 * through the engine; any failure is a typed error and nothing half-restored escapes.
 */
export function decodeSave(input: unknown): SaveResult {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      return refuse({ code: 'not-json' });
    }
  }
  if (!isRecord(value)) return refuse({ code: 'not-an-object' });
  const version = own(value, 'version');
  if (typeof version !== 'number' || !SAVE_VERSIONS.includes(version)) return refuse({ code: 'bad-version' });

  const suits = field(value, 'suits', isSuits);
  if (!suits.ok) return suits;
  const deal = field(value, 'deal', isDeal);
  if (!deal.ok) return deal;
  const rules = field(value, 'rules', isRules);
  if (!rules.ok) return rules;
  const kind = field(value, 'kind', isKind);
  if (!kind.ok) return kind;
  const day = field(value, 'day', isDay);
  if (!day.ok) return day;
  const codes = field(value, 'actions', isList);
  if (!codes.ok) return codes;
  const elapsedMs = field(value, 'elapsedMs', isElapsed);
  if (!elapsedMs.ok) return elapsedMs;
  const phase = field(value, 'phase', isPhase);
  if (!phase.ok) return phase;
  const played = field(value, 'played', isFlag);
  if (!played.ok) return played;
  const used = counts(value, version);
  if (!used.ok) return used;
  const marked = marks(value, version, phase.value, played.value);
  if (!marked.ok) return marked;

  const start = startGame(value, suits.value, deal.value, rules.value, kind.value);
  if (!start.ok) return start;

  const journal: Action[] = [];
  let game = start.value;
  for (let index = 0; index < codes.value.length; index++) {
    const action = decodeAction(codes.value[index]);
    if (!action) return refuse({ code: 'bad-action', index });
    const r = applyAction(game, action);
    if (!r.ok) return refuse({ code: 'illegal-action', index, reason: r.reason });
    game = r.game;
    journal.push(action);
  }

  const won = isWon(game.position);
  const p = phase.value;
  const fits = (p === 'won') === won && (p !== 'fresh' || journal.length === 0) && (p !== 'playing' || journal.length > 0);
  if (!fits) return refuse({ code: 'inconsistent' });

  const snapshot: SessionSnapshot = {
    start: start.value,
    kind: kind.value,
    day: kind.value === 'daily' ? day.value : null,
    journal,
    phase: p,
    played: played.value || journal.length > 0,
    elapsedMs: elapsedMs.value,
    hints: used.value.hints,
    priorUndos: used.value.priorUndos,
    ...marked.value,
  };
  return ok({ snapshot, game });
}
