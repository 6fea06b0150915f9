// Verified by difficulty in a real Chromium (issue 24): the new-game chooser offers Any /
// Easier / Harder under Verified (axe on it); Harder with 2 suits deals a verified game whose
// deal line says "verified · harder"; after a reload the line says it again and the chooser
// remembers Harder; offline (after that visit) Easier still deals and names its third.
import assert from 'node:assert/strict';
import { axe } from './axe.mjs';
import { pressTool } from './toolbar.mjs';

const DESKTOP = { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' };
const dealLine = (page) => page.locator('.deal-info').textContent();

async function choose(page, grade, suits) {
  await pressTool(page, 'New game');
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.waitFor();
  await dialog.getByRole('radio', { name: suits === 1 ? '1 suit' : `${suits} suits`, exact: true }).check();
  await dialog.getByRole('radio', { name: /^Verified/ }).check();
  const group = dialog.getByRole('group', { name: /Difficulty/ });
  await group.getByRole('radio', { name: grade, exact: true }).check();
  return dialog;
}

async function waitForLine(page, pattern, where) {
  try {
    await page.waitForFunction((src) => new RegExp(src).test(document.querySelector('.deal-info')?.textContent ?? ''), pattern.source, { timeout: 10_000 });
  } catch {
    throw new Error(`${where}: the deal line reads "${await dealLine(page)}", not ${pattern}`);
  }
}

export default async function grades({ baseUrl, launch }) {
  const context = await launch(DESKTOP);
  const page = context.pages()[0] ?? (await context.newPage());
  const problems = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  await page.goto(baseUrl, { waitUntil: 'load' });
  await page.locator('[role=status]').waitFor();
  const dialog = await choose(page, 'Harder', 2);
  await axe(page, 'the chooser with the difficulty');
  await dialog.getByRole('button', { name: 'Start', exact: true }).click();
  await waitForLine(page, /· 2 suits · verified · harder$/, 'Harder');
  const deal = (await dealLine(page)).match(/Deal (\d+)/)?.[1];
  assert.ok(deal, 'the deal line names the deal');

  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload({ waitUntil: 'load' });
  await waitForLine(page, new RegExp(`^Deal ${deal} · 2 suits · verified · harder$`), 'after the reload');
  await pressTool(page, 'New game');
  const again = page.getByRole('dialog', { name: 'New game' });
  assert.equal(await again.getByRole('radio', { name: 'Harder', exact: true }).isChecked(), true, 'the chooser remembers Harder');
  await again.getByRole('button', { name: 'Cancel', exact: true }).click();

  await context.setOffline(true);
  await page.reload({ waitUntil: 'load' });
  await page.locator('[role=status]').waitFor();
  const offline = await choose(page, 'Easier', 1);
  await offline.getByRole('button', { name: 'Start', exact: true }).click();
  await waitForLine(page, /· 1 suit · verified · easier$/, 'offline Easier');
  assert.deepEqual(problems, [], 'no console errors');
  await context.close();
}
