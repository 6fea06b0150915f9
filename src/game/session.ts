import { batch, computed, signal, type ReadonlySignal } from '@preact/signals';
import { isSuitCount, suitIndexOf, suitsInPlay, type Suit, type SuitCount } from '../engine/cards.ts';
import {
  applyAction,
  canRedo,
  canUndo,
  isStuck,
  newGame as engineNewGame,
  type Action,
  type Game,
  type Refusal,
} from '../engine/game.ts';
import { dealRefusal, type DealRefusal, type Move, type TableEvent } from '../engine/moves.ts';
import { faceDownCount, isWon, roundsLeft, runLength } from '../engine/position.ts';
import { DEFAULT_RULES, isDealRules, type DealRules } from '../engine/rules.ts';
import { isDealNumber } from '../engine/shuffle.ts';
import { randomDeal, systemClock, type Clock, type DealPicker } from './clock.ts';
import { tapMove, type TapRefusal } from './bestSpot.ts';
import { TIMER_ZERO, timerRead, timerStart, timerStop, type TimerState } from './timer.ts';

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
  | 'bad-save'; // a saved game whose journal does not replay from its start

export interface Refused {
  readonly ok: false;
  readonly reason: GameRefusal;
}

export type ActionOutcome =
  | { readonly ok: true; readonly action: Action; readonly events: readonly TableEvent[] }
  | Refused;

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
  readonly undos: number;
  readonly runs: number;
  readonly timeMs: number;
}

/** What the session tells listeners (persistence, records, announcements). */
export type SessionEvent =
  | { readonly type: 'start'; readonly summary: Summary }
  | { readonly type: 'action'; readonly action: Action; readonly events: readonly TableEvent[] }
  | { readonly type: 'end'; readonly result: 'won' | 'lost'; readonly summary: Summary }
  | { readonly type: 'timer' };

export interface RunsBySuit {
  readonly suit: Suit;
  readonly count: number;
}

export interface StatusFigures {
  readonly moves: number;
  readonly runs: number; // completed runs 0..8
  readonly runsBySuit: readonly RunsBySuit[]; // one entry per suit in play
  readonly roundsLeft: number; // stock rounds 0..5
  readonly faceDown: number;
  readonly undos: number;
}

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
}

/** The last accepted action with a serial number, so views can tell repeats apart. */
export interface LastAction {
  readonly serial: number;
  readonly action: Action | null; // null after a new game or restart
  readonly events: readonly TableEvent[];
}

export interface SessionDeps {
  readonly clock?: Clock;
  readonly pickDeal?: DealPicker;
  /** Start from this game instead of a random 1-suit deal. */
  readonly initial?: { readonly game: Game; readonly kind: DealKind; readonly day?: string };
}

export interface Session {
  // State (one signal holds the engine game; the rest is about this session around it)
  readonly game: ReadonlySignal<Game>;
  readonly kind: ReadonlySignal<DealKind>;
  readonly day: ReadonlySignal<string | null>; // the daily deal's day
  readonly phase: ReadonlySignal<Phase>;
  /** True once this game has had an action; a restart keeps it, so leaving later is a loss. */
  readonly played: ReadonlySignal<boolean>;
  readonly journal: ReadonlySignal<Journal>;
  readonly timer: ReadonlySignal<TimerState>;
  readonly paused: ReadonlySignal<boolean>;
  readonly hidden: ReadonlySignal<boolean>;
  readonly last: ReadonlySignal<LastAction>;
  readonly start: ReadonlySignal<Game>; // the game as dealt; restart returns here

  // Derived views
  readonly movableRuns: ReadonlySignal<readonly number[]>; // run length on top of each column
  readonly dealBlock: ReadonlySignal<DealRefusal | null>; // why a deal is not allowed now
  readonly won: ReadonlySignal<boolean>;
  readonly over: ReadonlySignal<boolean>; // won or given up: no more actions
  readonly stuck: ReadonlySignal<boolean>; // stock empty, no legal move, game not over
  readonly canUndo: ReadonlySignal<boolean>;
  readonly canRedo: ReadonlySignal<boolean>;
  readonly status: ReadonlySignal<StatusFigures>;

  // Actions: the only way state changes
  move(from: number, to: number, count: number): ActionOutcome;
  tap(from: number, index: number): ActionOutcome;
  deal(): ActionOutcome;
  undo(): ActionOutcome;
  redo(): ActionOutcome;
  newGame(options: NewGameOptions): Outcome;
  restart(): Outcome;
  giveUp(): Outcome;
  pause(): void;
  resume(): void;
  setHidden(hidden: boolean): void;

  /** Game time now, in ms. */
  elapsed(): number;
  snapshot(): SessionSnapshot;
  /**
   * Puts a saved session back; a game in play has its clock running again at once. `replayed`,
   * when given, is the game the journal replays to (decodeSave has already replayed it).
   */
  restore(saved: SessionSnapshot, replayed?: Game): Outcome;
  summary(): Summary;
  subscribe(listener: (event: SessionEvent) => void): () => void;
}

