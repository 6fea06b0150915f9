import { registerSW } from 'virtual:pwa-register';

type Listener = () => void;

const CHECK_EVERY_MS = 60 * 60 * 1000;

let updateSW: ((reloadPage?: boolean) => Promise<void>) | undefined;
let needRefresh = false;
const listeners = new Set<Listener>();

/** Subscribe to "a new version is waiting". Returns an unsubscribe function. */
export function onUpdateAvailable(listener: Listener): () => void {
  listeners.add(listener);
  if (needRefresh) listener();
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Lets the waiting service worker take over, then reloads into it. The caller saves first.
 * The plugin reloads by itself only when the page was already controlled at start-up; on a
 * first visit it would not, so the reload happens here once the new worker controls the page.
 */
export async function applyUpdate(): Promise<void> {
  const sw = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  if (!updateSW || !sw) {
    location.reload();
    return;
  }
  const taken = new Promise<void>((resolve) => {
    sw.addEventListener('controllerchange', () => resolve(), { once: true });
    setTimeout(resolve, 5000); // never leave the player waiting on a worker that is stuck
  });
  await updateSW(true);
  await taken;
  location.reload();
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      needRefresh = true;
      for (const l of listeners) l();
    },
    onOfflineReady() {
      console.info('Spider Solitaire is ready to work offline.');
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      // An installed app may stay open for days: look for a new version now and then.
      const check = () => void registration.update().catch(() => undefined);
      setInterval(check, CHECK_EVERY_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    },
  });
}
