import type { Plugin } from 'vite';
import { DEFAULT_SETTINGS } from '../src/game/settings.ts';
import type { LanguageCode } from '../src/i18n/ui-text.ts';
import { inlineScript } from './inline-script.ts';

const CATALOG_SOURCES: Readonly<Record<LanguageCode, string>> = {
  en: 'src/i18n/ui-en.ts',
  de: 'src/i18n/ui-de.ts',
  'zh-Hans': 'src/i18n/ui-zh-hans.ts',
  'zh-Hant': 'src/i18n/ui-zh-hant.ts',
};

interface ChunkLike {
  readonly type: string;
  readonly fileName: string;
  readonly facadeModuleId?: string | null;
}

/** The built file of the chunk made from `source` (a path under the project root). */
function fileOf(bundle: Record<string, ChunkLike>, source: string): string {
  const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && (c.facadeModuleId ?? '').replaceAll('\\', '/').endsWith(source));
  if (!chunk) throw new Error(`start preloads: no chunk built from ${source}`);
  return `./${chunk.fileName}`;
}

/**
 * Start-up fetches that otherwise wait for the main script to run: the catalog of the browser's
 * language and the verified list a first visit deals from. In the built index.html they start
 * beside the main script (a cold first paint waited ~70 ms for them after it). The language is
 * the app's own `chooseLanguage` before the saved setting is known (src/i18n/choose.ts compiled
 * into the page with what it imports, not copied): a wrong guess costs one small fetch; the app
 * still loads the catalog it chooses.
 */
export function startPreloads(): Plugin {
  return {
    name: 'spider-start-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle as Record<string, ChunkLike> | undefined;
        if (!bundle) return [];
        const list = [fileOf(bundle, 'src/data/lists.ts'), fileOf(bundle, `src/data/verified-${DEFAULT_SETTINGS.suits}.json`)];
        const catalogs = Object.fromEntries(Object.entries(CATALOG_SOURCES).map(([code, source]) => [code, fileOf(bundle, source)]));
        const guess = inlineScript(`
import { chooseLanguage } from './src/i18n/choose.ts';
const files: Record<string, string> = ${JSON.stringify(catalogs)};
try {
  const code = chooseLanguage(location.search, 'auto', navigator.languages || []).code;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = files[code]!;
  document.head.appendChild(link);
} catch {}
`);
        return [
          ...list.map((href) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href }, injectTo: 'head' as const })),
          { tag: 'script', children: guess, injectTo: 'head-prepend' as const },
        ];
      },
    },
  };
}
