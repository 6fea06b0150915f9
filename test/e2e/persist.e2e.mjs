// Saved games in a real Chromium (SPEC §5): a game played by touch resumes exactly after a
// reload (cards, counts, redo history) and after a second one; a damaged save is reported, kept
// aside and costs no records; a second tab takes the game over and the first one says so.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { RECORDER, waitForMoves } from './recorder.mjs';
import { pressTool } from './toolbar.mjs';

const LINE = JSON.parse(readFileSync(new URL('./play-line.json', import.meta.url), 'utf8'));
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2, reducedMotion: 'reduce' };

async function ready(page) {
  await page.locator('[role=status]').waitFor();
}

/** Every column's card names, bottom first: what the player sees. */
function table(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[role=group][aria-label^="Column "]')].map((col) =>
      [...col.querySelectorAll('[data-card]')].map((c) => c.getAttribute('aria-label')),
    ),
  );
}

async function tapCard(page, column, index) {
  const p = await page.evaluate(
    ({ column, index }) => {
      const card = document.querySelectorAll(`[role=group][aria-label="Column ${column + 1}"] [data-card]`)[index];
      const r = card.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + Math.min(5, r.height / 4) };
    },
    { column, index },
  );
  await page.touchscreen.tap(p.x, p.y);
}

const redoEnabled = (page) => page.getByRole('button', { name: 'Redo' }).evaluate((b) => b.getAttribute('aria-disabled') !== 'true');

/** Writes a raw value under a key of the app's IndexedDB store, from inside the page. */
/**
 * Reloads with `value` stored under `key` as the page starts. Written before the reload, it
 * would not survive: the app saves the game once more as the page goes (and must), so the
 * damage is done by a script that runs in the new page before the app's own code — its
 * transaction is made first, so the app's first read sees it.
 */
async function reloadWithStored(page, key, value) {
  const token = `stored-once-${Math.random()}`;
  await page.addInitScript(
    ({ key, value, token }) => {
      if (sessionStorage.getItem(token)) return;
      sessionStorage.setItem(token, '1');
      const open = indexedDB.open('spider-solitaire');
      open.onsuccess = () => {
        const tx = open.result.transaction('kv', 'readwrite');
        tx.objectStore('kv').put(value, key);
        tx.oncomplete = () => open.result.close();
      };
    },
    { key, value, token },
  );
  await page.reload({ waitUntil: 'load' });
}

/** Waits until the stored game (JSON text) has `field` equal to `value`: the write has landed. */
async function waitForSaved(page, field, value) {
  const deadline = Date.now() + 5_000;
  let last;
  while (Date.now() < deadline) {
    last = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const open = indexedDB.open('spider-solitaire');
          open.onsuccess = () => {
            const req = open.result.transaction('kv').objectStore('kv').get('game');
            req.onsuccess = () => {
              open.result.close();
              resolve(req.result ?? null);
            };
          };
        }),
    );
    try {
      if (JSON.stringify(JSON.parse(last)[field]) === JSON.stringify(value)) return;
    } catch {
      /* not written yet */
    }
    await page.waitForTimeout(20);
  }
  throw new Error(`the saved game never had ${field} = ${JSON.stringify(value)} (last: ${String(last).slice(0, 200)})`);
}

function storedKeys(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('spider-solitaire');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction('kv').objectStore('kv').getAllKeys();
          req.onsuccess = () => {
            open.result.close();
            resolve(req.result);
          };
        };
      }),
  );
}

