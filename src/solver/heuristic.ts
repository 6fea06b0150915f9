import { COLUMN_COUNT, RUN_LENGTH } from '../engine/cards.ts';
import type { DealRules } from '../engine/rules.ts';
import { faceRank, faceSuit, type Face, type KnownColumn, type KnownPosition } from './known.ts';

/** A move or a deal, as the hint names it (the engine's action shapes). */
export type HintMove = { readonly type: 'move'; readonly from: number; readonly to: number; readonly count: number } | { readonly type: 'deal' };

/**
 * What a move does for the game, in the priority order of SPEC §4: reveals a face-down card;
 * empties a column; completes a run; joins cards into a longer same-suit run without breaking
 * one. Anything else (onto another suit, into an empty column, back and forth) is no progress.
 */
export type Progress = 'reveals' | 'empties' | 'completes' | 'joins';
export const PROGRESS_ORDER: readonly Progress[] = ['reveals', 'empties', 'completes', 'joins'];

export interface RatedMove {
  readonly move: HintMove;
  readonly progress: readonly Progress[]; // what it achieves, highest priority first; [] = no progress
}

/** Length of the same-suit descending run on top of a column (face-up cards only). */
export function topRun(c: KnownColumn): number {
  const n = c.cards.length;
  if (n === 0 || n <= c.down) return 0;
  let len = 1;
  for (let i = n - 1; i - 1 >= c.down; i--) {
    const lower = c.cards[i - 1]!;
    const upper = c.cards[i]!;
    if (lower === null || upper === null || lower !== upper + 1 || faceSuit(lower) !== faceSuit(upper)) break;
    len++;
  }
  return len;
}

const topFace = (c: KnownColumn): Face | null => c.cards[c.cards.length - 1] ?? null;

/** Whether dealing is allowed (same rule as the engine's dealRefusal, SPEC §1.3). */
export function canDeal(k: KnownPosition, rules: DealRules): boolean {
  if (k.stock.length === 0) return false;
  if (rules === 'relaxed') return true;
  if (!k.columns.some((c) => c.cards.length === 0)) return true;
  const onTable = k.columns.reduce((n, c) => n + c.cards.length, 0);
  return rules === 'classic' && onTable < COLUMN_COUNT;
}

/** Every legal move, columns in order (the same set as the engine's legalMoves). */
export function knownMoves(k: KnownPosition): HintMove[] {
  const out: HintMove[] = [];
  const tops = k.columns.map((c) => {
    const t = topFace(c);
    return t === null ? 0 : faceRank(t);
  });
  for (let from = 0; from < COLUMN_COUNT; from++) {
    const src = k.columns[from]!;
    const n = topRun(src);
    for (let count = 1; count <= n; count++) {
      const rank = faceRank(src.cards[src.cards.length - count]!);
      for (let to = 0; to < COLUMN_COUNT; to++) {
        if (to !== from && (tops[to] === 0 || tops[to] === rank + 1)) out.push({ type: 'move', from, to, count });
      }
    }
  }
  return out;
}

/** What a legal move achieves. Only face-up cards decide it, never what a reveal turns up. */
export function progressOf(k: KnownPosition, move: HintMove): Progress[] {
  if (move.type === 'deal') return [];
  const src = k.columns[move.from]!;
  const dst = k.columns[move.to]!;
  const n = src.cards.length;
  const up = n - src.down;
  const bottom = src.cards[n - move.count]!;
  const target = topFace(dst);
  const sameSuit = target !== null && bottom !== null && faceSuit(target) === faceSuit(bottom);
  const out: Progress[] = [];
  if (move.count === up && src.down > 0) out.push('reveals');
  if (move.count === n && target !== null) out.push('empties');
  if (sameSuit) {
    const top = src.cards[n - 1]!;
    if (top !== null && faceRank(top) === 1 && move.count + topRun(dst) >= RUN_LENGTH) out.push('completes');
    if (move.count === topRun(src)) out.push('joins');
  }
  return out;
}

/**
 * What a move achieves, counting as no progress a move that only gives back the room to deal
 * again: emptying a column (or joining into one) when a row could be dealt now, but not after
 * it, and nothing after it makes progress. Without this, "fill the column, then deal" and
 * "empty the column" would take turns for ever.
 */
export function rate(k: KnownPosition, move: HintMove, rules: DealRules): RatedMove {
  const progress = progressOf(k, move);
  if (progress.length === 0 || progress.includes('reveals') || progress.includes('completes') || !canDeal(k, rules)) return { move, progress };
  const next = afterKnownMove(k, move);
  if (next === null || canDeal(next, rules)) return { move, progress };
  const more = knownMoves(next).some((m) => progressOf(next, m).length > 0);
  return { move, progress: more ? progress : [] };
}

/**
 * The known position after a move that turns nothing over and completes no run (null for
 * any other move): then everything about it is known in advance.
 */
