/**
 * Finds a winning line for a deal that uses only what a tap does (the best-spot move of a
 * tapped card) and deals — so an end-to-end test can win a whole game by tapping alone, and
 * by dragging each run to the same column. Full-information search: it knows the hidden
 * cards, the player in the test simply follows the line.
 *
 *   npx tsx test/game/tap-line.ts SUITS DEAL > test/e2e/play-line.json
 */
import { pathToFileURL } from 'node:url';
import { cardCode, type SuitCount } from '../../src/engine/cards.ts';
import { applyAction, isStuck, newGame, type Game } from '../../src/engine/game.ts';
import { dealRefusal } from '../../src/engine/moves.ts';
import { isWon, runLength, type Position } from '../../src/engine/position.ts';
import { runStart, tapMove } from '../../src/game/bestSpot.ts';

export type Step =
  | { readonly type: 'tap'; readonly column: number; readonly index: number; readonly card: string; readonly to: number; readonly count: number }
  | { readonly type: 'deal' };

export interface TapLine {
  readonly suits: SuitCount;
  readonly deal: number;
  readonly steps: readonly Step[];
}

function key(p: Position): string {
  return p.columns.map((c) => `${c.down}:${c.cards.join(',')}`).join('|') + '/' + p.stock.length;
}

/** The distinct tap moves of a position, each with the card to tap. */
function taps(p: Position): Step[] {
  const out: Step[] = [];
  const seen = new Set<string>();
  p.columns.forEach((c, col) => {
    for (let i = runStart(p, col); i < c.cards.length; i++) {
      const t = tapMove(p, col, i);
      if (!t.ok) continue;
      const k = `${t.move.from}>${t.move.to}x${t.move.count}`;
      if (seen.has(k)) continue;
      seen.add(k);
      out.push({ type: 'tap', column: col, index: i, card: cardCode(c.cards[i]!, p.suits), to: t.move.to, count: t.move.count });
    }
  });
  return out;
}

/** Bigger is better: runs done, cards revealed, long runs, empty columns. */
function score(p: Position): number {
  let s = p.completed.length * 1000;
  for (const c of p.columns) {
    s -= c.down * 40;
    if (c.cards.length === 0) s += 60;
    s += runLength(c, p.suits) * 6;
    // Cards sitting on a card one higher (any suit) are ordered already.
    for (let i = c.down + 1; i < c.cards.length; i++) {
      if (c.cards[i - 1]! % 13 === (c.cards[i]! % 13) + 1) s += 3;
    }
  }
  return s - p.stock.length * 2;
}

/** The positions a step leads to from `game`, with the step; deals last. */
function children(game: Game): { step: Step; game: Game }[] {
  const out: { step: Step; game: Game }[] = [];
  for (const step of taps(game.position)) {
    if (step.type !== 'tap') continue;
    const r = applyAction(game, { type: 'move', from: step.column, to: step.to, count: step.count });
    if (r.ok) out.push({ step, game: r.game });
  }
  if (dealRefusal(game.position, game.rules) === null) {
    const r = applyAction(game, { type: 'deal' });
    if (r.ok) out.push({ step: { type: 'deal' }, game: r.game });
  }
  return out;
}

/**
 * Depth-first search, best-scoring moves first, dealing only when the taps are tried; then
 * the line is shortened by jumping over every detour the search took.
 */
export function findTapLine(suits: SuitCount, deal: number, budget = 400_000): TapLine | null {
  const visited = new Set<string>();
  const games: Game[] = [];
  const steps: Step[] = [];
  let nodes = 0;
  const dfs = (game: Game): boolean => {
    const p = game.position;
    games.push(game);
    if (isWon(p)) return true;
    if (!isStuck(p) && ++nodes <= budget && !visited.has(key(p))) {
      visited.add(key(p));
      const next = children(game);
      const deal = next.filter((c) => c.step.type === 'deal');
      const moves = next.filter((c) => c.step.type !== 'deal');
      moves.sort((a, b) => score(b.game.position) - score(a.game.position));
      for (const child of [...moves, ...deal]) {
        steps.push(child.step);
        if (dfs(child.game)) return true;
        steps.pop();
      }
    }
    games.pop();
    return false;
  };
  if (!dfs(newGame(suits, deal))) return null;
  return { suits, deal, steps: shorten(games, steps) };
}

/** Replaces stretches of the line with a single step wherever one reaches a later position. */
function shorten(games: Game[], steps: Step[]): Step[] {
  const index = new Map<string, number>();
  games.forEach((g, i) => index.set(key(g.position), i));
  const out: Step[] = [];
  let i = 0;
  while (i < games.length - 1) {
    let best = i + 1;
    let bestStep = steps[i]!;
    for (const child of children(games[i]!)) {
      const j = index.get(key(child.game.position));
      if (j !== undefined && j > best) {
        best = j;
        bestStep = child.step;
      }
    }
    out.push(bestStep);
    i = best;
  }
  return out;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const suits = Number(process.argv[2] ?? 1) as SuitCount;
  const deal = Number(process.argv[3] ?? 1);
  const line = findTapLine(suits, deal);
  if (!line) {
    console.error(`no tap-only line found for ${suits} suit(s), deal ${deal}`);
    process.exit(1);
  }
  console.log(JSON.stringify(line));
}
