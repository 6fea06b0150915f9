import { signal } from '@preact/signals';
import { render } from 'preact';
import { loadVerifiedDeals, loadVerifiedThirds } from './data/verified.ts';
import { boot, type Booted } from './game/boot.ts';
import type { DailyHistoryStore } from './game/daily-history.ts';
import type { SharePlatform } from './game/share.ts';
import { randomDeal, systemTimers } from './game/clock.ts';
import type { DealSources } from './game/deals.ts';
import type { DailyResults } from './game/results.ts';
import { idbStore, prefetched, readAheadResult, type KeyValueStore } from './game/storage.ts';
import { STORED_KEYS } from './game/stored.ts';
import { broadcastChannel } from './game/tabs.ts';
import { loadCatalog } from './i18n/catalogs.ts';
import { chooseLanguage } from './i18n/choose.ts';
import { applyUpdate, onUpdateAvailable, registerServiceWorker } from './pwa/register.ts';
import { SolverClient } from './solver/client.ts';
import { App } from './ui/App.tsx';
import { createController } from './app/controller.ts';
import { preloadAll } from './ui/lazy.tsx';
import { systemPrefersReducedMotion } from './ui/media.ts';
import './ui/app.css';
import './ui/cards.css';
import './ui/chrome.css';
import './ui/table.css';

const deals: DealSources = { wallNow: () => Date.now(), randomUint32: randomDeal, loadVerified: loadVerifiedDeals, loadThirds: loadVerifiedThirds };
// The solver runs in a module worker that Vite bundles as its own file (precached with the
// rest); the worker starts on the first request, never at start-up.
const solver = new SolverClient(() => new Worker(new URL('./solver/worker.ts', import.meta.url), { type: 'module' }));
// Hints have a worker of their own, so a hint and "Show me how" never cancel each other.
const hintService = new SolverClient(() => new Worker(new URL('./solver/worker.ts', import.meta.url), { type: 'module' }));
// Finish searches on its own too: a table with nothing hidden never waits for a hint, nor cancels one.
const finishSolver = new SolverClient(() => new Worker(new URL('./solver/worker.ts', import.meta.url), { type: 'module' }));
// "Where did it go wrong?" too: a long analysis never cancels a hint, nor a hint it.
const analysisSolver = new SolverClient(() => new Worker(new URL('./solver/worker.ts', import.meta.url), { type: 'module' }));

declare const __RESULTS_URL__: string;

/**
 * The daily results service's side of the app, in chunks of its own loaded after the first
 * paint. The service's address is fixed at build time (VITE_RESULTS_URL): a build without one
 * leaves all of this out and shows nothing of the feature.
 */
async function startResults(url: string, booted: Booted, store: KeyValueStore): Promise<DailyResults> {
  const [{ createDailyResults }, { httpResultsApi }] = await Promise.all([import('./game/results.ts'), import('./game/results-http.ts')]);
  return createDailyResults({
    session: booted.session,
    settings: booted.settings,
    store,
    writer: booted.persistence.writer,
    api: httpResultsApi(url),
    network: {
      online: () => navigator.onLine,
      onOnline(listener) {
        window.addEventListener('online', listener);
        return () => window.removeEventListener('online', listener);
      },
    },
    wallNow: () => Date.now(),
    timers: systemTimers,
    random: Math.random,
    newInstallId: () => crypto.randomUUID(),
  });
}

/** Share result's ways out, where the browser has them (bound: they are navigator's methods). */
function sharePlatform(): SharePlatform {
  const nav = navigator;
  return {
    ...(typeof nav.share === 'function' ? { share: (data: ShareData) => nav.share(data) } : {}),
    ...(typeof nav.canShare === 'function' ? { canShare: (data: ShareData) => nav.canShare(data) } : {}),
    ...(nav.clipboard && typeof nav.clipboard.writeText === 'function' ? { writeText: (text: string) => nav.clipboard.writeText(text) } : {}),
  };
}

/** Resumes the saved game before the first paint of the table, then shows it. */
async function start(root: HTMLElement) {
  performance.mark('spider:boot-start');
  // The likely catalog starts loading now, beside the saved game (the saved setting may change it;
  // the built index.html preloads the same guess, and the list a first visit deals from).
  void loadCatalog(chooseLanguage(location.search, 'auto', navigator.languages ?? []).code).catch(() => {});
  const store = prefetched(idbStore(), STORED_KEYS, readAheadResult());
  const booted = await boot({ ...deals, store, channel: broadcastChannel(), tabId: crypto.randomUUID() });
  performance.measure('spider:boot', 'spider:boot-start');
  const language = chooseLanguage(location.search, booted.settings.settings.value.language, navigator.languages ?? []);
  const text = await loadCatalog(language.code);
  const results = signal<DailyResults | null>(null);
  const dailies = signal<DailyHistoryStore | null>(null);
  const controller = createController({
    ...booted,
    deals,
    text,
    solver,
    hintService,
    analysisSolver,
    finishSolver,
    results,
    dailies,
    sharePlatform: sharePlatform(),
    appUrl: () => location.href,
    prefersReducedMotion: systemPrefersReducedMotion,
  });
  // A share link is read before the first paint, so the table never shows another deal first
  // (a daily's link waits for its day's list: is the deal that day's daily?).
  await controller.links.prepare(location.href);
  controller.links.openLocation(location.href, (next) => history.replaceState(history.state, '', next));
  render(<App controller={controller} href={null} search={location.search} updates={{ subscribe: onUpdateAvailable, apply: applyUpdate }} />, root);
  if (language.unknown !== null) controller.messages.say(text.languageUnknown(language.unknown.slice(0, 40)), 'alert');
  performance.measure('spider:first-render', 'spider:boot-start');
  performance.mark('spider:rendered'); // its startTime: from navigation to the table on screen
  // The calendar of dailies comes in its own chunk right after the first paint. An action made
  // before it is there goes unseen; any later action of the daily marks it played all the same.
  void import('./game/daily-history.ts').then(
    ({ createDailyHistory }) => (dailies.value = createDailyHistory({ session: booted.session, store, persistence: booted.persistence })),
    () => console.warn('The calendar of dailies is unavailable in this session.'),
  );
  // The dialogs' and panels' chunks, once the table is painted: a tap never waits for them.
  afterPaint(() => void preloadAll().catch(() => {}));
  if (__RESULTS_URL__ !== '') {
    if (/^https?:\/\/[^\s]+$/.test(__RESULTS_URL__)) {
      startResults(__RESULTS_URL__, booted, store).then(
        (r) => (results.value = r),
        () => console.warn('Daily results are unavailable in this session.'),
      );
    } else console.warn('VITE_RESULTS_URL is not an http(s) address; daily results are off.');
  }
}

declare const __APP_BUILD__: string;
document.documentElement.dataset.build = __APP_BUILD__;

/**
 * Once the next frame has been made and the page is idle: what runs here (preloads, the service
 * worker) never delays a paint, nor the first taps' handlers queued behind it. Where there is no
 * idle callback (Safari), a task after the frame.
 */
const afterPaint = (run: () => void) =>
  requestAnimationFrame(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 0)));

const root = document.getElementById('app');
const started = root ? start(root) : Promise.resolve();
// The service worker registers once the table is on screen (or start-up failed): installing it
// fetches and caches every chunk, which competed with a first visit's first paint.
void started.then(
  () => afterPaint(registerServiceWorker),
  (error: unknown) => {
    registerServiceWorker();
    throw error;
  },
);
