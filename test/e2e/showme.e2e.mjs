// "Show me how" in a real Chromium: after giving up a 1-suit deal, the solver's winning line
// (worked out in the app's own Web Worker) plays on a read-only table — steps with the keys,
// the move counter and announcements, playback to the win, axe, focus back on the end panel,
// the live game untouched — and the same works offline after one online visit, with reduced
// motion (nothing animates) on a phone.
import assert from 'node:assert/strict';
import { axe } from './axe.mjs';
import { pressTool } from './toolbar.mjs';
import { RECORDER, recentInput, waitForMoves } from './recorder.mjs';

export const timeoutMs = 300_000; // a whole line played back, on a machine that may be busy

const DESKTOP = { viewport: { width: 1280, height: 800 }, reducedMotion: 'no-preference' };
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2, reducedMotion: 'reduce' };
const SHOW_ME = 'Show me how';

/** Console errors and animations the page starts (a short one may be over before we look). */
async function watch(context, page) {
  // Awaited: a page opened before the scripts are registered runs without them (it lost the
  // animation counter about one run in three on a busy machine).
  await context.addInitScript(RECORDER);
  await context.addInitScript(() => {
    window.__animations = 0;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (...args) {
      window.__animations++;
      return animate.apply(this, args);
    };
  });
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  return problems;
}

const viewer = (page) => page.getByRole('dialog', { name: SHOW_ME });

/** What the viewer says right now, for failure messages. */
const viewerText = (page) =>
  page.evaluate(() => document.querySelector('.panel.show-me')?.textContent?.slice(0, 300) ?? '(no viewer open)').catch(() => '(page gone)');

/** Waits for `what` (a predicate run in the page); a timeout says what the viewer showed. */
async function waitUntil(page, what, predicate, arg, timeout = 15_000) {
  try {
    await page.waitForFunction(predicate, arg, { timeout });
  } catch {
    throw new Error(`waited ${timeout / 1000}s for ${what}; the viewer shows "${await viewerText(page)}"; last input: ${await recentInput(page)}`);
  }
}

/** Waits for a locator to appear, naming it on a timeout. */
async function waitForShown(page, locator, what, timeout = 10_000) {
  try {
    await locator.waitFor({ timeout });
  } catch {
    throw new Error(`waited ${timeout / 1000}s for ${what}; last input: ${await recentInput(page)}`);
  }
}

const counterIs = (page, text) =>
  waitUntil(page, `the counter to read "${text}"`, (t) => document.querySelector('.show-me-counter')?.textContent?.startsWith(t), text);

const counter = (page) => page.locator('.show-me-counter').textContent();
const announced = (page) => viewer(page).locator('[aria-live=polite]').textContent();

/** Card names per column, bottom first, on the viewer's table or the live one. */
function tableIn(page, where) {
  return page.evaluate((where) => {
    const root = where === 'viewer' ? document.querySelector('.panel.show-me') : document.querySelector('.app');
    return [...root.querySelectorAll('[role=group][aria-label^="Column "]')].map((col) =>
      [...col.querySelectorAll('[data-card]')].map((c) => c.getAttribute('aria-label')),
    );
  }, where);
}

async function giveUp(page) {
  await pressTool(page, 'Give up');
  const confirm = page.getByRole('dialog', { name: 'Give up this game?' });
  await waitForShown(page, confirm, 'the give-up question');
  await confirm.getByRole('button', { name: 'Give up' }).click();
  const over = page.getByRole('dialog', { name: 'Game over' });
  await waitForShown(page, over, 'the game-over panel');
  return over;
}

/** Opens the viewer from the end panel and waits for the solver's line to arrive. */
async function openLine(page, over) {
  await over.getByRole('button', { name: SHOW_ME }).click();
  await waitForShown(page, viewer(page), 'the "Show me how" dialog');
  await waitUntil(
    page,
    'the solver’s line (a Play button) or a message saying why there is none',
    () => {
      const d = document.querySelector('.panel.show-me');
      return d?.querySelector('.play') || d?.querySelector('.show-me-wait:not(.busy)');
    },
    undefined,
    60_000,
  );
  const text = await viewerText(page);
  assert.ok(await viewer(page).getByRole('button', { name: 'Play' }).count(), `a line to play, not a message: "${text}"`);
  const start = (await counter(page)).match(/^Start: won in (\d+) moves/);
  assert.ok(start, `the counter names the line's length: "${await counter(page)}"`);
  return Number(start[1]);
}

/** @param {{ baseUrl: string, launch: (o?: object) => Promise<import('playwright-core').BrowserContext> }} ctx */
export default async function showMe({ baseUrl, launch }) {
  await online({ baseUrl, launch });
  await offline({ baseUrl, launch });
}

