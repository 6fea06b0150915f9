#!/usr/bin/env node
// UI benchmark (`npm run bench:ui`): how long a tap takes to reach a settled DOM, and how big
// the app's main JS + CSS is after gzip.
//
// 1. Builds the app with `vite build` into a temp folder and gzips (level 9) the script and the
//    stylesheet index.html loads, plus the chunks those load at start-up.
// 2. Serves it with `vite preview`, opens Debian's Chromium (playwright-core), loads
//    `?suits=1&deal=8`, plays the first 20 steps of the end-to-end line (test/e2e/play-line.json)
//    to reach a mid-game board, then times every further tap move of that line, at 1280×800 with
//    a mouse and at 360×740 with touch. Animations stay on (the app's default). A touch tap is a
//    60 ms press (touchStart, 60 ms, touchEnd over CDP), as a finger's quick tap; the instant
//    tap (both in one moment) is measured too.
// 3. "Tap to settled DOM" = from the pointerup event's own timestamp (when Chromium received the
//    release that ends the tap) until the app's handler, its render and layout effects have run
//    and style and layout are forced. Also printed: the app's own share (from the moment its
//    pointerup handler starts, i.e. without Chromium's input dispatch), and the time until the
//    first task after the next animation frame (waiting for that frame and painting it).
//
// 4. First paint of the table, cold and from the service worker (scripts/first-paint.mjs).
//
// Prints a table and, last, one JSON line. Environment: CHROMIUM_PATH (default /usr/bin/chromium).

import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, ROOT, serve } from './serve-build.mjs';
import { firstPaint } from './first-paint.mjs';
import { gzipSync } from 'node:zlib';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LINE = JSON.parse(readFileSync(join(ROOT, 'test', 'e2e', 'play-line.json'), 'utf8'));
const WARM_STEPS = 20; // steps played before timing starts: a mid-game board

const work = mkdtempSync(join(tmpdir(), 'spider-bench-ui-'));
process.env.TMPDIR = work;
let server;

/**
 * Gzipped sizes of what index.html loads: its module script, stylesheet and their static imports
 * ("main"); plus what start-up fetches besides ("startup"): the verified list and list format
 * that index.html preloads for a first visit, the service-worker helper and the language's
 * catalog (English here). The dialogs' and panels' chunks come after the first paint and are
 * left out.
 */
function bundleSizes(outDir) {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const preloaded = (f) => /\/(lists|verified-\d)-/.test(f);
  const gz = (file) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
  const mainFiles = refs.filter((f) => !preloaded(f));
  const main = mainFiles.reduce((n, f) => n + gz(f), 0);
  const entry = mainFiles.find((f) => f.endsWith('.js'));
  const lazy = [...readFileSync(join(outDir, entry), 'utf8').matchAll(/import\([`"']\.\/([^`"']+\.js)[`"']\)/g)]
    .map((m) => `assets/${m[1]}`)
    .filter((f) => /\/(workbox-window|ui-en)[.-]/.test(f));
  const extra = [...refs.filter(preloaded), ...lazy.filter((f) => existsSync(join(outDir, f)))];
  const startup = main + extra.reduce((n, f) => n + gz(f), 0);
  return { files: mainFiles, main, startup };
}

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * (s.length - 1) + 0.5))];
};

/**
 * Installs the in-page timer. A tap ends at pointerup (the app acts on it). A mutation
 * observer fires in the microtask checkpoint after the app's handler and its render; once the
 * status line shows the expected move count, style and layout are forced and the clock stops:
 * that is "settled DOM". The first task after the next animation frame gives "next frame".
 */
function instrument() {
  window.__taps = [];
  window.__expect = null;
  let t0 = null;
  let dispatched = 0;
  addEventListener(
    'pointerup',
    (e) => {
      t0 = e.timeStamp;
      dispatched = performance.now();
    },
    true,
  );
  const status = () => document.querySelector('[role=status]')?.textContent ?? '';
  new MutationObserver(() => {
    if (t0 === null || !window.__expect || !status().includes(window.__expect)) return;
    const start = t0;
    t0 = null;
    document.body.getBoundingClientRect();
    const now = performance.now();
    const settled = now - start;
    const app = now - dispatched; // the app's share: from its handler's start to settled
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => window.__taps.push({ settled, app, frame: performance.now() - start });
      ch.port2.postMessage(0);
    });
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}

async function point(page, step) {
  return page.evaluate(({ column, index }) => {
    const card = document.querySelector(`[role=group][aria-label="Column ${column + 1}"]`).querySelectorAll('[data-card]')[index];
    const r = card.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + Math.min(5, r.height / 4) };
  }, step);
}

