import { signal } from '@preact/signals';
import type { RefObject } from 'preact';
import { useLayoutEffect, useMemo } from 'preact/hooks';
import type { Viewport } from './layout.ts';

/** Size used before a table has been measured (and in DOMs without layout). */
export const FALLBACK_VIEWPORT: Viewport = { width: 1024, height: 680 };

/**
 * The size of a table's box, measured after mount and kept up to date through resizes and
 * rotations; reading it in a render re-renders on a change.
 */
export function useViewport(root: RefObject<HTMLElement | null>): Viewport {
  const size = useMemo(() => signal<Viewport>(FALLBACK_VIEWPORT), []);
  useLayoutEffect(() => {
    const el = root.current!;
    const measure = () => {
      const w = el.clientWidth;
      const h = el.clientHeight;
      if (w > 0 && h > 0 && (w !== size.peek().width || h !== size.peek().height)) size.value = { width: w, height: h };
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
