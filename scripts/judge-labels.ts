/**
 * Labels for the judge where the search uses it (a lab tool, never part of the app):
 *
 *   npx tsx scripts/judge-labels.ts --games F --out L [--every S] [--cut H] [--level quick]
 *     [--part K --parts P] [--horizon H --lines L --judge W0,W1,…]
 *
 * The judged search (chance-search.ts) rates the table a trial game reaches after H actions of
 * the default policy. So, from every Sth table of each stored hint game in F
 * (scripts/hint-games.ts) that still hides a card, the default policy plays H actions (--cut,
 * 40) on the deal's true cards (one draw of what the search draws), and the app's hint at
 * --level then plays that table on to its end, knowing only its face-up cards: the judge's
 * features of the table (what the player sees) and whether the hint won from it make one line
 * of L. With --horizon/--lines/--judge the hint that plays on is the judged search of that shape
 * and judge (lab-args.ts chanceShapeArg), so a second round labels for its own player. Deals
 * already in L are skipped; every Pth game from the Kth, so that P runs share the cores.
 * `scripts/fit-value.ts S --label cut --examples L` fits the judge to them.
 */
import { appendFileSync } from 'node:fs';
import { RUNS_TO_WIN } from '../src/engine/cards.ts';
import { gameFromPosition, hasHiddenCards } from '../src/engine/game.ts';
import { ChanceBoard } from '../src/solver/chance-board.ts';
import { knownPosition } from '../src/solver/known.ts';
import { playOut } from '../src/solver/policy.ts';
import { features, FEATURES } from '../src/solver/value.ts';
import { playHintsOnly } from './hint-player.ts';
import { boardOfAll, positionOf } from './known-board.ts';
import { arg, chanceShapeArg, dealsIn, levelArg, whole } from './lab-args.ts';
import { storedGames, tablesOf } from './stored-games.ts';

const [file, out] = [arg('games', ''), arg('out', '')];
if (file === '' || out === '') throw new Error('--games F --out L are needed');
const [every, horizon] = [Math.max(1, whole('every', 15)), whole('cut', 40)];
const shape = chanceShapeArg();
const level = levelArg().limits;
const [part, parts] = [whole('part', 0), Math.max(1, whole('parts', 1))];
const done = dealsIn(out);

let i = 0;
for (const g of storedGames(file)) {
  if (i++ % parts !== part || done.has(g.deal)) continue;
  const { deal, suits } = g;
  const t0 = performance.now();
  const labels: string[] = [];
  let won = 0;
  for (const { at, game } of tablesOf(g, `${file}:${g.line}`)) {
    if (at % every !== Math.floor(every / 2) || !hasHiddenCards(game)) continue;
    const b = boardOfAll(game.position, suits);
    playOut(b, horizon);
    // A trial game won before its horizon is worth a win: the judge never rates it.
    if (b.completed >= RUNS_TO_WIN) continue;
    const cut = gameFromPosition(positionOf(b), 'classic');
    const x = Array.from(features(ChanceBoard.fromKnown(knownPosition(cut), 'classic'), new Float64Array(FEATURES.length)));
    const played = playHintsOnly(suits, deal, {
      budget: level.budget,
      samples: level.samples,
      games: level.games,
      method: 'chance',
      start: cut,
      ...(shape !== undefined && { shape }),
    });
    const w = played.ending === 'won' ? 1 : 0;
    won += w;
    labels.push(JSON.stringify({ deal, at, x: x.map((v) => Math.round(v * 1e4) / 1e4), won: w }));
  }
  // A game's labels are written together, so a stopped run never keeps half a game.
  if (labels.length > 0) appendFileSync(out, labels.join('\n') + '\n');
  console.log(`deal ${deal}: ${labels.length} tables, ${won} won, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
