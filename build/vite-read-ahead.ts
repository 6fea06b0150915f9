import type { Plugin } from 'vite';
import { STORED_KEYS } from '../src/game/stored.ts';
import { inlineScript } from './inline-script.ts';

/**
 * The page's early read of the saved game, settings and records, compiled from the module that
 * owns the database (src/game/storage.ts: its names and its `readAhead`) with the keys the app
 * reads first (src/game/stored.ts), so a rename there cannot leave the page reading another
 * database and every resume waiting for IndexedDB again.
 */
export function readAheadScript(): string {
  return inlineScript(`
import { DATABASE, OBJECT_STORE, READ_AHEAD_GLOBAL, readAhead } from './src/game/storage.ts';
try {
  Reflect.set(window, READ_AHEAD_GLOBAL, readAhead(window.indexedDB, DATABASE, OBJECT_STORE, ${JSON.stringify(STORED_KEYS)}));
} catch {}
`);
}

/** Puts the early read into index.html, in the dev server as in the build. */
export function readAheadPlugin(): Plugin {
  let script: string | undefined;
  return {
    name: 'spider-read-ahead',
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', children: (script ??= readAheadScript()), injectTo: 'head' as const }],
    },
  };
}
