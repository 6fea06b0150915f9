// Playing without a pointer, and the long press, in a real Chromium (SPEC §3, §8):
// - a whole 1-suit deal won with the keyboard and the All-moves list only;
// - at 390×844 touch, a long press opens the segment picker and moves nothing, and a
//   `To column M` button moves the run; two quick taps on the stock deal one row;
// - axe finds nothing serious or critical on the main screen, the picker, the open All-moves
//   list and the win panel, light and dark (and in high contrast, but for the picker: see look).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { axe } from './axe.mjs';
import { RECORDER, recentInput, waitForMoves } from './recorder.mjs';

const LINE = JSON.parse(readFileSync(new URL('./play-line.json', import.meta.url), 'utf8'));
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2, reducedMotion: 'reduce' };
const DESKTOP = { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' };

const moveName = (s) => `Move ${s.count} ${s.count === 1 ? 'card' : 'cards'} from column ${s.column + 1} to column ${s.to + 1}`;

/** Presses a button of the All-moves list the keyboard way: focus it, then Enter. */
async function press(region, name) {
  const button = region.getByRole('button', { name, exact: true });
  await button.focus();
  await button.press('Enter');
}

async function keyboardWin({ launch, baseUrl }, scheme, contrast = 'no-preference') {
  const context = await launch({ ...DESKTOP, colorScheme: scheme, contrast });
  if (contrast === 'more') scheme = `${scheme} high-contrast`;
  await context.addInitScript(RECORDER);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${baseUrl}?suits=${LINE.suits}&deal=${LINE.deal}`, { waitUntil: 'load' });
  await page.locator('[role=status]').waitFor();
  await axe(page, `${scheme} main screen`);
  const region = page.getByRole('region', { name: 'All moves' });
  await region.getByRole('button', { name: 'Show all moves' }).press('Enter');
  await axe(page, `${scheme} All-moves list`);
  for (const [i, step] of LINE.steps.entries()) {
    await press(region, step.type === 'deal' ? 'Deal a row' : moveName(step));
    if (i < LINE.steps.length - 1) await waitForMoves(page, i + 1, `keyboard ${scheme} step ${i + 1}/${LINE.steps.length}`);
  }
  const won = page.getByRole('dialog', { name: /won/ });
  await won.waitFor({ timeout: 5_000 });
  await axe(page, `${scheme} win panel`);
  await context.close();
}

async function longPress(cdp, p, ms) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: p.x, y: p.y, id: 1 }] });
  await new Promise((r) => setTimeout(r, ms));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

async function touchPicker({ launch, baseUrl }, scheme) {
  const context = await launch({ ...PHONE, colorScheme: scheme });
  await context.addInitScript(RECORDER);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${baseUrl}?suits=${LINE.suits}&deal=${LINE.deal}`, { waitUntil: 'load' });
  await page.locator('[role=status]').waitFor();
  const step = LINE.steps.find((s) => s.type !== 'deal');
  const at = await page.evaluate(({ column, index }) => {
    const card = document.querySelectorAll(`[role=group][aria-label="Column ${column + 1}"] [data-card]`)[index];
    const r = card.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + Math.min(5, r.height / 4) };
  }, step);
  const cdp = await context.newCDPSession(page);
  await longPress(cdp, at, 650);
  const picker = page.getByRole('dialog', { name: `Column ${step.column + 1}` });
  await picker.waitFor({ timeout: 5_000 });
  await waitForMoves(page, 0, 'a long press alone moves nothing');
  await axe(page, `${scheme} picker`);
  await picker.getByRole('button', { name: `To column ${step.to + 1}`, exact: true }).tap();
  await waitForMoves(page, 1, 'the To column button moves the run');
  assert.equal(await picker.count(), 0, 'the picker closed');

  // Two quick taps on the stock: one deal.
  const stock = page.getByRole('button', { name: 'Deal', exact: true });
  const box = await stock.boundingBox();
  const mid = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ ...mid, id: 1 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ ...mid, id: 2 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await waitForMoves(page, 2, 'the first tap on the stock deals');
  await page.waitForTimeout(500); // past the deal's animation: a second deal would have landed by now
  const status = await page.locator('[role=status]').textContent();
  assert.match(status, /Moves: 2(?!\d)/, `the second quick tap did not deal again (${status}; last input: ${await recentInput(page)})`);
  await context.close();
}

/** @param {{ baseUrl: string, launch: (o?: object) => Promise<import('playwright-core').BrowserContext> }} ctx */
export default async function input(ctx) {
  await keyboardWin(ctx, 'light');
  await keyboardWin(ctx, 'dark');
  await keyboardWin(ctx, 'light', 'more');
  await touchPicker(ctx, 'light');
  await touchPicker(ctx, 'dark');
}
