import { batch, computed, effect, signal, type ReadonlySignal } from '@preact/signals';
import type { SuitCount } from '../engine/cards.ts';
import type { DealRules } from '../engine/rules.ts';
import { runStart } from '../game/bestSpot.ts';
import { parseDealLink, withoutDealParams, type DealLink } from '../game/link.ts';
import type { ActionOutcome, DealKind, Outcome, Session } from '../game/session.ts';
import type { DealType, SettingsStore } from '../game/settings.ts';
import { pickDeal, type DealSources, type PickError } from '../game/deals.ts';
import type { Persistence } from '../game/persistence.ts';
import { createHints, type HintMove, type HintService, type HintState } from '../game/hints.ts';
import type { UiText } from '../i18n/ui-text.ts';
import { COLUMN_COUNT, rankOf, suitOf } from '../engine/cards.ts';
import { roundsLeft, type Position } from '../engine/position.ts';
import { movableCounts } from '../game/dests.ts';
import { dayKey } from '../engine/daily.ts';
import { Animator } from './animate.ts';
import { createShowMe, type LineSolver, type ShowMe } from '../game/showme.ts';
import type { Timers } from '../game/clock.ts';
import type { DailyResults } from '../game/results.ts';

/** A short message on screen; `alert` ones are refusals (assertive), `info` ones polite. */
export interface Toast {
  readonly text: string;
  readonly tone: 'alert' | 'info';
  readonly serial: number; // tells two equal messages apart
  readonly quiet: boolean; // shown but not announced (an announcement already says it)
}

/** What screen readers hear after an action, politely, once. */
export interface Announcement {
  readonly text: string;
  readonly serial: number;
}

/** Which modal is open, if any (panels for won / stuck / gave up follow the game instead). */
export type Dialog =
  | { readonly kind: 'none' }
  | { readonly kind: 'new-game' }
  | { readonly kind: 'settings' }
  | { readonly kind: 'help' }
  | { readonly kind: 'picker'; readonly column: number } // the segment picker
  | { readonly kind: 'statistics'; readonly suits: SuitCount }
  | { readonly kind: 'reset-records'; readonly suits: SuitCount } // asks before resetting
  | { readonly kind: 'confirm'; readonly what: 'restart' | 'give-up' }
  | { readonly kind: 'link'; readonly link: DealLink }
  | { readonly kind: 'show-me' }; // the solver's line for this deal, over the end panel

/** Cards picked up in select mode: the top `count` cards of `column`. */
export interface Selection {
  readonly column: number;
  readonly count: number;
  readonly at: number; // when it was made, for double-tap
}

export interface ControllerDeps {
  readonly session: Session;
  readonly settings: SettingsStore;
  readonly persistence: Persistence;
  readonly deals: DealSources;
  readonly text: UiText;
  readonly now?: () => number; // UI time (double-tap, message lifetime)
  readonly prefersReducedMotion?: () => boolean;
  readonly toastMs?: number;
  readonly solver?: LineSolver; // the solver worker's client; without one "Show me how" says it failed
  readonly timers?: Timers; // the "Show me how" playback
  readonly results?: ReadonlySignal<DailyResults | null>; // the daily results, once loaded; null without a service
  /** Works hints out (the solver worker's client in the app); without one, Hint says it failed. */
  readonly hintService?: HintService;
}

const DOUBLE_TAP_MS = 450;
const DEAL_GUARD_MS = 400;

/**
 * The one input gate (STYLE lesson 5): taps, drags, buttons and links all end here, and from
 * here in a session action. Refusals become on-screen, announced messages.
 */
