// Hints in a real Chromium on a 360×740 touch phone (SPEC §4, §8): the toolbar fits with every
// button at least 44 px and named as the SPEC says (Restart, Give up and Pause behind More);
// Hint shows "Calculating…", then the move in words with its cards and destination marked;
// following it through the All-moves list clears it; a move while it calculates drops the
// answer; and after one online visit the hint still answers offline (the worker is precached).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { axe } from './axe.mjs';
import { RECORDER, recentInput } from './recorder.mjs';

export const timeoutMs = 240_000; // hints on a machine that may be busy

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2, reducedMotion: 'reduce' };

async function watch(context, page) {
  await context.addInitScript(RECORDER); // awaited: a page opened before it would run without it
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  return problems;
}

const barText = (page) => page.evaluate(() => document.querySelector('.hint-bar:not([hidden])')?.textContent ?? '');

/** Waits for the hint bar to show an answer (not "Calculating…"); returns its words. */
async function answer(page, timeout = 60_000) {
  try {
    await page.waitForFunction(
      () => {
        const bar = document.querySelector('.hint-bar:not([hidden])');
        return bar && bar.getAttribute('aria-busy') === 'false' && (bar.textContent ?? '').length > 10;
      },
      undefined,
      { timeout },
    );
  } catch {
    throw new Error(`waited ${timeout / 1000}s for a hint; the bar says "${await barText(page)}"; last input: ${await recentInput(page)}`);
  }
  return barText(page);
}

/** What the table marks: the hinted cards' column and count, the target column, the stock. */
function marked(page) {
  return page.evaluate(() => {
    const cards = [...document.querySelectorAll('.app .card.hinted')];
    const target = document.querySelector('.app .col.hint-target');
    return {
      from: cards.length ? Number(cards[0].getAttribute('data-col')) : -1,
      count: cards.length,
      names: cards.map((c) => c.getAttribute('aria-label')),
      to: target ? Number(target.getAttribute('data-col')) : -1,
      stock: Boolean(document.querySelector('.app .stock.hinted')),
    };
  });
}

/** Every toolbar button in sight: its name and box. */
function toolbar(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('nav.toolbar button')]
      .filter((b) => b.getBoundingClientRect().width > 0)
      .map((b) => {
        const r = b.getBoundingClientRect();
        return { name: b.getAttribute('aria-label'), w: r.width, h: r.height, left: r.left, right: r.right, overflow: b.scrollWidth > b.clientWidth + 1 };
      }),
  );
}

function assertFits(buttons, where) {
  for (const b of buttons) {
    assert.ok(b.w >= 44 && b.h >= 44, `${where}: ${b.name} is ${b.w}×${b.h}, not at least 44×44`);
    assert.ok(b.left >= 0 && b.right <= 360, `${where}: ${b.name} lies inside the 360 px screen (${b.left}..${b.right})`);
    assert.ok(!b.overflow, `${where}: ${b.name}'s label fits its button`);
  }
}

/** @param {{ baseUrl: string, launch: (o?: object) => Promise<import('playwright-core').BrowserContext> }} ctx */
export default async function hints({ baseUrl, launch }) {
  await online({ baseUrl, launch });
  await offline({ baseUrl, launch });
}

