import type { Language } from '../game/settings.ts';
import { uiEn } from './ui-en.ts';
import type { UiText } from './ui-text.ts';

export type LanguageCode = Exclude<Language, 'auto'>;

/** The catalogs that exist so far; a language without one is not offered. */
export const CATALOGS: Partial<Record<LanguageCode, UiText>> = { en: uiEn };

export const hasCatalog = (language: Language): boolean => language === 'auto' || CATALOGS[language] !== undefined;
