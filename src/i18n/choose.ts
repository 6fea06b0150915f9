import type { Language } from '../game/settings.ts';
import type { LanguageCode } from './ui-text.ts';

export const LANGUAGE_CODES: readonly LanguageCode[] = ['en', 'de', 'zh-Hans', 'zh-Hant'];

/**
 * A BCP 47 tag → the catalog that serves it, or null. Chinese goes by script when the tag says
 * so, else by region: Taiwan, Hong Kong and Macao read Traditional characters.
 */
export function catalogFor(tag: string): LanguageCode | null {
  const parts = tag.trim().toLowerCase().split(/[-_]/);
  const [language] = parts;
  if (language === 'en') return 'en';
  if (language === 'de') return 'de';
  if (language !== 'zh') return null;
  if (parts.includes('hant')) return 'zh-Hant';
  if (parts.includes('hans')) return 'zh-Hans';
  return parts.some((p) => p === 'tw' || p === 'hk' || p === 'mo') ? 'zh-Hant' : 'zh-Hans';
}

export interface LanguageChoice {
  readonly code: LanguageCode;
  /** A `?lang=` value that named no language we have (the player is told), else null. */
  readonly unknown: string | null;
}

/** `?lang=` first, then the saved setting, then the browser's languages, then English. */
export function chooseLanguage(search: string, setting: Language, browser: readonly string[]): LanguageChoice {
  const asked = new URLSearchParams(search).get('lang');
  if (asked !== null) {
    const code = catalogFor(asked);
    if (code) return { code, unknown: null };
  }
  const unknown = asked !== null ? asked : null;
  if (setting !== 'auto') return { code: setting, unknown };
  for (const tag of browser) {
    const code = catalogFor(tag);
    if (code) return { code, unknown };
  }
  return { code: 'en', unknown };
}
