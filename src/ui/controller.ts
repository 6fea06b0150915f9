import { batch, effect, signal, type ReadonlySignal, type Signal } from '@preact/signals';
import type { SuitCount } from '../engine/cards.ts';
import type { DealRules } from '../engine/rules.ts';
import { runStart } from '../game/bestSpot.ts';
import { parseDealLink, withoutDealParams, type DealLink } from '../game/link.ts';
import type { ActionOutcome, DealKind, Outcome, Session } from '../game/session.ts';
import type { SettingsStore } from '../game/settings.ts';
import type { UiText } from '../i18n/ui-text.ts';
import { suitOf } from '../engine/cards.ts';
import { Animator } from './animate.ts';

/** A short message on screen; `alert` ones are refusals (assertive), `info` ones polite. */
export interface Toast {
  readonly text: string;
  readonly tone: 'alert' | 'info';
  readonly serial: number; // tells two equal messages apart
}

/** Which modal is open, if any (panels for won / stuck / gave up follow the game instead). */
export type Dialog =
  | { readonly kind: 'none' }
  | { readonly kind: 'new-game' }
  | { readonly kind: 'settings' }
  | { readonly kind: 'confirm'; readonly what: 'restart' | 'give-up' }
  | { readonly kind: 'link'; readonly link: DealLink };

/** Cards picked up in select mode: the top `count` cards of `column`. */
export interface Selection {
  readonly column: number;
  readonly count: number;
  readonly at: number; // when it was made, for double-tap
}

export interface ControllerDeps {
  readonly session: Session;
  readonly settings: SettingsStore;
  readonly text: UiText;
  readonly now?: () => number; // UI time (double-tap, message lifetime)
  readonly prefersReducedMotion?: () => boolean;
  readonly toastMs?: number;
}

const DOUBLE_TAP_MS = 450;

/**
 * The one input gate (STYLE lesson 5): taps, drags, buttons and links all end here, and from
 * here in a session action. Refusals become on-screen, announced messages.
 */
export interface Controller {
  readonly session: Session;
  readonly settings: SettingsStore;
  readonly text: UiText;
  readonly toast: ReadonlySignal<Toast | null>;
  readonly selection: ReadonlySignal<Selection | null>;
  readonly dialog: Signal<Dialog>;
  readonly animator: Animator;
  reducedMotion(): boolean;

  say(text: string, tone?: Toast['tone']): void;
  report(outcome: ActionOutcome | Outcome): boolean;

  move(from: number, to: number, count: number): ActionOutcome;
  tapCard(column: number, index: number): void;
  tapColumn(column: number): void;
  clearSelection(): void;
  deal(): void;
  undo(): void;
  redo(): void;
  askRestart(): void;
  askGiveUp(): void;
  confirm(): void;
  closeDialog(): void;
  startGame(options: { suits: SuitCount; deal?: number; rules?: DealRules; kind?: DealKind }): boolean;
  playAgain(): void;
  openLocation(href: string, replace?: (href: string) => void): void;
  dispose(): void;
}

