import { batch, computed, signal, type ReadonlySignal } from '@preact/signals';
import { isSuitCount } from '../engine/cards.ts';
import { applyAction, newGame as engineNewGame, type Action, type Game } from '../engine/game.ts';
import type { Move } from '../engine/moves.ts';
import { isWon } from '../engine/position.ts';
import { DEFAULT_RULES, isDealRules } from '../engine/rules.ts';
import { isDealNumber } from '../engine/shuffle.ts';
import { effectiveLine } from '../solver/analyze.ts';
import { randomDeal, systemClock, type Clock, type DealPicker } from './clock.ts';
import { tapMove } from './bestSpot.ts';
import { createSessionClock, type SessionClock } from './session-clock.ts';
import { createJournal, replayJournal, type SessionJournal } from './session-journal.ts';
import type {
  ActionOutcome,
  DealKind,
  GameRefusal,
  Journal,
  LastAction,
  NewGameOptions,
  GameCounts,
  Outcome,
  Phase,
  Refused,
  SessionEvent,
  Summary,
} from './session-types.ts';
import { createViews, type SessionViews } from './session-views.ts';
import { TIMER_ZERO, timerRead } from './timer.ts';

// Importers keep naming the session's vocabulary from here.
export type * from './session-types.ts';

export interface SessionDeps {
  readonly clock?: Clock;
  readonly pickDeal?: DealPicker;
  /** Start from this game instead of a random 1-suit deal. */
  readonly initial?: { readonly game: Game; readonly kind: DealKind; readonly day?: string };
}

/**
 * One game in play. State is read-only signals; the actions below are the only way it changes.
 * The derived views, the clock and the journal are groups of their own.
 */
export interface Session {
  readonly game: ReadonlySignal<Game>; // the one signal holding the engine's game
  readonly kind: ReadonlySignal<DealKind>;
  readonly day: ReadonlySignal<string | null>; // the daily deal's day
  readonly phase: ReadonlySignal<Phase>;
  /** True once this game has had an action; a restart keeps it, so leaving later is a loss. */
  readonly played: ReadonlySignal<boolean>;
  readonly last: ReadonlySignal<LastAction>;
  readonly start: ReadonlySignal<Game>; // the game as dealt; restart returns here
  readonly counts: ReadonlySignal<GameCounts>; // undos and hints this game has used
  readonly retried: ReadonlySignal<boolean>; // "Try from there" took it back to an earlier table

  readonly views: SessionViews;
  readonly clock: SessionClock;
  readonly journal: SessionJournal;

  move(from: number, to: number, count: number): ActionOutcome;
  tap(from: number, index: number): ActionOutcome;
  deal(): ActionOutcome;
  undo(): ActionOutcome;
  redo(): ActionOutcome;
  newGame(options: NewGameOptions): Outcome;
  restart(): Outcome;
  giveUp(): Outcome;
  /**
   * "Try from there": back to the table after `index` actions of the game's own line (undone
   * actions left out), with those actions as its undo history and nothing to redo. It stays
   * the same game: its clock and counts go on (the step back counts as one undo, as a restart
   * does), it is marked retried, and a game already given up is not recorded a second time.
   */
  retryFrom(index: number): Outcome;
  /**
   * A hint was shown for the game on the table (hints.ts calls it once per table it answers
   * for; "Show me how" on a game still in play too). Nothing happens once the game is over.
   */
  noteHint(): void;
  summary(): Summary;
  subscribe(listener: (event: SessionEvent) => void): () => void;
}

