/**
 * The layers of SPEC §9 hold for every file under src/ and server/: a layer imports only the
 * layers listed for it (type-only imports included), so rules never reach for the DOM, the
 * solver never for the game, the game never for the app or the UI, the app (the input gate,
 * dialogs, messages) never for the UI's DOM work, nothing but main.tsx imports the UI,
 * and the results service (server/) shares the engine and the deal lists and nothing else.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import layers from '../layers.json';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SRC = join(ROOT, 'src');
const SERVER = join(ROOT, 'server');

// The layer table (layers.json at the top, which eslint.config.js reads too): what each layer may import.
const ALLOWED: Readonly<Record<string, readonly string[]>> = layers;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * The layer a path belongs to: `server` for anything under server/; under src/ its first
 * folder, or the file name at the top; anything else is outside every layer ('').
 */
function layerOf(path: string): string {
  const fromServer = relative(SERVER, path);
  if (!fromServer.startsWith('..')) return 'server';
  const fromSrc = relative(SRC, path);
  if (fromSrc.startsWith('..')) return '';
  return fromSrc.split(/[\\/]/)[0] ?? '';
}

/** Relative specifiers of every static import/export-from and dynamic import(), comments removed. */
export function specifiers(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:'"`])\/\/[^\n]*/g, '$1');
  const found: string[] = [];
  for (const m of code.matchAll(/\b(?:from|import)\s*\(?\s*(['"])(\.[^'"]*)\1/g)) found.push(m[2] ?? '');
  return found;
}

describe('the import reader', () => {
  it('finds static, type-only, re-exported and dynamic imports, and skips comments', () => {
    const src = `import { a } from './a.ts';\nimport type { B } from "../game/b.ts";\nexport { c } from './c.ts';\nconst d = await import('../ui/d.tsx');\nimport './e.css';\n// import { x } from '../ui/x.ts';\n/* import { y } from '../ui/y.ts'; */\nimport { h } from 'preact';`;
    expect(specifiers(src)).toEqual(['./a.ts', '../game/b.ts', './c.ts', '../ui/d.tsx', './e.css']);
  });
});

describe('layers (SPEC §9)', () => {
  const all = [...files(SRC), ...files(SERVER)];

  it('reads the server too', () => {
    expect(all.filter((f) => layerOf(f) === 'server').map((f) => relative(ROOT, f))).toContain(join('server', 'main.ts'));
  });

  it('every file under src/ and server/ belongs to a known layer', () => {
    for (const f of all) expect(Object.keys(ALLOWED), relative(ROOT, f)).toContain(layerOf(f));
  });

  it.each(all.map((f) => [relative(ROOT, f), f] as const))('%s imports only the layers below it', (_, file) => {
    const from = layerOf(file);
    const wrong = specifiers(readFileSync(file, 'utf8'))
      .map((s) => ({ s, to: layerOf(resolve(dirname(file), s)) }))
      .filter(({ to }) => !(ALLOWED[from] ?? []).includes(to))
      .map(({ s, to }) => `${s} (${to})`);
    expect(wrong).toEqual([]);
  });

  it('only main.tsx imports the UI', () => {
    const users = all.filter((f) => layerOf(f) !== 'ui' && specifiers(readFileSync(f, 'utf8')).some((s) => layerOf(resolve(dirname(f), s)) === 'ui'));
    expect(users.map((f) => relative(SRC, f))).toEqual(['main.tsx']);
  });

  it('nothing in src/ imports the server', () => {
    const users = all.filter((f) => layerOf(f) !== 'server' && specifiers(readFileSync(f, 'utf8')).some((s) => layerOf(resolve(dirname(f), s)) === 'server'));
    expect(users.map((f) => relative(ROOT, f))).toEqual([]);
  });
});
