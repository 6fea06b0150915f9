/**
 * The page's early read of the saved game (an inline script in index.html) is compiled from
 * src/game/storage.ts, so it reads the database, store and keys the app writes: run here as the
 * page runs it, against fake-indexeddb, it must answer exactly what idb-keyval reads.
 */
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { readAheadPlugin, readAheadScript } from '../../build/vite-read-ahead.ts';
import { DATABASE, idbStore, KEYS, memoryStore, prefetched, READ_AHEAD_GLOBAL, readAheadResult } from '../../src/game/storage.ts';
import { STORED_KEYS } from '../../src/game/stored.ts';

/** Runs the inline script with `window` as the page's global object; returns what it left there. */
function runInPage(window: object): unknown {
  new Function('window', readAheadScript())(window);
  return Reflect.get(window, READ_AHEAD_GLOBAL);
}

afterEach(() => Reflect.deleteProperty(globalThis, READ_AHEAD_GLOBAL));

describe('the early read in index.html', () => {
  it('on a first visit finds nothing, and leaves the database as idb-keyval would make it', async () => {
    expect(await runInPage({ indexedDB })).toEqual([undefined, undefined, undefined]);
    await idbStore().setMany([[KEYS.settings, { v: 1 }]]);
    expect(await idbStore().getMany([KEYS.settings])).toEqual([{ v: 1 }]);
  });

  it('reads what the app saved, key for key, and the app takes it as its first read', async () => {
    const saved = { game: { version: 9, actions: [1, 2] }, settings: { suits: 2 }, records: { won: 3 } };
    await idbStore().setMany([
      [KEYS.game, saved.game],
      [KEYS.settings, saved.settings],
      [KEYS.records, saved.records],
      [KEYS.results, 'not read early'],
    ]);
    const early = runInPage(globalThis);
    expect(await early).toEqual(await idbStore().getMany(STORED_KEYS));
    expect(await early).toEqual([saved.game, saved.settings, saved.records]);
    expect(readAheadResult()).toBe(early);
    const nothingElse = memoryStore();
    expect(await prefetched(nothingElse, STORED_KEYS, readAheadResult()).getMany(STORED_KEYS)).toEqual([saved.game, saved.settings, saved.records]);
  });

  it('without IndexedDB leaves a failure the app reads past', async () => {
    const early = runInPage({});
    await expect(early).rejects.toThrow();
    const store = memoryStore({ [KEYS.game]: 'stored' });
    expect(await prefetched(store, STORED_KEYS, early as Promise<unknown>).getMany(STORED_KEYS)).toEqual(['stored', undefined, undefined]);
  });

  it('is no copy: index.html holds none of it, the plugin adds it in the dev server and the build', () => {
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    expect(html).not.toMatch(/indexedDB|__spider/);
    expect(html).not.toContain(DATABASE);
    const plugin = readAheadPlugin();
    expect(plugin.apply).toBeUndefined();
    const hook = plugin.transformIndexHtml as { handler: () => { tag: string; children: string; injectTo: string }[] };
    expect(hook.handler()).toEqual([{ tag: 'script', children: readAheadScript(), injectTo: 'head' }]);
  });
});
