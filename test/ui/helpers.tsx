import { signal, type ReadonlySignal } from '@preact/signals';
import { fireEvent, render, screen, within } from '@testing-library/preact';
import type { Game } from '../../src/engine/game.ts';
import { newGame } from '../../src/engine/game.ts';
import { manualClock, type Timers } from '../../src/game/clock.ts';
import type { FinishSolver } from '../../src/game/finish.ts';
import type { LineSolver } from '../../src/game/showme.ts';
import type { DailyResults } from '../../src/game/results.ts';
import { createSession, type DealKind } from '../../src/game/session.ts';
import { createSettings, type Settings } from '../../src/game/settings.ts';
import { uiEn } from '../../src/i18n/ui-en.ts';
import type { DealSources } from '../../src/game/deals.ts';
import { createPersistence } from '../../src/game/persistence.ts';
import { EMPTY_RECORDS } from '../../src/game/records.ts';
import { memoryStore, type KeyValueStore } from '../../src/game/storage.ts';
import { App } from '../../src/ui/App.tsx';
import { createController } from '../../src/app/controller.ts';
import { preloadAll } from '../../src/ui/lazy.tsx';
import type { HintService } from '../../src/game/hints.ts';
import { createDailyHistory } from '../../src/game/daily-history.ts';
import type { SharePlatform } from '../../src/game/share.ts';
import type { AnalysisSolver } from '../../src/game/analysis.ts';
import { hint } from '../../src/solver/hint.ts';

export interface Setup {
  store?: KeyValueStore;
  today?: number; // wall-clock ms for the daily deal
  list?: readonly number[]; // the verified list every suit count gets
  loadVerified?: DealSources['loadVerified'];
  loadThirds?: DealSources['loadThirds']; // the verified lists in thirds (none: only Any)
  random?: () => number; // uint32 for Verified and Random picks
  game?: Game;
  kind?: DealKind;
  day?: string; // a daily deal's day
  settings?: Partial<Settings>;
  href?: string | null;
  pickDeal?: () => number;
  solver?: LineSolver; // "Show me how"'s solver (none: it reports a failure)
  timers?: Timers; // its playback
  results?: ReadonlySignal<DailyResults | null>; // the daily results (none: no service configured)
  hintService?: HintService;
  sharePlatform?: SharePlatform; // Share result's ways out (none: the text is shown)
  finishSolver?: FinishSolver; // Finish's search (none: Finish is never offered)
  analysisSolver?: AnalysisSolver; // "Where did it go wrong?" (none: it reports a failure)
  /** Whether the table takes synthetic (untrusted) pointer events; tests' own events are all synthetic. */
  trustAllEvents?: boolean;
}

/** Hints worked out at once by the real hint code on a small budget (no worker). */
export const inlineHints = (budget = 2_000): HintService => ({
  hint: async (known, limits, onProgress) => hint(known, { ...limits, budget: Math.min(budget, limits.budget), onProgress }),
  cancel: () => {},
});

/** The app's controller on a given game, without motion, with a hand-driven clock. */
export function makeController(setup: Setup = {}) {
  const clock = manualClock(1000);
  const session = createSession({
    clock,
    pickDeal: setup.pickDeal ?? (() => 99),
    initial: { game: setup.game ?? newGame(1, 1), kind: setup.kind ?? 'position', ...(setup.day ? { day: setup.day } : {}) },
  });
  const settings = createSettings({ motion: 'reduce', ...setup.settings });
  const store = setup.store ?? memoryStore();
  const persistence = createPersistence({ session, settings, store, records: EMPTY_RECORDS, wallNow: () => 0 });
  const dailies = createDailyHistory({ session, store, persistence });
  let r = 0;
  const deals: DealSources = {
    wallNow: () => setup.today ?? Date.UTC(2026, 10, 30, 3),
    randomUint32: setup.random ?? (() => r++),
    loadVerified: setup.loadVerified ?? (async () => setup.list ?? [3, 8, 21]),
    ...(setup.loadThirds ? { loadThirds: setup.loadThirds } : {}),
  };
  const controller = createController({
    session,
    settings,
    persistence,
    deals,
    text: uiEn,
    prefersReducedMotion: () => true,
    now: () => clock.now(),
    ...(setup.solver ? { solver: setup.solver } : {}),
    ...(setup.timers ? { timers: setup.timers } : {}),
    ...(setup.results ? { results: setup.results } : {}),
    hintService: setup.hintService ?? inlineHints(),
    dailies: signal(dailies),
    appUrl: () => 'https://spider.example/',
    ...(setup.sharePlatform ? { sharePlatform: setup.sharePlatform } : {}),
    ...(setup.finishSolver ? { finishSolver: setup.finishSolver } : {}),
    ...(setup.analysisSolver ? { analysisSolver: setup.analysisSolver } : {}),
  });
  return { session, settings, controller, clock, persistence, store, dailies };
}

/** Renders the whole app on a given game, without motion, with a hand-driven clock. */
export function renderApp(setup: Setup = {}) {
  const made = makeController(setup);
  const result = render(<App controller={made.controller} href={setup.href ?? null} pointer={{ trustAllEvents: setup.trustAllEvents ?? true }} />);
  return { ...result, ...made };
}

/**
 * A toolbar button by name: Restart, Give up and Pause sit behind More (a disclosure of
 * ordinary buttons), which this opens first when the button is not in sight.
 */
export function tool(name: string): HTMLElement {
  const shown = screen.queryByRole('button', { name });
  if (shown) return shown;
  fireEvent.click(screen.getByRole('button', { name: 'More' }));
  return screen.getByRole('button', { name });
}

export function column(n: number): HTMLElement {
  return screen.getByRole('group', { name: `Column ${n}` });
}

/** Card names of column n (1-based), bottom first. */
export function columnCards(n: number): string[] {
  return within(column(n))
    .queryAllByRole('img')
    .map((el) => el.getAttribute('aria-label') ?? '');
}

export function card(n: number, name: string): HTMLElement {
  const all = within(column(n)).getAllByRole('img', { name });
  return all[all.length - 1]!;
}

export function statusText(): string {
  return screen.getByRole('status').textContent ?? '';
}

/** The game clock: beside the status region, not in it, so its ticking is never announced. */
export function clockText(): string {
  return screen.getByRole('timer').textContent ?? '';
}

// The dialogs and end panels are lazy chunks in the app (fetched after the first paint); here
// they are fetched before any test renders, so a panel shows in the same tick as in the app.
await preloadAll();
