// The chrome around the table on a phone, upright and on its side, in all four languages
// (issue 11): every button shows its whole label (no text wider than the button) and is at
// least 44 px each way on touch; the deal line (number, suits, kind, rules) is on screen whole;
// the status figures and their labels are not cut. Covers the toolbar, More, the header, and
// panel buttons (a confirm dialog, the game-over panel, the new-game chooser).
import assert from 'node:assert/strict';

const SIZES = [
  { name: '360×740', viewport: { width: 360, height: 740 } },
  { name: '740×360', viewport: { width: 740, height: 360 } },
];
const LANGS = ['en', 'de', 'zh-Hans', 'zh-Hant'];
// The longest deal line there is: the largest number, 4 suits, a shared link, strict rules.
const DEAL = '?suits=4&deal=4294967295&rules=strict';

/** Clipped labels, small targets and a deal line or status figure off screen or cut. */
function audit(page) {
  return page.evaluate(() => {
    const shown = (el) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('[inert], [hidden]');
    };
    const name = (el) => (el.getAttribute('aria-label') ?? el.textContent).trim().replace(/\s+/g, ' ');
    const problems = [];
    for (const b of document.querySelectorAll('button')) {
      if (!shown(b) || b.classList.contains('stock')) continue; // the stock is a picture of cards
      if (b.closest('.moves:not(.open) .move-list')) continue; // the closed All-moves list is kept off screen for screen readers
      if (b.scrollWidth > b.clientWidth + 1) problems.push(`button "${name(b)}" clips its label (${b.scrollWidth} > ${b.clientWidth})`);
      for (const label of b.querySelectorAll('.tool-label, .top-label')) {
        if (shown(label) && label.scrollWidth > label.clientWidth + 1)
          problems.push(`button "${name(b)}": its label is cut (${label.scrollWidth} > ${label.clientWidth})`);
      }
      const r = b.getBoundingClientRect();
      if (r.width < 44 - 0.5 || r.height < 44 - 0.5) problems.push(`button "${name(b)}" is ${Math.round(r.width)}×${Math.round(r.height)} px, under 44`);
      // (Inside a panel, a button under the fold is reached by scrolling the panel.)
      const off = r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5;
      if (off && !b.closest('.panel')) problems.push(`button "${name(b)}" leaves the screen`);
    }
    const deal = document.querySelector('.deal-info');
    if (!deal || !deal.closest('[inert]')) {
      if (!deal || !shown(deal)) problems.push('the deal line is not on screen');
      else {
        const r = deal.getBoundingClientRect();
        if (deal.scrollWidth > deal.clientWidth + 1 || deal.scrollHeight > deal.clientHeight + 1) problems.push(`the deal line is cut: "${deal.textContent}"`);
        if (r.left < 0 || r.right > innerWidth || r.top < 0) problems.push('the deal line leaves the screen');
      }
      // The figures side by side, none over its neighbour or off the screen.
      const cells = [...document.querySelectorAll('.status-bar .stat')].map((el) => ({ text: el.textContent, r: el.getBoundingClientRect() }));
      cells.forEach(({ text, r }, i) => {
        if (r.left < -0.5 || r.right > innerWidth + 0.5) problems.push(`status "${text}" leaves the screen`);
        const next = cells[i + 1];
        if (next && next.r.top < r.bottom - 0.5 && next.r.left < r.right + 1) problems.push(`status "${text}" touches or overlaps "${next.text}"`);
      });
      for (const part of document.querySelectorAll('.stat-label, .stat-value')) {
        if (shown(part) && part.scrollWidth > part.clientWidth + 1)
          problems.push(`status "${part.textContent}" is cut (${part.scrollWidth} > ${part.clientWidth})`);
      }
    }
    return { problems, deal: deal?.textContent ?? '' };
  });
}

async function check(page, where) {
  const { problems } = await audit(page);
  assert.deepEqual(problems, [], `${where}: ${problems.join('; ')}`);
}

/**
 * On wide screens the closed All-moves toggle sits at the toolbar's end: taking the keyboard
 * focus must not move it; tabbing on into the list shows the list.
 */
async function toggleStaysPut(page, where) {
  const toggle = page.locator('.moves-toggle');
  const listShown = () => page.locator('.move-list').evaluate((el) => el.getBoundingClientRect().height > 1);
  const before = await toggle.boundingBox();
  await toggle.focus();
  assert.deepEqual(await toggle.boundingBox(), before, `${where}: focusing the All-moves toggle moved it`);
  assert.equal(await listShown(), false, `${where}: focusing the toggle opened the list`);
  await page.keyboard.press('Tab');
  assert.equal(await listShown(), true, `${where}: tabbing into the All-moves list left it hidden`);
  await page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined));
}

/** @param {{ baseUrl: string, launch: (o?: object) => Promise<import('playwright-core').BrowserContext> }} ctx */
export default async function chrome({ baseUrl, launch }) {
  for (const size of SIZES) {
    for (const lang of LANGS) {
      const where = `${lang} ${size.name}`;
      const context = await launch({ viewport: size.viewport, hasTouch: true, isMobile: true, deviceScaleFactor: 2, reducedMotion: 'reduce' });
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${baseUrl}${DEAL}&lang=${lang}`, { waitUntil: 'load' });
      await page.locator('[role=status]').waitFor();
      await page.waitForFunction(() => document.documentElement.lang !== '' && document.querySelectorAll('[data-card]').length > 0);
      const { deal } = await audit(page);
      assert.match(deal, /4294967295/, `${where}: the deal line names the deal (${deal})`);
      assert.ok(deal.split('·').length >= 4, `${where}: the deal line has number, suits, kind and rules (${deal})`);
      await check(page, `${where} main screen`);
      if (lang === 'en' && size.viewport.width >= 640) await toggleStaysPut(page, where);

      const more = page.locator('nav.toolbar [aria-controls="more-actions"]');
      await more.tap();
      await page.locator('#more-actions:not([hidden])').waitFor();
      await check(page, `${where} More`);

      // Give up (the second of More's buttons) → its confirm dialog → the game-over panel.
      await page.locator('#more-actions button').nth(1).tap();
      const confirm = page.getByRole('dialog');
      await confirm.waitFor();
      await check(page, `${where} confirm dialog`);
      await confirm.locator('button.primary').tap();
      await page.locator('.panel .actions button').nth(2).waitFor();
      await check(page, `${where} game-over panel`);
      // Its primary button is New game: the chooser, with its own buttons.
      await page.locator('.panel .actions button.primary').tap();
      await page.locator('.panel fieldset').first().waitFor();
      await check(page, `${where} new-game chooser`);
      await context.close();
    }
  }
}
