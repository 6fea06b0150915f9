import type { Controller } from '../app/controller.ts';

/** Whether this browser lets the page fill the screen (not iPhone Safari, nor some frames). */
export function canFullScreen(): boolean {
  return typeof document !== 'undefined' && document.fullscreenEnabled === true && typeof document.documentElement.requestFullscreen === 'function';
}

/** Full screen on or off (Settings' button); says so where the browser refuses. */
export function toggleFullScreen(c: Pick<Controller, 'messages' | 'text'>): void {
  if (!canFullScreen()) {
    c.messages.say(c.text.fullScreenUnavailable, 'alert');
    return;
  }
  if (document.fullscreenElement) void document.exitFullscreen();
  else document.documentElement.requestFullscreen().catch(() => c.messages.say(c.text.fullScreenUnavailable, 'alert'));
}
