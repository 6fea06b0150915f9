// Daily results in a real Chromium (issue 13): the app built with VITE_RESULTS_URL pointing at
// the results service (server/, started here on the embedded store), the browser's clock
// pinned to a day whose 1-suit daily is deal 8 (the deal of play-line.json).
// 1. Service up: win the daily → the win panel shows the day's figures; the service counts it.
// 2. Service stopped: win it in another browser profile → the panel shows the game's own
//    figures and nothing breaks; the result waits in IndexedDB. Service back, page reloaded →
//    the result is sent (once) and the figures appear.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { axe } from './axe.mjs';
import { RECORDER, waitForMoves } from './recorder.mjs';
import { serveStatic } from './static.mjs';

export const timeoutMs = 300_000;

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const LINE = JSON.parse(readFileSync(new URL('./play-line.json', import.meta.url), 'utf8'));
const DAY = '2025-03-25';
const NOON_UTC9 = Date.parse(`${DAY}T03:00:00Z`);
const DESKTOP = { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' };

function freePort() {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
  });
}

/** The service on `port` with its data in `dataDir`; resolves once it listens. */
async function startService(port, dataDir) {
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), ['test/e2e/fixtures/results-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, RESULTS_NOW: String(NOON_UTC9) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise((r) => child.once('exit', r));
  const deadline = Date.now() + 60_000;
  while (!out.includes('"msg":"listening"')) {
    if (child.exitCode !== null) throw new Error(`the results service exited before listening:\n${out}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`waited 60 s for the results service to listen:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    log: () => out,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

const figuresOf = async (service) => (await fetch(`${service}/api/daily/${DAY}/1`)).json();

/** The result queue as the page keeps it in IndexedDB (null when none is stored). */
const storedQueue = (page) =>
  page.evaluate(
    () =>
      new Promise((res, rej) => {
        const open = indexedDB.open('spider-solitaire');
        open.onerror = () => rej(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('kv').objectStore('kv').get('results');
          get.onsuccess = () => {
            res(get.result ?? null);
            open.result.close();
          };
          get.onerror = () => rej(get.error);
        };
      }),
  );

async function waitForQueue(page, length, what) {
  const deadline = Date.now() + 10_000;
  let q = null;
  while (Date.now() < deadline) {
    q = await storedQueue(page);
    if ((q?.items?.length ?? 0) === length) return q;
    await page.waitForTimeout(100);
  }
  throw new Error(`waited for ${length} result(s) in the stored queue (${what}); it holds ${JSON.stringify(q)}`);
}

/** Each page's requests that have neither finished nor failed, for the failure messages. */
const pendingRequests = new WeakMap();
function trackRequests(page) {
  const open = new Set();
  pendingRequests.set(page, open);
  page.on('request', (r) => open.add(r.url()));
  page.on('requestfinished', (r) => open.delete(r.url()));
  page.on('requestfailed', (r) => open.delete(r.url()));
}

/** A control in an open dialog; when it does not come, the error says what the page shows instead. */
async function inDialog(page, dialog, role, name, where) {
  const control = page.getByRole('dialog', { name: dialog }).getByRole(role, { name });
  try {
    await control.waitFor({ timeout: 30_000 });
  } catch {
    const shown = await page.evaluate(
      () =>
        [...document.querySelectorAll('[role=dialog], .loading')]
          .map((e) => `${e.getAttribute('aria-label') ?? e.className}: "${(e.textContent ?? '').slice(0, 120)}"`)
          .join(' | ') || 'no dialog and no "Loading…"',
    );
    const pending = [...(pendingRequests.get(page) ?? [])].map((u) => u.replace(/^https?:\/\/[^/]+/, '')).join(', ') || 'none';
    throw new Error(`${where}: the ${dialog} dialog's ${role} "${name}" did not appear within 30 s; the page shows: ${shown}; requests still open: ${pending}`);
  }
  return control;
}

/** Waits until the daily figures line of the open end panel reads `pattern`. */
async function waitForFigures(page, pattern, what) {
  try {
    await page.waitForFunction((src) => new RegExp(src).test(document.querySelector('.daily-figures')?.textContent ?? ''), pattern.source, {
      timeout: 20_000,
    });
  } catch {
    const shown = await page.evaluate(() => document.querySelector('.daily-figures')?.textContent ?? '(no figures line)');
    throw new Error(`${what}: waited for the daily figures to read ${pattern}, they read "${shown}"`);
  }
}

/** Opens the pinned day's 1-suit daily from the new-game chooser and wins it from the All-moves list. */
async function winTheDaily(page, where) {
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  const chooser = page.getByRole('dialog', { name: 'New game' });
  await (await inDialog(page, 'New game', 'radio', '1 suit', where)).check();
  await chooser.getByRole('radio', { name: /^Daily/ }).check();
  await chooser.getByRole('button', { name: 'Start' }).click();
  await waitForMoves(page, 0, `${where}: the daily dealt`);
  const info = await page.locator('.deal-info').textContent();
  assert.match(info, /Deal 8 · 1 suit · daily/, `${where}: the pinned day's 1-suit daily is deal 8`);
  // The All-moves list, by keyboard (it stays open while the focus is in it).
  const moves = page.getByRole('region', { name: 'All moves' });
  await moves.getByRole('button', { name: 'Show all moves' }).press('Enter');
  for (const [i, step] of LINE.steps.entries()) {
    const name =
      step.type === 'deal' ? 'Deal a row' : `Move ${step.count} ${step.count === 1 ? 'card' : 'cards'} from column ${step.column + 1} to column ${step.to + 1}`;
    const button = moves.getByRole('button', { name, exact: true });
    await button.focus();
    await button.press('Enter');
    if (i < LINE.steps.length - 1) await waitForMoves(page, i + 1, `${where}: step ${i + 1}/${LINE.steps.length} (${name})`);
  }
  const won = page.getByRole('dialog', { name: /won/ });
  await won.waitFor({ timeout: 10_000 });
  return won;
}

/** @param {{ launch: Function, workDir: string, build: (dir: string, env: object) => Promise<void> }} ctx */
export default async function results({ launch, workDir, build }) {
  const port = await freePort();
  const serviceUrl = `http://127.0.0.1:${port}`;
  const dataDir = join(workDir, 'results-data');
  const appDir = join(workDir, 'build-results');
  await build(appDir, { VITE_RESULTS_URL: serviceUrl });
  const app = await serveStatic(appDir);
  let service = await startService(port, dataDir);
  try {
    // 1. The service is up.
    const first = await launch(DESKTOP);
    await first.clock.setFixedTime(new Date(NOON_UTC9));
    const page = first.pages()[0] ?? (await first.newPage());
    trackRequests(page);
    await page.addInitScript(RECORDER);
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(app.url, { waitUntil: 'load' });
    await page.locator('[role=status]').waitFor();

    await page.getByRole('button', { name: 'Settings' }).click();
    const box = await inDialog(page, 'Settings', 'checkbox', 'Send daily results', 'service up');
    assert.equal(await box.isChecked(), true, '"Send daily results" is on by default in a build with a service');
    await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Close' }).click();

    const won = await winTheDaily(page, 'service up');
    await waitForFigures(page, /^1 player on this daily deal so far, 100% won\.$/, 'service up');
    assert.match(await won.textContent(), /Moves\s*141/, 'the game’s own figures are there too');
    assert.deepEqual(
      (({ played, won: w, deal }) => ({ played, won: w, deal }))(await figuresOf(serviceUrl)),
      { played: 1, won: 1, deal: 8 },
      'the service counted the win',
    );
    await waitForQueue(page, 0, 'after the send');
    await axe(page, 'win panel with daily figures');
    assert.deepEqual(errors, [], 'no page errors');
    await first.close();

    // 2. The service is down while another player wins.
    await service.stop();
    const second = await launch(DESKTOP);
    await second.clock.setFixedTime(new Date(NOON_UTC9));
    const page2 = second.pages()[0] ?? (await second.newPage());
    trackRequests(page2);
    await page2.addInitScript(RECORDER);
    const errors2 = [];
    page2.on('pageerror', (e) => errors2.push(e.message));
    await page2.goto(app.url, { waitUntil: 'load' });
    await page2.locator('[role=status]').waitFor();
    const won2 = await winTheDaily(page2, 'service down');
    assert.match(await won2.textContent(), /Moves\s*141/, 'service down: the panel shows the game’s own figures');
    const queued = await waitForQueue(page2, 1, 'service down: the win waits to be sent');
    assert.equal(queued.items[0].result, 'won');
    assert.equal(queued.items[0].day, DAY);
    assert.equal(await page2.locator('.daily-figures').textContent(), '', 'service down: no daily figures, nothing broken');
    // The service comes back; the page is reloaded: the result goes out, once.
    service = await startService(port, dataDir);
    await page2.reload({ waitUntil: 'load' });
    await page2.locator('[role=status]').waitFor();
    await waitForQueue(page2, 0, 'service back: the queued win was sent after the reload');
    await waitForFigures(page2, /^2 players on this daily deal so far, 100% won\. Your moves beat 0%/, 'service back, after the reload');
    assert.deepEqual((({ played, won: w }) => ({ played, won: w }))(await figuresOf(serviceUrl)), { played: 2, won: 2 }, 'the service counted the second win');
    await page2.reload({ waitUntil: 'load' });
    await page2.locator('[role=status]').waitFor();
    await page2.waitForTimeout(1_000); // time for a second send, which must not happen
    assert.equal((await figuresOf(serviceUrl)).played, 2, 'sent once');
    assert.deepEqual(errors2, [], 'no page errors');
    await second.close();
  } finally {
    await service.stop();
    await app.close();
  }
}
