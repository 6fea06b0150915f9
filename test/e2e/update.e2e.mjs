// An app update mid-game (SPEC §5, §6): build A is served and a game is played; then build B is
// served, the service worker finds it, "Update available — reload" appears, and accepting it
// saves, reloads into build B, and the game is exactly where it was.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { serveStatic } from './static.mjs';

const table = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[role=group][aria-label^="Column "]')].map((col) =>
      [...col.querySelectorAll('[data-card]')].map((c) => c.getAttribute('aria-label')),
    ),
  );

const movesShown = (page, n) =>
  page.waitForFunction((t) => document.querySelector('[role=status]')?.textContent?.includes(t), `Moves: ${n}`, {
    timeout: 10_000,
  });

/** @param {{ launch: Function, workDir: string, build: (dir: string, env: object) => Promise<void> }} ctx */
export default async function update({ launch, workDir, build }) {
  const a = join(workDir, 'build-a');
  const b = join(workDir, 'build-b');
  await build(a, { SPIDER_BUILD_ID: 'build-a' });
  await build(b, { SPIDER_BUILD_ID: 'build-b' });
  const server = await serveStatic();
  try {
    server.use(a);
    const context = await launch({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${server.url}?suits=2&deal=7`, { waitUntil: 'load' });
    await page.locator('[role=status]').waitFor();
    assert.equal(await page.getAttribute('html', 'data-build'), 'build-a');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    // Play: two deals and an undo (legal on any deal with no empty column).
    const deal = page.getByRole('button', { name: 'Deal', exact: true });
    await deal.click();
    await movesShown(page, 1);
    // A second tap on the stock this soon would be taken for a double tap; the key deals.
    await page.keyboard.press('d');
    await movesShown(page, 2);
    await page.getByRole('button', { name: 'Undo' }).click();
    await movesShown(page, 1);
    const before = await table(page);

    // Deploy build B and let the service worker find it.
    server.use(b);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    const prompt = page.getByRole('button', { name: 'Update available — reload' });
    await prompt.waitFor({ timeout: 20_000 });
    const reloaded = page.waitForEvent('load', { timeout: 20_000 });
    await prompt.click();
    await reloaded;
    await page.locator('[role=status]').waitFor();
    assert.equal(await page.getAttribute('html', 'data-build'), 'build-b', 'the new version took over');
    await movesShown(page, 1);
    assert.deepEqual(await table(page), before, 'the same game after the update');
    assert.equal(await page.getByRole('button', { name: 'Redo' }).getAttribute('aria-disabled'), null, 'redo history survives the update');
    await context.close();
  } finally {
    await server.close();
  }
}