export function createSession(deps: SessionDeps = {}): Session {
  const clock = deps.clock ?? systemClock;
  const pickDeal = deps.pickDeal ?? randomDeal;
  const first = deps.initial ?? { game: engineNewGame(1, pickDeal(), DEFAULT_RULES), kind: 'random' as DealKind };

  const game = signal<Game>(first.game);
  const start = signal<Game>(first.game);
  const kind = signal<DealKind>(first.kind);
  const day = signal<string | null>(first.day ?? null);
  const phase = signal<Phase>(isWon(first.game.position) ? 'won' : 'fresh');
  const played = signal(false);
  const journal = signal<Journal>([]);
  const hints = signal<number | null>(0);
  const priorUndos = signal(0);
  const retried = signal(false);
  const recorded = signal(false);
  const last = signal<LastAction>({ serial: 0, action: null, events: [] });
  const listeners = new Set<(event: SessionEvent) => void>();

  const position = computed(() => game.value.position);
  const over = computed(() => phase.value === 'won' || phase.value === 'gave-up');
  const views = createViews(game, over);
  const counts = computed<GameCounts>(() => ({ undos: priorUndos.value + game.value.undos, hints: hints.value }));

  const emit = (event: SessionEvent) => {
    for (const l of [...listeners]) l(event);
  };
  const timing = createSessionClock(
    clock,
    () => phase.value === 'playing',
    () => emit({ type: 'timer' }),
  );
  const { timer } = timing.clock;
  const syncTimer = timing.sync;

  const summary = (): Summary => {
    const g = game.value;
    return {
      suits: g.position.suits,
      deal: g.deal,
      rules: g.rules,
      kind: kind.value,
      day: day.value,
      moves: g.position.moves,
      undos: priorUndos.value + g.undos,
      hints: hints.value,
      runs: g.position.completed.length,
      // Whole milliseconds: the clock reads fractions (performance.now), and records and daily
      // results store whole numbers — a fraction made a best time unreadable after a reload.
      timeMs: Math.round(timerRead(timer.value, clock.now())),
      retried: retried.value,
    };
  };

  const refuse = (reason: GameRefusal): Refused => ({ ok: false, reason });

  /** A game's end goes to the records once: one given up and tried again already has its entry. */
  const ended = (result: 'won' | 'lost', s: Summary) => {
    if (recorded.value) return;
    recorded.value = true;
    emit({ type: 'end', result, summary: s });
  };

  const commit = (action: Action): ActionOutcome => {
    if (over.value) return refuse('game-over');
    const r = applyAction(game.value, action);
    if (!r.ok) return refuse(r.reason);
    let finished = false;
    batch(() => {
      game.value = r.game;
      journal.value = [...journal.value, action];
      if (phase.value === 'fresh') phase.value = 'playing';
      played.value = true;
      timing.unpause(); // acting on the table resumes a paused game
      if (isWon(r.game.position)) {
        phase.value = 'won';
        finished = true;
      }
      syncTimer();
      last.value = { serial: last.value.serial + 1, action, events: r.events };
    });
    emit({ type: 'action', action, events: r.events });
    if (finished) ended('won', summary());
    return { ok: true, action, events: r.events };
  };

  /** Ends the current game as a loss if it was played and not finished (SPEC §3 records). */
  const abandon = () => {
    if (played.value && !over.value) {
      const s = summary();
      phase.value = 'gave-up';
      syncTimer();
      ended('lost', s);
    }
  };

  /** Deals `g`; `again` restarts the same game, which stays one game in the records. */
  const begin = (g: Game, k: DealKind, d: string | null, again = false) => {
    batch(() => {
      const keepPlayed = again && played.value && !over.value;
      // A restart keeps the game's counts, and taking every move back counts as an undo.
      const keepCounts = again && !over.value;
      const undosSoFar = priorUndos.value + game.value.undos + (journal.value.length > 0 ? 1 : 0);
      if (!again) abandon(); // ends the last game with its own counts
      priorUndos.value = keepCounts ? undosSoFar : 0;
      if (!keepCounts) hints.value = 0;
      if (!again) {
        retried.value = false;
        recorded.value = false;
      }
      game.value = g;
      start.value = g;
      kind.value = k;
      day.value = d;
      played.value = keepPlayed;
      phase.value = 'fresh';
      journal.value = [];
      // The same game keeps its time (a restart is not a way to a better best time).
      timing.reset(keepPlayed ? timing.stopped() : TIMER_ZERO);
      last.value = { serial: last.value.serial + 1, action: null, events: [] };
    });
    emit({ type: 'start', summary: summary() });
  };

  return {
    game,
    kind,
    day,
    phase,
    played,
    last,
    start,
    views,
    clock: timing.clock,
    counts,
    retried,
    journal: createJournal({ game, start, kind, day, journal, phase, played, last, hints, priorUndos, retried, recorded }, timing, () => clock.now()),

    move(from, to, count) {
      const action: Move = { type: 'move', from, to, count };
      return commit(action);
    },
    tap(from, index) {
      if (over.value) return refuse('game-over');
      const t = tapMove(position.value, from, index);
      return t.ok ? commit(t.move) : refuse(t.reason);
    },
    deal: () => commit({ type: 'deal' }),
    undo: () => commit({ type: 'undo' }),
    redo: () => commit({ type: 'redo' }),

    newGame(options) {
      if (!isSuitCount(options.suits)) return refuse('bad-suits');
      const rules = options.rules ?? game.value.rules;
      if (!isDealRules(rules)) return refuse('bad-rules');
      if (options.deal !== undefined && !isDealNumber(options.deal)) return refuse('bad-deal');
      const deal = options.deal ?? pickDeal();
      const k = options.kind ?? (options.deal === undefined ? 'random' : 'number');
      begin(engineNewGame(options.suits, deal, rules), k, k === 'daily' ? (options.day ?? null) : null);
      return { ok: true };
    },
    restart() {
      begin(start.value, kind.value, day.value, true);
      return { ok: true };
    },
    giveUp() {
      if (over.value) return refuse('game-over');
      batch(() => {
        const s = summary();
        phase.value = 'gave-up';
        syncTimer();
        // A game given up before its first action was never played: no record.
        if (played.value) ended('lost', s);
      });
      return { ok: true };
    },
    retryFrom(index) {
      const line = effectiveLine(journal.value);
      if (!Number.isInteger(index) || index < 0 || index > line.length || phase.value === 'won') return refuse('bad-retry');
      const prefix = line.slice(0, index);
      const g = replayJournal(start.value, prefix);
      if (!g) return refuse('bad-retry');
      batch(() => {
        priorUndos.value += game.value.undos + 1;
        game.value = g;
        journal.value = prefix;
        // As after a restart, a game back at its deal waits for its first action to run the clock.
        phase.value = prefix.length === 0 ? 'fresh' : 'playing';
        played.value = true;
        retried.value = true;
        timing.unpause();
        syncTimer();
        last.value = { serial: last.value.serial + 1, action: null, events: [] };
      });
      emit({ type: 'timer' }); // persistence saves on every event
      return { ok: true };
    },
    noteHint() {
      if (over.value) return;
      const h = hints.value;
      if (h === null) return; // not known: it stays so, and never counts as won without hints
      hints.value = h + 1;
      emit({ type: 'hint' });
    },
    summary,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
