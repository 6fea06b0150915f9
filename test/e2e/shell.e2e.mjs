// The app shell: loads, is controlled by the service worker, is installable, and reloads offline.
import assert from 'node:assert/strict';

/** @param {{ baseUrl: string, launch: (o?: object) => Promise<import('playwright-core').BrowserContext> }} ctx */
export default async function shell({ baseUrl, launch }) {
  const context = await launch();
  const page = context.pages()[0] ?? (await context.newPage());

  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));

  const response = await page.goto(baseUrl, { waitUntil: 'load' });
  assert.equal(response?.status(), 200, 'first load answers 200');
  assert.equal(await page.locator('h1').textContent(), 'Spider Solitaire');
  assert.equal(await page.title(), 'Spider Solitaire');
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  // The built index.html preloads the list a first visit deals from and the guessed catalog
  // (its inline script fails silently, so the tag itself is checked).
  const preloads = await page.evaluate(() => [...document.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href')));
  for (const chunk of [/\/lists-/, /\/verified-1-/, /\/ui-en-/]) {
    assert.ok(
      preloads.some((href) => chunk.test(href ?? '')),
      `index.html preloads ${chunk} (preloads: ${preloads.join(', ')})`,
    );
  }

  // The service worker becomes active and (thanks to clientsClaim) controls this page.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  let controlled = await page.evaluate(() => Boolean(navigator.serviceWorker.controller));
  if (!controlled) {
    await page.reload({ waitUntil: 'load' });
    controlled = await page.evaluate(() => Boolean(navigator.serviceWorker.controller));
  }
  assert.ok(controlled, 'a service worker controls the page');
  const swUrl = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
  assert.match(swUrl, /\/sw\.js$/, 'the controller is the generated sw.js');

  // Chromium's own installability check, plus a manifest that parses cleanly.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors, [], 'no installability errors');
  const manifest = await cdp.send('Page.getAppManifest');
  assert.deepEqual(manifest.errors, [], 'manifest has no parse errors');
  const parsed = JSON.parse(manifest.data ?? '{}');
  assert.equal(parsed.name, 'Spider Solitaire');
  assert.equal(parsed.short_name, 'Spider');
  assert.equal(parsed.display, 'standalone');
  assert.ok(
    parsed.icons?.some((i) => i.purpose === 'maskable'),
    'the manifest lists a maskable icon',
  );
  await cdp.detach();

  // Offline: the page reloads from the precache.
  await context.setOffline(true);
  assert.equal(await page.evaluate(() => navigator.onLine), false, 'the browser is offline');
  const offline = await page.reload({ waitUntil: 'load' });
  assert.ok(offline, 'offline reload produced a response');
  assert.equal(await page.locator('h1').textContent(), 'Spider Solitaire', 'h1 shown offline');
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  assert.notEqual(bg, 'rgba(0, 0, 0, 0)', 'the stylesheet loaded offline too');
  await context.setOffline(false);

  assert.deepEqual(problems, [], 'no console errors');
}