/** Applies a journal to the game it started from; persistence resumes games this way. */
export function replayJournal(start: Game, journal: Journal): Game | null {
  let game = start;
  for (const action of journal) {
    const r = applyAction(game, action);
    if (!r.ok) return null;
    game = r.game;
  }
  return game;
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
  const timer = signal<TimerState>(TIMER_ZERO);
  const paused = signal(false);
  const hidden = signal(false);
  const last = signal<LastAction>({ serial: 0, action: null, events: [] });
  const listeners = new Set<(event: SessionEvent) => void>();

  const position = computed(() => game.value.position);
  const movableRuns = computed(() => position.value.columns.map((c) => runLength(c, position.value.suits)));
  const dealBlock = computed(() => dealRefusal(position.value, game.value.rules));
  const won = computed(() => isWon(position.value));
  const over = computed(() => phase.value === 'won' || phase.value === 'gave-up');
  const stuck = computed(() => !over.value && isStuck(position.value));
  const undoable = computed(() => canUndo(game.value));
  const redoable = computed(() => canRedo(game.value));
  const status = computed<StatusFigures>(() => {
    const p = position.value;
    const counts = suitsInPlay(p.suits).map(() => 0);
    for (const run of p.completed) counts[suitIndexOf(run[0]!, p.suits)]!++;
    return {
      moves: p.moves,
      runs: p.completed.length,
      runsBySuit: suitsInPlay(p.suits).map((suit, i) => ({ suit, count: counts[i]! })),
      roundsLeft: roundsLeft(p),
      faceDown: faceDownCount(p),
      undos: game.value.undos,
    };
  });

  const emit = (event: SessionEvent) => {
    for (const l of [...listeners]) l(event);
  };

  /** The timer runs only while a started, unfinished game is on screen and not paused. */
  const syncTimer = () => {
    const run = phase.value === 'playing' && !hidden.value && !paused.value;
    const now = clock.now();
    const next = run ? timerStart(timer.value, now) : timerStop(timer.value, now);
    if (next !== timer.value) timer.value = next;
  };

  const summary = (): Summary => {
    const g = game.value;
    return {
      suits: g.position.suits,
      deal: g.deal,
      rules: g.rules,
      kind: kind.value,
      day: day.value,
      moves: g.position.moves,
      undos: g.undos,
      runs: g.position.completed.length,
      timeMs: timerRead(timer.value, clock.now()),
    };
  };

  const refuse = (reason: GameRefusal): Refused => ({ ok: false, reason });

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
      paused.value = false; // acting on the table resumes a paused game
      if (isWon(r.game.position)) {
        phase.value = 'won';
        finished = true;
      }
      syncTimer();
      last.value = { serial: last.value.serial + 1, action, events: r.events };
    });
    emit({ type: 'action', action, events: r.events });
    if (finished) emit({ type: 'end', result: 'won', summary: summary() });
    return { ok: true, action, events: r.events };
  };

  /** Ends the current game as a loss if it was played and not finished (SPEC §3 records). */
  const abandon = () => {
    if (played.value && !over.value) {
      const s = summary();
      phase.value = 'gave-up';
      syncTimer();
      emit({ type: 'end', result: 'lost', summary: s });
    }
  };

  /** Deals `g`; `again` restarts the same game, which stays one game in the records. */
  const begin = (g: Game, k: DealKind, d: string | null, again = false) => {
    batch(() => {
      const keepPlayed = again && played.value && !over.value;
      if (!again) abandon();
      game.value = g;
      start.value = g;
      kind.value = k;
      day.value = d;
      played.value = keepPlayed;
      phase.value = 'fresh';
      journal.value = [];
      // The same game keeps its time (a restart is not a way to a better best time).
      timer.value = keepPlayed ? timerStop(timer.value, clock.now()) : TIMER_ZERO;
      paused.value = false;
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
    journal,
    timer,
    paused,
    hidden,
    last,
    start,
    movableRuns,
    dealBlock,
    won,
    over,
    stuck,
    canUndo: undoable,
    canRedo: redoable,
    status,

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
        if (played.value) emit({ type: 'end', result: 'lost', summary: s });
      });
      return { ok: true };
    },
    pause() {
      if (paused.value) return;
      batch(() => {
        paused.value = true;
        syncTimer();
      });
      emit({ type: 'timer' });
    },
    resume() {
      if (!paused.value) return;
      batch(() => {
        paused.value = false;
        syncTimer();
      });
      emit({ type: 'timer' });
    },
    setHidden(value) {
      if (hidden.value === value) return;
      batch(() => {
        hidden.value = value;
        syncTimer();
      });
      emit({ type: 'timer' });
    },

    elapsed: () => timerRead(timer.value, clock.now()),
    snapshot: () => ({
      start: start.value,
      kind: kind.value,
      day: day.value,
      journal: journal.value,
      phase: phase.value,
      played: played.value,
      elapsedMs: timerRead(timer.value, clock.now()),
    }),
    restore(saved, replayed) {
      const g = replayed ?? replayJournal(saved.start, saved.journal);
      if (!g) return refuse('bad-save');
      batch(() => {
        game.value = g;
        start.value = saved.start;
        kind.value = saved.kind;
        day.value = saved.day;
        journal.value = saved.journal;
        phase.value = saved.phase;
        played.value = saved.played || saved.journal.length > 0;
        timer.value = { elapsed: saved.elapsedMs, since: null };
        paused.value = false;
        last.value = { serial: last.value.serial + 1, action: null, events: [] };
        syncTimer();
      });
      return { ok: true };
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
