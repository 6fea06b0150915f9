import type { ReadonlySignal } from '@preact/signals';
import type { Game } from '../engine/game.ts';
import type { Persistence } from '../game/persistence.ts';
import type { DealKind, GameCounts, LastAction, Phase, Session } from '../game/session.ts';
import type { SessionClock } from '../game/session-clock.ts';
import type { SessionViews } from '../game/session-views.ts';

/**
 * The session as the screen sees it: its state, derived views and clock readings, and no
 * actions: a component changes the game only through the controller (the input gate).
 */
export interface SessionView {
  readonly game: ReadonlySignal<Game>;
  readonly kind: ReadonlySignal<DealKind>;
  readonly day: ReadonlySignal<string | null>;
  readonly phase: ReadonlySignal<Phase>;
  readonly played: ReadonlySignal<boolean>;
  readonly last: ReadonlySignal<LastAction>;
  readonly start: ReadonlySignal<Game>;
  readonly counts: ReadonlySignal<GameCounts>; // undos and hints the game has used
  readonly retried: ReadonlySignal<boolean>; // "Try from there" took the game back
  readonly views: SessionViews;
  readonly clock: Pick<SessionClock, 'timer' | 'paused' | 'hidden' | 'elapsed'>;
}

/** What is stored, as the screen sees it: records and the notices about storage, read-only. */
export type StoredView = Pick<Persistence, 'records' | 'improved' | 'failing' | 'elsewhere' | 'notices'>;

export function sessionView(s: Session): SessionView {
  const { timer, paused, hidden, elapsed } = s.clock;
  return {
    game: s.game,
    kind: s.kind,
    day: s.day,
    phase: s.phase,
    played: s.played,
    last: s.last,
    start: s.start,
    counts: s.counts,
    retried: s.retried,
    views: s.views,
    clock: { timer, paused, hidden, elapsed },
  };
}

export function storedView(p: Persistence): StoredView {
  return { records: p.records, improved: p.improved, failing: p.failing, elsewhere: p.elsewhere, notices: p.notices };
}
