// The table's layout in a real Chromium (issue 11):
// - at 360×740, 740×360, 768×1024 (touch), 1280×800 and 1920×1080, fresh and half-way through
//   the 1-suit line: every card inside the viewport, the stock and the foundations clear of the
//   columns, face-up strips readable (12 px; in phone landscape, where 192 px of table cannot
//   hold every strip at 12 px, every card that starts a run), cards at least as wide as a floor
//   per size;
// - a resize (rotation, window) mid-game keeps the position, the selection and an open picker.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { recentInput, RECORDER, waitForMoves } from './recorder.mjs';

const LINE = JSON.parse(readFileSync(new URL('./play-line.json', import.meta.url), 'utf8'));
const MID_STEPS = 60;
const touch = { hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const SIZES = [
  { name: 'phone portrait', viewport: { width: 360, height: 740 }, ...touch, minCardW: 32, allReadable: true },
  { name: 'phone landscape', viewport: { width: 740, height: 360 }, ...touch, minCardW: 44, allReadable: false },
  { name: 'tablet', viewport: { width: 768, height: 1024 }, ...touch, minCardW: 68, allReadable: true },
  { name: 'laptop', viewport: { width: 1280, height: 800 }, minCardW: 96, allReadable: true },
  { name: 'desktop', viewport: { width: 1920, height: 1080 }, minCardW: 124, allReadable: true },
];
const READABLE = 12;
const RANKS = { Ace: 1, Jack: 11, Queen: 12, King: 13 };

const moveName = (s) => `Move ${s.count} ${s.count === 1 ? 'card' : 'cards'} from column ${s.column + 1} to column ${s.to + 1}`;

/** Plays the first `n` steps of the line through the All-moves list (fast, no pointer). */
async function playLine(page, n, where, from = 0) {
  const region = page.getByRole('region', { name: 'All moves' });
  await region.getByRole('button', { name: 'Show all moves' }).press('Enter');
  for (let i = from; i < n; i++) {
    const step = LINE.steps[i];
    const button = region.getByRole('button', { name: step.type === 'deal' ? 'Deal a row' : moveName(step), exact: true });
    await button.focus({ timeout: 5_000 }).catch(async (e) => {
      const shown = await page.locator('[role=status]').textContent();
      throw new Error(`${where}: line step ${i + 1} (${JSON.stringify(step)}) is not in the All-moves list; ${shown}; ${e.message.split('\n')[0]}`);
    });
    await button.press('Enter');
    await waitForMoves(page, i + 1, `${where}: line step ${i + 1}`);
  }
  // Close the list and leave it, so it is out of sight again.
  await page.locator('.moves-toggle').press('Enter');
  await page.evaluate(() => document.activeElement?.blur());
  await page.waitForFunction(() => !document.querySelector('.moves.open, .moves:focus-within'));
  // Two frames: the table's size observer has reported the room the list gave back.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.waitForFunction(() => document.getAnimations().length === 0);
}

/** Everything the checks need, measured in the page. */
function measure() {
  const box = (el) => {
    const r = el.getBoundingClientRect();
    return { x: r.left, y: r.top, w: r.width, h: r.height, label: el.getAttribute('aria-label') ?? el.className };
  };
  const columns = [...document.querySelectorAll('.col')].map((col) => ({
    box: box(col),
    cards: [...col.querySelectorAll('[data-card]')].map((c) => ({ ...box(c), up: c.dataset.up === '1' })),
  }));
  return {
    vw: innerWidth,
    vh: innerHeight,
    columns,
    stock: box(document.querySelector('.stock')),
    foundations: [...document.querySelectorAll('.foundation')].map(box),
    foundationCards: [...document.querySelectorAll('.foundation [data-card]')].map(box),
  };
}

const overlap = (a, b) => a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5;
const within = (r, m) => r.x >= -0.5 && r.y >= -0.5 && r.x + r.w <= m.vw + 0.5 && r.y + r.h <= m.vh + 0.5;

/** "7 of hearts" → { rank: 7, suit: 'hearts' }. */
function face(label) {
  const [rank, , suit] = label.split(' ');
  return { rank: RANKS[rank] ?? Number(rank), suit };
}

function check(m, size, state) {
  const where = `${size.name} ${size.viewport.width}×${size.viewport.height}, ${state}`;
  const cardW = m.columns[0].cards[0]?.w ?? m.stock.w;
  assert.ok(cardW >= size.minCardW, `${where}: cards ${cardW} px wide, want at least ${size.minCardW}`);
  for (const [ci, col] of m.columns.entries()) {
    for (const c of col.cards) assert.ok(within(c, m), `${where}: ${c.label} in column ${ci + 1} leaves the viewport (${JSON.stringify(c)})`);
    for (const other of m.columns.slice(ci + 1)) assert.ok(!overlap(col.box, other.box), `${where}: columns ${ci + 1} and ${other.box.label} overlap`);
    for (const r of [m.stock, ...m.foundations]) {
      assert.ok(!overlap(r, col.box), `${where}: ${r.label} overlaps column ${ci + 1} (${JSON.stringify(r)} vs ${JSON.stringify(col.box)})`);
    }
    // Strips: what shows of each face-up card under the next one.
    const cards = col.cards;
    for (let i = 0; i < cards.length - 1; i++) {
      if (!cards[i].up) continue;
      const strip = cards[i + 1].y - cards[i].y;
      const below = cards[i - 1];
      const startsRun =
        !below?.up ||
        (() => {
          const a = face(below.label);
          const b = face(cards[i].label);
          return !(a.suit === b.suit && a.rank === b.rank + 1);
        })();
      if (size.allReadable || startsRun) {
        assert.ok(strip >= READABLE - 0.5, `${where}: ${cards[i].label} in column ${ci + 1} shows a ${strip} px strip`);
      } else assert.ok(strip >= 4 - 0.5, `${where}: ${cards[i].label} in column ${ci + 1} (inside a run) shows only ${strip} px`);
    }
    const top = cards.at(-1);
    if (top) assert.ok(top.y + top.h <= col.box.y + col.box.h + 0.5, `${where}: the top card of column ${ci + 1} is cut off`);
  }
  for (const r of [m.stock, ...m.foundations, ...m.foundationCards]) assert.ok(within(r, m), `${where}: ${r.label} leaves the viewport`);
  assert.ok(!m.foundations.some((f) => overlap(f, m.stock)), `${where}: a foundation overlaps the stock`);
}

async function sizes({ launch, baseUrl }) {
  for (const size of SIZES) {
    const { name: _n, minCardW: _m, allReadable: _a, ...options } = size;
    const context = await launch({ ...options, reducedMotion: 'reduce' });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseUrl}?suits=${LINE.suits}&deal=${LINE.deal}`, { waitUntil: 'load' });
    await page.locator('[role=status]').waitFor();
    check(await page.evaluate(measure), size, 'fresh deal');
    // On touch screens the line's first move is a fingertip's, a little off its card.
    if (size.hasTouch) await fingertip(context, page, size.name);
    await playLine(page, MID_STEPS, size.name, size.hasTouch ? 1 : 0);
    if (process.env.LAYOUT_SHOT) await page.screenshot({ path: `${process.env.LAYOUT_SHOT}-${size.viewport.width}.png` });
    check(await page.evaluate(measure), size, `after ${MID_STEPS} moves`);
    await context.close();
  }
}

/**
 * A touch a few pixels off a face-up strip still reaches it: the line's first move taps a
 * column's only face-up card; touched 3 px above it, on the face-down card under it, the card
 * still moves (the face-down card alone would only be refused).
 */
async function fingertip(context, page, where) {
  const step = LINE.steps[0];
  assert.equal(step.type, 'tap', 'the line starts with a move');
  const target = await page.evaluate(({ column, index }) => {
    const cards = document.querySelectorAll(`[role=group][aria-label="Column ${column + 1}"] [data-card]`);
    const card = cards[index];
    const below = cards[index - 1];
    if (card?.dataset.up !== '1' || below?.dataset.up === '1') return { why: [...cards].map((c) => c.getAttribute('aria-label')).join(', ') };
    const r = card.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top - 3, under: document.elementFromPoint(r.left + r.width / 2, r.top - 3)?.getAttribute('aria-label') };
  }, step);
  assert.ok(!target.why, `${where}: the line's first card is the first face-up card of its column (${target.why})`);
  assert.equal(target.under, 'Face-down card', `${where}: 3 px above the card lies the face-down card under it`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: target.x, y: target.y, id: 1 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await waitForMoves(page, 1, `${where}: a touch 3 px above the first face-up card of column ${step.column + 1}`);
}

/** The table as a player reads it: every column's cards, the selection, the status line. */
function snapshot() {
  return {
    columns: [...document.querySelectorAll('.col')].map((col) =>
      [...col.querySelectorAll('[data-card]')].map((c) => c.getAttribute('aria-label') + (c.classList.contains('selected') ? ' (selected)' : '')),
    ),
    foundations: document.querySelectorAll('.foundation [data-card]').length,
    status: document.querySelector('[role=status]').textContent.replace(/Time: [\d:]+/, ''), // the clock runs on
  };
}

async function resize({ launch, baseUrl }) {
  const context = await launch({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  await context.addInitScript(RECORDER);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${baseUrl}?suits=${LINE.suits}&deal=${LINE.deal}`, { waitUntil: 'load' });
  await page.locator('[role=status]').waitFor();
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: 'Select it, then tap a column' }).check();
  await page.keyboard.press('Escape');
  await playLine(page, 20, 'resize');

  // Select the top card of the first column whose top card can go somewhere: a tap selects it.
  const step = LINE.steps[20];
  assert.equal(step.type, 'tap', 'the line goes on with a move');
  const cards = page.getByRole('group', { name: `Column ${step.column + 1}`, exact: true }).locator('[data-card]');
  await cards.nth(step.index).click({ position: { x: 10, y: 4 } });
  const before = await page.evaluate(snapshot);
  assert.ok(
    before.columns[step.column].some((c) => c.endsWith('(selected)')),
    `a tap selects in select mode (${await recentInput(page)})`,
  );

  for (const viewport of [
    { width: 740, height: 360 },
    { width: 360, height: 740 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(viewport);
    // Until the table has been laid out for its new box (its size observer reports after layout).
    await page
      .waitForFunction(
        () => {
          const t = document.querySelector('.table').getBoundingClientRect();
          return [...document.querySelectorAll('.col')].every((c) => {
            const r = c.getBoundingClientRect();
            return r.left >= t.left && r.right <= t.right + 0.5 && r.bottom <= t.bottom + 0.5;
          });
        },
        null,
        { timeout: 5_000 },
      )
      .catch(() => {}); // the checks below say what is wrong
    assert.deepEqual(await page.evaluate(snapshot), before, `resizing to ${viewport.width}×${viewport.height} changed the table`);
    const m = await page.evaluate(measure);
    for (const col of m.columns)
      for (const c of col.cards) assert.ok(within(c, m), `after resizing to ${viewport.width}×${viewport.height}: ${c.label} off screen`);
  }

  // The picker stays open through a resize, and its Cancel changes nothing.
  await page.setViewportSize({ width: 1280, height: 800 });
  const col = page.getByRole('group', { name: `Column ${step.column + 1}`, exact: true });
  await col.click({ button: 'right', position: { x: 10, y: 4 } });
  const picker = page.getByRole('dialog', { name: `Column ${step.column + 1}` });
  await picker.waitFor();
  await page.setViewportSize({ width: 740, height: 360 });
  await page.waitForTimeout(100);
  assert.ok(await picker.isVisible(), 'the picker closed on a resize');
  await picker.getByRole('button', { name: 'Cancel' }).click();
  await picker.waitFor({ state: 'hidden' });
  const after = await page.evaluate(snapshot);
  assert.deepEqual(
    after.columns.map((c) => c.map((l) => l.replace(' (selected)', ''))),
    before.columns.map((c) => c.map((l) => l.replace(' (selected)', ''))),
    'the picker or the resize moved cards',
  );
  assert.equal(after.status, before.status);

  // The table still plays after all that: the line's next move, as a select-mode tap pair.
  await cards.nth(step.index).click({ position: { x: 10, y: 4 } });
  await page.getByRole('group', { name: `Column ${step.to + 1}`, exact: true }).click({ position: { x: 10, y: 4 } });
  await waitForMoves(page, 21, 'a move after the resizes');
  await context.close();
}

/** @param {{ baseUrl: string, launch: (o?: object) => Promise<import('playwright-core').BrowserContext> }} ctx */
export default async function layout(ctx) {
  await sizes(ctx);
  await resize(ctx);
}
