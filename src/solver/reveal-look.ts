import { fnv1a32 } from '../engine/daily.ts';
import { mulberry32 } from '../engine/shuffle.ts';
import type { HintMove } from './heuristic.ts';
import { unknownFaces, type KnownPosition } from './known.ts';
import { knownTableKey, lookAhead, lookFrom, lookTable, PER_MOVE, play, type LookOptions, type LookResult } from './lookahead.ts';
import { scoreTable, UNSEEN, type LookTable } from './position-score.ts';

/**
 * The look-ahead with chance nodes at its reveals (SPEC §4.2; HINT-SEARCH.md's third rung,
 * "expectimax to the next reveal", by sampling). The plain look-ahead scores a card its line
 * turns over as a flat gain and stops using that column; but what comes up decides what the
 * reveal is worth: a card that fits somewhere lets the column be dug further, a King buries
 * it. Here each of the look-ahead's best lines that turns cards over is valued by drawing
 * those cards `draws` times from the faces the player has not seen (so no line knows a card
 * before it turns up) and looking ahead again from each drawn table; a line's value is the
 * mean of the best score each draw reaches. Lines that turn nothing over are looked ahead from
 * once, so every line is valued the same way.
 */
export interface RevealShape {
  readonly lines: number; // the look-ahead's best lines to distinct tables that are valued
  readonly draws: number; // draws of the turned-over cards per line
  readonly width: number; // the follow-up look-ahead's tables kept per level
  readonly depth: number; // and its moves in a line
  /** Only choose which card to turn over: when the plain look-ahead's best line turns none over, it stands, and only lines that do are valued. */
  readonly digsOnly?: boolean;
}

export interface RevealLookOptions extends LookOptions {
  readonly seed: number;
  readonly shape: RevealShape;
}

export interface RevealLookResult extends LookResult {
  /** Each valued line's mean over its draws, in the order of `lines` (tests and tuning). */
  readonly values: readonly number[];
}

export function revealLook(k: KnownPosition, o: RevealLookOptions): RevealLookResult {
  const { shape } = o;
  // The plain look-ahead gets its full share; the follow-ups get as much again, split evenly.
  const first = lookAhead(k, { ...o, lines: shape.lines });
  const root = lookTable(k);
  const digs = (line: readonly HintMove[]) => turnedUp(replay(root, line)).length > 0;
  if (shape.digsOnly && !digs(first.line)) return { ...first, values: [] };
  const lines = (first.lines ?? []).filter((l) => !shape.digsOnly || digs(l));
  if (lines.length === 0) return { ...first, values: [] };
  const rootScore = scoreTable(root);
  const pool = unknownFaces(k) as number[];
  const followNodes = Math.max(1, Math.floor(o.nodes / (shape.lines * shape.draws)));
  // The draws depend on the known table and the seed only: the same known position gives the
  // same hint whatever the hidden cards are (they are never read: the pool is what is unseen).
  const rand = mulberry32(fnv1a32(`${knownTableKey(k)}#reveal#${o.seed}`));
  let nodes = first.nodes;
  const follow = (t: LookTable): number => {
    const r = lookFrom(t, { nodes: followNodes, width: shape.width, depth: shape.depth });
    nodes += r.nodes;
    return scoreTable(t) + r.gain;
  };
  const values: number[] = [];
  for (const line of lines) {
    const end = replay(root, line);
    const slots = turnedUp(end);
    let total = 0;
    const n = slots.length === 0 ? 1 : shape.draws;
    for (let d = 0; d < n; d++) total += follow(slots.length === 0 ? end : withDrawn(end, slots, draw(pool, slots.length, rand)));
    values.push(total / n - PER_MOVE * line.length);
  }
  let best = -1;
  for (let i = 0; i < values.length; i++) if (best < 0 || values[i]! > values[best]!) best = i; // ties: the look-ahead's order
  if (values[best]! <= rootScore && !shape.digsOnly) return { move: null, gain: 0, line: [], progress: false, nodes, lines, values };
  const line = lines[best]!;
  const end = replay(root, line);
  const down = (t: LookTable) => t.down.reduce((a, b) => a + b, 0);
  const progress = down(end) < down(root) || end.runs > root.runs;
  return { move: line[0]!, gain: values[best]! - rootScore, line, progress, nodes, lines, values };
}

function replay(root: LookTable, line: readonly HintMove[]): LookTable {
  let t = root;
  for (const m of line) if (m.type === 'move') t = play(t, m).t;
  return t;
}

/** The face-up places holding a card the line turned over that the player has never seen. */
function turnedUp(t: LookTable): [number, number][] {
  const out: [number, number][] = [];
  t.cols.forEach((col, c) => {
    for (let i = t.down[c]!; i < col.length; i++) if (col[i] === UNSEEN) out.push([c, i]);
  });
  return out;
}

/** `n` faces drawn without replacement from the unseen multiset. */
export function draw(pool: readonly number[], n: number, rand: () => number): number[] {
  const xs = pool.slice();
  const out: number[] = [];
  for (let i = 0; i < n && xs.length > 0; i++) {
    const j = rand() % xs.length;
    out.push(xs[j]!);
    xs[j] = xs[xs.length - 1]!;
    xs.pop();
  }
  return out;
}

export function withDrawn(t: LookTable, slots: readonly [number, number][], faces: readonly number[]): LookTable {
  const cols = t.cols.map((c) => c.slice());
  slots.forEach(([c, i], j) => {
    if (faces[j] !== undefined) cols[c]![i] = faces[j]!;
  });
  return { ...t, cols };
}
