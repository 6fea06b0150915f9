import { effect, type ReadonlySignal } from '@preact/signals';
import type { Settings } from '../game/settings.ts';
import { loadCatalog } from '../i18n/catalogs.ts';
import { chooseLanguage } from '../i18n/choose.ts';
import type { Controller } from '../app/controller.ts';

export interface LanguageDeps {
  readonly controller: Controller;
  readonly settings: ReadonlySignal<Settings>;
  /** The page's query: a `?lang=` in it wins until the player picks a language in Settings. */
  readonly search: string;
  readonly browser: () => readonly string[];
  readonly root: HTMLElement;
  /** Drops `lang` from the address once a choice in Settings replaces it. */
  readonly forgetUrlLanguage?: () => void;
}

/**
 * Keeps the words on screen, `<html lang>` and the title in the chosen language (SPEC §3), and
 * switches at once when the setting changes, without a reload and without touching the game.
 */
export function followLanguage(deps: LanguageDeps): () => void {
  let search = deps.search;
  let setting = deps.settings.value.language;
  const apply = () => {
    const { controller, root } = deps;
    root.lang = controller.text.lang;
    root.ownerDocument.title = controller.text.appTitle;
  };
  apply();
  return effect(() => {
    const language = deps.settings.value.language;
    if (language !== setting) {
      setting = language;
      if (new URLSearchParams(search).has('lang')) deps.forgetUrlLanguage?.();
      search = '';
    }
    const { code } = chooseLanguage(search, language, deps.browser());
    let current = true;
    void loadCatalog(code).then((text) => {
      if (!current) return; // a newer choice was made while this one loaded
      deps.controller.setText(text);
      apply();
    });
    return () => {
      current = false;
    };
  });
}
