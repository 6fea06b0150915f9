/**
 * Between the engine's positions and the solver's boards with every card known, for lab tools
 * that play the default policy on a deal's true cards (scripts/fit-value.ts,
 * scripts/judge-labels.ts). Never the hint's view: these boards know the face-down cards.
 */
import type { SuitCount } from '../src/engine/cards.ts';
import type { Position } from '../src/engine/position.ts';
import { NOTHING_SEEN } from '../src/engine/seen.ts';
import { CAPACITY } from '../src/solver/board.ts';
import { ChanceBoard } from '../src/solver/chance-board.ts';
import { copiesOf, faceCount, faceOf, knownOf, withFill, type Face, type KnownPosition } from '../src/solver/known.ts';

/** A board of `p` with every card known, face down and in the stock too. */
export function boardOfAll(p: Position, suits: SuitCount): ChanceBoard {
  const all: KnownPosition = {
    ...knownOf(p, NOTHING_SEEN),
    columns: p.columns.map((c) => ({ cards: c.cards.map((id) => faceOf(id, suits)), down: c.down })),
    stock: p.stock.map((id) => faceOf(id, suits)),
  };
  return ChanceBoard.fromKnown(all, 'classic');
}

/** A fully known board as the engine's position (copies of a face numbered afresh). */
export function positionOf(b: ChanceBoard): Position {
  const suits = b.suits;
  const face = (byte: number) => ((byte >> 4) * 13 + (byte & 15) - 1) as Face;
  const left = new Array<number>(faceCount(suits)).fill(copiesOf(suits));
  const columns = Array.from({ length: 10 }, (_, c) => {
    const cards = Array.from(b.cards.subarray(c * CAPACITY, c * CAPACITY + b.len[c]!), face);
    for (const f of cards) left[f]!--;
    return { cards, down: b.down[c]! };
  });
  const stock = Array.from(b.stock.subarray(b.dealt * 10), face);
  for (const f of stock) left[f]!--;
  const completed: number[] = [];
  for (let s = 0; s < suits; s++) for (let n = left[s * 13]!; n > 0; n--) completed.push(s);
  if (completed.length !== b.completed) throw new Error('the board lost cards');
  const k: KnownPosition = { suits, columns, stock, completed, moves: 0 };
  return withFill(k, []);
}
