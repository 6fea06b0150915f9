#!/usr/bin/env node
// Saved-game benchmark (`npm run bench:save`) on the 360×740 touch profile in Debian's Chromium:
//
// 1. Save cost per action: a 2-suit game of 500 accepted actions (moves, deals, undos, redos)
//    played through the session, saving after each as persistence does: the main-thread part
//    (snapshot + encode + queue) and the time until IndexedDB commits it (off the main thread).
// 2. Restore before the first paint: a 500-action game is stored where the app keeps it (before
//    the app first runs, so its save on leaving a page cannot replace it) and the built app is
//    loaded, then reloaded 20 times; the app's own measures give the time from its first
//    line to the resumed session (`spider:boot`: IndexedDB read, decode, replay through the
//    engine) and to the first render of the table (`spider:first-render`); then, in the warm
//    page, boot() alone and decodeSave alone (the restore's own work, without storage).
//
// Prints a table and, last, one JSON line. Environment: CHROMIUM_PATH (default /usr/bin/chromium).

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, ROOT, serve } from './serve-build.mjs';
import { build } from 'esbuild';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ACTIONS = 500;
const RELOADS = 20;

const work = mkdtempSync(join(tmpdir(), 'spider-bench-save-'));
process.env.TMPDIR = work;
let server;

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * (s.length - 1) + 0.5))];
};
const stats = (xs) => ({ median: quantile(xs, 0.5), p95: quantile(xs, 0.95), max: Math.max(...xs) });
const ms = (x) => `${x.toFixed(2)} ms`;

try {
  const outDir = join(work, 'dist');
  await buildApp(outDir);
  const fixture = (await build({ entryPoints: [join(ROOT, 'scripts/fixtures/save-bench.ts')], bundle: true, format: 'esm', write: false, target: 'es2022' }))
    .outputFiles[0].text;
  server = await serve(outDir);
  const baseUrl = server.url;
  const { chromium } = await import('playwright-core');
  const context = await chromium.launchPersistentContext(mkdtempSync(join(work, 'profile-')), {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const call = (name, ...args) =>
    page.evaluate(
      async ({ fixture, name, args }) => {
        const mod = await import(URL.createObjectURL(new Blob([fixture], { type: 'text/javascript' })));
        return mod[name](...args);
      },
      { fixture, name, args },
    );

  // The game to restore is stored before the app has ever run here, from a page of the same
  // origin that is not the app (robots.txt, from the server: no service worker yet). Stored from
  // the app's own page it would not survive: the app saves its own game once more as the page
  // goes (pagehide, as it must), over the stored one. And once the service worker controls the
  // origin, every navigation, robots.txt too, is answered with the app's page.
  await page.goto(`${baseUrl}robots.txt`, { waitUntil: 'load' });
  if (await page.evaluate(() => document.getElementById('app') !== null || navigator.serviceWorker?.controller != null))
    throw new Error('robots.txt came with the app: the stored game would be overwritten');
  const stored = await call('storeGame', ACTIONS);
  await page.goto(baseUrl, { waitUntil: 'load' });
  await page.locator('[role=status]').waitFor();
  const first = await page.locator('[role=status]').textContent();
  if (!first.includes(`Moves: ${stored.moves}`)) throw new Error(`first visit: the stored game did not resume (${first})`);
  const save = await call('saveCost', ACTIONS, 'spider-bench-save');
  const boots = [];
  const renders = [];
  const fromNavigation = [];
  const direct = [];
  const decodes = [];
  for (let i = 0; i < RELOADS; i++) {
    await page.reload({ waitUntil: 'load' });
    await page.locator('[role=status]').waitFor();
    const m = await page.evaluate(() => ({
      boot: performance.getEntriesByName('spider:boot')[0]?.duration,
      render: performance.getEntriesByName('spider:first-render')[0]?.duration,
      rendered: performance.getEntriesByName('spider:rendered')[0]?.startTime,
      moves: document.querySelector('[role=status]')?.textContent,
    }));
    if (!m.moves.includes(`Moves: ${stored.moves}`)) throw new Error(`reload ${i}: the stored game did not resume (${m.moves})`);
    boots.push(m.boot);
    renders.push(m.render);
    fromNavigation.push(m.rendered);
    direct.push((await call('bootTime')).ms);
    decodes.push((await call('decodeTime')).ms);
  }
  await context.close();

  const result = {
    actions: save.actions,
    saveSync: stats(save.sync),
    saveCommit: stats(save.commit),
    stored,
    boot: stats(boots),
    firstRender: stats(renders),
    fromNavigation: stats(fromNavigation),
    bootInPage: stats(direct),
    decode: stats(decodes),
  };
  console.log(`save per action (${result.actions} actions, 2 suits, 360×740 touch):`);
  console.log(
    `  main thread (snapshot + encode + queue): median ${ms(result.saveSync.median)}, p95 ${ms(result.saveSync.p95)}, max ${ms(result.saveSync.max)}`,
  );
  console.log(
    `  until IndexedDB commits:                 median ${ms(result.saveCommit.median)}, p95 ${ms(result.saveCommit.p95)}, max ${ms(result.saveCommit.max)}`,
  );
  console.log(`restore a ${stored.actions}-action game (${stored.bytes} bytes stored), ${RELOADS} reloads:`);
  console.log(`  app start → game resumed (read, decode, replay): median ${ms(result.boot.median)}, p95 ${ms(result.boot.p95)}`);
  console.log(`  app start → table rendered:                      median ${ms(result.firstRender.median)}, p95 ${ms(result.firstRender.p95)}`);
  console.log(`  navigation → table rendered:                     median ${ms(result.fromNavigation.median)}, p95 ${ms(result.fromNavigation.p95)}`);
  console.log(`  boot() alone, warm page:                         median ${ms(result.bootInPage.median)}, p95 ${ms(result.bootInPage.p95)}`);
  console.log(`  decode + replay alone (no storage):              median ${ms(result.decode.median)}, p95 ${ms(result.decode.p95)}`);
  console.log(JSON.stringify(result));
} finally {
  server?.stop();
  rmSync(work, { recursive: true, force: true });
}