export interface Controller {
  readonly session: Session;
  readonly settings: SettingsStore;
  readonly persistence: Persistence;
  /** The current language's words; reading it in a render re-renders on a language change. */
  readonly text: UiText;
  readonly toast: ReadonlySignal<Toast | null>;
  readonly selection: ReadonlySignal<Selection | null>;
  readonly dialog: ReadonlySignal<Dialog>;
  readonly announcement: ReadonlySignal<Announcement | null>;
  /** The column that takes the keyboard focus in the table (roving tabindex). */
  readonly focusedColumn: ReadonlySignal<number>;
  focusColumn(column: number): void;
  /** The segment picker for a column; says why when the column has nothing to move. */
  openPicker(column: number): void;
  /** The stock: like deal(), but a second tap during the deal's animation is not a second deal. */
  dealFromStock(): void;
  fullScreen(): void;
  /** The Hint key and button: a hint for the table, or (pressed again) the next candidate. */
  hint(): void;
  /** The hint on show, on its way, or none (SPEC §4). */
  readonly hintState: ReadonlySignal<HintState>;
  /** Hides the hint bar. */
  clearHint(): void;
  /**
   * The move the hint bar shows, for the table to mark (null: none). A signal of its own, so
   * progress messages while a hint is worked out never re-render the table.
   */
  readonly hintMove: ReadonlySignal<HintMove | null>;
  readonly animator: Animator;
  reducedMotion(): boolean;
  /** "Show me how": the viewer's state; opened and closed through openShowMe / closeDialog. */
  readonly showMe: ShowMe;
  /** Opens the viewer, only once the game is won, given up or stuck: never with a game in play. */
  openShowMe(): void;
  /** True while leaving this game would count as a loss (it has moves and is not over). */
  inProgress(): boolean;
  /** Today's daily-deal day, "YYYY-MM-DD" (UTC+9). */
  today(): string;
  /** The daily results service's side of the app; null while none is configured (or loaded). */
  readonly results: ReadonlySignal<DailyResults | null>;

  say(text: string, tone?: Toast['tone'], quiet?: boolean): void;
  /** Switches every word on screen to another catalog, the game untouched. */
  setText(text: UiText): void;
  report(outcome: ActionOutcome | Outcome): boolean;

  move(from: number, to: number, count: number): ActionOutcome;
  tapCard(column: number, index: number): void;
  tapColumn(column: number): void;
  clearSelection(): void;
  deal(): void;
  undo(): void;
  redo(): void;
  askRestart(): void;
  togglePause(): void;
  askGiveUp(): void;
  /** Statistics for a suit count (default: the game on the table). */
  openStatistics(suits?: SuitCount): void;
  confirm(): void;
  open(dialog: Dialog): void;
  closeDialog(): void;
  startGame(options: { suits: SuitCount; deal?: number; rules?: DealRules; kind?: DealKind; day?: string }): boolean;
  /** The new-game chooser's Start: picks the deal (SPEC §2) and starts it, or says why not. */
  chooseGame(type: DealType, suits: SuitCount, numberText?: string): Promise<PickError | null>;
  /** Saves, then lets the waiting version take over (the page reloads into the same game). */
  update(apply: () => Promise<void>): Promise<void>;
  takeBack(): Promise<void>;
  playAgain(): void;
  openLocation(href: string, replace?: (href: string) => void): void;
  dispose(): void;
}

