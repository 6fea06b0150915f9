import type { Action } from '../engine/game.ts';
import { own } from '../engine/decode.ts';
import { err, ok, type Result } from '../engine/result.ts';
import { preview } from './text.ts';

export type MovesError = 'not-an-array' | 'bad-entry';

const SHAPES = '{"type":"move","from":0..9,"to":0..9,"count":n}, {"type":"deal"}, {"type":"undo"} or {"type":"redo"}';

const isInteger = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

function decodeAction(entry: unknown): Action | null {
  const type = own(entry, 'type');
  if (type === 'deal' || type === 'undo' || type === 'redo') return { type };
  if (type !== 'move') return null;
  const from = own(entry, 'from');
  const to = own(entry, 'to');
  const count = own(entry, 'count');
  // Well-formed is enough here: a column out of range or a bad count is the replay's
  // refusal (exit 1, with the position so far), not malformed input.
  return isInteger(from) && isInteger(to) && isInteger(count) ? { type, from, to, count } : null;
}

/**
 * A moves file (SPEC §7): a JSON array of actions. A malformed entry is bad input (exit 2);
 * the message shows a short preview of it, however big or deep the entry is.
 */
export function decodeMoves(value: unknown): Result<Action[], MovesError> {
  if (!Array.isArray(value)) return err('not-an-array', `The moves file must hold a JSON array of actions, got ${preview(value)}.`);
  const actions: Action[] = [];
  for (let i = 0; i < value.length; i++) {
    const action = decodeAction(value[i]);
    if (action === null) return err('bad-entry', `Moves entry ${i}: expected ${SHAPES}, got ${preview(value[i])}.`);
    actions.push(action);
  }
  return ok(actions);
}
