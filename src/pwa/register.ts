import { registerSW } from 'virtual:pwa-register';

type Listener = () => void;

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

/** Activate the waiting service worker and reload the page. */
export async function applyUpdate(): Promise<void> {
  if (updateSW) await updateSW(true);
  else location.reload();
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
  });
}
