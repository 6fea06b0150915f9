import type { Controller } from '../app/controller.ts';

/** F: full screen on or off; says so where the browser has none (iPhone Safari, some frames). */
export function toggleFullScreen(c: Pick<Controller, 'messages' | 'text'>): void {
  const root = document.documentElement;
  if (!document.fullscreenEnabled || typeof root.requestFullscreen !== 'function') {
    c.messages.say(c.text.fullScreenUnavailable, 'alert');
    return;
  }
  if (document.fullscreenElement) void document.exitFullscreen();
  else root.requestFullscreen().catch(() => c.messages.say(c.text.fullScreenUnavailable, 'alert'));
}
