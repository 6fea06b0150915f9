import { COLUMN_COUNT } from '../engine/cards.ts';
import { legalMoves, moveRefusal, type Move } from '../engine/moves.ts';
import { runLength, type Position } from '../engine/position.ts';
import { SpotClass, spotClass } from './bestSpot.ts';

/**
 * One adapter from the rules to what the input paths need (STYLE: chessground's dests): the
 * segment picker, the all-moves list, the keyboard and hint highlighting read it alike.
 */

/** How a legal destination is marked for the player. */
export type DestMark = 'completes' | 'same-suit' | 'other-suit' | 'empty' | 'none';

export interface Dest {
  readonly to: number;
  readonly mark: DestMark; // 'none': legal but changes nothing (a whole column into an empty one)
}

const MARKS: Readonly<Record<SpotClass, DestMark>> = {
  [SpotClass.Completes]: 'completes',
  [SpotClass.SameSuit]: 'same-suit',
  [SpotClass.OtherSuit]: 'other-suit',
  [SpotClass.Empty]: 'empty',
};

/** How many cards can be taken from the top of `from`: 1..the length of its top run. */
export function movableCounts(position: Position, from: number): number[] {
  const n = runLength(position.columns[from]!, position.suits);
  return Array.from({ length: n }, (_, i) => i + 1);
}

/** Every column the top `count` cards of `from` may go to, in column order, marked. */
export function destinations(position: Position, from: number, count: number): Dest[] {
  const out: Dest[] = [];
  for (let to = 0; to < COLUMN_COUNT; to++) {
    if (to === from) continue;
    const move: Move = { type: 'move', from, to, count };
    if (moveRefusal(position, move) !== null) continue;
    const spot = spotClass(position, move);
    out.push({ to, mark: spot === null ? 'none' : MARKS[spot] });
  }
  return out;
}

/** Every legal move grouped by source column (the all-moves list): same set as legalMoves. */
export function movesBySource(position: Position): { readonly from: number; readonly moves: readonly Move[] }[] {
  const groups = Array.from({ length: COLUMN_COUNT }, (_, from) => ({ from, moves: [] as Move[] }));
  for (const m of legalMoves(position)) groups[m.from]!.moves.push(m);
  return groups.filter((g) => g.moves.length > 0);
}
