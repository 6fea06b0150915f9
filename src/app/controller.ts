import { computed, signal, type ReadonlySignal } from '@preact/signals';
import type { Timers } from '../game/clock.ts';
import type { DailyHistory } from '../game/daily-days.ts';
import type { DailyHistoryStore } from '../game/daily-history.ts';
import type { DealSources } from '../game/deals.ts';
import type { HintService } from '../game/hints.ts';
import type { FinishSolver } from '../game/finish.ts';
import type { Persistence } from '../game/persistence.ts';
import type { DailyResults } from '../game/results.ts';
import type { Session } from '../game/session.ts';
import type { Settings, SettingsPatchError, SettingsStore } from '../game/settings.ts';
import type { Result } from '../engine/result.ts';
import type { SharePlatform } from '../game/share.ts';
import type { LineSolver } from '../game/showme.ts';
import type { UiText } from '../i18n/ui-text.ts';
import { createDailyLinks } from './daily-links.ts';
import type { AnalysisSolver } from '../game/analysis.ts';
import { createAnalysing, type Analysing } from './analysing.ts';
import { createDialogs, type Dialogs } from './dialogs.ts';
import { createGames, type Games } from './games.ts';
import { createHinting, type Hinting } from './hinting.ts';
import { createInput, type Input } from './input.ts';
import { createLinks, type Links } from './links.ts';
import { createMessages, type Messages } from './messages.ts';
import { createSharing, type Sharing } from './sharing.ts';
import { sessionView, storedView, type SessionView, type StoredView } from './views.ts';

export type { Dialog } from './dialogs.ts';
export type { Hold, Selection } from './input.ts';
export type { Announcement, Toast } from './messages.ts';
export type { SessionView, StoredView } from './views.ts';

export interface ControllerDeps {
  readonly session: Session;
  readonly settings: SettingsStore;
  readonly persistence: Persistence;
  readonly deals: DealSources;
  readonly text: UiText;
  readonly now?: () => number; // UI time (double-tap, message lifetime)
  /** The system's reduced-motion preference (a media query in the app); none: full motion. */
  readonly prefersReducedMotion?: () => boolean;
  readonly toastMs?: number;
  readonly solver?: LineSolver; // the solver worker's client; without one "Show me how" says it failed
  readonly timers?: Timers; // the "Show me how" playback
  readonly results?: ReadonlySignal<DailyResults | null>; // the daily results, once loaded; null without a service
  /** Works hints out (the solver worker's client in the app); without one, Hint says it failed. */
  readonly hintService?: HintService;
  /** The calendar of dailies (issue 24), once loaded (after the first paint); none: it stays empty. */
  readonly dailies?: ReadonlySignal<DailyHistoryStore | null>;
  /** Share result's ways out (the Web Share API, the clipboard); none: the text is shown. */
  readonly sharePlatform?: SharePlatform;
  readonly appUrl: () => string; // the app's address, for a shared result's link
  readonly finishSolver?: FinishSolver; // Finish's worker (issue 24); without one Finish is never offered
  /** "Where did it go wrong?" (its own worker client in the app); without one it says it failed. */
  readonly analysisSolver?: AnalysisSolver;
  readonly analysisBudget?: number;
}

/**
 * Read-only views of the stores, the words and the app's lifetime; the rest of the controller
 * is its parts'. Components never get the raw stores: what changes state is an action here.
 */
export interface Core {
  readonly session: SessionView;
  readonly settings: ReadonlySignal<Settings>;
  readonly stored: StoredView;
  /** Changes some settings (all or none: a bad patch is refused and changes nothing). */
  changeSettings(patch: Partial<Settings>): Result<Settings, SettingsPatchError>;
  /** The page was hidden or shown: the game clock stops and starts with it. */
  setHidden(hidden: boolean): void;
  /** Writes everything now (the page may be frozen or closed next). */
  save(): Promise<void>;
  dismissNotices(): void;
  /** The current language's words; reading it in a render re-renders on a language change. */
  readonly text: UiText;
  /** Switches every word on screen to another catalog, the game untouched. */
  setText(text: UiText): void;
  /** The daily results service's side of the app; null while none is configured (or loaded). */
  readonly results: ReadonlySignal<DailyResults | null>;
  /** The calendar of dailies played and won, per suit count (read after start-up). */
  readonly dailies: ReadonlySignal<DailyHistory>;
  /** The motion setting, with 'system' read from the system's preference. */
  reducedMotion(): boolean;
  /** Saves, then lets the waiting version take over (the page reloads into the same game). */
  update(apply: () => Promise<void>): Promise<void>;
  takeBack(): Promise<void>;
  dispose(): void;
}

