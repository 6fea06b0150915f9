// First paint of the table, for `npm run bench:ui`: from navigation start until the frame that
// first shows the cards has run, at 360×740 touch (no CPU throttling), median of RUNS loads:
//   cold — a fresh profile: nothing cached, no service worker;
//   service worker — the same profile reloaded once the service worker controls the page.
// "Painted" is the first task after the animation frame that follows the first card in the DOM
// (the frame's style, layout and paint have run by then). First contentful paint is printed too.
// The page reports that moment on the console: evaluating anything in the page before then would
// run Playwright's scripts on the main thread in the middle of the start-up being measured.
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';

const RUNS = 9;

const PAINTED = 'spider-bench: table painted at';

function instrument(tag) {
  const seen = () => document.querySelector('.table [data-card]');
  const done = () =>
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => console.debug(tag, performance.now());
      ch.port2.postMessage(0);
    });
  const observer = new MutationObserver(() => {
    if (!seen()) return;
    observer.disconnect();
    done();
  });
  observer.observe(document, { subtree: true, childList: true });
}

/** The next load's paint time, from the page's console message. */
function nextPaint(page, what) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      page.off('console', listener);
      reject(new Error(`first paint: no table painted within 30 s (${what})`));
    }, 30_000);
    const listener = (message) => {
      const text = message.text();
      if (!text.startsWith(PAINTED)) return;
      clearTimeout(timer);
      page.off('console', listener);
      resolve(Number(text.slice(PAINTED.length)));
    };
    page.on('console', listener);
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

async function sample(page, paint) {
  const painted = await paint;
  const fcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list, observer) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (!entry) return;
          observer.disconnect();
          resolve(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );
  return { painted, fcp };
}

export async function firstPaint(chromium, url, { executablePath, args, work }) {
  const cold = [];
  const warm = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await chromium.launchPersistentContext(mkdtempSync(join(work, 'paint-')), {
      executablePath,
      headless: true,
      args,
      viewport: { width: 360, height: 740 },
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 2,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await context.addInitScript(instrument, PAINTED);
    const coldPaint = nextPaint(page, 'cold');
    await page.goto(url, { waitUntil: 'load' });
    cold.push(await sample(page, coldPaint));
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
      }
    });
    const warmPaint = nextPaint(page, 'reload');
    await page.reload({ waitUntil: 'load' });
    const painted = await sample(page, warmPaint);
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) throw new Error('the reload was not served by the service worker');
    warm.push(painted);
    await context.close();
  }
  return {
    runs: RUNS,
    coldMedian: median(cold.map((s) => s.painted)),
    coldFcp: median(cold.map((s) => s.fcp)),
    swMedian: median(warm.map((s) => s.painted)),
    swFcp: median(warm.map((s) => s.fcp)),
  };
}
