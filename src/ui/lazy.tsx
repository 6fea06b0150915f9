import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { useController } from './context.ts';

export interface Lazy<P> {
  (props: P): preact.JSX.Element | null;
  /** Fetches the code now (after the first paint, so a tap never waits for it). */
  preload(): Promise<void>;
}

const all: Lazy<never>[] = [];

/**
 * A component whose code is its own chunk, fetched the first time it is shown (or earlier by
 * preload). Until it is there a small "Loading…" stands in its place; once loaded, it renders at
 * once, with no flash. The service worker precaches every chunk, so this works offline too.
 */
export function lazy<P extends object>(load: () => Promise<ComponentType<P>>): Lazy<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (c) => void (loaded = c),
      (error: unknown) => {
        pending = null; // a later showing tries again
        throw error;
      },
    ));
  function LazyComponent(props: P) {
    const [failed, setFailed] = useState(false);
    const [, setReady] = useState(false);
    const Loaded = loaded;
    useEffect(() => {
      // Asks whether this render showed "Loading…", not whether the code is here now: a preload
      // that lands between the render and this effect must still bring the panel in.
      if (!Loaded)
        preload().then(
          () => setReady(true),
          () => setFailed(true),
        );
    }, []);
    if (Loaded) return <Loaded {...props} />;
    return <Loading failed={failed} />;
  }
  const component = Object.assign(LazyComponent, { preload });
  all.push(component as unknown as Lazy<never>);
  return component;
}

/** Every lazy component's code, fetched now (start-up, once the table is on screen; tests). */
export function preloadAll(): Promise<void> {
  return Promise.all(all.map((c) => c.preload())).then(() => undefined);
}

function Loading({ failed }: { failed: boolean }) {
  const { text } = useController();
  return (
    <div class="backdrop loading" aria-busy={failed ? undefined : 'true'}>
      <p class="loading-text" aria-live="polite">
        {failed ? text.loadFailed : text.loading}
        {failed && (
          <button type="button" onClick={() => location.reload()}>
            {text.tryAgain}
          </button>
        )}
      </p>
    </div>
  );
}
