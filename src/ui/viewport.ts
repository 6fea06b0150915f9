import { signal } from '@preact/signals';
import type { RefObject } from 'preact';
import { useLayoutEffect, useMemo } from 'preact/hooks';
import type { Viewport } from './layout.ts';

/** Size used before a table has been measured (and in DOMs without layout). */
export const FALLBACK_VIEWPORT: Viewport = { width: 1024, height: 680 };

/**
 * The size of a table's box, measured after mount and kept up to date through resizes and
 * rotations; reading it in a render re-renders on a change. Null until the first measure (in
 * the same task as the mount, before the first paint): a table that draws its cards only once
 * this is known places them once, instead of placing them for a guessed size and then moving
 * every card (which cost a forced layout of all 104 cards at start-up).
 */
export function useViewport(root: RefObject<HTMLElement | null>): Viewport | null {
  const size = useMemo(() => signal<Viewport | null>(null), []);
  useLayoutEffect(() => {
    const el = root.current!;
    const measure = () => {
      const w = el.clientWidth;
      const h = el.clientHeight;
      const now = size.peek();
      if (w > 0 && h > 0) {
        if (w !== now?.width || h !== now.height) size.value = { width: w, height: h };
      } else if (now === null) size.value = FALLBACK_VIEWPORT; // a DOM without layout
    };
    measure();
    if (typeof ResizeObserver === 'undefined') {
      addEventListener('resize', measure);
      return () => removeEventListener('resize', measure);
    }
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return size.value;
}
