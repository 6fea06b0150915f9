import { render } from 'preact';
import { loadVerifiedDeals } from './data/verified.ts';
import { boot } from './game/boot.ts';
import { randomDeal } from './game/clock.ts';
import type { DealSources } from './game/deals.ts';
import { idbStore, prefetched } from './game/storage.ts';
import { STORED_KEYS } from './game/stored.ts';
import { broadcastChannel } from './game/tabs.ts';
import { loadCatalog } from './i18n/catalogs.ts';
import { chooseLanguage } from './i18n/choose.ts';
import { applyUpdate, onUpdateAvailable, registerServiceWorker } from './pwa/register.ts';
import { SolverClient } from './solver/client.ts';
import { App } from './ui/App.tsx';
import { createController } from './ui/controller.ts';
import './ui/app.css';

const deals: DealSources = { wallNow: () => Date.now(), randomUint32: randomDeal, loadVerified: loadVerifiedDeals };
// The solver runs in a module worker that Vite bundles as its own file (precached with the
// rest); the worker starts on the first request, never at start-up.
const solver = new SolverClient(() => new Worker(new URL('./solver/worker.ts', import.meta.url), { type: 'module' }));
// Hints have a worker of their own, so a hint and "Show me how" never cancel each other.
const hintService = new SolverClient(() => new Worker(new URL('./solver/worker.ts', import.meta.url), { type: 'module' }));

/** Resumes the saved game before the first paint of the table, then shows it. */
async function start(root: HTMLElement) {
  performance.mark('spider:boot-start');
  const early: unknown = Reflect.get(window, '__spiderStored');
  const store = prefetched(idbStore(), STORED_KEYS, early instanceof Promise ? early : null);
  const booted = await boot({ ...deals, store, channel: broadcastChannel(), tabId: crypto.randomUUID() });
  performance.measure('spider:boot', 'spider:boot-start');
  const language = chooseLanguage(location.search, booted.settings.settings.value.language, navigator.languages ?? []);
  const text = await loadCatalog(language.code);
  const controller = createController({ ...booted, deals, text, solver, hintService });
  // A share link is read before the first paint, so the table never shows another deal first.
  controller.openLocation(location.href, (next) => history.replaceState(history.state, '', next));
  render(
    <App controller={controller} href={null} search={location.search} updates={{ subscribe: onUpdateAvailable, apply: applyUpdate }} />,
    root,
  );
  if (language.unknown !== null) controller.say(text.languageUnknown(language.unknown.slice(0, 40)), 'alert');
  performance.measure('spider:first-render', 'spider:boot-start');
  performance.mark('spider:rendered'); // its startTime: from navigation to the table on screen
}

declare const __APP_BUILD__: string;
document.documentElement.dataset.build = __APP_BUILD__;

const root = document.getElementById('app');
if (root) void start(root);
registerServiceWorker();
