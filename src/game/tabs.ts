import { signal, type ReadonlySignal } from '@preact/signals';
import { isRecord, own } from '../engine/decode.ts';

/** A message line between tabs of this app (BroadcastChannel in the browser, a fake in tests). */
export interface TabChannel {
  post(message: unknown): void;
  listen(listener: (message: unknown) => void): () => void;
}

/**
 * Which tab owns the saved game: the one that started or took it back last. The others stop
 * writing and say so, so two tabs never overwrite each other silently (SPEC §5).
 */
export interface TabGuard {
  readonly elsewhere: ReadonlySignal<boolean>; // another tab has taken the game over
  claim(): void;
  dispose(): void;
}

const isClaim = (m: unknown): m is { type: 'claim'; tab: string; at: number } =>
  isRecord(m) && own(m, 'type') === 'claim' && typeof own(m, 'tab') === 'string' && typeof own(m, 'at') === 'number';

/**
 * Claims carry when they were made, so two tabs that start together settle on one owner: the
 * later claim wins (ties by tab id), and a tab that hears an older claim repeats its own.
 */
export function createTabGuard(channel: TabChannel | null, tabId: string, onLost: () => void, now: () => number = Date.now): TabGuard {
  const elsewhere = signal(false);
  let claimedAt = -Infinity;
  const post = () => channel?.post({ type: 'claim', tab: tabId, at: claimedAt });
  const stop = channel?.listen((m) => {
    if (!isClaim(m) || m.tab === tabId || elsewhere.value) return;
    const newer = m.at > claimedAt || (m.at === claimedAt && m.tab > tabId);
    if (!newer) {
      post(); // the other tab's claim is older: it gives way when it hears ours
      return;
    }
    elsewhere.value = true;
    onLost();
  });
  return {
    elsewhere,
    claim() {
      claimedAt = Math.max(now(), claimedAt + 1);
      elsewhere.value = false;
      post();
    },
    dispose() {
      stop?.();
    },
  };
}

/** The browser's channel, or null where there is none. */
export function broadcastChannel(name = 'spider-solitaire'): TabChannel | null {
  if (typeof BroadcastChannel !== 'function') return null;
  const bc = new BroadcastChannel(name);
  return {
    post: (message) => bc.postMessage(message),
    listen(listener) {
      const on = (e: MessageEvent) => listener(e.data);
      bc.addEventListener('message', on);
      return () => bc.removeEventListener('message', on);
    },
  };
}