export function createController(deps: ControllerDeps): Controller {
  const { session, settings, persistence } = deps;
  const texts = signal<UiText>(deps.text);
  const now = deps.now ?? (() => Date.now());
  const toastMs = deps.toastMs ?? 3500;
  const toast = signal<Toast | null>(null);
  const announcement = signal<Announcement | null>(null);
  const focusedColumn = signal(0);
  let lastDeal = { at: -Infinity, serial: -1 }; // when the stock last dealt, and the action count then
  const selection = signal<Selection | null>(null);
  const dialog = signal<Dialog>({ kind: 'none' });
  let serial = 0;
  let toastTimer: ReturnType<typeof setTimeout> | undefined;
  const hints = createHints({
    session,
    service: deps.hintService ?? {
      hint: () => Promise.reject(new Error('no hint service')),
      cancel: () => {},
    },
    // Only the wording depends on it: a deal from the verified list, played from its start.
    verified: async (game, kind) =>
      game.rules === 'classic' && game.deal !== null && kind !== 'position' && (await deps.deals.loadVerified(game.position.suits)).includes(game.deal),
  });

  const reducedMotion = () => {
    const motion = settings.settings.value.motion;
    if (motion !== 'system') return motion === 'reduce';
    return deps.prefersReducedMotion?.() ?? systemPrefersReducedMotion();
  };
  const animator = new Animator(() => !reducedMotion());
  const showMe = createShowMe({ solver: deps.solver ?? null, ...(deps.timers ? { timers: deps.timers } : {}) });

  const say = (message: string, tone: Toast['tone'] = 'info', quiet = false) => {
    toast.value = { text: message, tone, serial: ++serial, quiet };
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => {
      toast.value = null;
    }, toastMs);
  };

  const report = (outcome: ActionOutcome | Outcome): boolean => {
    if (!outcome.ok) {
      say(texts.value.refusals[outcome.reason], 'alert');
      return false;
    }
    // The run that wins the game needs no note of its own: the celebration and panel follow.
    if ('events' in outcome && session.phase.value !== 'won') {
      const suits = session.game.value.position.suits;
      for (const e of outcome.events) {
        // Shown; the announcement of the action already says it to screen readers.
        if (e.kind === 'complete') say(texts.value.runCompleted(suitOf(e.cards[0]!, suits)), 'info', true);
      }
    }
    return true;
  };

  // Any change of game (new deal, undo, another move) drops a stale selection.
  const stopSelectionReset = effect(() => {
    void session.last.value;
    selection.value = null;
  });

  // The viewer belongs to the game it was opened on: any change of game (a takeover from
  // another tab, say) closes it.
  const stopShowMeReset = effect(() => {
    void session.last.value;
    if (dialog.peek().kind === 'show-me') {
      showMe.close();
      dialog.value = { kind: 'none' };
    }
  });

  /** A game with moves that leaving would count as a loss. */
  const inProgress = () => session.played.value && !session.over.value;

  /** Runs a game action, shows a refusal, and announces what happened (once, politely). */
  const act = (run: () => ActionOutcome): ActionOutcome => {
    const before = session.game.value.position;
    const outcome = run();
    report(outcome);
    if (outcome.ok) announce(before, outcome);
    return outcome;
  };

  const announce = (before: Position, outcome: Extract<ActionOutcome, { ok: true }>) => {
    const t = texts.value;
    const suits = before.suits;
    const name = (id: number) => t.cardName(rankOf(id), suitOf(id, suits));
    const a = outcome.action;
    const parts: string[] = [];
    if (a.type === 'move') {
      const source = before.columns[a.from]!;
      parts.push(t.moved(name(source.cards[source.cards.length - a.count]!), a.count, a.to + 1));
    } else if (a.type === 'deal') parts.push(t.dealt(roundsLeft(session.game.value.position)));
    else parts.push(a.type === 'undo' ? t.undone : t.redone);
    for (const e of outcome.events) {
      if (e.kind === 'flip') parts.push(t.revealed(name(e.card)));
      else parts.push(t.runCompleted(suitOf(e.cards[0]!, suits)));
    }
    announcement.value = { text: parts.join(t.clauseJoiner), serial: ++serial };
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
    persistence,
    get text() {
      return texts.value;
    },
    setText(t) {
      texts.value = t;
    },
    toast,
    selection,
    dialog,
    announcement,
    focusedColumn,
    focusColumn(column) {
      focusedColumn.value = Math.max(0, Math.min(COLUMN_COUNT - 1, column));
    },
    openPicker(column) {
      const p = session.game.value.position;
      if (movableCounts(p, column).length === 0) {
        say(texts.value.nothingToPick, 'alert');
        return;
      }
      selection.value = null;
      focusedColumn.value = column;
      dialog.value = { kind: 'picker', column };
    },
    dealFromStock() {
      // A second tap on the stock inside the deal's animation, with nothing else done in
      // between, is a double tap, not a second deal.
      if (session.last.value.serial === lastDeal.serial && now() - lastDeal.at < DEAL_GUARD_MS) return;
      if (act(() => session.deal()).ok) lastDeal = { at: now(), serial: session.last.value.serial };
    },
    fullScreen() {
      const root = document.documentElement;
      if (!document.fullscreenEnabled || typeof root.requestFullscreen !== 'function') {
        say(texts.value.fullScreenUnavailable, 'alert');
        return;
      }
      if (document.fullscreenElement) void document.exitFullscreen();
      else root.requestFullscreen().catch(() => say(texts.value.fullScreenUnavailable, 'alert'));
    },
    hint() {
      if (session.over.value) {
        report({ ok: false, reason: 'game-over' });
        return;
      }
      selection.value = null;
      hints.request();
    },
    hintState: hints.state,
    hintMove: computed(() => {
      const s = hints.state.value;
      if (s.status !== 'shown') return null;
      return s.hint.candidates[s.index]?.move ?? s.hint.move;
    }),
    clearHint: () => hints.clear(),
    animator,
    showMe,
    openShowMe() {
      if (!session.over.value && !session.stuck.value) return;
      dialog.value = { kind: 'show-me' };
      showMe.open(session.start.value);
    },
    reducedMotion,
    inProgress,
    today: () => dayKey(new Date(deps.deals.wallNow())),
    results: deps.results ?? signal(null),
    say,
    report,

    move: (from, to, count) => act(() => session.move(from, to, count)),

    tapCard(column, index) {
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
      if (settings.settings.value.tapAction !== 'select') return;
      const sel = selection.value;
      if (!sel) return;
      selection.value = null;
      if (sel.column !== column) act(() => session.move(sel.column, column, sel.count));
    },

    clearSelection() {
      selection.value = null;
    },

    deal: () => void act(() => session.deal()),
    undo: () => void act(() => session.undo()),
    redo: () => void act(() => session.redo()),

    togglePause() {
      if (session.paused.value) session.resume();
      else session.pause();
    },
    askRestart() {
      if (session.phase.value === 'playing') dialog.value = { kind: 'confirm', what: 'restart' };
      else report(session.restart());
    },
    openStatistics(suits) {
      dialog.value = { kind: 'statistics', suits: suits ?? session.game.value.position.suits };
    },
    askGiveUp() {
      if (session.over.value) {
        report({ ok: false, reason: 'game-over' });
      } else dialog.value = { kind: 'confirm', what: 'give-up' };
    },
    confirm() {
      const d = dialog.value;
      dialog.value = { kind: 'none' };
      if (d.kind === 'reset-records') {
        persistence.resetRecords(d.suits);
        dialog.value = { kind: 'statistics', suits: d.suits };
      } else if (d.kind === 'confirm') report(d.what === 'restart' ? session.restart() : session.giveUp());
      if (d.kind === 'link') {
        report(session.newGame({ ...d.link, rules: d.link.rules ?? settings.settings.value.rules, kind: 'link' }));
      }
    },
    open(d) {
      dialog.value = d;
    },
    closeDialog() {
      const d = dialog.value;
      if (d.kind === 'show-me') showMe.close();
      // Cancelling the reset question goes back to the statistics it came from.
      dialog.value = d.kind === 'reset-records' ? { kind: 'statistics', suits: d.suits } : { kind: 'none' };
    },
    startGame(options) {
      const outcome = session.newGame({
        suits: options.suits,
        rules: options.rules ?? settings.settings.value.rules,
        ...(options.deal !== undefined ? { deal: options.deal } : {}),
        ...(options.kind ? { kind: options.kind } : {}),
        ...(options.day ? { day: options.day } : {}),
      });
      if (!report(outcome)) return false;
      batch(() => {
        dialog.value = { kind: 'none' };
        settings.update({ suits: options.suits });
      });
      return true;
    },
    async chooseGame(type, suits, numberText = '') {
      const pick = await pickDeal(deps.deals, type, suits, numberText);
      if (!pick.ok) return pick.error;
      if (!controller.startGame(pick.options)) return null;
      settings.update({ dealType: type });
      return null;
    },
    async update(apply) {
      await persistence.flush();
      await apply();
    },
    async takeBack() {
      await persistence.takeBack();
    },
    playAgain() {
      report(session.restart());
    },

    openLocation(href, replace) {
      const url = new URL(href);
      const parsed = parseDealLink(url.search);
      if (parsed.kind === 'none') return;
      // Once read, the link leaves the address bar, so a reload resumes instead of re-dealing.
      replace?.(withoutDealParams(href));
      if (parsed.kind === 'error') {
        say(texts.value.linkErrors[parsed.error], 'alert');
        return;
      }
      const { link } = parsed;
      const g = session.game.value;
      const same = g.deal === link.deal && g.position.suits === link.suits && (link.rules ?? g.rules) === g.rules;
      // The game this link names is on the table already: keep playing it.
      if (same && session.kind.value !== 'position' && !session.over.value) return;
      if (inProgress()) {
        dialog.value = { kind: 'link', link };
        return;
      }
      report(session.newGame({ ...link, rules: link.rules ?? settings.settings.value.rules, kind: 'link' }));
    },

    dispose() {
      stopSelectionReset();
      stopShowMeReset();
      showMe.close();
      hints.dispose();
      clearTimeout(toastTimer);
    },
  };
  return controller;
}

function systemPrefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
