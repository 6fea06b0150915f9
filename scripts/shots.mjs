#!/usr/bin/env node
// Screenshots for people to look at (`npm run shots`), not compared pixel by pixel.
//
// Builds the app, serves it, and saves PNGs under shots/ (git-ignored) at 360×740, 740×360,
// 768×1024, 1280×800 and 1920×1080 (phones with touch), in five states: a fresh 4-suit
// deal, a mid-game 1-suit table (the end-to-end line, half played: long face-up runs), the
// same table dark and in high contrast, in focus mode and with Larger cards and text (and
// Settings open on them), and the line played to the end (the win panel); on touch screens
// also the mid-game table with "Show all moves" open, and at 360×740 the hint bar in German
// (its longest words) on the line's deal.
// Environment: CHROMIUM_PATH (default /usr/bin/chromium), SHOTS_DIR.
// `npm run shots -- --readme` also copies the README's four pictures into docs/.

import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, ROOT, serve } from './serve-build.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const OUT = process.env.SHOTS_DIR ?? join(ROOT, 'shots');
const LINE = JSON.parse(readFileSync(join(ROOT, 'test', 'e2e', 'play-line.json'), 'utf8'));
const MID_STEPS = Number(process.env.SHOTS_STEPS ?? 60);

const SIZES = [
  { name: 'phone-portrait', width: 360, height: 740, touch: true },
  { name: 'phone-landscape', width: 740, height: 360, touch: true },
  { name: 'tablet', width: 768, height: 1024, touch: true },
  { name: 'laptop', width: 1280, height: 800, touch: false },
  { name: 'desktop', width: 1920, height: 1080, touch: false },
];

const README_SHOTS = [
  ['laptop-mid-1-suit', 'screenshot-desktop'],
  ['phone-portrait-mid-1-suit', 'screenshot-phone'],
  ['phone-landscape-mid-1-suit', 'screenshot-phone-landscape'],
  ['laptop-mid-1-suit-dark', 'screenshot-dark'],
];

const work = mkdtempSync(join(tmpdir(), 'spider-shots-'));
mkdirSync(OUT, { recursive: true });
let server;

/** A fresh browser profile at this size. */
async function launch(chromium, size) {
  return chromium.launchPersistentContext(mkdtempSync(join(work, 'profile-')), {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    viewport: { width: size.width, height: size.height },
    hasTouch: size.touch,
    isMobile: size.touch,
    deviceScaleFactor: size.touch ? 2 : 1,
    reducedMotion: 'reduce',
  });
}

