// Four languages in a real Chromium at 360×740 (SPEC §3, §8): `?lang=` and the browser's own
// locale choose the language; no English button or label is left; nothing overflows its box on
// the main screen or in the dialogs; axe finds nothing serious or critical in any of them.
import assert from 'node:assert/strict';
import { axe } from './axe.mjs';

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2, reducedMotion: 'reduce' };
// Words that are also German ("Pause", "Start") are German there, not left-over English.
const SAME_IN = { de: new Set(['Pause', 'Start']) };
const ENGLISH =
  /\b(Undo|Redo|Deal|New game|Restart|Give up|Pause|Hint|More|Settings|Statistics|Help|Close|Start|Cancel|Column \d+|of (spades|hearts|diamonds|clubs)|Face-down card|Moves:|Runs:)\b/;

/** Every button's and label's name and whether its text is wider than its box. */
function audit(page) {
  return page.evaluate(() => {
    // Text kept for screen readers only (clipped to 1 px) is not on screen: leave it out.
    const hidden = [...document.querySelectorAll('*')].filter((el) => {
      const cs = getComputedStyle(el);
      return cs.position === 'absolute' && (cs.clip === 'rect(0px, 0px, 0px, 0px)' || el.getBoundingClientRect().width <= 1);
    });
    for (const el of hidden) el.style.setProperty('display', 'none', 'important');
    // The stock is a picture of stacked cards (they overhang on purpose), not a label.
    const boxes = [...document.querySelectorAll('button:not(.stock), label, .tool-label, .top-label, legend, h2, h3')].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('[inert]');
    });
    const result = {
      overflow: boxes
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .map((el) => `${el.tagName.toLowerCase()} "${el.textContent.trim()}" (${el.scrollWidth} > ${el.clientWidth})`),
      names: [...document.querySelectorAll('button, [role=group], [role=img], [role=status], [role=dialog], h1, h2, h3, label, legend')]
        .filter((el) => !el.closest('[inert]'))
        .map((el) => el.getAttribute('aria-label') ?? el.textContent.trim()),
    };
    for (const el of hidden) el.style.removeProperty('display');
    return result;
  });
}

async function check(page, where, { english = false, lang = 'en' } = {}) {
  const { overflow, names } = await audit(page);
  assert.deepEqual(overflow, [], `${where}: no text wider than its box`);
  if (!english) {
    const left = names.filter((n) => ENGLISH.test(n) && !SAME_IN[lang]?.has(n));
    assert.deepEqual(left, [], `${where}: no English names left`);
  }
  await axe(page, where);
}

async function open(page, lang, name) {
  await page.getByRole('button', { name, exact: true }).first().tap();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await check(page, `${lang} ${name}`, { english: lang === 'en', lang });
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

/** @param {{ baseUrl: string, launch: (o?: object) => Promise<import('playwright-core').BrowserContext> }} ctx */
export default async function languages({ baseUrl, launch }) {
  const expected = {
    en: { lang: 'en', buttons: ['New game', 'Statistics', 'Settings', 'Help'] },
    de: { lang: 'de', buttons: ['Neues Spiel', 'Statistik', 'Einstellungen', 'Hilfe'] },
    'zh-Hans': { lang: 'zh-Hans', buttons: ['新游戏', '统计', '设置', '帮助'] },
    'zh-Hant': { lang: 'zh-Hant', buttons: ['新遊戲', '統計', '設定', '說明'] },
  };
  for (const [code, want] of Object.entries(expected)) {
    for (const scheme of code === 'en' ? ['light', 'dark'] : ['light']) {
      const context = await launch({ ...PHONE, colorScheme: scheme });
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${baseUrl}?suits=4&deal=7&lang=${code}`, { waitUntil: 'load' });
      await page.locator('[role=status]').waitFor();
      assert.equal(await page.getAttribute('html', 'lang'), want.lang, `${code}: <html lang>`);
      await check(page, `${code} ${scheme} main screen`, { english: code === 'en', lang: code });
      for (const name of want.buttons) await open(page, code, name);
      // More (Restart, Give up, Pause) and a hint in words, in this language.
      await page.locator('nav.toolbar [aria-controls="more-actions"]').tap();
      await page.locator('#more-actions:not([hidden])').waitFor();
      await check(page, `${code} More`, { english: code === 'en', lang: code });
      await page.keyboard.press('Escape');
      await page.locator('nav.toolbar .tool').nth(2).tap(); // Hint, whatever its name here
      await page.waitForFunction(() => document.querySelector('.hint-bar:not([hidden])')?.getAttribute('aria-busy') === 'false', undefined, {
        timeout: 60_000,
      });
      await check(page, `${code} hint bar`, { english: code === 'en', lang: code });
      // The segment picker, opened from the keyboard on the first column.
      await page.locator('[role=group][data-col="0"]').focus();
      await page.keyboard.press('Enter');
      await page.getByRole('dialog').waitFor();
      await check(page, `${code} picker`, { english: code === 'en', lang: code });
      await page.keyboard.press('Escape');
      await context.close();
    }
  }

  // The browser's own language, with nothing in the address.
  for (const [locale, lang, statusWord] of [
    ['de-DE', 'de', 'Züge'],
    ['zh-TW', 'zh-Hant', '步數'],
  ]) {
    const context = await launch({ ...PHONE, locale });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(baseUrl, { waitUntil: 'load' });
    await page.locator('[role=status]').waitFor();
    assert.equal(await page.getAttribute('html', 'lang'), lang, `browser ${locale}: <html lang>`);
    assert.match(await page.locator('[role=status]').textContent(), new RegExp(statusWord), `browser ${locale}: status line`);
    await context.close();
  }
}
