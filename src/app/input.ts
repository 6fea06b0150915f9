import { effect, signal, type ReadonlySignal } from '@preact/signals';
import { COLUMN_COUNT } from '../engine/cards.ts';
import { runStart } from '../game/bestSpot.ts';
import { movableCounts } from '../game/dests.ts';
import { systemTimers, type Timers } from '../game/clock.ts';
import type { FinishSearch } from '../game/finish.ts';
import type { Hints } from '../game/hints.ts';
import type { ActionOutcome, Session } from '../game/session.ts';
import type { SettingsStore } from '../game/settings.ts';
import type { UiText } from '../i18n/ui-text.ts';
import type { Dialogs } from './dialogs.ts';
import type { Messages } from './messages.ts';
import { createPlayOut, type PlayOutState } from './play-out.ts';

/** Cards picked up in select mode: the top `count` cards of `column`. */
export interface Selection {
  readonly column: number;
  readonly count: number;
  readonly at: number; // when it was made, for double-tap
}

/**
 * What a drag holds while it lasts: the table as the cards were picked up. Until it ends, no
 * other input (a shortcut, the move list, the stock) changes the game under the dragged cards.
 */
export interface Hold {
  /**
   * The drop, which ends the hold: the move, or null when the table changed under the drag
   * anyway (another tab took the game, say): then nothing moves and the player is told.
   */
  drop(from: number, to: number, count: number): ActionOutcome | null;
  /** The drag ended without a drop (sprung back or cancelled). */
  release(): void;
}

export interface InputDeps {
  readonly session: Session;
  readonly settings: SettingsStore;
  readonly messages: Messages;
  readonly dialogs: Dialogs;
  readonly hints: Hints;
  readonly text: () => UiText;
  readonly now: () => number; // UI time (double-tap, the stock's guard)
  // Finish (issue 24): the proven win to play out, its pace and whether it may move at all.
  readonly finish?: FinishSearch;
  readonly timers?: Timers;
  readonly reducedMotion?: () => boolean;
}

/**
 * The one input gate (STYLE lesson 5): taps, drags, long presses, keys, the picker and the
 * move list all end here, and from here in a session action. Refusals become on-screen,
 * announced messages.
 */
export interface Input {
  readonly selection: ReadonlySignal<Selection | null>;
  /** The column that takes the keyboard focus in the table (roving tabindex). */
  readonly focusedColumn: ReadonlySignal<number>;
  focusColumn(column: number): void;
  /** The segment picker for a column; says why when the column has nothing to move. */
  openPicker(column: number): void;
  /** A move; null when a drag holds the table (the move is ignored). */
  move(from: number, to: number, count: number): ActionOutcome | null;
  /** A drag picked cards up: other input leaves the table alone until the hold ends. */
  holdTable(): Hold;
  tapCard(column: number, index: number): void;
  tapColumn(column: number): void;
  clearSelection(): void;
  deal(): void;
  /** The stock: like deal(), but a second tap during the deal's animation is not a second deal. */
  dealFromStock(): void;
  undo(): void;
  redo(): void;
  togglePause(): void;
  /** The Paused panel's Resume. */
  resume(): void;
  /** The Hint key and button: a hint for the table, or (pressed again) the next candidate. */
  hint(): void;
  /** Finish (issue 24): a proven win played out; while the offer is up. */
  readonly finishOffered: ReadonlySignal<boolean>;
  readonly playOut: ReadonlySignal<PlayOutState>;
  /** The Finish button and E: plays the win out, or (during the play-out) skips to the end. */
  finish(): void;
  dispose(): void;
}

const DOUBLE_TAP_MS = 450;
const DEAL_GUARD_MS = 400;