const FINGER_MS = 60; // how long a finger rests on the glass in a quick tap

async function measure(chromium, baseUrl, { name, options, touch, press = 0 }) {
  const context = await chromium.launchPersistentContext(mkdtempSync(join(work, 'profile-')), {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    ...options,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.addInitScript(instrument);
  await page.goto(`${baseUrl}?suits=${LINE.suits}&deal=${LINE.deal}`, { waitUntil: 'load' });
  await page.locator('[role=status]').waitFor(); // the app renders once the saved game is read
  const settle = () => page.waitForFunction(() => document.getAnimations().length === 0);
  const cdp = press > 0 ? await context.newCDPSession(page) : null;
  const tap = async (p) => {
    if (!touch) return page.mouse.click(p.x, p.y);
    if (!cdp) return page.touchscreen.tap(p.x, p.y); // press and release in the same instant
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: p.x, y: p.y }] });
    await new Promise((r) => setTimeout(r, press));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
  let moves = 0;
  const samples = [];
  for (const [i, step] of LINE.steps.entries()) {
    if (i === LINE.steps.length - 1) break; // the last tap wins; the panel is not a table move
    await settle();
    if (step.type === 'deal') await page.getByRole('button', { name: 'Deal', exact: true }).click();
    else {
      const before = await page.evaluate((m) => {
        window.__expect = `Moves: ${m}`;
        return window.__taps.length;
      }, moves + 1);
      await tap(await point(page, step));
      await page.waitForFunction((n) => window.__taps.length > n, before);
      if (i >= WARM_STEPS) samples.push(await page.evaluate(() => window.__taps.at(-1)));
    }
    moves++;
    await page.waitForFunction((m) => document.querySelector('[role=status]').textContent.includes(`Moves: ${m}`), moves);
  }
  await context.close();
  const settled = samples.map((t) => t.settled);
  const frame = samples.map((t) => t.frame);
  const app = samples.map((t) => t.app);
  return {
    appMedian: quantile(app, 0.5),
    appP95: quantile(app, 0.95),
    name,
    n: samples.length,
    median: quantile(settled, 0.5),
    p95: quantile(settled, 0.95),
    max: Math.max(...settled),
    frameMedian: quantile(frame, 0.5),
    frameP95: quantile(frame, 0.95),
  };
}

try {
  const outDir = join(work, 'dist');
  await buildApp(outDir);
  const sizes = bundleSizes(outDir);
  server = await serve(outDir);
  const baseUrl = server.url;
  const { chromium } = await import('playwright-core');
  const results = [];
  results.push(await measure(chromium, baseUrl, { name: '1280×800 mouse', options: { viewport: { width: 1280, height: 800 } } }));
  results.push(
    await measure(chromium, baseUrl, {
      name: `360×740 touch, ${FINGER_MS} ms press`,
      touch: true,
      press: FINGER_MS,
      options: { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
    }),
  );
  // The same with press and release in one instant (Playwright's tap): the release then
  // waits in Chromium while the frame the press asked for is made, which no finger does.
  results.push(
    await measure(chromium, baseUrl, {
      name: '360×740 touch, instant tap',
      touch: true,
      options: { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
    }),
  );
  const paint = await firstPaint(chromium, baseUrl, {
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    work,
  });
  const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
  console.log(
    `main JS+CSS gzip (level 9): ${kb(sizes.main)} (${sizes.files.join(', ')}); with what start-up also fetches (the preloaded verified list and list format, service-worker helper, English catalog) ${kb(sizes.startup)}`,
  );
  for (const r of results) {
    console.log(
      `tap → settled DOM, ${r.name}: median ${r.median.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, max ${r.max.toFixed(1)} ms` +
        ` over ${r.n} tap moves; the app's own share (pointerup handler start → settled): median ${r.appMedian.toFixed(1)} ms,` +
        ` p95 ${r.appP95.toFixed(1)} ms; to the end of the next frame: median ${r.frameMedian.toFixed(1)} ms, p95 ${r.frameP95.toFixed(1)} ms`,
    );
  }
  const ms = (v) => `${v.toFixed(0)} ms`;
  console.log(
    `first paint of the table, 360×740 touch, median of ${paint.runs}: cold ${ms(paint.coldMedian)} (first contentful paint ${ms(paint.coldFcp)}),` +
      ` from the service worker ${ms(paint.swMedian)} (first contentful paint ${ms(paint.swFcp)})`,
  );
  console.log(JSON.stringify({ gzipMain: sizes.main, gzipStartup: sizes.startup, taps: results, firstPaint: paint }));
} finally {
  server?.stop();
  rmSync(work, { recursive: true, force: true });
}
