import { effect, signal, type ReadonlySignal } from '@preact/signals';
import type { Settings } from '../game/settings.ts';

const THEME_COLOUR = { light: '#0b5d3b', dark: '#0a2e20' } as const;

/** The system's dark-mode preference as a signal (false where it cannot be asked). */
function systemDark(): { readonly value: ReadonlySignal<boolean>; stop(): void } {
  const value = signal(false);
  if (typeof matchMedia !== 'function') return { value, stop: () => {} };
  const query = matchMedia('(prefers-color-scheme: dark)');
  value.value = query.matches;
  const on = (e: MediaQueryListEvent) => (value.value = e.matches);
  query.addEventListener?.('change', on);
  return { value, stop: () => query.removeEventListener?.('change', on) };
}

/**
 * Settings that change the look are applied as data- attributes on the root element, where
 * the stylesheet picks them up; no component keeps a copy. Returns the stop function.
 */
export function applySettings(settings: ReadonlySignal<Settings>, root: HTMLElement): () => void {
  const dark = systemDark();
  const stop = effect(() => {
    const s = settings.value;
    const scheme = s.theme === 'system' ? (dark.value.value ? 'dark' : 'light') : s.theme;
    root.dataset.theme = s.theme;
    root.dataset.scheme = scheme;
    root.dataset.motion = s.motion;
    root.dataset.cardSize = s.cardSize;
    root.dataset.textSize = s.textSize;
    root.dataset.fourColour = s.fourColour ? 'on' : 'off';
    for (const meta of root.ownerDocument.querySelectorAll('meta[name="theme-color"]')) {
      meta.setAttribute('content', THEME_COLOUR[scheme]);
    }
  });
  return () => {
    stop();
    dark.stop();
  };
}
