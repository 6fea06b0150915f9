// A whole 1-suit deal won on a touch screen (390×844) with long presses and the segment
// picker only, plus taps on the stock (SPEC §3, issue 8 acceptance). Slow by nature: every
// move is a half-second press.
import { readFileSync } from 'node:fs';
import { RECORDER, waitForMoves } from './recorder.mjs';

export const timeoutMs = 300_000;

const LINE = JSON.parse(readFileSync(new URL('./play-line.json', import.meta.url), 'utf8'));
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2, reducedMotion: 'reduce' };

async function longPress(cdp, p, ms) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: p.x, y: p.y, id: 1 }] });
  await new Promise((r) => setTimeout(r, ms));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** The whole line on a touch screen with long presses and the picker only (and the stock). */
/** @param {{ baseUrl: string, launch: (o?: object) => Promise<import('playwright-core').BrowserContext> }} ctx */
export default async function touchWin({ launch, baseUrl }) {
  const context = await launch(PHONE);
  await context.addInitScript(RECORDER);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${baseUrl}?suits=${LINE.suits}&deal=${LINE.deal}`, { waitUntil: 'load' });
  await page.locator('[role=status]').waitFor();
  const cdp = await context.newCDPSession(page);
  const stock = page.getByRole('button', { name: 'Deal', exact: true });
  for (const [i, step] of LINE.steps.entries()) {
    const where = `touch step ${i + 1}/${LINE.steps.length}`;
    if (step.type === 'deal') {
      if (LINE.steps[i - 1]?.type === 'deal') await page.waitForTimeout(450); // else it is a double tap
      await stock.tap();
    } else {
      const at = await page.evaluate(({ column }) => {
        const col = document.querySelector(`[role=group][aria-label="Column ${column + 1}"]`).getBoundingClientRect();
        const cards = document.querySelectorAll(`[role=group][aria-label="Column ${column + 1}"] [data-card]`);
        const r = cards[cards.length - 1].getBoundingClientRect();
        return { x: col.left + col.width / 2, y: r.top + Math.min(20, r.height / 2) };
      }, step);
      await longPress(cdp, at, 650); // well past the 480 ms, so a busy page still sees a long press
      const picker = page.getByRole('dialog', { name: `Column ${step.column + 1}` });
      await picker.waitFor({ timeout: 5_000 });
      const fewer = picker.getByRole('button', { name: 'One card fewer' });
      for (;;) {
        const shown = await picker.locator('.picker-count p').textContent();
        const taking = Number(/Moving (\d+)/.exec(shown)?.[1]);
        if (taking <= step.count) break;
        await fewer.tap();
      }
      await picker.getByRole('button', { name: `To column ${step.to + 1}`, exact: true }).tap();
    }
    if (i < LINE.steps.length - 1) await waitForMoves(page, i + 1, where);
  }
  await page.getByRole('dialog', { name: /won/ }).waitFor({ timeout: 5_000 });
  await context.close();
}
