/**
 * "Where did it go wrong?" benchmark (`npm run bench:analysis`), issue 24: the analysis's time
 * in Node on lost hint-only games, p50 / p95 per suit count.
 *
 *   games     a player who only follows the hint (scripts/hint-player.ts, Quick level unless
 *             --level says otherwise; no undo) plays deals from --from (default 1,000,001, above
 *             every tuning range) until --lost games per suit count are lost (default 20). Each
 *             game's line goes to bench/results/analysis-games-S.jsonl, so a run resumes and the
 *             analysis can be timed again at another budget without playing again.
 *   time      each lost game's analysis (src/solver/analyze.ts, the app's search) at --budget
 *             positions a table (default the app's ANALYSIS_BUDGET): one JSON line per game and
 *             a summary line per suit count.
 *
 * With no part named: games, then time. Flags: --suits 1,2,4 --from N --lost K --level L --budget P.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SuitCount } from '../src/engine/cards.ts';
import { newGame } from '../src/engine/game.ts';
import { analyze, ANALYSIS_BUDGET, searchesFor } from '../src/solver/analyze.ts';
import type { HintMove } from '../src/solver/heuristic.ts';
import { isHintLevel, LEVEL_LIMITS } from '../src/solver/levels.ts';
import { playHintsOnly } from './hint-player.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = join(ROOT, 'bench', 'results');

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

const parts = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));
const suitCounts = arg('suits', '1,2,4').split(',').map(Number) as SuitCount[];
const from = Number(arg('from', '1000001'));
const lostWanted = Number(arg('lost', '20'));
const levelArg = arg('level', 'quick');
if (!isHintLevel(levelArg)) throw new Error(`--level takes quick, normal or deep, not ${levelArg}`);
const level = LEVEL_LIMITS[levelArg];
const budget = Number(arg('budget', String(ANALYSIS_BUDGET)));

interface GameLine {
  readonly deal: number;
  readonly suits: SuitCount;
  readonly level: string;
  readonly ending: string;
  readonly line: readonly HintMove[];
}

const file = (suits: SuitCount) => join(RESULTS, `analysis-games-${suits}.jsonl`);

function readGames(suits: SuitCount): GameLine[] {
  if (!existsSync(file(suits))) return [];
  return readFileSync(file(suits), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as GameLine)
    .filter((g) => g.level === levelArg);
}

function playGames(suits: SuitCount): void {
  mkdirSync(RESULTS, { recursive: true });
  const had = readGames(suits);
  let lost = had.filter((g) => g.ending !== 'won').length;
  let deal = had.length > 0 ? Math.max(...had.map((g) => g.deal)) + 1 : from;
  while (lost < lostWanted) {
    const line: HintMove[] = [];
    const played = playHintsOnly(suits, deal, { budget: level.budget, samples: level.samples, games: level.games, onAction: (a) => line.push(a) });
    const entry: GameLine = { deal, suits, level: levelArg, ending: played.ending, line: played.ending === 'won' ? [] : line };
    appendFileSync(file(suits), JSON.stringify(entry) + '\n');
    console.error(`${suits} suits, deal ${deal}: ${played.ending} after ${played.actions} actions`);
    if (played.ending !== 'won') lost++;
    deal++;
  }
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

function timeGames(suits: SuitCount): void {
  const lost = readGames(suits)
    .filter((g) => g.ending !== 'won')
    .slice(0, lostWanted);
  const ms: number[] = [];
  const results: Record<string, number> = {};
  for (const g of lost) {
    const start = newGame(suits, g.deal).position;
    let searches = 0;
    const t0 = performance.now();
    const r = analyze(start, g.line, { rules: 'classic', budget, onProgress: (done) => (searches = Math.max(searches, done)) });
    const dt = Math.round(performance.now() - t0);
    if (!r.ok) throw new Error(`deal ${g.deal}: ${r.message}`);
    ms.push(dt);
    results[r.value.result] = (results[r.value.result] ?? 0) + 1;
    const a = r.value;
    console.log(
      JSON.stringify({ deal: g.deal, suits, actions: g.line.length, result: a.result, index: a.index, searches, most: searchesFor(g.line.length), ms: dt }),
    );
  }
  const sorted = [...ms].sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      summary: true,
      suits,
      budget,
      level: levelArg,
      games: ms.length,
      results,
      p50Ms: percentile(sorted, 0.5),
      p95Ms: percentile(sorted, 0.95),
      maxMs: sorted.at(-1) ?? 0,
    }),
  );
}

const run = parts.length > 0 ? parts : ['games', 'time'];
for (const suits of suitCounts) {
  if (run.includes('games')) playGames(suits);
  if (run.includes('time')) timeGames(suits);
}