/** @param {{ baseUrl: string, launch: (o?: object) => Promise<import('playwright-core').BrowserContext> }} ctx */
export default async function persist({ baseUrl, launch }) {
  const context = await launch(PHONE);
  await context.addInitScript(RECORDER);
  const page = context.pages()[0] ?? (await context.newPage());
  const problems = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));

  await page.goto(`${baseUrl}?suits=${LINE.suits}&deal=${LINE.deal}`, { waitUntil: 'load' });
  await ready(page);
  assert.equal(new URL(page.url()).search, '', 'the link leaves the address bar once read');

  // Taps from the winning line, then a deal and an undo.
  let moves = 0;
  for (const step of LINE.steps.slice(0, 12)) {
    if (step.type === 'deal') break;
    await tapCard(page, step.column, step.index);
    await waitForMoves(page, ++moves, 'persist: a tap from the line');
  }
  await page.getByRole('button', { name: 'Deal', exact: true }).tap();
  await waitForMoves(page, ++moves, 'persist: the deal');
  const dealt = await table(page);
  await page.getByRole('button', { name: 'Undo' }).tap();
  await waitForMoves(page, --moves, 'persist: the undo');
  const before = await table(page);
  const statusBefore = await page.locator('[role=status]').textContent();
  assert.ok(await redoEnabled(page), 'redo is available before the reload');

  // Reload with no query: the same table, counts and redo history.
  await page.reload({ waitUntil: 'load' });
  await ready(page);
  assert.deepEqual(await table(page), before, 'the same cards after a reload');
  const statusAfter = await page.locator('[role=status]').textContent();
  assert.equal(statusAfter.replace(/Time: \S+/, ''), statusBefore.replace(/Time: \S+/, ''), 'the same status line');
  assert.match(await page.locator('.deal-info').textContent(), /Deal 8 · 1 suit/, 'the same deal');
  assert.ok(await redoEnabled(page), 'redo history survives the reload');
  await page.getByRole('button', { name: 'Redo' }).tap();
  await waitForMoves(page, moves + 1, 'persist: redo after the reload');
  assert.deepEqual(await table(page), dealt, 'redo brings back the dealt row');

  // And a second reload.
  await page.reload({ waitUntil: 'load' });
  await ready(page);
  await waitForMoves(page, moves + 1, 'persist: the second reload');
  assert.deepEqual(await table(page), dealt, 'the same cards after a second reload');

  // A hint shown is counted and saved (issue 24, point 3); the reload keeps it with the undo.
  await page.getByRole('button', { name: 'Hint', exact: true }).tap();
  await page.waitForFunction(
    () => {
      const bar = document.querySelector('.hint-bar:not([hidden])');
      return bar && bar.getAttribute('aria-busy') === 'false' && (bar.textContent ?? '').length > 10;
    },
    undefined,
    { timeout: 60_000 },
  );
  await waitForSaved(page, 'hints', 1);
  await page.reload({ waitUntil: 'load' });
  await ready(page);
  await waitForMoves(page, moves + 1, 'persist: the reload after a hint');

  // Give up (a loss in the records), then damage the save and reload.
  await pressTool(page, 'Give up', 'tap');
  await page.getByRole('dialog', { name: 'Give up this game?' }).getByRole('button', { name: 'Give up' }).tap();
  const over = page.getByRole('dialog', { name: 'Game over' });
  await over.waitFor();
  const facts = await over
    .locator('dl.facts')
    .evaluate((dl) => Object.fromEntries([...dl.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent])));
  assert.equal(facts.Undos, '1', `the panel counts the undo from before the reloads (${JSON.stringify(facts)})`);
  assert.equal(facts.Hints, '1', `the panel counts the hint from before the reload (${JSON.stringify(facts)})`);
  await waitForSaved(page, 'phase', 'gave-up');
  await reloadWithStored(page, 'game', '{"version":1,"suits":1,"deal":8,"rules":"cla');
  await ready(page);
  const notice = page.getByRole('alert').filter({ hasText: /saved game could not be read/ });
  await notice.waitFor({ timeout: 5_000 });
  await waitForMoves(page, 0, 'persist: a new game after a damaged save');
  assert.match(await page.locator('.deal-info').textContent(), /verified/, 'a new Verified game');
  const keys = await storedKeys(page);
  assert.ok(
    keys.some((k) => String(k).startsWith('backup:game:')),
    `the damaged save is kept aside (${keys})`,
  );
  await notice.getByRole('button', { name: 'OK' }).tap();
  await page.getByRole('button', { name: 'Statistics' }).tap();
  const stats = page.getByRole('dialog', { name: 'Statistics' });
  const played = await stats.locator('dd').first().textContent();
  assert.equal(played, '1', 'the records still hold the game given up');
  await stats.getByRole('button', { name: 'Close' }).tap();

  // A second tab on the same profile takes over; the first one says so and can take it back.
  await page.getByRole('button', { name: 'Deal', exact: true }).tap();
  await waitForMoves(page, 1, 'persist: a deal before the second tab');
  const second = await context.newPage();
  await second.goto(baseUrl, { waitUntil: 'load' });
  await ready(second);
  await waitForMoves(second, 1, 'persist: the second tab resumes');
  const elsewhere = page.getByRole('dialog', { name: 'Playing in another tab' });
  await elsewhere.waitFor({ timeout: 5_000 });
  await second.getByRole('button', { name: 'Undo' }).tap();
  await waitForMoves(second, 0, 'persist: undo in the second tab');
  await waitForSaved(second, 'actions', ['d', 'u']);
  await elsewhere.getByRole('button', { name: 'Play here' }).tap();
  await waitForMoves(page, 0, 'persist: taking the game back'); // the newer tab's undo came along
  await second.getByRole('dialog', { name: 'Playing in another tab' }).waitFor({ timeout: 5_000 });

  assert.deepEqual(problems, [], 'no page errors');
  await context.close();
}
