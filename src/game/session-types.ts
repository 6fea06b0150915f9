import type { SuitCount } from '../engine/cards.ts';
import type { Action, Game, Refusal } from '../engine/game.ts';
import type { TableEvent } from '../engine/moves.ts';
import type { Refused as EngineRefused } from '../engine/result.ts';
import type { DealRules } from '../engine/rules.ts';
import type { TapRefusal } from './bestSpot.ts';

// The session's vocabulary, apart from the session so its parts (views, clock, journal) share it
// without importing the session itself.

/** How the deal was chosen; shown with the game (SPEC §2) and kept for records. */
export type DealKind = 'random' | 'number' | 'link' | 'verified' | 'daily' | 'position';

/** Where a game is in its life. */
export type Phase =
  | 'fresh' // dealt, no action yet: the timer has not started and abandoning costs nothing
  | 'playing'
  | 'won'
  | 'gave-up';

/** The accepted actions, in order; with the start game they rebuild the game exactly. */
export type Journal = readonly Action[];

export type GameRefusal =
  | Refusal
  | TapRefusal
  | 'game-over' // the game is won or given up; start another
  | 'bad-deal' // a new game asked for a deal number outside 0..4294967295
  | 'bad-suits'
  | 'bad-rules'
  | 'bad-save' // a saved game whose journal does not replay from its start
  | 'bad-retry'; // "Try from there" asked for a table the game's own line does not reach

export type Refused = EngineRefused<GameRefusal>;

export type ActionOutcome = { readonly ok: true; readonly action: Action; readonly events: readonly TableEvent[] } | Refused;

export type Outcome = { readonly ok: true } | Refused;

export interface NewGameOptions {
  readonly suits: SuitCount;
  readonly deal?: number; // omitted: a random deal from the injected picker
  readonly rules?: DealRules;
  readonly kind?: DealKind; // default 'number' with a deal, 'random' without
  readonly day?: string; // a daily deal's day "YYYY-MM-DD" (UTC+9), for records
}

export interface Summary {
  readonly suits: SuitCount;
  readonly deal: number | null;
  readonly rules: DealRules;
  readonly kind: DealKind;
  readonly day: string | null; // the daily deal's day, null for other kinds
  readonly moves: number;
  readonly undos: number; // every undo of this game, earlier tries before a restart included (GameCounts)
  readonly hints: number | null; // hints shown in this game; null: not known (GameCounts)
  readonly runs: number;
  readonly timeMs: number;
  readonly retried: boolean; // "Try from there" took this game back to an earlier table
}

/**
 * What a game has used, for its end panel and the records' "won without undo" and "won
 * without hints". Restart deal keeps it the same game, so it keeps these counts, and the
 * restart itself counts as one undo (it takes every move back).
 */
export interface GameCounts {
  readonly undos: number;
  /**
   * Hints shown: each Hint that shows an answer for a table, and "Show me how" opened on a game
   * still in play. null for a game resumed from a save made before hints were counted: nothing
   * says how many it had, so it is never credited as won without hints.
   */
  readonly hints: number | null;
}

/** What the session tells listeners (persistence, records, announcements). */
export type SessionEvent =
  | { readonly type: 'start'; readonly summary: Summary }
  | { readonly type: 'action'; readonly action: Action; readonly events: readonly TableEvent[] }
  | { readonly type: 'end'; readonly result: 'won' | 'lost'; readonly summary: Summary }
  | { readonly type: 'hint' } // a hint was counted (GameCounts): the save keeps it
  | { readonly type: 'timer' };

/**
 * Everything needed to put a session back as it was (what persistence stores, in memory form):
 * the game as dealt plus the journal rebuild the exact game, undo history and seen memory.
 */
export interface SessionSnapshot {
  readonly start: Game;
  readonly kind: DealKind;
  readonly day: string | null;
  readonly journal: Journal;
  readonly phase: Phase;
  readonly played: boolean;
  readonly elapsedMs: number;
  readonly hints: number | null; // GameCounts.hints
  readonly priorUndos: number; // undos before the last restart, each restart counted as one
  readonly retried: boolean; // Summary.retried
  /** The records already hold this game's end (it was given up, then tried again). */
  readonly recorded: boolean;
}

/** The last accepted action with a serial number, so views can tell repeats apart. */
export interface LastAction {
  readonly serial: number;
  readonly action: Action | null; // null after a new game or restart
  readonly events: readonly TableEvent[];
}
