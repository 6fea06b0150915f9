import type { Language } from '../game/settings.ts';
import type { LanguageCode, UiText } from './ui-text.ts';

// Every language is its own chunk, English too: start-up fetches the one it needs (while the
// saved game is read), the rest when chosen; all are precached for offline play.
const loaders: Readonly<Record<LanguageCode, () => Promise<UiText>>> = {
  en: () => import('./ui-en.ts').then((m) => m.uiEn),
  de: () => import('./ui-de.ts').then((m) => m.uiDe),
  'zh-Hans': () => import('./ui-zh-hans.ts').then((m) => m.uiZhHans),
  'zh-Hant': () => import('./ui-zh-hant.ts').then((m) => m.uiZhHant),
};

const loading = new Map<LanguageCode, Promise<UiText>>();

/** The catalog for a language (fetched once); English when it cannot be loaded (an old cache, say). */
export function loadCatalog(code: LanguageCode): Promise<UiText> {
  let p = loading.get(code);
  if (!p) {
    p = loaders[code]().catch((error: unknown) => {
      loading.delete(code);
      if (code === 'en') throw error;
      return loadCatalog('en');
    });
    loading.set(code, p);
  }
  return p;
}

export const hasCatalog = (language: Language): boolean => language === 'auto' || language in loaders;
