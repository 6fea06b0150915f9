import { effect, signal, type ReadonlySignal } from '@preact/signals';
import type { Settings } from '../game/settings.ts';

const THEME_COLOUR = { light: '#0b5d3b', dark: '#0a2e20', more: '#04140d' } as const;

/** A system preference as a signal (false where it cannot be asked). */
function systemPrefers(media: string): { readonly value: ReadonlySignal<boolean>; stop(): void } {
  const value = signal(false);
  if (typeof matchMedia !== 'function') return { value, stop: () => {} };
  const query = matchMedia(media);
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
  const dark = systemPrefers('(prefers-color-scheme: dark)');
  const more = systemPrefers('(prefers-contrast: more)');
  const stop = effect(() => {
    const s = settings.value;
    const scheme = s.theme === 'system' ? (dark.value.value ? 'dark' : 'light') : s.theme;
    const contrast = s.contrast === 'system' ? (more.value.value ? 'more' : 'normal') : s.contrast;
    root.dataset.theme = s.theme;
    root.dataset.scheme = scheme;
    root.dataset.motion = s.motion;
    root.dataset.cardSize = s.cardSize;
    root.dataset.textSize = s.textSize;
    root.dataset.fourColour = s.fourColour ? 'on' : 'off';
    root.dataset.contrast = contrast;
    for (const meta of root.ownerDocument.querySelectorAll('meta[name="theme-color"]')) {
      meta.setAttribute('content', contrast === 'more' ? THEME_COLOUR.more : THEME_COLOUR[scheme]);
    }
  });
  return () => {
    stop();
    dark.stop();
    more.stop();
  };
}
