#!/usr/bin/env node
// Hint latency in the real app in Chromium (`npm run bench:hints -- browser`): 360×740 touch
// profile with 4× CPU throttling through CDP (Emulation.setCPUThrottlingRate), standing in for a
// mid-range phone. For each suit count, deals 9001.. are played by following the hint; every
// hint from action 10 to 30 is timed from the press of Hint to the answer on screen (the search
// runs in the app's own worker). Long tasks on the main thread (PerformanceObserver "longtask",
// > 50 ms) that overlap a running hint are counted: the table must never block.
//
// Two more figures per suit count, observed without changing the app:
// - speed: simulated actions a second of the reveal-aware search inside the worker. An init
//   script wraps the page's Worker constructor and notes when each request is posted and when
//   its answer arrives, with the answer's kind and `positions` (for a hint of kind 'chance', the
//   search's simulated actions, hint-chance.ts). Actions/s = the actions of the chance-kind
//   answers (hints at actions 10..30) over their time from post to answer, which also holds the
//   request's decoding and the hint's other stages: a lower bound on the search's own rate.
// - memory: the hint worker's heap, sampled about every 50 ms while the deals are played. CDP
//   Target.setAutoAttach (not flattened) on the page's session attaches to each dedicated
//   worker; Runtime.getHeapUsage on that session gives the worker isolate's V8 heap (usedSize,
//   totalSize: used and reserved) and, outside it, Blink's heap (embedderHeapUsedSize) and
//   ArrayBuffer backing stores (backingStorageSize). performance.memory is undefined in this
//   Chromium's dedicated workers, and measureUserAgentSpecificMemory needs cross-origin isolation.
//
// Flags: --suits 1,2,4 --deals 3 --rate 4 --actions 10..30 --level quick|normal|deep. Prints three JSON lines per suit count (latency,
// speed, memory).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, serve } from './serve-build.mjs';
import { parseStretch } from './stretch.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const suitCounts = arg('suits', '1,2,4').split(',').map(Number);
const deals = Number(arg('deals', '3'));
const rate = Number(arg('rate', '4'));
// --level: the hint strength chosen in Settings before each deal (the app's own levels).
const LEVEL_NAMES = { quick: 'Quick', normal: 'Normal', deep: 'Deep' };
const level = arg('level', 'normal');
if (!(level in LEVEL_NAMES)) throw new Error(`--level takes quick, normal or deep, not ${level}`);
// --actions A..B: the stretch of each game whose hints are timed (the game stops at B).
const { first: FIRST, last: LAST } = parseStretch(arg('actions', '10..30'));

