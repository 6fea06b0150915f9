// Playing in a real Chromium: a whole 1-suit deal won by tapping only and by dragging only, at
// phone (360×740, touch) and desktop (1280×800, mouse) sizes; the status line, refusals with
// spring-back, animations, and that the table never scrolls and top cards stay readable.
//
// The line of play (test/e2e/play-line.json) comes from `npx tsx test/game/tap-line.ts 1 8`:
// every step is either a deal or "this card", which tapping sends to `to` by the best-spot rule.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { RECORDER, recentInput } from './recorder.mjs';

const LINE = JSON.parse(readFileSync(new URL('./play-line.json', import.meta.url), 'utf8'));
const RANK_NAMES = { A: 'Ace', T: '10', J: 'Jack', Q: 'Queen', K: 'King' };
const SUIT_NAMES = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
const cardName = (code) => `${RANK_NAMES[code[0]] ?? code[0]} of ${SUIT_NAMES[code[1]]}`;

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** @param {{ baseUrl: string, launch: (o?: object) => Promise<import('playwright-core').BrowserContext> }} ctx */
export default async function play({ baseUrl, launch }) {
  const url = `${baseUrl}?suits=${LINE.suits}&deal=${LINE.deal}`;
  for (const [size, device] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ]) {
    for (const input of ['tap', 'drag']) {
      const context = await launch({ ...device, reducedMotion: 'reduce' });
      const page = context.pages()[0] ?? (await context.newPage());
      const problems = await watch(page);
      await page.goto(url, { waitUntil: 'load' });
      await page.locator('[role=status]').waitFor();
      await checkScreen(page, `${size} start`);
      if (size === 'desktop' && input === 'drag') await illegalDropSpringsBack(page);
      await playLine(page, { touch: device === PHONE, input, where: `${size}/${input}` });
      const won = page.getByRole('dialog', { name: /won/ });
      await won.waitFor({ timeout: 5_000 });
      const text = await won.textContent();
      assert.match(text, /Moves\s*\d+/, 'the win panel shows the moves');
      assert.match(text, /Deal 8 · 1 suit/, 'the win panel names the deal');
      await checkScreen(page, `${size} won`, { cards: false });
      // Play the deal again from the panel: a fresh table, nothing lost on the way.
      await won.getByRole('button', { name: 'Play again' }).click();
      await waitForStatus(page, 'Moves: 0');
      assert.deepEqual(problems, [], `${size}/${input}: no console errors`);
      await context.close();
    }
  }
  await animationsRun({ baseUrl, launch, url });
}

async function watch(page) {
  await page.addInitScript(RECORDER); // awaited: a page opened before it would run without it
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  return problems;
}

const column = (page, c) => page.getByRole('group', { name: `Column ${c + 1}`, exact: true });

async function waitForStatus(page, text) {
  await page.waitForFunction((t) => document.querySelector('[role=status]')?.textContent?.includes(t), text, {
    timeout: 5_000,
  });
}

/** A point on the visible top strip of a card (cards above cover the rest of it). */
async function grabPoint(el) {
  const box = await el.boundingBox();
  assert.ok(box, 'the card is on screen');
  return { x: box.x + box.width / 2, y: box.y + Math.min(5, box.height / 4) };
}

// Taps and drags go straight to CDP, every event of one gesture sent at once: Chromium handles
// them in order, and the test does not wait a round trip between them.

async function touchDrag(page, cdp, from, to, { hold = false } = {}) {
  const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y, id: 1 }] : [] });
  const mid = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
  await Promise.all([touch('touchStart', from), touch('touchMove', mid), touch('touchMove', to)]);
  if (hold) {
    // Hold still before lifting, as a player placing a card does. A lift at full speed starts
    // a fling, and Chromium spends a tap that follows at once on stopping it, not on a click.
    await page.waitForTimeout(120);
    await touch('touchMove', to);
  }
  await touch('touchEnd');
}

