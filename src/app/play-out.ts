import { computed, effect, signal, type ReadonlySignal } from '@preact/signals';
import { applyAction, type Game } from '../engine/game.ts';
import type { Timers } from '../game/clock.ts';
import type { FinishSearch } from '../game/finish.ts';
import type { ActionOutcome, Session } from '../game/session.ts';
import type { UiText } from '../i18n/ui-text.ts';
import type { SolverAction } from '../solver/search-types.ts';
import type { Messages } from './messages.ts';

/** The Finish play-out: where it is in the line, or not running. */
export type PlayOutState = { readonly status: 'idle' } | { readonly status: 'playing'; readonly done: number; readonly total: number };

export interface PlayOutDeps {
  readonly session: Session;
  readonly search: FinishSearch;
  /**
   * One step through the input gate (counted, journaled, saved, refusals shown) but not announced
   * step by step: the play-out is told once as it starts and once as it ends.
   */
  readonly apply: (action: SolverAction) => ActionOutcome | null;
  readonly timers: Timers;
  readonly reducedMotion: () => boolean;
  readonly messages: Pick<Messages, 'say'>;
  readonly text: () => UiText;
}

export interface PlayOut {
  readonly state: ReadonlySignal<PlayOutState>;
  /** A proven win from the table on screen is ready to be played out. */
  readonly offered: ReadonlySignal<boolean>;
  readonly running: () => boolean;
  /** Finish: plays the line out, a step at a time (all at once with reduced motion). */
  start(): void;
  /** The rest of the line at once (a tap during the play-out). */
  skip(): void;
  /** Stops where it is; the steps made stay, each its own action. */
  stop(): void;
  dispose(): void;
}

// Long enough for each step's animation (animate.ts) to be followed, short enough not to bore.
const MOVE_STEP_MS = 300;
const DEAL_STEP_MS = 600;
const RUN_STEP_MS = 800; // a completed run flies home

export function createPlayOut(deps: PlayOutDeps): PlayOut {
  const { session, search, messages, text } = deps;
  const state = signal<PlayOutState>({ status: 'idle' });
  let line: readonly SolverAction[] = [];
  let index = 0;
  let expected: Game | null = null; // the table the last step left; anything else stops the play-out
  let stopTick: (() => void) | null = null;
  let skipped = false; // the player asked for the rest at once: the end says so

  const offered = computed(() => state.value.status === 'idle' && search.state.value.status === 'ready');

  const end = () => {
    stopTick?.();
    stopTick = null;
    line = [];
    expected = null;
    skipped = false;
    state.value = { status: 'idle' };
  };

  /** Stopped before the end by anything but a step: how far it got (those steps stay). */
  const interrupted = () => {
    const [done, total] = [index, line.length];
    end();
    messages.say(text().finishInterrupted(done, total));
  };

  /** Plays the next step; false when the play-out is over (won, stopped or refused). */
  const step = (): ActionOutcome | null => {
    const game = session.game.peek();
    const action = line[index];
    if (game !== expected || !action) {
      interrupted(); // another tab changed the table: the rest is not for this one
      return null;
    }
    // The engine judges each step before it is made; a line it refuses is never played on.
    const out = applyAction(game, action).ok ? deps.apply(action) : null;
    if (!out?.ok) {
      end();
      messages.say(text().finishStopped, 'alert');
      return null;
    }
    index++;
    expected = session.game.peek();
    if (index >= line.length) {
      const played = line.length;
      const told = skipped ? text().finishSkipped(played) : text().finishDone(played);
      end();
      messages.say(told);
      return null;
    }
    state.value = { status: 'playing', done: index, total: line.length };
    return out;
  };

  const tick = () => {
    stopTick = null;
    const out = step();
    if (!out?.ok) return;
    const completed = out.events.some((e) => e.kind === 'complete');
    const wait = completed ? RUN_STEP_MS : out.action.type === 'deal' ? DEAL_STEP_MS : MOVE_STEP_MS;
    stopTick = deps.timers.after(wait, tick);
  };

  const rest = () => {
    stopTick?.();
    stopTick = null;
    while (state.peek().status === 'playing' && step()?.ok);
  };
  const skip = () => {
    if (state.peek().status !== 'playing') return;
    skipped = true;
    rest();
  };

  // "The rest can be played out": said once when the offer appears, not again while it follows the line.
  let wasOffered = false;
  const stopAnnouncing = effect(() => {
    const now = offered.value;
    if (now && !wasOffered) messages.say(text().finishOffered);
    wasOffered = now || state.value.status === 'playing';
  });

  return {
    state,
    offered,
    running: () => state.peek().status === 'playing',
    start() {
      const s = search.state.peek();
      if (state.peek().status === 'playing') return skip();
      if (s.status !== 'ready' || s.game !== session.game.peek()) {
        messages.say(text().finishNotReady, 'alert');
        return;
      }
      line = s.line;
      index = 0;
      expected = s.game;
      state.value = { status: 'playing', done: 0, total: line.length };
      // With reduced motion the line is played in one go: only its end is worth telling.
      if (deps.reducedMotion()) return rest();
      messages.say(text().finishStarted);
      tick();
    },
    skip,
    stop() {
      if (state.peek().status === 'playing') interrupted();
    },
    dispose() {
      end();
      stopAnnouncing();
    },
  };
}