async function online({ baseUrl, launch }) {
  const context = await launch(DESKTOP);
  const page = context.pages()[0] ?? (await context.newPage());
  const problems = await watch(context, page);
  await page.goto(`${baseUrl}?suits=1&deal=8`, { waitUntil: 'load' });
  await waitForShown(page, page.locator('[role=status]'), 'the status line');
  await page.getByRole('button', { name: 'Deal', exact: true }).click();
  await waitForMoves(page, 1, 'after one deal');
  const over = await giveUp(page);
  const live = await tableIn(page, 'live');

  const total = await openLine(page, over);
  await waitUntil(page, 'the focus on Play once the line is there', () => document.activeElement?.textContent?.trim() === 'Play');
  const start = await tableIn(page, 'viewer');
  assert.equal(start.flat().length, 54, 'the line starts from the deal as dealt (54 cards on the table)');
  assert.equal(start.flat().filter((n) => n === 'Face-down card').length, 44);
  assert.notDeepEqual(start, live, 'not from where the player gave up (a row had been dealt)');

  // ←/→ step, wherever the focus is in the player; each step is announced.
  const before = await page.evaluate(() => window.__animations);
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await counterIs(page, `Move 3 of ${total}`);
  assert.match(await announced(page), new RegExp(`^Move 3 of ${total}: (Moved|Dealt) `));
  const third = await tableIn(page, 'viewer');
  assert.notDeepEqual(third, start, 'three actions change the table shown');
  assert.ok((await page.evaluate(() => window.__animations)) > before, 'with motion allowed, the steps animate');
  await page.keyboard.press('ArrowLeft');
  await counterIs(page, `Move 2 of ${total}`);
  assert.notDeepEqual(await tableIn(page, 'viewer'), third, 'a step back changes the table back');

  await axe(page, 'the Show me how viewer');

  // Play to the end at the top speed: Space toggles playback.
  await viewer(page).getByRole('combobox', { name: 'Speed' }).selectOption('8');
  await viewer(page).getByRole('button', { name: 'Play' }).focus();
  await page.keyboard.press('Space');
  await waitForShown(page, viewer(page).getByRole('button', { name: 'Pause' }), 'the Pause button while playing');
  await waitUntil(
    page,
    `playback to reach move ${total} of ${total} and the win`,
    (t) => document.querySelector('.show-me-counter')?.textContent?.includes(t),
    `Move ${total} of ${total}`,
    total * 1_000 + 30_000,
  );
  assert.match(await counter(page), /The game is won\./);
  assert.match(await announced(page), /The game is won\.$/);
  assert.deepEqual((await tableIn(page, 'viewer')).flat(), [], 'every card has gone to the foundations');
  const runs = await viewer(page).getByRole('group', { name: 'Completed runs' }).getAttribute('aria-description');
  assert.equal(runs.split(', ').length, 8, 'eight completed runs');
  await waitForShown(page, viewer(page).getByRole('button', { name: 'Play' }), 'playback to stop at the end');

  // Esc closes: back to the game-over panel, the focus on the button that opened the viewer.
  await page.keyboard.press('Escape');
  await waitUntil(page, 'the viewer to close', () => !document.querySelector('.panel.show-me'));
  await waitForShown(page, page.getByRole('dialog', { name: 'Game over' }), 'the game-over panel again');
  // The dialog gives the focus back once it has gone (a frame later).
  await waitUntil(page, 'the focus to return to "Show me how"', (name) => document.activeElement?.textContent?.trim() === name, SHOW_ME);
  assert.deepEqual(await tableIn(page, 'live'), live, 'the live table is as the player left it');
  assert.match(await page.locator('[role=status]').textContent(), /Moves: 1(?!\d)/);
  assert.deepEqual(problems, [], 'no console errors');
  await context.close();
}

async function offline({ baseUrl, launch }) {
  const context = await launch(PHONE);
  const page = context.pages()[0] ?? (await context.newPage());
  const problems = await watch(context, page);
  await page.goto(baseUrl, { waitUntil: 'load' });
  await waitForShown(page, page.locator('[role=status]'), 'the status line (online)');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload({ waitUntil: 'load' });
  assert.ok(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)), 'a service worker controls the page');

  await context.setOffline(true);
  await page.reload({ waitUntil: 'load' });
  await waitForShown(page, page.locator('[role=status]'), 'the status line (offline)');
  assert.equal(await page.evaluate(() => navigator.onLine), false, 'the browser is offline');
  const over = await giveUp(page);
  const total = await openLine(page, over);

  const before = await page.evaluate(() => window.__animations);
  const start = await tableIn(page, 'viewer');
  await viewer(page).getByRole('button', { name: 'Step forward' }).tap();
  await viewer(page).getByRole('button', { name: 'Step forward' }).tap();
  await counterIs(page, `Move 2 of ${total}`);
  assert.notDeepEqual(await tableIn(page, 'viewer'), start, 'the steps change the table shown');
  assert.equal((await page.evaluate(() => window.__animations)) - before, 0, 'reduced motion: nothing animates');

  // The viewer fits the phone: no scrolling, every card of its table inside its board.
  const fit = await page.evaluate(() => {
    const board = document.querySelector('.show-me-board').getBoundingClientRect();
    const out = [...document.querySelectorAll('.show-me-board [data-card]')].filter((c) => {
      const r = c.getBoundingClientRect();
      return r.left < board.left - 0.5 || r.right > board.right + 0.5 || r.bottom > board.bottom + 0.5;
    });
    return { sw: document.documentElement.scrollWidth, w: innerWidth, out: out.length, height: board.height };
  });
  assert.ok(fit.sw <= fit.w, `no horizontal scroll (${fit.sw} > ${fit.w})`);
  assert.equal(fit.out, 0, 'every card inside the board');
  assert.ok(fit.height >= 200, `the board has room (${fit.height} px)`);

  await viewer(page).getByRole('button', { name: 'Close' }).tap();
  await waitForShown(page, page.getByRole('dialog', { name: 'Game over' }), 'the game-over panel after Close');
  await context.setOffline(false);
  assert.deepEqual(problems, [], 'no console errors');
  await context.close();
}
