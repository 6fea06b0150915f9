import type { Controller } from '../app/controller.ts';
import { toggleFocusMode } from './focus.ts';

/** Shortcuts never act while a dialog is open or the player is typing (SPEC §3). */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.matches('input, textarea, select');
}

/**
 * The game's keyboard shortcuts (SPEC §3): every key ends in a controller action, like a tap.
 * Returns true when the key was ours. `covered` says whether a dialog or panel is open.
 */
export function handleKey(e: KeyboardEvent, c: Controller, covered: boolean): boolean {
  if (e.altKey || typing(e.target)) return false;
  const key = e.key;
  const mod = e.ctrlKey || e.metaKey;
  // P also ends a pause, from the Paused panel itself.
  if (!mod && (key === 'p' || key === 'P') && c.session.clock.paused.value) {
    c.input.togglePause();
    return true;
  }
  if (covered) return false;
  // A held key repeats: fine for stepping back through undo, not for dealing row after row.
  if (e.repeat && !['u', 'U', 'z', 'Z', 'y', 'Y'].includes(key)) return false;
  if (mod) {
    if (key === 'z' || key === 'Z') {
      if (e.shiftKey) c.input.redo();
      else c.input.undo();
      return true;
    }
    if (key === 'y' || key === 'Y') {
      c.input.redo();
      return true;
    }
    return false; // the browser's own shortcuts stay the browser's
  }
  switch (key) {
    case 'u':
    case 'U':
      // Shift chooses, not the letter's case: with Caps Lock on, U is still undo.
      if (e.shiftKey) c.input.redo();
      else c.input.undo();
      return true;
    case 'd':
    case 'D':
      c.input.deal();
      return true;
    case ' ':
      // Space deals only when no button or control has the focus (there it presses that).
      if (e.target instanceof HTMLElement && e.target.closest('button, a, [role=group]')) return false;
      c.input.deal();
      return true;
    case 'n':
    case 'N':
      c.dialogs.open({ kind: 'new-game' });
      return true;
    case 'r':
    case 'R':
      c.dialogs.askRestart();
      return true;
    case 'p':
    case 'P':
      c.input.togglePause();
      return true;
    case 'h':
    case 'H':
      c.input.hint();
      return true;
    case 'e':
    case 'E':
      c.input.finish(); // Finish, and again: skip to the end (issue 24)
      return true;
    case 'f':
    case 'F':
      toggleFocusMode(c);
      return true;
    case '?':
    case 'F1':
      c.dialogs.open({ kind: 'help' });
      return true;
    default:
      return false;
  }
}