export function afterKnownMove(k: KnownPosition, m: HintMove): KnownPosition | null {
  if (m.type === 'deal') return null;
  const src = k.columns[m.from]!;
  const dst = k.columns[m.to]!;
  const keep = src.cards.length - m.count;
  if (keep > 0 && keep <= src.down) return null; // turns a card over
  const moved = src.cards.slice(keep);
  const cards = dst.cards.concat(moved);
  const column = { cards, down: dst.down };
  const top = cards[cards.length - 1];
  if (top !== null && top !== undefined && faceRank(top) === 1 && topRun(column) >= RUN_LENGTH) return null; // completes a run
  const columns = k.columns.slice();
  columns[m.from] = { cards: src.cards.slice(0, keep), down: src.down };
  columns[m.to] = column;
  return { ...k, columns, moves: k.moves + 1 };
}

/**
 * Orders rated moves, best first: by the highest thing each achieves, then by how many
 * things; among equals a same-suit destination, then a non-empty one, then the source with
 * fewest face-down cards (nearest to an empty column), then the lowest columns. Deterministic.
 */
export function compareRated(k: KnownPosition, a: RatedMove, b: RatedMove): number {
  const cls = (r: RatedMove) => (r.progress.length === 0 ? PROGRESS_ORDER.length : PROGRESS_ORDER.indexOf(r.progress[0]!));
  return cls(a) - cls(b) || b.progress.length - a.progress.length || detail(k, a.move) - detail(k, b.move) || order(a.move) - order(b.move);
}

function detail(k: KnownPosition, m: HintMove): number {
  if (m.type === 'deal') return 1_000;
  const src = k.columns[m.from]!;
  const dst = k.columns[m.to]!;
  const target = topFace(dst);
  const bottom = src.cards[src.cards.length - m.count]!;
  const suit = target !== null && bottom !== null && faceSuit(target) === faceSuit(bottom) ? 0 : 1;
  const empty = target === null ? 1 : 0;
  return suit * 200 + empty * 100 + src.down;
}

const order = (m: HintMove): number => (m.type === 'deal' ? 10_000 : m.from * 1_000 + m.to * 100 + m.count);

/**
 * For a move that makes no progress itself: the best thing the moves it opens up achieve
 * (moves that were not there before), or null when it opens nothing (a shuttle).
 */
export function opens(k: KnownPosition, m: HintMove, rules: DealRules): Progress | null {
  const next = afterKnownMove(k, m);
  if (next === null) return null;
  const before = new Set(progressMoves(k, rules).map((r) => moveKey(k, r.move)));
  let best: number = PROGRESS_ORDER.length;
  for (const r of progressMoves(next, rules)) {
    if (before.has(moveKey(next, r.move))) continue;
    best = Math.min(best, PROGRESS_ORDER.indexOf(r.progress[0]!));
  }
  return PROGRESS_ORDER[best] ?? null;
}

/** The legal moves that make progress, best first. */
export function progressMoves(k: KnownPosition, rules: DealRules): RatedMove[] {
  return knownMoves(k)
    .map((m) => rate(k, m, rules))
    .filter((r) => r.progress.length > 0)
    .sort((a, b) => compareRated(k, a, b));
}

/**
 * When nothing makes progress: a move that fills an empty column so a row can be dealt —
 * a whole top run that is not a whole column (that would just move the gap), shortest first.
 * Of those, the first that `fresh` accepts (one that does not lead back to a table the game
 * has had: filling and emptying the same column can otherwise go round for ever).
 */
export function fillMove(k: KnownPosition, fresh: (m: HintMove) => boolean = () => true): HintMove | null {
  const fills = knownMoves(k).filter(
    (m): m is Extract<HintMove, { type: 'move' }> => m.type === 'move' && k.columns[m.to]!.cards.length === 0 && m.count < k.columns[m.from]!.cards.length,
  );
  // Whole top runs first, then the others; shortest first within each.
  const whole = (m: HintMove & { type: 'move' }) => (m.count === topRun(k.columns[m.from]!) ? 0 : 1);
  const ranked = fills.sort((a, b) => whole(a) - whole(b) || a.count - b.count || order(a) - order(b));
  return ranked.find(fresh) ?? ranked[0] ?? null;
}

/** Moves that land in the same place are one choice: any empty column is as good as another. */
export function moveKey(k: KnownPosition, m: HintMove): string {
  if (m.type === 'deal') return 'deal';
  const empty = k.columns[m.to]!.cards.length === 0;
  return `${m.from}>${empty ? 'empty' : m.to}x${m.count}`;
}

export function sameMove(a: HintMove, b: HintMove): boolean {
  if (a.type === 'deal' || b.type === 'deal') return a.type === b.type;
  return a.from === b.from && a.to === b.to && a.count === b.count;
}
