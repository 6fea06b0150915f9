import { batch, type ReadonlySignal, type Signal } from '@preact/signals';
import { applyAction, type Game } from '../engine/game.ts';
import type { ClockControl } from './session-clock.ts';
import type { DealKind, Journal, LastAction, Outcome, Phase, SessionSnapshot } from './session-types.ts';
import { timerRead } from './timer.ts';

/** The journal side of a session: what persistence stores and how a stored game comes back. */
export interface SessionJournal {
  readonly actions: ReadonlySignal<Journal>; // accepted since the deal (or the last restart)
  snapshot(): SessionSnapshot;
  /**
   * Puts a saved session back; a game in play has its clock running again at once. `replayed`,
   * when given, is the game the journal replays to (decodeSave has already replayed it).
   */
  restore(saved: SessionSnapshot, replayed?: Game): Outcome;
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

/** The session's own signals, which only the session and its journal write. */
export interface SessionState {
  readonly game: Signal<Game>;
  readonly start: Signal<Game>;
  readonly kind: Signal<DealKind>;
  readonly day: Signal<string | null>;
  readonly journal: Signal<Journal>;
  readonly phase: Signal<Phase>;
  readonly played: Signal<boolean>;
  readonly last: Signal<LastAction>;
  readonly hints: Signal<number | null>; // hints shown in this game (GameCounts)
  readonly priorUndos: Signal<number>; // undos before the last restart, restarts counted
  readonly retried: Signal<boolean>;
  readonly recorded: Signal<boolean>;
}

export function createJournal(state: SessionState, timing: ClockControl, now: () => number): SessionJournal {
  const { game, start, kind, day, journal, phase, played, last, hints, priorUndos, retried, recorded } = state;
  return {
    actions: journal,
    snapshot: () => ({
      start: start.value,
      kind: kind.value,
      day: day.value,
      journal: journal.value,
      phase: phase.value,
      played: played.value,
      elapsedMs: timerRead(timing.clock.timer.value, now()),
      hints: hints.value,
      priorUndos: priorUndos.value,
      retried: retried.value,
      recorded: recorded.value,
    }),
    restore(saved, replayed) {
      const g = replayed ?? replayJournal(saved.start, saved.journal);
      if (!g) return { ok: false, reason: 'bad-save' };
      batch(() => {
        game.value = g;
        start.value = saved.start;
        kind.value = saved.kind;
        day.value = saved.day;
        journal.value = saved.journal;
        phase.value = saved.phase;
        played.value = saved.played || saved.journal.length > 0;
        hints.value = saved.hints;
        priorUndos.value = saved.priorUndos;
        retried.value = saved.retried;
        recorded.value = saved.recorded;
        timing.reset({ elapsed: saved.elapsedMs, since: null });
        last.value = { serial: last.value.serial + 1, action: null, events: [] };
        timing.sync();
      });
      return { ok: true };
    },
  };
}