export function createController(deps: ControllerDeps): Controller {
  const { session, settings, text } = deps;
  const now = deps.now ?? (() => Date.now());
  const toastMs = deps.toastMs ?? 3500;
  const toast = signal<Toast | null>(null);
  const selection = signal<Selection | null>(null);
  const dialog = signal<Dialog>({ kind: 'none' });
  let serial = 0;
  let toastTimer: ReturnType<typeof setTimeout> | undefined;

  const reducedMotion = () =>
    settings.settings.value.reduceMotion || (deps.prefersReducedMotion?.() ?? systemPrefersReducedMotion());
  const animator = new Animator(() => !reducedMotion());

  const say = (message: string, tone: Toast['tone'] = 'info') => {
    toast.value = { text: message, tone, serial: ++serial };
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => {
      toast.value = null;
    }, toastMs);
  };

  const report = (outcome: ActionOutcome | Outcome): boolean => {
    if (!outcome.ok) {
      say(text.refusals[outcome.reason], 'alert');
      return false;
    }
    if ('events' in outcome) {
      const suits = session.game.value.position.suits;
      for (const e of outcome.events) {
        if (e.kind === 'complete') say(text.runCompleted(suitOf(e.cards[0]!, suits)));
      }
    }
    return true;
  };

  // Any change of game (new deal, undo, another move) drops a stale selection.
  const stopSelectionReset = effect(() => {
    void session.last.value;
    selection.value = null;
  });

  const act = (outcome: ActionOutcome): ActionOutcome => {
    report(outcome);
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

  const controller: Controller = {
    session,
    settings,
    text,
    toast,
    selection,
    dialog,
    animator,
    reducedMotion,
    say,
    report,

    move: (from, to, count) => act(session.move(from, to, count)),

    tapCard(column, index) {
      const mode = settings.settings.value.tapAction;
      if (mode === 'off') return;
      if (mode === 'move') {
        act(session.tap(column, index));
        return;
      }
      const sel = selection.value;
      if (sel && sel.column === column) {
        const len = session.game.value.position.columns[column]!.cards.length;
        const inSelection = index >= len - sel.count;
        if (inSelection && now() - sel.at <= DOUBLE_TAP_MS) {
          selection.value = null;
          act(session.tap(column, len - sel.count));
          return;
        }
        selection.value = inSelection ? null : pickUp(column, index);
        return;
      }
      if (sel) {
        selection.value = null;
        act(session.move(sel.column, column, sel.count));
        return;
      }
      selection.value = pickUp(column, index);
    },

    tapColumn(column) {
      if (settings.settings.value.tapAction !== 'select') return;
      const sel = selection.value;
      if (!sel) return;
      selection.value = null;
      if (sel.column !== column) act(session.move(sel.column, column, sel.count));
    },

    clearSelection() {
      selection.value = null;
    },

    deal: () => void act(session.deal()),
    undo: () => void act(session.undo()),
    redo: () => void act(session.redo()),

    askRestart() {
      if (session.phase.value === 'playing') dialog.value = { kind: 'confirm', what: 'restart' };
      else report(session.restart());
    },
    askGiveUp() {
      if (session.phase.value === 'won' || session.phase.value === 'gave-up') {
        report({ ok: false, reason: 'game-over' });
      } else dialog.value = { kind: 'confirm', what: 'give-up' };
    },
    confirm() {
      const d = dialog.value;
      dialog.value = { kind: 'none' };
      if (d.kind === 'confirm') report(d.what === 'restart' ? session.restart() : session.giveUp());
      if (d.kind === 'link') {
        report(session.newGame({ ...d.link, rules: d.link.rules ?? settings.settings.value.rules, kind: 'link' }));
      }
    },
    closeDialog() {
      dialog.value = { kind: 'none' };
    },
    startGame(options) {
      const outcome = session.newGame({
        suits: options.suits,
        rules: options.rules ?? settings.settings.value.rules,
        ...(options.deal !== undefined ? { deal: options.deal } : {}),
        ...(options.kind ? { kind: options.kind } : {}),
      });
      if (!report(outcome)) return false;
      batch(() => {
        dialog.value = { kind: 'none' };
        settings.update({ suits: options.suits });
      });
      return true;
    },
    playAgain() {
      report(session.restart());
    },

    openLocation(href, replace) {
      const url = new URL(href);
      const parsed = parseDealLink(url.search);
      if (parsed.kind === 'none') return;
      if (parsed.kind === 'error') {
        say(text.linkErrors[parsed.error], 'alert');
        return;
      }
      replace?.(withoutDealParams(href));
      const { link } = parsed;
      if (session.phase.value === 'playing') {
        dialog.value = { kind: 'link', link };
        return;
      }
      report(session.newGame({ ...link, rules: link.rules ?? settings.settings.value.rules, kind: 'link' }));
    },

    dispose() {
      stopSelectionReset();
      clearTimeout(toastTimer);
    },
  };
  return controller;
}

function systemPrefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
