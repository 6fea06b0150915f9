#!/usr/bin/env node
// Hint latency in the real app in Chromium (`npm run bench:hints -- browser`): 360×740 touch
// profile with 4× CPU throttling through CDP (Emulation.setCPUThrottlingRate), standing in for a
// mid-range phone. For each suit count, deals 9001.. are played by following the hint; every
// hint from action 10 to 30 is timed from the press of Hint to the answer on screen (the search
// runs in the app's own worker). Long tasks on the main thread (PerformanceObserver "longtask",
// > 50 ms) that overlap a running hint are counted: the table must never block.
//
// Flags: --suits 1,2,4 --deals 3 --rate 4. Prints one JSON line per suit count.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, serve } from './serve-build.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const suitCounts = arg('suits', '1,2,4').split(',').map(Number);
const deals = Number(arg('deals', '3'));
const rate = Number(arg('rate', '4'));
const FIRST = 10;
const LAST = 30;

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.min(s.length - 1, Math.floor(q * (s.length - 1) + 0.5))];
};

const work = mkdtempSync(join(tmpdir(), 'spider-bench-hints-'));
process.env.TMPDIR = work;
let server;
let browser;
let context;

try {
  const out = join(work, 'dist');
  await buildApp(out);
  server = await serve(out);
  const { chromium } = await import('playwright-core');
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  // A fresh context for each deal: a new deal link never meets a game in progress.
  const freshPage = async () => {
    context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 2,
      reducedMotion: 'reduce',
    });
    await context.addInitScript(() => {
      window.__long = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__long.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    return page;
  };

  for (const suits of suitCounts) {
    const ms = [];
    const kinds = {};
    let longDuring = 0;
    let longest = 0;
    for (let deal = 9001; deal < 9001 + deals; deal++) {
      const page = await freshPage();
      await page.goto(`${server.url}?suits=${suits}&deal=${deal}`, { waitUntil: 'load' });
      await page.locator('[role=status]').waitFor();
      for (let action = 0; action < LAST; action++) {
        // Press Hint and wait for the answer on screen, timed in the page.
        const r = await page.evaluate(async () => {
          const button = [...document.querySelectorAll('nav.toolbar button')].find((b) => b.getAttribute('aria-label') === 'Hint');
          const t0 = performance.now();
          button.click();
          await new Promise((resolve) => {
            const done = () => document.querySelector('.hint-bar:not([hidden])')?.getAttribute('aria-busy') === 'false';
            if (done()) return resolve();
            const mo = new MutationObserver(() => {
              if (done()) {
                mo.disconnect();
                resolve();
              }
            });
            mo.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
          });
          const t1 = performance.now();
          const long = window.__long.filter((l) => l.start < t1 && l.start + l.duration > t0);
          window.__lastLong = long.map((l) => [Math.round(l.start - t0), Math.round(l.duration), Math.round(t1 - t0)]);
          const cards = [...document.querySelectorAll('.app .card.hinted')];
          const target = document.querySelector('.app .col.hint-target');
          const bar = document.querySelector('.hint-bar:not([hidden])'); // the stuck bar is another, hidden one
          return {
            ms: t1 - t0,
            long: long.map((l) => l.duration),
            deal: Boolean(document.querySelector('.app .stock.hinted')),
            from: cards.length ? Number(cards[0].getAttribute('data-col')) : -1,
            count: cards.length,
            to: target ? Number(target.getAttribute('data-col')) : -1,
            text: bar?.textContent ?? '',
            kind: bar?.getAttribute('data-kind') ?? 'none',
          };
        });
        if (process.env.HINT_DEBUG) console.error(action, Math.round(r.ms), r.text.slice(0, 100), JSON.stringify(await page.evaluate(() => window.__lastLong)));
        if (action >= FIRST) {
          ms.push(r.ms);
          longDuring += r.long.length;
          longest = Math.max(longest, ...r.long, 0);
        }
        kinds[r.kind] = (kinds[r.kind] ?? 0) + 1; // the hint bar's data-kind: the engine's own word for it
        // Follow it: a deal from the stock, or the All-moves button for the marked move.
        const moved = await page.evaluate(({ deal, from, to, count }) => {
          if (deal) {
            document.querySelector('.app .stock')?.click();
            return true;
          }
          if (from < 0 || to < 0) return false;
          const name = `Move ${count} ${count === 1 ? 'card' : 'cards'} from column ${from + 1} to column ${to + 1}`;
          const b = [...document.querySelectorAll('.move-button')].find((el) => el.textContent === name);
          b?.click();
          return Boolean(b);
        }, r);
        if (!moved) break;
        await page.waitForFunction(() => !document.querySelector('.hint-bar:not([hidden])'));
        // Let the move's own work (render, animation, saving) finish before the next hint.
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 250)))));
      }
      await context.close();
      context = undefined;
    }
    console.log(
      JSON.stringify({
        part: 'latency',
        where: `chromium worker, 360x740 touch, ${rate}x CPU throttling`,
        suits,
        hints: ms.length,
        p50Ms: Math.round(quantile(ms, 0.5)),
        p95Ms: Math.round(quantile(ms, 0.95)),
        maxMs: Math.round(Math.max(...ms)),
        longTasksDuringHints: longDuring,
        longestMs: Math.round(longest),
        kinds,
      }),
    );
  }
} finally {
  await context?.close().catch(() => {});
  await browser?.close().catch(() => {});
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
}