export function createInput(deps: InputDeps): Input {
  const { session, settings, messages, now } = deps;
  const selection = signal<Selection | null>(null);
  const focusedColumn = signal(0);
  let lastDeal = { at: -Infinity, serial: -1 }; // when the stock last dealt, and the action count then
  let held: object | null = null; // the drag's hold, while a drag has cards up

  // Finish plays through the same gate as every other action. During the play-out a tap on the
  // table skips to the end (the issue); any other input stops it first and then does its own thing.
  const finishing = createPlayOut({
    session,
    search: deps.finish ?? { state: signal({ status: 'none' }), dispose: () => {} },
    apply: (a) => act(() => (a.type === 'move' ? session.move(a.from, a.to, a.count) : session.deal()), null, true),
    timers: deps.timers ?? systemTimers,
    reducedMotion: deps.reducedMotion ?? (() => false),
    messages,
    text: deps.text,
  });
  /** Before any input: a tap skips the play-out to the end (true: the tap is used up); anything else stops it. */
  const interrupt = (tap = false): boolean => {
    if (!finishing.running()) return false;
    if (tap) finishing.skip();
    else finishing.stop();
    return tap;
  };

  // Any change of game (new deal, undo, another move) drops a stale selection.
  const stopSelectionReset = effect(() => {
    void session.last.value;
    selection.value = null;
  });

  /**
   * Runs a game action, shows a refusal, and announces what happened (once, politely; not when
   * quiet: Finish's steps are told as one play-out). While a drag holds the table, anything but
   * its own drop is ignored (null), as keys are under a dialog.
   */
  const act = (run: () => ActionOutcome, hold: object | null = null, quiet = false): ActionOutcome | null => {
    if (held !== hold) return null;
    const before = session.game.value.position;
    const outcome = run();
    messages.report(outcome);
    if (outcome.ok && !quiet) messages.announce(before, outcome);
    return outcome;
  };

  /** Select mode: what a tap on this column picks up. */
  const pickUp = (column: number, index: number | null): Selection | null => {
    const p = session.game.value.position;
    const col = p.columns[column]!;
    if (col.cards.length === 0) return null;
    const start = runStart(p, column);
    // A card inside the top run picks up from there; anything lower takes the whole run.
    const from = index !== null && index >= start ? index : start;
    return { column, count: col.cards.length - from, at: now() };
  };

  return {
    selection,
    focusedColumn,
    focusColumn(column) {
      focusedColumn.value = Math.max(0, Math.min(COLUMN_COUNT - 1, column));
    },
    openPicker(column) {
      interrupt();
      if (movableCounts(session.game.value.position, column).length === 0) {
        messages.say(deps.text().nothingToPick, 'alert');
        return;
      }
      selection.value = null;
      focusedColumn.value = column;
      deps.dialogs.open({ kind: 'picker', column });
    },

    move(from, to, count) {
      interrupt();
      return act(() => session.move(from, to, count));
    },
    holdTable() {
      interrupt(true);
      const hold = {};
      const serial = session.last.value.serial;
      held = hold;
      const release = () => {
        if (held === hold) held = null;
      };
      return {
        drop(from, to, count) {
          if (held !== hold) return null;
          if (session.last.value.serial !== serial) {
            release();
            messages.say(deps.text().dragCancelled, 'alert'); // a gesture never fails silently
            return null;
          }
          const outcome = act(() => session.move(from, to, count), hold);
          release();
          return outcome;
        },
        release,
      };
    },

    tapCard(column, index) {
      if (interrupt(true)) return;
      const mode = settings.settings.value.tapAction;
      if (mode === 'off') return;
      if (mode === 'move') {
        act(() => session.tap(column, index));
        return;
      }
      const sel = selection.value;
      if (sel && sel.column === column) {
        const len = session.game.value.position.columns[column]!.cards.length;
        const inSelection = index >= len - sel.count;
        if (inSelection && now() - sel.at <= DOUBLE_TAP_MS) {
          selection.value = null;
          act(() => session.tap(column, len - sel.count));
          return;
        }
        selection.value = inSelection ? null : pickUp(column, index);
        return;
      }
      if (sel) {
        selection.value = null;
        act(() => session.move(sel.column, column, sel.count));
        return;
      }
      selection.value = pickUp(column, index);
    },

    tapColumn(column) {
      if (interrupt(true)) return;
      if (settings.settings.value.tapAction !== 'select') return;
      const sel = selection.value;
      if (!sel) return;
      selection.value = null;
      if (sel.column !== column) act(() => session.move(sel.column, column, sel.count));
    },

    clearSelection() {
      selection.value = null;
    },

    deal() {
      interrupt();
      act(() => session.deal());
    },
    dealFromStock() {
      if (interrupt(true)) return;
      // A second tap on the stock inside the deal's animation, with nothing else done in
      // between, is a double tap, not a second deal.
      if (session.last.value.serial === lastDeal.serial && now() - lastDeal.at < DEAL_GUARD_MS) return;
      if (act(() => session.deal())?.ok) lastDeal = { at: now(), serial: session.last.value.serial };
    },
    undo() {
      interrupt();
      act(() => session.undo());
    },
    redo() {
      interrupt();
      act(() => session.redo());
    },

    togglePause() {
      interrupt();
      if (session.clock.paused.value) session.clock.resume();
      else session.clock.pause();
    },
    resume: () => session.clock.resume(),
    hint() {
      if (session.views.over.value) {
        messages.report({ ok: false, reason: 'game-over' });
        return;
      }
      selection.value = null;
      interrupt();
      deps.hints.request();
    },
    finishOffered: finishing.offered,
    playOut: finishing.state,
    finish() {
      selection.value = null;
      if (held) return; // a drag has cards up: the table is not the line's
      finishing.start();
    },
    dispose() {
      stopSelectionReset();
      finishing.dispose();
    },
  };
}
