/**
 * The app's hint playing whole games alone, stored for learning from them (a lab tool, never
 * part of the app):
 *
 *   npx tsx scripts/hint-games.ts --suits S --level quick|normal|deep --from N --count C --out F
 *     [--part K --parts P] [--horizon H --lines L --judge W0,W1,…]
 *
 * The benchmark's player (bench-hints.ts strength: it follows the hint, no undo, Hint again when
 * a move would lead back) on deal numbers N..N+C-1 (own numbers above 10⁶, never list deals),
 * every Pth from the Kth so that P runs share the cores. One line per game is appended to F:
 * the deal, the suit count, the level, how the game ended and its actions as the journal's codes;
 * deals already in F are skipped, so a stopped run resumes. --horizon/--lines/--judge give the
 * judged search's shape and judge's weights (lab-args.ts chanceShapeArg, as bench-hints.ts reads them).
 * `scripts/fit-value.ts S --label hint --games F` fits the judge to these games' outcomes.
 */
import { appendFileSync } from 'node:fs';
import { encodeAction } from '../src/engine/action-code.ts';
import { isSuitCount } from '../src/engine/cards.ts';
import { playHintsOnly } from './hint-player.ts';
import { arg, chanceShapeArg, dealsIn, levelArg, whole } from './lab-args.ts';

const suits = Number(arg('suits', '2'));
if (!isSuitCount(suits)) throw new Error('--suits takes 1, 2 or 4');
const { name: levelName, limits: level } = levelArg();
const out = arg('out', '');
if (out === '') throw new Error('--out FILE is needed');
const from = whole('from', 47_000_001);
if (from <= 1_000_000) throw new Error('--from: own deal numbers above 10⁶ only (list deals are for the benchmark)');
const [part, parts] = [whole('part', 0), Math.max(1, whole('parts', 1))];
const shape = chanceShapeArg();

const done = dealsIn(out);
for (let deal = from + part; deal < from + whole('count', 100); deal += parts) {
  if (done.has(deal)) continue;
  const actions: string[] = [];
  const t0 = performance.now();
  const played = playHintsOnly(suits, deal, {
    budget: level.budget,
    samples: level.samples,
    games: level.games,
    method: 'chance',
    ...(shape !== undefined && { shape }),
    onAction: (a) => actions.push(encodeAction(a)),
  });
  appendFileSync(out, JSON.stringify({ deal, suits, level: levelName, ...(shape !== undefined && { shape }), ending: played.ending, actions }) + '\n');
  console.log(`deal ${deal}: ${played.ending} after ${actions.length} actions, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
