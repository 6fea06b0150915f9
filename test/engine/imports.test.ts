/**
 * The engine stays pure (SPEC §9): it imports only its own modules, and touches no DOM,
 * storage, timers, clock or randomness. This reads the source text of every engine file.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ENGINE = fileURLToPath(new URL('../../src/engine', import.meta.url));

/**
 * Source with comments removed and the text of strings and templates blanked (quotes kept,
 * `${…}` expressions kept as code). A small lexer, enough for this code base: it does not
 * know regular-expression literals (the engine has none).
 */
function codeOnly(source: string): { code: string; strings: string[] } {
  const strings: string[] = [];
  let i = 0;
  const lex = (insideTemplate: boolean): string => {
    let out = '';
    let depth = 0;
    while (i < source.length) {
      const ch = source[i]!;
      const next = source[i + 1];
      if (ch === '/' && next === '/') {
        while (i < source.length && source[i] !== '\n') i++;
      } else if (ch === '/' && next === '*') {
        const end = source.indexOf('*/', i + 2);
        i = end < 0 ? source.length : end + 2;
        out += ' ';
      } else if (ch === "'" || ch === '"') {
        let text = '';
        i++;
        while (i < source.length && source[i] !== ch) {
          if (source[i] === '\\') i++;
          text += source[i] ?? '';
          i++;
        }
        i++;
        strings.push(text);
        out += ch + ch;
      } else if (ch === '`') {
        i++;
        out += '`';
        while (i < source.length && source[i] !== '`') {
          if (source[i] === '\\') i += 2;
          else if (source[i] === '$' && source[i + 1] === '{') {
            i += 2;
            out += '${' + lex(true) + '}';
          } else i++;
        }
        i++;
        out += '`';
      } else if (ch === '{') {
        depth++;
        out += ch;
        i++;
      } else if (ch === '}') {
        if (insideTemplate && depth === 0) {
          i++;
          return out;
        }
        depth--;
        out += ch;
        i++;
      } else {
        out += ch;
        i++;
      }
    }
    return out;
  };
  return { code: lex(false), strings };
}

interface ImportUse {
  readonly specifier: string;
  readonly typeOnly: boolean;
  readonly dynamic?: true; // import() or require(): never allowed in the engine
  readonly statement: string;
}

