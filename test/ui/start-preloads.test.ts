import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { startPreloads } from '../../build/vite-start-preloads.ts';

const ROOT = '/repo/';
const bundle = Object.fromEntries(
  [
    ['assets/index-A.js', 'index.html'],
    ['assets/lists-B.js', 'src/data/lists.ts'],
    ['assets/verified-1-C.js', 'src/data/verified-1.json'],
    ['assets/verified-2-D.js', 'src/data/verified-2.json'],
    ['assets/ui-en-E.js', 'src/i18n/ui-en.ts'],
    ['assets/ui-de-F.js', 'src/i18n/ui-de.ts'],
    ['assets/ui-zh-hans-G.js', 'src/i18n/ui-zh-hans.ts'],
    ['assets/ui-zh-hant-H.js', 'src/i18n/ui-zh-hant.ts'],
  ].map(([fileName, source]) => [fileName, { type: 'chunk', fileName, facadeModuleId: ROOT + source }]),
);

interface Tag {
  tag: string;
  attrs?: Record<string, string | boolean>;
  children?: string;
}

function tags(b: Record<string, unknown> | undefined = bundle): Tag[] {
  const hook = startPreloads().transformIndexHtml as { handler: (html: string, ctx: { bundle?: unknown }) => Tag[] };
  return hook.handler('<html></html>', { bundle: b });
}

/** Runs the inline guess as a page would and returns the catalog file it preloads. */
function guessed(search: string, languages: readonly string[]): string | null {
  const script = tags().find((t) => t.tag === 'script')!.children!;
  const added: { rel: string; href: string }[] = [];
  runInNewContext(script, {
    URLSearchParams,
    location: { search },
    navigator: { languages },
    document: { createElement: () => ({ rel: '', href: '' }), head: { appendChild: (l: { rel: string; href: string }) => added.push(l) } },
  });
  expect(added.every((l) => l.rel === 'modulepreload')).toBe(true);
  return added.length === 1 ? added[0]!.href : null;
}

describe('start-up preloads in the built index.html', () => {
  it('preloads the list format and the default suit count’s verified list', () => {
    const links = tags().filter((t) => t.tag === 'link');
    expect(links.map((l) => l.attrs!.href)).toEqual(['./assets/lists-B.js', './assets/verified-1-C.js']);
    expect(links.every((l) => l.attrs!.rel === 'modulepreload')).toBe(true);
  });

  it('guesses the catalog the way the app chooses it: ?lang= first, then the browser’s languages, else English', () => {
    expect(guessed('', ['de-AT', 'en'])).toBe('./assets/ui-de-F.js');
    expect(guessed('', ['fr', 'zh-TW'])).toBe('./assets/ui-zh-hant-H.js');
    expect(guessed('', ['zh-CN'])).toBe('./assets/ui-zh-hans-G.js');
    expect(guessed('?lang=zh-Hant', ['de'])).toBe('./assets/ui-zh-hant-H.js');
    expect(guessed('?lang=xx', ['de'])).toBe('./assets/ui-de-F.js');
    expect(guessed('', ['fr', 'ja'])).toBe('./assets/ui-en-E.js');
    expect(guessed('', [])).toBe('./assets/ui-en-E.js');
  });

  it('fails the build when a chunk it names was not built', () => {
    const { ['assets/lists-B.js']: _gone, ...rest } = bundle;
    expect(() => tags(rest)).toThrow(/src\/data\/lists\.ts/);
  });

  it('adds nothing outside a build (no bundle)', () => {
    const hook = startPreloads().transformIndexHtml as { handler: (html: string, ctx: { bundle?: unknown }) => Tag[] };
    expect(hook.handler('<html></html>', {})).toEqual([]);
  });
});
