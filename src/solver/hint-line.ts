import type { CardId } from '../engine/cards.ts';
import { applyDeal, applyMove, moveRefusal } from '../engine/moves.ts';
import type { Position } from '../engine/position.ts';
import type { HintMove } from './heuristic.ts';
import { faceOf } from './known.ts';

/**
 * A winning line from one arrangement of the unknown cards, cut where the hint stops knowing
 * what happens: the first action that turns over a card the player has never seen, or deals
 * (the "event"). Everything before it moves known cards only, so it means the same in every
 * arrangement; it is shortened (loops and detours taken out) before it is compared.
 */
export interface Segment {
  readonly prefix: readonly HintMove[]; // known-only moves, shortened
  readonly event: HintMove | null; // null: the prefix itself wins
  readonly key: string; // the table the prefix reaches plus the event: equal keys, same plan
}

/**
 * A table as a string: face-down counts and the faces of the face-up cards (the face-down
 * ones are the same in every arrangement unless turned over), stock size, runs completed.
 */
function tableKey(p: Position): string {
  const up = (c: Position['columns'][number]) =>
    c.cards
      .slice(c.down)
      .map((id) => faceOf(id, p.suits))
      .join('.');
  return `${p.stock.length}/${p.completed.length}/` + p.columns.map((c) => `${c.down}:${up(c)}`).join(' ');
}

function apply(p: Position, a: HintMove): Position | null {
  if (a.type === 'deal') return p.stock.length > 0 ? applyDeal(p).position : null;
  return moveRefusal(p, a) === null ? applyMove(p, a).position : null;
}

/** Where a line of known-only moves ends, or null if one of them is illegal on the way. */
function end(start: Position, line: readonly HintMove[]): Position | null {
  let p: Position | null = start;
  for (const a of line) {
    p = apply(p, a);
    if (p === null) return null;
  }
  return p;
}

/**
 * Cuts `line` (played from `start` in an arrangement where `unknown` are the cards the player
 * has not seen) at its first event, and shortens the part before it.
 */
export function segment(start: Position, line: readonly HintMove[], unknown: ReadonlySet<CardId>): Segment {
  let p = start;
  let cut = line.length;
  for (let i = 0; i < line.length; i++) {
    const a = line[i]!;
    if (a.type === 'deal') {
      cut = i;
      break;
    }
    const from = p.columns[a.from]!;
    const left = from.cards.length - a.count;
    if (left > 0 && left === from.down && unknown.has(from.cards[left - 1]!)) {
      cut = i;
      break;
    }
    p = applyMove(p, a).position;
  }
  const event = line[cut] ?? null;
  const prefix = shorten(start, line.slice(0, cut));
  const eventKey = event === null ? 'win' : event.type === 'deal' ? 'deal' : `${event.from}>${event.to}x${event.count}`;
  return { prefix, event, key: `${tableKey(p)}|${eventKey}` };
}

/**
 * Takes out of a known-only line what does not change where it ends: loops (a table met
 * twice), then single moves and pairs of moves that can go without changing the end.
 */
export function shorten(start: Position, line: readonly HintMove[]): HintMove[] {
  const target = end(start, line);
  if (target === null) return line.slice();
  const goal = tableKey(target);
  let out = cutLoops(start, line);
  const reaches = (l: readonly HintMove[]) => {
    const e = end(start, l);
    return e !== null && tableKey(e) === goal;
  };
  for (let changed = true; changed && out.length > 0;) {
    changed = false;
    for (let i = 0; i < out.length && !changed; i++) {
      const fewer = out.slice(0, i).concat(out.slice(i + 1));
      if (reaches(fewer)) {
        out = cutLoops(start, fewer);
        changed = true;
      }
    }
    if (changed || out.length > PAIR_LIMIT) continue;
    for (let i = 0; i < out.length && !changed; i++) {
      for (let j = i + 1; j < out.length && !changed; j++) {
        const fewer = out.slice(0, i).concat(out.slice(i + 1, j), out.slice(j + 1));
        if (reaches(fewer)) {
          out = cutLoops(start, fewer);
          changed = true;
        }
      }
    }
  }
  return out;
}

/** Pairs are tried only in lines up to this long (the work grows with the cube). */
const PAIR_LIMIT = 40;

function cutLoops(start: Position, line: readonly HintMove[]): HintMove[] {
  const out: HintMove[] = [];
  const keys: string[] = [tableKey(start)];
  let p = start;
  for (const a of line) {
    const next = apply(p, a);
    if (next === null) return line.slice();
    p = next;
    const key = tableKey(p);
    const at = keys.indexOf(key);
    if (at >= 0) {
      out.length = at; // back where the table was: the moves in between went round
      keys.length = at + 1;
    } else {
      out.push(a);
      keys.push(key);
    }
  }
  return out;
}

/**
 * The moves of a known-only line that could be played first without changing where the line
 * ends (the line's first move always can): the plan does not fix their order, so the hint may
 * name whichever of them matters most.
 */
export function firstChoices(start: Position, line: readonly HintMove[]): HintMove[] {
  if (line.length === 0) return [];
  const target = end(start, line);
  if (target === null) return [line[0]!];
  const goal = tableKey(target);
  const out: HintMove[] = [line[0]!];
  for (let i = 1; i < line.length; i++) {
    const reordered = [line[i]!, ...line.slice(0, i), ...line.slice(i + 1)];
    const e = end(start, reordered);
    if (e !== null && tableKey(e) === goal) out.push(line[i]!);
  }
  return out;
}
