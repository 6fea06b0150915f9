// Finish in a real Chromium (issue 24): a 1-suit deal played with the All-moves list up to the
// first table with nothing hidden (test/e2e/finish-line.json, from
// `npx tsx test/game/finish-line.ts 1 4`); the app's own worker proves the win and offers
// `Finish`, announced; it survives a reload and fits a phone in portrait; pressed, it plays the win out a step at a time
// with the moves counted, and a tap on the table skips to the end and the win panel. With
// reduced motion, E plays it all at once and nothing animates.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { axe } from './axe.mjs';
import { RECORDER, recentInput, waitForMoves } from './recorder.mjs';

export const timeoutMs = 240_000;

const LINE = JSON.parse(readFileSync(new URL('./finish-line.json', import.meta.url), 'utf8'));
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const moveName = (s) => `Move ${s.count} ${s.count === 1 ? 'card' : 'cards'} from column ${s.column + 1} to column ${s.to + 1}`;
const status = (page) => page.locator('[role=status]').first().textContent();
const movesShown = async (page) => Number((await status(page)).match(/Moves: (\d+)/)?.[1] ?? NaN);

async function open(context) {
  await context.addInitScript(RECORDER);
  await context.addInitScript(() => {
    window.__animations = 0;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (...args) {
      window.__animations++;
      return animate.apply(this, args);
    };
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  return { page, problems };
}

/** The line through the All-moves list, the keyboard way, each step waited for. */
async function playToKnown(page, baseUrl) {
  await page.goto(`${baseUrl}?suits=${LINE.suits}&deal=${LINE.deal}`, { waitUntil: 'load' });
  await page.locator('[role=status]').waitFor();
  const region = page.getByRole('region', { name: 'All moves' });
  for (const [i, step] of LINE.steps.entries()) {
    const button = region.getByRole('button', { name: step.type === 'deal' ? 'Deal a row' : moveName(step), exact: true });
    await button.focus();
    await button.press('Enter');
    await waitForMoves(page, i + 1, `step ${i + 1}/${LINE.steps.length}`);
  }
}

async function waitForFinish(page, where) {
  try {
    await page.getByRole('button', { name: 'Finish', exact: true }).waitFor({ timeout: 30_000 });
  } catch {
    throw new Error(`${where}: no Finish button; status "${await status(page)}"; last input: ${await recentInput(page)}`);
  }
}

export default async function finish({ baseUrl, launch }) {
  const n = LINE.steps.length;
  {
    const context = await launch({ ...DESKTOP, reducedMotion: 'no-preference' });
    const { page, problems } = await open(context);
    await playToKnown(page, baseUrl);
    await waitForFinish(page, 'motion');
    const said = await page.locator('.toasts').textContent();
    assert.match(said, /The rest can be played out: Finish/, 'the offer is announced');
    await axe(page, 'Finish offered');
    // A reload resumes the game, and the search runs again for the table as it is.
    await page.reload({ waitUntil: 'load' });
    await waitForMoves(page, n, 'after the reload');
    await waitForFinish(page, 'after the reload');
    // On a phone in portrait the bar fits: no scrolling, the button in sight and 44 px tall.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.waitForTimeout(300);
    const fit = await page.evaluate(() => {
      const b = document.querySelector('.finish-button')?.getBoundingClientRect();
      const d = document.documentElement;
      return { sh: d.scrollHeight, h: innerHeight, sw: d.scrollWidth, w: innerWidth, top: b?.top ?? -1, bottom: b?.bottom ?? -1, height: b?.height ?? 0 };
    });
    assert.ok(fit.sh <= fit.h && fit.sw <= fit.w, `no scrolling on a phone with the Finish bar (${JSON.stringify(fit)})`);
    assert.ok(fit.height >= 44 && fit.top >= 0 && fit.bottom <= fit.h, `the Finish button is in sight and 44 px tall (${JSON.stringify(fit)})`);
    if (process.env.E2E_SHOT) await page.screenshot({ path: process.env.E2E_SHOT });
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    await page.getByRole('button', { name: 'Skip to the end', exact: true }).waitFor({ timeout: 5_000 });
    await page.waitForFunction((m) => Number(document.querySelector('[role=status]')?.textContent?.match(/Moves: (\d+)/)?.[1]) >= m, n + 2, {
      timeout: 10_000,
    });
    const during = await movesShown(page);
    assert.ok(during > n && during < n + LINE.left + 20, `a step at a time, each counted (${during} after ${n})`);
    assert.ok(await page.evaluate(() => window.__animations > 0), 'the steps animate');
    // A tap on the table: the rest at once, then the win panel.
    const box = await page.locator('.table').boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height * 0.6);
    const won = page.getByRole('dialog', { name: /won/ });
    await won.waitFor({ timeout: 10_000 });
    const moves = Number((await won.textContent()).match(/Moves\s*(\d+)/)?.[1]);
    assert.ok(moves > during, `the win panel counts the played-out moves (${moves})`);
    assert.deepEqual(problems, [], 'no console errors');
    await context.close();
  }
  {
    const context = await launch({ ...DESKTOP, reducedMotion: 'reduce' });
    const { page, problems } = await open(context);
    await playToKnown(page, baseUrl);
    await waitForFinish(page, 'reduced motion');
    await page.evaluate(() => (window.__animations = 0));
    await page.keyboard.press('e');
    await page.getByRole('dialog', { name: /won/ }).waitFor({ timeout: 5_000 });
    assert.equal(await page.evaluate(() => window.__animations), 0, 'with reduced motion nothing animates');
    assert.ok((await movesShown(page)) > n, 'the moves were made and counted');
    assert.deepEqual(problems, [], 'no console errors');
    await context.close();
  }
}