async function tapAt(cdp, p, touch) {
  if (touch) {
    await Promise.all([
      cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: p.x, y: p.y, id: 1 }] }),
      cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
    ]);
    return;
  }
  const mouse = (type, buttons) => cdp.send('Input.dispatchMouseEvent', { type, x: p.x, y: p.y, button: 'left', buttons, clickCount: 1 });
  await Promise.all([mouse('mouseMoved', 0), mouse('mousePressed', 1), mouse('mouseReleased', 0)]);
}

async function mouseDrag(cdp, from, to) {
  const mouse = (type, p, buttons) => cdp.send('Input.dispatchMouseEvent', { type, x: p.x, y: p.y, button: 'left', buttons, clickCount: 1 });
  const mid = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
  await Promise.all([
    mouse('mouseMoved', from, 0),
    mouse('mousePressed', from, 1),
    mouse('mouseMoved', mid, 1), // past the drag threshold
    mouse('mouseMoved', to, 1),
    mouse('mouseReleased', to, 0),
  ]);
}

/**
 * In one round trip: once the status line shows `moves` (the previous step landed), the card's
 * name, a point on its visible top strip, and a drop point over the destination column.
 * Null if the previous step never landed.
 */
function locate(page, step, moves) {
  return page.evaluate(
    async ({ column, index, to, moves }) => {
      const landed = () => document.querySelector('[role=status]')?.textContent?.includes(`Moves: ${moves}`);
      for (let t = 0; !landed(); t += 10) {
        if (t > 5_000) return null;
        await new Promise((r) => setTimeout(r, 10));
      }
      const group = (c) => document.querySelector(`[role=group][aria-label="Column ${c + 1}"]`);
      const card = group(column)?.querySelectorAll('[data-card]')[index];
      const r = card?.getBoundingClientRect();
      const t = to === undefined ? null : group(to).getBoundingClientRect();
      return {
        label: card?.getAttribute('aria-label') ?? null,
        from: r && { x: r.left + r.width / 2, y: r.top + Math.min(5, r.height / 4) },
        to: t && { x: t.left + t.width / 2, y: Math.min(t.top + 120, t.bottom - 10) },
      };
    },
    { ...step, moves },
  );
}

async function playLine(page, { touch, input, where }) {
  const cdp = await page.context().newCDPSession(page);
  const notLanded = async (at) => {
    const alert = await page.getByRole('alert').first().textContent();
    const log = await recentInput(page);
    if (process.env.E2E_SHOT) await page.screenshot({ path: process.env.E2E_SHOT });
    return new Error(`${at}: the previous step did not happen (message: ${alert || 'none'}; last input: ${log})`);
  };
  for (const [i, step] of LINE.steps.entries()) {
    const at = `${where} step ${i + 1}/${LINE.steps.length}`;
    if (i === 20) await checkScreen(page, `${where} mid-game`);
    if (step.type === 'deal') {
      if (!(await locate(page, { column: 0, index: 0 }, i))) throw await notLanded(at);
      const stock = page.getByRole('button', { name: 'Deal', exact: true });
      if (touch) await stock.tap();
      else await stock.click();
      continue;
    }
    const spot = await locate(page, step, i);
    if (!spot) throw await notLanded(at);
    assert.equal(spot.label, cardName(step.card), `${at}: the card to play`);
    const { from, to } = spot;
    if (input === 'tap') {
      await tapAt(cdp, from, touch);
    } else if (touch) {
      await touchDrag(page, cdp, from, to, { hold: LINE.steps[i + 1]?.type === 'deal' });
    } else {
      await mouseDrag(cdp, from, to);
    }
  }
  await cdp.detach();
}