async function online({ baseUrl, launch }) {
  const context = await launch(PHONE);
  const page = context.pages()[0] ?? (await context.newPage());
  const problems = await watch(context, page);
  await page.goto(`${baseUrl}?suits=1&deal=8`, { waitUntil: 'load' });
  await page.locator('[role=status]').waitFor();

  // The toolbar: five buttons in sight, three more behind More, all at least 44 px.
  const shown = await toolbar(page);
  assert.deepEqual(
    shown.map((b) => b.name),
    ['Undo', 'Redo', 'Hint', 'New game', 'More'],
  );
  assertFits(shown, 'toolbar');
  await page.getByRole('button', { name: 'More', exact: true }).tap();
  await page.getByRole('button', { name: 'Give up', exact: true }).waitFor();
  const all = await toolbar(page);
  assert.deepEqual(
    all.map((b) => b.name),
    ['Undo', 'Redo', 'Hint', 'New game', 'More', 'Restart', 'Give up', 'Pause'],
  );
  assertFits(all, 'toolbar with More open');
  await axe(page, 'toolbar with More open');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Give up', exact: true }).waitFor({ state: 'hidden' });

  // Hint: words, marked cards and destination; then follow it with the All-moves list.
  await page.getByRole('button', { name: 'Hint', exact: true }).tap();
  const words = await answer(page);
  const mark = await marked(page);
  await axe(page, 'hint bar');
  assert.ok(mark.stock || (mark.count > 0 && mark.to >= 0), `the table marks the hint: ${JSON.stringify(mark)} for "${words}"`);
  if (mark.stock) {
    assert.match(words, /Deal a row/);
    await page.getByRole('button', { name: 'Deal', exact: true }).tap();
  } else {
    assert.match(words, new RegExp(`Move ${mark.names[0]} .*column ${mark.from + 1} .*column ${mark.to + 1}`), `the words name the marked move: "${words}"`);
    await page.getByRole('button', { name: 'Show all moves' }).tap();
    const name = `Move ${mark.count} ${mark.count === 1 ? 'card' : 'cards'} from column ${mark.from + 1} to column ${mark.to + 1}`;
    await page.getByRole('button', { name, exact: true }).tap();
  }
  await page.waitForFunction(() => !document.querySelector('.hint-bar:not([hidden])') && !document.querySelector('.app .hinted, .app .hint-target'));
  assert.match(await page.locator('[role=status]').textContent(), /Moves: 1/);

  // A move while it calculates: the answer for the old table never shows.
  await page.getByRole('button', { name: 'Hint', exact: true }).tap();
  await page.getByRole('button', { name: 'Undo', exact: true }).tap();
  await page.waitForTimeout(3_000);
  assert.equal(await barText(page), '', 'no hint bar after the table changed');
  assert.deepEqual(await marked(page), { from: -1, count: 0, names: [], to: -1, stock: false });

  assert.deepEqual(problems, [], 'no console errors');
  await context.close();
}

async function offline({ baseUrl, launch }) {
  const context = await launch(PHONE);
  const page = context.pages()[0] ?? (await context.newPage());
  const problems = await watch(context, page);
  await page.goto(`${baseUrl}?suits=2&deal=5`, { waitUntil: 'load' });
  await page.locator('[role=status]').waitFor();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload({ waitUntil: 'load' });
  assert.ok(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)), 'a service worker controls the page');

  await context.setOffline(true);
  await page.reload({ waitUntil: 'load' });
  await page.locator('[role=status]').waitFor();
  assert.equal(await page.evaluate(() => navigator.onLine), false, 'the browser is offline');
  await page.getByRole('button', { name: 'Hint', exact: true }).tap();
  const words = await answer(page);
  const mark = await marked(page);
  assert.ok(mark.stock || mark.count > 0, `offline, the hint marks its move: "${words}"`);
  assert.doesNotMatch(words, /could not be worked out/, 'the worker answered offline');
  // At 2 suits the worker runs the judged reveal-aware search (look-ahead lines, judged trial
  // games), and says what the command line says.
  const cli2 = JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'hint', '--suits', '2', '--deal', '5'], { cwd: ROOT, encoding: 'utf8' }),
  );
  assert.equal(cli2.kind, 'chance', 'a fresh 2-suit deal gets the judged reveal-aware hint');
  assert.equal(await page.locator('.hint-bar:not([hidden])').getAttribute('data-kind'), cli2.kind, 'the same kind of 2-suit hint as the CLI');
  assert.ok(words.includes(cli2.message), `the app's words "${words}" include the CLI's "${cli2.message}"`);

  // Still offline, a fresh 1-suit deal: the worker's reveal-aware search answers, and it says
  // what the command line says for the same game (same search, same level, same memory).
  await page.goto(`${baseUrl}?suits=1&deal=1`, { waitUntil: 'load' });
  await page.locator('[role=status]').waitFor();
  await page.getByRole('button', { name: 'Hint', exact: true }).tap();
  const first = await answer(page);
  const cli = JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'hint', '--suits', '1', '--deal', '1'], { cwd: ROOT, encoding: 'utf8' }),
  );
  assert.equal(await page.locator('.hint-bar:not([hidden])').getAttribute('data-kind'), cli.kind, 'the same kind of hint as the CLI');
  assert.equal(cli.kind, 'chance', 'a fresh deal with moves to weigh is a reveal-aware hint');
  assert.ok(first.includes(cli.message), `the app's words "${first}" include the CLI's "${cli.message}"`);
  await context.setOffline(false);
  assert.deepEqual(problems, [], 'no console errors');
  await context.close();
}