/** Picks the hint strength in Settings as a player would (a fresh context starts at Normal). */
async function chooseLevel(page) {
  await page.getByRole('banner').getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  const radio = dialog.getByRole('group', { name: 'Hint strength' }).getByRole('radio', { name: LEVEL_NAMES[level], exact: true });
  await radio.check();
  if (!(await radio.isChecked())) throw new Error(`Settings did not take the ${level} level`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
}

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
  // The page's dedicated workers, attached through CDP (not flattened: Playwright's CDPSession
  // cannot address child sessions) and their heaps sampled with Runtime.getHeapUsage every
  // 50 ms; `busy()` says whether a hint is running, to count the samples taken during one.
  const watchWorkerHeaps = async (cdp) => {
    const workers = []; // in the order of attachment: { session, live, peak }
    const waiting = new Map();
    let next = 1;
    let samples = 0;
    let samplesDuringHints = 0;
    let slowest = 0; // the longest round trip of a sample: near a hint's time if the worker only answers between requests
    let running = false;
    cdp.on('Target.attachedToTarget', (e) => {
      if (e.targetInfo.type === 'worker') workers.push({ session: e.sessionId, live: true, peak: { used: 0, total: 0, all: 0 } });
    });
    cdp.on('Target.detachedFromTarget', (e) => {
      const w = workers.find((x) => x.session === e.sessionId);
      if (w) w.live = false;
    });
    cdp.on('Target.receivedMessageFromTarget', (e) => {
      const m = JSON.parse(e.message);
      waiting.get(m.id)?.(m);
      waiting.delete(m.id);
    });
    const heap = (w) =>
      new Promise((resolve) => {
        const id = next++;
        waiting.set(id, resolve);
        cdp.send('Target.sendMessageToTarget', { sessionId: w.session, message: JSON.stringify({ id, method: 'Runtime.getHeapUsage' }) }).catch(() => {
          waiting.delete(id);
          resolve(null);
        });
      });
    await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
    let stopped = false;
    const loop = (async () => {
      while (!stopped) {
        for (const w of workers.filter((x) => x.live)) {
          const during = running;
          const t0 = performance.now();
          const r = (await heap(w))?.result;
          if (!r) continue;
          slowest = Math.max(slowest, performance.now() - t0);
          if (process.env.HINT_DEBUG && during)
            console.error(`  heap sample: ${Math.round(performance.now() - t0)} ms round trip, used ${(r.usedSize / 2 ** 20).toFixed(1)} MB`);
          samples++;
          if (during && running) samplesDuringHints++;
          const all = r.usedSize + (r.embedderHeapUsedSize ?? 0) + (r.backingStorageSize ?? 0);
          w.peak = { used: Math.max(w.peak.used, r.usedSize), total: Math.max(w.peak.total, r.totalSize), all: Math.max(w.peak.all, all) };
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    return {
      busy: (b) => (running = b),
      stop: async () => {
        stopped = true;
        await loop;
        return { workers, samples, samplesDuringHints, slowest };
      },
    };
  };

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
      // The workers' traffic, watched: each request's post time, each answer's arrival. The app's
      // own onmessage is untouched (a second listener), and so is every message.
      window.__answers = [];
      window.__workers = []; // per worker, in the order of creation: the kinds of request it had
      const Native = window.Worker;
      window.Worker = class extends Native {
        constructor(url, options) {
          super(url, options);
          const index = window.__workers.length;
          window.__workers.push([]);
          const posted = new Map();
          this.__bench = { index, posted };
          this.addEventListener('message', (e) => {
            const d = e.data;
            const p = d && posted.get(d.id);
            if (!p || d.kind === 'progress') return;
            posted.delete(d.id);
            window.__answers.push({
              worker: index,
              request: p.kind,
              ms: performance.now() - p.at,
              answer: d.kind,
              kind: d.hint?.kind,
              positions: d.hint?.positions,
            });
          });
        }
        postMessage(message, ...rest) {
          if (message && typeof message === 'object') {
            this.__bench.posted.set(message.id, { kind: message.kind, at: performance.now() });
            window.__workers[this.__bench.index].push(message.kind);
          }
          return super.postMessage(message, ...rest);
        }
      };
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const memory = await watchWorkerHeaps(cdp);
    return { page, memory };
  };

  for (const suits of suitCounts) {
    const ms = [];
    const kinds = {};
    let longDuring = 0;
    let longest = 0;
    const search = { answers: 0, chance: 0, actions: 0, ms: 0, kinds: {} }; // the worker's answers at actions FIRST..LAST
    const heaps = { used: 0, total: 0, all: 0, samples: 0, samplesDuringHints: 0, slowestSampleMs: 0, hintWorkers: 0, otherWorkers: 0 };
    for (let deal = 9001; deal < 9001 + deals; deal++) {
      const { page, memory } = await freshPage();
      await page.goto(`${server.url}?suits=${suits}&deal=${deal}`, { waitUntil: 'load' });
      await page.locator('[role=status]').waitFor();
      await chooseLevel(page);
      for (let action = 0; action < LAST; action++) {
        // Press Hint and wait for the answer on screen, timed in the page.
        memory.busy(true);
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
        memory.busy(false);
        const answers = await page.evaluate(() => window.__answers.splice(0));
        if (process.env.HINT_DEBUG)
          console.error(action, Math.round(r.ms), r.text.slice(0, 100), JSON.stringify(await page.evaluate(() => window.__lastLong)), JSON.stringify(answers));
        if (action >= FIRST) {
          ms.push(r.ms);
          longDuring += r.long.length;
          longest = Math.max(longest, ...r.long, 0);
          for (const a of answers.filter((x) => x.request === 'hint')) {
            const kind = a.answer === 'hint' ? a.kind : a.answer;
            search.answers++;
            search.kinds[kind] = (search.kinds[kind] ?? 0) + 1;
            if (kind === 'chance') {
              search.chance++;
              search.actions += a.positions;
              search.ms += a.ms;
            }
          }
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
      // Which worker had which requests (creation order = attachment order): the peak is the
      // hint workers'; a worker that had other requests (the solver's) is counted apart.
      const made = await page.evaluate(() => window.__workers);
      const seen = await memory.stop();
      heaps.samples += seen.samples;
      heaps.samplesDuringHints += seen.samplesDuringHints;
      heaps.slowestSampleMs = Math.max(heaps.slowestSampleMs, seen.slowest);
      if (seen.workers.length !== made.length) console.error(`deal ${deal}: ${made.length} workers made, ${seen.workers.length} attached`);
      seen.workers.forEach((w, i) => {
        if ((made[i] ?? []).length > 0 && made[i].every((k) => k === 'hint')) {
          heaps.hintWorkers++;
          heaps.used = Math.max(heaps.used, w.peak.used);
          heaps.total = Math.max(heaps.total, w.peak.total);
          heaps.all = Math.max(heaps.all, w.peak.all);
        } else heaps.otherWorkers++;
      });
      await context.close();
      context = undefined;
    }
    console.log(
      JSON.stringify({
        part: 'latency',
        where: `chromium worker, 360x740 touch, ${rate}x CPU throttling`,
        suits,
        level,
        actions: `${FIRST}..${LAST}`,
        hints: ms.length,
        p50Ms: Math.round(quantile(ms, 0.5)),
        p95Ms: Math.round(quantile(ms, 0.95)),
        maxMs: Math.round(Math.max(...ms)),
        longTasksDuringHints: longDuring,
        longestMs: Math.round(longest),
        kinds,
      }),
    );
    const where = `chromium worker, 360x740 touch, ${rate}x CPU throttling`;
    console.log(
      JSON.stringify({
        part: 'speed',
        where,
        suits,
        answers: search.answers, // the worker's hint answers at actions FIRST..LAST, by kind
        kinds: search.kinds,
        chanceHints: search.chance,
        simulatedActions: search.actions,
        actionsPerSecond: search.ms > 0 ? Math.round((search.actions / search.ms) * 1000) : null,
        msPerChanceHint: search.chance > 0 ? Math.round(search.ms / search.chance) : null,
      }),
    );
    const mb = (b) => Math.round((b / 2 ** 20) * 10) / 10;
    console.log(
      JSON.stringify({
        part: 'memory',
        where,
        suits,
        method: 'CDP Runtime.getHeapUsage on the hint worker, every 50 ms',
        peakUsedMB: mb(heaps.used), // V8 heap in use (live objects and garbage not yet collected)
        peakTotalMB: mb(heaps.total), // V8 heap reserved
        peakWithEmbedderMB: mb(heaps.all), // V8 used + Blink heap used + ArrayBuffer backing stores
        samples: heaps.samples,
        samplesDuringHints: heaps.samplesDuringHints,
        slowestSampleMs: Math.round(heaps.slowestSampleMs),
        hintWorkers: heaps.hintWorkers,
        otherWorkers: heaps.otherWorkers,
      }),
    );
  }
} finally {
  await context?.close().catch(() => {});
  await browser?.close().catch(() => {});
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
}