/**
 * What the screen talks to, one part per job over one session: the input gate, the dialogs,
 * the messages, starting games, links and the hint. Each part keeps its own state; the
 * controller itself only composes them beside the read-only views in Core.
 */
export interface Controller extends Core {
  readonly input: Omit<Input, 'dispose'>; // the one gate every tap, drag, key and button ends in
  readonly dialogs: Omit<Dialogs, 'dispose'>;
  readonly messages: Omit<Messages, 'announce' | 'dispose'>; // toasts and announcements
  readonly games: Games; // new game, play again
  readonly links: Links; // share links in the address
  readonly hints: Omit<Hinting, 'hints' | 'finish' | 'dispose'>; // the hint and "Show me how"
  readonly sharing: Omit<Sharing, 'dispose'>; // a finished daily's Share result
  readonly analysis: Omit<Analysing, 'dispose'>; // "Where did it go wrong?"
}

// Written out rather than imported: the calendar's module is a chunk of its own.
const NO_DAILIES: DailyHistory = { 1: {}, 2: {}, 4: {} };

export function createController(deps: ControllerDeps): Controller {
  const { session, settings, persistence } = deps;
  const texts = signal<UiText>(deps.text);
  const text = () => texts.value;
  const rules = () => settings.settings.value.rules;
  const now = deps.now ?? (() => Date.now());
  const reducedMotion = () => {
    const motion = settings.settings.value.motion;
    if (motion !== 'system') return motion === 'reduce';
    return deps.prefersReducedMotion?.() ?? false;
  };

  const messages = createMessages({ session, text: texts, ...(deps.toastMs !== undefined ? { toastMs: deps.toastMs } : {}) });
  const hinting = createHinting({ ...deps, hintLevel: () => settings.settings.value.hintLevel });
  const dailyLinks = createDailyLinks(deps.deals);
  const dialogs = createDialogs({ session, persistence, messages, showMe: hinting.showMe, rules, knownDaily: dailyLinks.known });
  const analysing = createAnalysing({
    session,
    dialogs,
    messages,
    text,
    lastGame: persistence.lastGame,
    loadLastGame: () => persistence.loadLastGame(),
    ...(deps.analysisSolver && { solver: deps.analysisSolver }),
    ...(deps.analysisBudget !== undefined && { budget: deps.analysisBudget }),
  });
  const input = createInput({
    session,
    settings,
    messages,
    dialogs,
    hints: hinting.hints,
    text,
    now,
    finish: hinting.finish,
    reducedMotion,
    ...(deps.timers ? { timers: deps.timers } : {}),
  });
  const games = createGames({ session, settings, deals: deps.deals, messages, dialogs });
  const sharing = createSharing({
    session,
    text,
    messages,
    platform: deps.sharePlatform ?? {},
    base: deps.appUrl,
  });
  const links = createLinks({
    session,
    rules,
    text,
    messages,
    inProgress: games.inProgress,
    askLink: (link) => dialogs.open({ kind: 'link', link }),
    dailyLinks,
  });

  // Each part keeps its own lifetime; announce and the raw hints stay inside the app layer.
  const { announce: _announce, dispose: disposeMessages, ...said } = messages;
  const { hints: _hints, finish: _finish, dispose: disposeHinting, ...hinted } = hinting;
  const { dispose: disposeInput, ...gate } = input;
  const { dispose: disposeDialogs, ...routed } = dialogs;
  const { dispose: disposeSharing, ...shares } = sharing;
  const { dispose: disposeGames, ...gamesPart } = games;
  const { dispose: disposeAnalysing, ...analysis } = analysing;
  return {
    input: gate,
    dialogs: routed,
    messages: said,
    games: gamesPart,
    links,
    hints: hinted,
    sharing: shares,
    analysis,
    session: sessionView(session),
    settings: settings.settings,
    stored: storedView(persistence),
    changeSettings: (patch) => settings.update(patch),
    setHidden: (hidden) => session.clock.setHidden(hidden),
    save: () => persistence.flush(),
    dismissNotices: () => persistence.dismissNotices(),
    get text() {
      return texts.value;
    },
    setText(t) {
      texts.value = t;
    },
    results: deps.results ?? signal(null),
    dailies: computed(() => deps.dailies?.value?.history.value ?? NO_DAILIES),
    reducedMotion,
    async update(apply) {
      await persistence.flush();
      await apply();
    },
    async takeBack() {
      await persistence.takeBack();
      await deps.dailies?.value?.reload();
    },
    dispose() {
      disposeInput();
      disposeDialogs();
      disposeGames();
      disposeAnalysing();
      disposeHinting();
      disposeMessages();
      disposeSharing();
    },
  };
}
