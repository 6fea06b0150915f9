import type { Language } from '../game/settings.ts';
import { uiEn } from './ui-en.ts';
import type { LanguageCode, UiText } from './ui-text.ts';

// English is in the start-up bundle; each other language is its own chunk, fetched when chosen
// and precached for offline play like every other asset.
const loaders: Readonly<Record<LanguageCode, () => Promise<UiText>>> = {
  en: async () => uiEn,
  de: () => import('./ui-de.ts').then((m) => m.uiDe),
  'zh-Hans': () => import('./ui-zh-hans.ts').then((m) => m.uiZhHans),
  'zh-Hant': () => import('./ui-zh-hant.ts').then((m) => m.uiZhHant),
};

/** The catalog for a language; English when it cannot be loaded (an old cache, say). */
export function loadCatalog(code: LanguageCode): Promise<UiText> {
  return loaders[code]().catch(() => uiEn);
}

export const hasCatalog = (language: Language): boolean => language === 'auto' || language in loaders;