/** Every static import/export-from, dynamic import() and require() in a file. */
function importsOf(source: string): ImportUse[] {
  const { code, strings } = codeOnly(source);
  // Put specifiers back in place of the blanked strings, in order, to read statements.
  let k = 0;
  const restored = code.replace(/''|""/g, (q) => q[0] + (strings[k++] ?? '') + q[0]);
  const uses: ImportUse[] = [];
  const stmt = /(^|[;\n}])\s*(import|export)\s+(type\s+)?([^;'"`]*?)\s*from\s*(['"])([^'"]+)\5/g;
  for (const m of restored.matchAll(stmt)) {
    uses.push({ specifier: m[6]!, typeOnly: m[3] !== undefined, statement: m[0].trim() });
  }
  const bare = /(^|[;\n}])\s*import\s*(['"])([^'"]+)\2/g; // side-effect import
  for (const m of restored.matchAll(bare)) uses.push({ specifier: m[3]!, typeOnly: false, statement: m[0].trim() });
  const dynamic = /\b(import|require)\s*\(\s*(['"]?)([^'")]*)\2\s*\)/g;
  for (const m of restored.matchAll(dynamic)) uses.push({ specifier: m[3]!, typeOnly: false, dynamic: true, statement: m[0] });
  return uses;
}

const FORBIDDEN: readonly [string, RegExp][] = [
  ['document', /\bdocument\b/],
  ['window', /\bwindow\b/],
  ['globalThis', /\bglobalThis\b/],
  ['self', /(^|[^.\w$])self\b(?!\s*:)/],
  ['localStorage', /\blocalStorage\b/],
  ['sessionStorage', /\bsessionStorage\b/],
  ['indexedDB', /\bindexedDB\b/],
  ['navigator', /\bnavigator\b/],
  ['fetch', /(^|[^.\w$])fetch\s*\(/],
  ['setTimeout', /\bsetTimeout\b/],
  ['setInterval', /\bsetInterval\b/],
  ['requestAnimationFrame', /\brequestAnimationFrame\b/],
  ['queueMicrotask', /\bqueueMicrotask\b/],
  ['Date.now', /\bDate\s*\.\s*now\b/],
  ['new Date()', /\bnew\s+Date\s*\(\s*\)/],
  ['performance', /\bperformance\b/],
  ['Math.random', /\bMath\s*\.\s*random\b/],
  ['crypto', /\bcrypto\b/],
  ['process', /(^|[^.\w$])process\b/],
];

function forbiddenGlobals(source: string): string[] {
  const { code } = codeOnly(source);
  return FORBIDDEN.filter(([, re]) => re.test(code)).map(([name]) => name);
}

/** Problems with one engine file's imports; empty when it is pure. */
function importProblems(file: string, source: string, engineFiles: readonly string[]): string[] {
  const problems: string[] = [];
  for (const use of importsOf(source)) {
    const m = /^\.\/([\w-]+\.ts)$/.exec(use.specifier);
    if (m && engineFiles.includes(m[1]!) && !use.dynamic) continue;
    if (use.typeOnly && /^(import|export)\s+type\s/.test(use.statement.replace(/^[;}\s]+/, ''))) continue;
    problems.push(`${file}: ${use.statement}`);
  }
  return problems;
}

describe('the checker itself', () => {
  const files = ['cards.ts', 'game.ts'];
  it('accepts relative engine imports, including type-only ones', () => {
    const src = `import { rankOf } from './cards.ts';\nimport type { Game } from './game.ts';\nimport {\n  type CardId,\n  rankOf as r,\n} from './cards.ts';\nexport { rankOf } from './cards.ts';`;
    expect(importsOf(src)).toHaveLength(4);
    expect(importProblems('x.ts', src, files)).toEqual([]);
  });

  it('rejects packages, other folders, missing extensions and unknown files', () => {
    for (const src of [
      `import { h } from 'preact';`,
      `import { signal } from '@preact/signals';`,
      `import { x } from '../ui/table.ts';`,
      `import { rankOf } from './cards';`,
      `import { rankOf } from './nope.ts';`,
      `import 'fake-indexeddb/auto';`,
      `const m = await import('./cards.ts');`,
      `const fs = require('node:fs');`,
      `export * from '../solver/search.ts';`,
      `import { type Game } from '../game/state.ts';`, // only a whole \`import type\` may leave the folder
    ]) {
      expect(importProblems('x.ts', src, files), src).not.toEqual([]);
    }
  });

  it('allows a type-only import from elsewhere', () => {
    expect(importProblems('x.ts', `import type { Settings } from '../game/settings.ts';`, files)).toEqual([]);
  });

  it('finds globals in code but not in comments or strings', () => {
    expect(forbiddenGlobals('const t = Date.now();')).toEqual(['Date.now']);
    expect(forbiddenGlobals('const r = Math.random() * 2;')).toEqual(['Math.random']);
    expect(forbiddenGlobals('setTimeout(f, 1); document.title = "x";')).toEqual(['document', 'setTimeout']);
    expect(forbiddenGlobals('if (window) localStorage.x = 1;')).toEqual(['window', 'localStorage']);
    expect(forbiddenGlobals('const d = new Date();')).toEqual(['new Date()']);
    expect(forbiddenGlobals('// Date.now() and window\n/* Math.random() */ const s = "document";')).toEqual([]);
    expect(forbiddenGlobals('const d = new Date(ms + 1);')).toEqual([]);
    expect(forbiddenGlobals('const s = `at ${Date.now()} in ${"window"}`;')).toEqual(['Date.now']);
    expect(forbiddenGlobals('const s = `a ${f({ k: `b ${window.x}` })} c`; const t = 1;')).toEqual(['window']);
    expect(forbiddenGlobals('const o = { self: 1 }; o.self; x.process;')).toEqual([]);
  });
});

describe('src/engine is pure', () => {
  const files = readdirSync(ENGINE).filter((f) => statSync(join(ENGINE, f)).isFile());

  it('holds the expected modules, all TypeScript beside its module map', () => {
    for (const f of [
      'cards.ts',
      'shuffle.ts',
      'position.ts',
      'moves.ts',
      'game.ts',
      'seen.ts',
      'notation.ts',
      'score.ts',
      'daily.ts',
      'rules.ts',
      'result.ts',
      'decode.ts',
    ]) {
      expect(files).toContain(f);
    }
    for (const f of files.filter((f) => f !== 'README.md')) expect(f).toMatch(/\.ts$/);
  });

  it.each(files)('%s imports only ./x.ts files of the engine (or `import type`)', (file) => {
    const source = readFileSync(join(ENGINE, file), 'utf8');
    // The reader sees every import statement (a cross-check on the reader itself).
    const specifiers = codeOnly(source).code.match(/\bfrom\s*(''|"")/g)?.length ?? 0;
    expect(importsOf(source)).toHaveLength(specifiers);
    expect(importProblems(file, source, files)).toEqual([]);
  });

  it.each(files)('%s uses no DOM, storage, timers, clock or randomness', (file) => {
    const source = readFileSync(join(ENGINE, file), 'utf8');
    expect(forbiddenGlobals(source)).toEqual([]);
  });
});