async function shoot(chromium, url, size) {
  const context = await launch(chromium, size);
  const page = context.pages()[0] ?? (await context.newPage());
  const settle = () => page.waitForFunction(() => document.getAnimations().length === 0);
  const save = async (state) => {
    await settle();
    // Messages fade after a few seconds; the pictures show the table, not the last message.
    await page.waitForFunction(() => !document.querySelector('.toast.show'), null, { timeout: 15000 });
    await page.screenshot({ path: join(OUT, `${size.name}-${state}.png`) });
  };

  /** Plays steps of the end-to-end line: a deal presses the stock, a tap clicks its card. */
  const play = async (steps) => {
    for (const step of steps) {
      await settle();
      if (step.type === 'deal') {
        await page.getByRole('button', { name: 'Deal', exact: true }).click();
        continue;
      }
      const p = await page.evaluate(({ column, index }) => {
        const cards = document.querySelector(`[role=group][aria-label="Column ${column + 1}"]`).querySelectorAll('[data-card]');
        const r = cards[index].getBoundingClientRect();
        // The middle of the card's visible strip (squeezed strips can be a few pixels).
        const next = cards[index + 1]?.getBoundingClientRect().top ?? r.bottom;
        return { x: r.left + r.width / 2, y: r.top + Math.min(5, (next - r.top) / 2) };
      }, step);
      await page.mouse.click(p.x, p.y);
    }
  };

  await page.goto(`${url}?suits=4&deal=1`, { waitUntil: 'load' });
  await page.locator('[role=status]').waitFor();
  await save('fresh-4-suits');

  await page.goto(`${url}?suits=${LINE.suits}&deal=${LINE.deal}`, { waitUntil: 'load' });
  await page.locator('[role=status]').waitFor();
  await play(LINE.steps.slice(0, MID_STEPS));
  await save('mid-1-suit');
  if (size.touch) {
    // The All-moves list open (a sheet over the table on a phone on its side), then closed again.
    await page.getByRole('button', { name: 'Show all moves' }).tap();
    await save('mid-1-suit-all-moves');
    await page.getByRole('button', { name: 'Hide all moves' }).tap();
  }
  // Focus mode (F), then Larger cards and text from Settings (with Settings open: its note on
  // card size, its Done at the top), then back to the defaults.
  await page.keyboard.press('f');
  await page.waitForFunction(() => document.querySelector('.app.focus'));
  await save('mid-1-suit-focus');
  await page.keyboard.press('f');
  await page.waitForFunction(() => !document.querySelector('.app.focus'));
  const settings = page.getByRole('dialog', { name: 'Settings' });
  const pick = async (group, option) => settings.getByRole('group', { name: group }).getByRole('radio', { name: option }).check();
  await page.getByRole('button', { name: 'Settings' }).click();
  await pick('Card size', 'Larger');
  await pick('Text size', 'Larger');
  await settings.getByRole('group', { name: 'Card size' }).scrollIntoViewIfNeeded();
  await save('settings-larger');
  await settings.getByRole('button', { name: 'Close' }).click();
  await save('mid-1-suit-larger');
  await page.getByRole('button', { name: 'Settings' }).click();
  await pick('Card size', 'Fit the screen');
  await pick('Text size', 'Normal');
  await settings.getByRole('button', { name: 'Close' }).click();
  await page.emulateMedia({ colorScheme: 'dark' });
  await save('mid-1-suit-dark');
  await page.emulateMedia({ colorScheme: 'light', contrast: 'more' });
  await save('mid-1-suit-contrast');
  await page.emulateMedia({ colorScheme: 'light', contrast: 'no-preference' });
  // The rest of the line: the won table under its panel.
  await play(LINE.steps.slice(MID_STEPS));
  await page.getByRole('dialog', { name: /won/ }).waitFor();
  await save('won-1-suit');
  await context.close();
  if (size.width === 360) await shootHint(chromium, url, size);
}

/** The hint bar in German on the line's first position (its words the longest of the four), in a fresh profile. */
async function shootHint(chromium, url, size) {
  const context = await launch(chromium, size);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${url}?suits=${LINE.suits}&deal=${LINE.deal}&lang=de`, { waitUntil: 'load' });
  await page.locator('[role=status]').waitFor();
  await page.keyboard.press('h');
  await page.waitForFunction(
    () => {
      const bar = document.querySelector('.hint-bar:not([hidden])');
      return bar && bar.getAttribute('aria-busy') === 'false' && (bar.textContent ?? '').length > 10;
    },
    null,
    { timeout: 90000 },
  );
  await page.waitForFunction(() => document.getAnimations().length === 0);
  await page.screenshot({ path: join(OUT, `${size.name}-hint-de.png`) });
  await context.close();
}

try {
  const dist = join(work, 'dist');
  await buildApp(dist);
  server = await serve(dist);
  const { chromium } = await import('playwright-core');
  for (const size of SIZES) {
    await shoot(chromium, server.url, size);
    console.log(`${size.name} ${size.width}×${size.height}: saved`);
  }
  console.log(`Screenshots in ${OUT}`);
  if (process.argv.includes('--readme')) {
    for (const [from, to] of README_SHOTS) copyFileSync(join(OUT, `${from}.png`), join(ROOT, 'docs', `${to}.png`));
    console.log(`README pictures copied to docs/: ${README_SHOTS.map(([, to]) => to).join(', ')}`);
  }
} finally {
  server?.stop();
  rmSync(work, { recursive: true, force: true });
}
