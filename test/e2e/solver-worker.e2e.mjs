// The solver runs unchanged in a browser Web Worker: the real worker entry, bundled as is,
// answers a solve request whose line the engine replays to a win; a newer request cancels.
import assert from 'node:assert/strict';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

async function bundle(entry) {
  const out = await build({ entryPoints: [root + entry], bundle: true, format: 'esm', write: false, target: 'es2022' });
  return out.outputFiles[0].text;
}

/** @param {{ baseUrl: string, launch: () => Promise<import('playwright-core').BrowserContext> }} ctx */
export default async function solverWorker({ baseUrl, launch }) {
  const [worker, page] = await Promise.all([bundle('src/solver/worker.ts'), bundle('test/e2e/fixtures/solver-page.ts')]);
  const context = await launch();
  const tab = context.pages()[0] ?? (await context.newPage());
  const errors = [];
  tab.on('pageerror', (e) => errors.push(e.message));
  await tab.goto(baseUrl, { waitUntil: 'load' });
  const results = await tab.evaluate(
    async ({ worker, page }) => {
      const url = (text) => URL.createObjectURL(new Blob([text], { type: 'text/javascript' }));
      const workerUrl = url(worker);
      const mod = await import(url(page));
      return {
        one: await mod.solveDeal(workerUrl, 1, 7, 1_000_000),
        two: await mod.solveDeal(workerUrl, 2, 3, 1_000_000),
        race: await mod.supersede(workerUrl),
      };
    },
    { worker, page },
  );
  assert.equal(results.one.result, 'solved', '1-suit deal 7 solved in the browser worker');
  assert.equal(results.one.won, true, 'the engine replays the 1-suit line to a win');
  assert.equal(results.two.result, 'solved', '2-suit deal 3 solved in the browser worker');
  assert.equal(results.two.won, true, 'the engine replays the 2-suit line to a win');
  assert.deepEqual(results.race, { first: 'cancelled', second: 'solved' });
  assert.deepEqual(errors, []);
}
