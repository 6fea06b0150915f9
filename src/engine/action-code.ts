import type { Action } from './game.ts';

/**
 * Actions as short text codes, the one format for a game's journal wherever it is written down:
 * the saved game (game/save.ts) and a daily result sent to the results service. "d" deal,
 * "u" undo, "r" redo, "m" + from + to + count ("m039" moves 9 cards from column 1 to column 4,
 * 0-based digits; the count 1..99 without a leading zero).
 */
export function encodeAction(action: Action): string {
  switch (action.type) {
    case 'deal':
      return 'd';
    case 'undo':
      return 'u';
    case 'redo':
      return 'r';
    case 'move':
      return `m${action.from}${action.to}${action.count}`;
  }
}

const ZERO = 48; // char code of "0"

/** A digit 0..9 at `i`, or -1. */
function digitAt(code: string, i: number): number {
  const d = code.charCodeAt(i) - ZERO;
  return d >= 0 && d <= 9 ? d : -1;
}

/** The action a code stands for, or null for anything that is not exactly such a code. */
export function decodeAction(code: unknown): Action | null {
  if (code === 'd') return { type: 'deal' };
  if (code === 'u') return { type: 'undo' };
  if (code === 'r') return { type: 'redo' };
  if (typeof code !== 'string' || code.length < 4 || code.length > 5 || code[0] !== 'm') return null;
  const from = digitAt(code, 1);
  const to = digitAt(code, 2);
  const high = digitAt(code, 3);
  const low = code.length === 5 ? digitAt(code, 4) : 0;
  if (from < 0 || to < 0 || high < 1 || low < 0) return null;
  const count = code.length === 5 ? high * 10 + low : high;
  return { type: 'move', from, to, count };
}
