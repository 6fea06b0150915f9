import { fnv1a32 } from '../engine/daily.ts';
import { mulberry32 } from '../engine/shuffle.ts';
import { unknownFaces, type KnownPosition } from './known.ts';
import { beam, knownTableKey, lookTable, rootMovesOf, type LookOptions, type LookResult } from './lookahead.ts';
import { scoreTable, UNSEEN, type LookTable } from './position-score.ts';
import { draw, withDrawn } from './reveal-look.ts';

/**
 * The look-ahead in sampled deals (hindsight optimisation with the look-ahead's score, HINT-
 * SEARCH.md's determinized rung with an evaluation instead of a solve). The plain look-ahead
 * stops using a column once its line turns a card over, since no one knows what comes up; at
 * 4 suits it decides most hints, and a line of a round is much longer than the few moves it
 * can then see. Here the face-down cards the player has never seen are drawn `samples` times
 * from the unseen faces, and in each drawn table the look-ahead goes on through what its moves
 * turn over. Each first move is worth the mean over the draws of the best score a line starting
 * with it reached; the best first move is the hint when that beats the table as it is.
 * The draws depend on the known table and the seed only (no hidden card is ever read).
 */
export interface HopShape {
  readonly samples: number; // drawn tables
  readonly nodes: number; // tables the look-ahead generates in each
  readonly width: number; // tables kept a level
  readonly depth: number; // moves in a line
}

export interface HopLookOptions extends Pick<LookOptions, 'rules' | 'memory'> {
  readonly seed: number;
  readonly shape: HopShape;
}

export interface HopLookResult extends LookResult {
  /** Each root move's mean best score over the draws, in the look-ahead's root order (tests and tuning). */
  readonly values: readonly number[];
}

export function hopLook(k: KnownPosition, o: HopLookOptions): HopLookResult {
  const { shape } = o;
  const root = lookTable(k);
  const rootMoves = rootMovesOf(k, o.rules);
  const rootScore = scoreTable(root);
  const none = (nodes: number): HopLookResult => ({ move: null, gain: 0, line: [], progress: false, nodes, values: [] });
  if (rootMoves.length === 0) return none(0);
  const slots = hiddenSlots(root);
  const pool = unknownFaces(k) as number[];
  const rand = mulberry32(fnv1a32(`${knownTableKey(k)}#hop#${o.seed}`));
  const sum = new Array<number>(rootMoves.length).fill(0);
  const progress = new Array<number>(rootMoves.length).fill(0);
  let nodes = 0;
  const draws = slots.length === 0 ? 1 : shape.samples;
  for (let d = 0; d < draws; d++) {
    const t = withDrawn(root, slots, draw(pool, slots.length, rand));
    const r = beam(t, rootMoves, { nodes: shape.nodes, width: shape.width, depth: shape.depth, ...(o.memory && { memory: o.memory }) });
    nodes += r.nodes;
    r.branches!.forEach((b, i) => {
      // A root move the budget never reached (or one into a remembered table) counts as the table as it is.
      sum[i]! += Number.isFinite(b.score) ? b.score : rootScore;
      if (b.progress) progress[i]!++;
    });
  }
  const values = sum.map((s) => s / draws);
  let best = 0;
  for (let i = 1; i < values.length; i++) if (values[i]! > values[best]!) best = i; // ties: the root order
  if (values[best]! <= rootScore) return { ...none(nodes), values };
  const move = rootMoves[best]!;
  return { move, gain: values[best]! - rootScore, line: [move], progress: 2 * progress[best]! >= draws, nodes, values };
}

/** Face-down places whose card the player has never seen. */
function hiddenSlots(t: LookTable): [number, number][] {
  const out: [number, number][] = [];
  t.cols.forEach((col, c) => {
    for (let i = 0; i < t.down[c]!; i++) if (col[i] === UNSEEN) out.push([c, i]);
  });
  return out;
}
