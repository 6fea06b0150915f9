import type { Controller } from '../app/controller.ts';

/**
 * Focus mode on or off (SPEC §3 "F focus mode"): the F key, the Settings switch and the
 * "Leave focus mode" button all end here, in a settings change like any other setting's;
 * screen readers hear what changed, since the chrome they knew has moved.
 */
export function setFocusMode(c: Pick<Controller, 'settings' | 'changeSettings' | 'messages' | 'text'>, on: boolean): void {
  if (c.settings.value.focusMode === on) return;
  if (!c.changeSettings({ focusMode: on }).ok) return;
  c.messages.say(on ? c.text.focusModeOn : c.text.focusModeOff, 'info');
}

export function toggleFocusMode(c: Pick<Controller, 'settings' | 'changeSettings' | 'messages' | 'text'>): void {
  setFocusMode(c, !c.settings.value.focusMode);
}