/** No scrolling either way; every column's top card is fully on screen with a readable index. */
async function checkScreen(page, where, { cards = true } = {}) {
  const m = await page.evaluate(() => ({
    sw: document.documentElement.scrollWidth,
    sh: document.documentElement.scrollHeight,
    w: innerWidth,
    h: innerHeight,
  }));
  assert.ok(m.sw <= m.w, `${where}: no horizontal scroll (${m.sw} > ${m.w})`);
  assert.ok(m.sh <= m.h, `${where}: no vertical scroll (${m.sh} > ${m.h})`);
  // The status line stays in the page under a panel (then hidden from the accessibility tree).
  const status = await page.locator('[role=status]').textContent();
  assert.match(status, /Moves: \d+/);
  assert.match(status, /Runs: \d\/8/);
  if (!cards) return;
  const tops = await page.evaluate(() =>
    [...document.querySelectorAll('[role=group][aria-label^="Column "]')].map((col) => {
      const all = col.querySelectorAll('[data-card]');
      const top = all[all.length - 1];
      if (!top) return null;
      const r = top.getBoundingClientRect();
      const ix = top.querySelector('.ix');
      const ir = ix?.getBoundingClientRect();
      return {
        label: top.getAttribute('aria-label'),
        card: { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width },
        index: ir && { left: ir.left, right: ir.right, width: ir.width, font: parseFloat(getComputedStyle(ix).fontSize) },
      };
    }),
  );
  for (const t of tops) {
    if (!t) continue;
    assert.ok(t.card.left >= 0 && t.card.right <= m.w && t.card.top >= 0 && t.card.bottom <= m.h, `${where}: ${t.label} fully on screen`);
    if (t.label === 'Face-down card') continue;
    assert.ok(t.card.width >= 33, `${where}: cards at least 33 px wide (${t.card.width})`);
    assert.ok(t.index.font >= 12, `${where}: corner index at least 12 px (${t.index.font})`);
    assert.ok(t.index.left >= t.card.left && t.index.right <= t.card.right, `${where}: ${t.label} index fits its card`);
  }
}

async function illegalDropSpringsBack(page) {
  // Find a face-up top card and a column whose top is not one rank higher.
  const plan = await page.evaluate(() => {
    const ranks = ['Ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jack', 'Queen', 'King'];
    const tops = [...document.querySelectorAll('[role=group][aria-label^="Column "]')].map((col) => {
      const cards = col.querySelectorAll('[data-card]');
      return ranks.indexOf(cards[cards.length - 1].getAttribute('aria-label').split(' of ')[0]);
    });
    for (let a = 0; a < 10; a++) for (let b = 0; b < 10; b++) if (a !== b && tops[b] !== tops[a] + 1) return { a, b };
    return null;
  });
  assert.ok(plan);
  const cards = column(page, plan.a).getByRole('img');
  const card = cards.last();
  const before = await card.boundingBox();
  const from = await grabPoint(card);
  const target = await column(page, plan.b).boundingBox();
  const cdp = await page.context().newCDPSession(page);
  await mouseDrag(cdp, from, { x: target.x + target.width / 2, y: target.y + 150 });
  await cdp.detach();
  await page
    .getByRole('alert')
    .filter({ hasText: /rank|Ace|King/ })
    .waitFor({ timeout: 3_000 });
  const after = await card.boundingBox();
  assert.deepEqual(after, before, 'the card springs back to its place');
  await waitForStatus(page, 'Moves: 0');
}

/** With motion allowed, moves animate; with reduced motion they do not. */
async function animationsRun({ launch, url }) {
  for (const reducedMotion of ['no-preference', 'reduce']) {
    const context = await launch({ ...DESKTOP, reducedMotion });
    // Count the animations the page starts: on a busy machine a short one may be over before
    // the test could look at document.getAnimations().
    await context.addInitScript(() => {
      window.__animations = 0;
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (...args) {
        window.__animations++;
        return animate.apply(this, args);
      };
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url, { waitUntil: 'load' });
    await page.locator('[role=status]').waitFor();
    const step = LINE.steps.find((s) => s.type !== 'deal');
    const from = await grabPoint(column(page, step.column).getByRole('img').nth(step.index));
    const before = await page.evaluate(() => window.__animations);
    await page.mouse.click(from.x, from.y);
    await waitForStatus(page, 'Moves: 1');
    const started = (await page.evaluate(() => window.__animations)) - before;
    if (reducedMotion === 'reduce') assert.equal(started, 0, 'no animation with reduced motion');
    else assert.ok(started > 0, 'the move animates');
    await context.close();
  }
}
