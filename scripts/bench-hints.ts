/**
 * Hint benchmark (`npm run bench:hints`), issue 9:
 *
 *   latency   hint latency in Node (p50/p95) on mid-game positions of each suit count: deals
 *             9001.. played by following the hint, every hint from action 10 to 40 timed
 *             (--actions A..B for another stretch: 0..1000 times whole games, endgames too).
 *   browser   the same in a Chromium worker at 360×740 touch with 4× CPU throttling (see
 *             bench-hints-browser.mjs), plus long tasks on the main thread while hints run, the
 *             reveal-aware search's simulated actions a second in the worker and the hint
 *             worker's peak heap (one JSON line each per suit count: latency, speed, memory).
 *   strength  a player who only follows the hint (no undo, no peeking; "Hint again" when the
 *             hint would lead back to a table already had) on verified deals never used in
 *             tuning: deals from --from (default 5001) that the full-information solver wins
 *             (1,000,000 positions, classic rules), until --count of them are played. One JSON
 *             line per deal goes to bench/results/hint-strength-S.jsonl; a run resumes where it stopped,
 *             so long runs can go in chunks.
 *   report    the strength files summed up, with where the losses come from.
 *   blame     for each lost game of the strength files: the last action after which the
 *             full-information solver (--solver positions, default 1,000,000; it peeks, the hint
 *             never does) still won the deal, and the stock and face-down cards then. Tells
 *             whether a loss was made early or in the last rounds. Lines go to
 *             bench/results/hint-blame-[T-]S.jsonl.
 *
 *   last-deal for each game of the strength files that was dealt out: the same player replayed to its
 *             last deal, and whether the full-information solver (--solver positions, default
 *             300,000; it peeks) still wins the table there. Splits a win rate into the middle
 *             game's share (a win still in reach) and the endgame's (such a table won); with
 *             --against B, the tables only one of two tags kept in reach, each way. Lines go to
 *             bench/results/hint-last-deal-T-S.jsonl.
 *   rounds    the same replay, with the solver's verdict (--solver positions, default 1,000,000;
 *             it peeks) on the table just before each row is dealt and just after the last: in
 *             which round a game loses its win. Lines go to bench/results/hint-rounds-T-S.jsonl.
 *
 *   calibration  the judged estimate of each move played (every tenth action) against the end
 *             of its game, in tenths of the estimate: is a number in the hint bar honest?
 *   speed     simulated actions per second of the reveal-aware search in Node (--games G).
 *   pair      two tags' strength files side by side on the deals both played (--tag A --against B):
 *             wins with Wilson 95 % intervals, the games only one of them won each way, and the
 *             exact McNemar test on those.
 *
 * With no part named: latency, browser, then strength for 1 suit (100 deals), 2 suits (100)
 * and 4 suits (50). Flags: --level quick|normal|deep (the app's budgets, src/solver/levels.ts;
 * normal by default) --method chance|sample (the reveal-aware search, or arrangements only, as
 * before it) --games G --suits 1,2,4 --from 5001 --count N (or --only A,B,C: exactly those) --budget P --samples K --tag T
 * (lines go to bench/results/hint-strength-T-S.jsonl) --list (deals verified by the app's own lists)
 * --peek stock|face-down|next (a diagnostic, not the benchmark: the hint is also shown those hidden
 * cards, to measure what each kind of unknown costs it; the lines say so). Tuning only:
 * --horizon H --lines N, --look N,W,D, --weights, --rollout K,G,N,W,D,X,S[,M[,1]], --net FILE[+FILE…],MIX[,midK|end], --stage look, --end-budget B, --end-samples S, --end-plan B[,stuck] (below).
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SuitCount } from '../src/engine/cards.ts';
import { decodeList, verifiedDeals } from '../src/data/lists.ts';
import { newGame, type Game } from '../src/engine/game.ts';
import { HINT_METHOD } from '../src/solver/hint.ts';
import { DEFAULT_LEVEL, isHintLevel, LEVEL_LIMITS } from '../src/solver/levels.ts';
import { solve } from '../src/solver/search.ts';
import { chanceSearch } from '../src/solver/chance-search.ts';
import { knownPosition } from '../src/solver/known.ts';
import { memoryOf } from '../src/solver/memory.ts';
import { blameLoss } from './hint-blame.ts';
import { lastDealVerdict, type LastDeal } from './hint-last-deal.ts';
import { roundVerdicts, type RoundTable } from './hint-rounds.ts';
import { printCalibration } from './hint-calibration.ts';
import { pairedMean, wilson } from './stats.ts';
import { parseStretch } from './stretch.mjs';
import { isPeek, learnedRoundsOf, PEEK_SHOWS, playHintsOnly, type Peek, type Played } from './hint-player.ts';
import type { ChanceShape, LookShape } from '../src/solver/hint-types.ts';
import { arg, chanceShapeArg } from './lab-args.ts';
import { decodeNet, type LearnedScore } from '../src/solver/learned-value.ts';
import type { ScoreWeights } from '../src/solver/position-score.ts';
import type { RolloutShape } from '../src/solver/rollout-look.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = join(ROOT, 'bench', 'results'); // the lines the docs cite are committed here

const parts = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));
const suitCounts = arg('suits', '1,2,4').split(',').map(Number) as SuitCount[];
const levelArg = arg('level', DEFAULT_LEVEL);
if (!isHintLevel(levelArg)) throw new Error(`--level takes quick, normal or deep, not ${levelArg}`);
const level = LEVEL_LIMITS[levelArg];
const budget = Number(arg('budget', String(level.budget)));
const samples = Number(arg('samples', String(level.samples)));
const games = Number(arg('games', String(level.games)));
// --horizon H --lines N [--judge W0,W1,…]: the reveal-aware search's shape and judge for these
// games instead of the app's; --horizon 0 plays every trial game out (lab-args.ts chanceShapeArg).
const shape = chanceShapeArg();
// The comma-separated numbers of a tuning flag, or what it says when it is empty or `none`.
function numbers(name: string): number[] | 'none' | undefined {
  const v = arg(name, '');
  return v === '' ? undefined : v === 'none' ? 'none' : v.split(',').map(Number);
}
// A tuning flag's shape: undefined (the app's), null (`none`: not used) or built from its numbers.
function shaped<T>(name: string, build: (xs: number[]) => T): T | null | undefined {
  const xs = numbers(name);
  return xs === undefined ? undefined : xs === 'none' ? null : build(xs);
}
// --look N,W,D: the look-ahead generates N tables all told (counted in --budget), keeps W a level,
// looks D moves deep, instead of the app's for the suit count (LOOK).
const look = shaped('look', ([nodes, width, depth]): LookShape => ({ nodes: nodes!, width: width!, depth: depth! })) ?? undefined;
// --weights R,F,E,C,N,O,B: the look-ahead's score weights (run, face-down, empty, clear, natural,
// off-suit, broken) instead of the app's (position-score.ts WEIGHTS).
const weights =
  shaped('weights', ([run, faceDown, empty, clear, natural, offSuit, broken]): ScoreWeights => ({
    run: run!,
    faceDown: faceDown!,
    empty: empty!,
    clear: clear!,
    natural: natural!,
    offSuit: offSuit!,
    broken: broken!,
  })) ?? undefined;
// --rollout K,G,N,W,D,X,S[,M[,1]]: (1: cards come up in one order wherever they turn up) the look-ahead's K best first moves each played on in G honest
// continuations by a look-ahead of N tables, W a level, D deep, through X deals, S moves at most,
// the look-ahead's choice replaced only when beaten by M points (rollout-look.ts), instead of the
// app's (ROLLOUT_LOOK); --rollout none: not used.
const rollout = shaped('rollout', ([candidates, games, nodes, width, depth, deals, steps, margin, ordered]): RolloutShape => ({
  candidates: candidates!,
  games: games!,
  nodes: nodes!,
  width: width!,
  depth: depth!,
  deals: deals!,
  steps: steps!,
  ...(margin !== undefined && { margin }),
  ...(ordered === 1 && { ordered: true }),
}));
// --net FILE,MIX[,midK]: a value learned by self-play (scripts/learn-value.ts) mixed into the
// look-ahead's score at share MIX (0..1), with `mid` only while a stock is left, with `midK` only
// while more than K rounds are left, with `end` only once the stock is dealt out; the lines record
// the file's name, the share and K (`mid`) or `end`.
const netArg = arg('net', '');
const [netFile = '', netMix = '0.5', netWhen = ''] = netArg.split(',');
const netAtEnd = netWhen === 'end';
const midRounds = netWhen === '' || netAtEnd ? undefined : learnedRoundsOf(netWhen);
if (midRounds === null) throw new Error(`--net FILE,MIX[,mid|mid1..mid4|end]: not ${netWhen}`);
const netWhile = netAtEnd ? { learnedOnlyAtEnd: true } : midRounds === undefined ? undefined : { learnedWhileStock: midRounds * 10 };
const netFiles = netFile.split('+');
// --net F1+F2+…,MIX[,midK] (two or more files): a panel (hint-player.ts `voters`), the app's
// score and each learned score asking the look-ahead, the move most of them choose played.
const learned = netArg === '' || netFiles.length > 1 ? undefined : loadLearned(netFile, Number(netMix));
const voters = netFiles.length > 1 ? netFiles.map((f) => loadLearned(f, Number(netMix))) : undefined;
const learnedPlay = learned ? { learned, ...netWhile } : voters ? { voters, ...netWhile } : undefined;
function loadLearned(file: string, mix: number): LearnedScore {
  if (!(mix >= 0 && mix <= 1)) throw new Error(`--net FILE,MIX: the share must be from 0 to 1, not ${netMix}`);
  const net = decodeNet(JSON.parse(readFileSync(file, 'utf8')));
  if (!net.ok) throw new Error(`--net ${file}: ${net.message}`);
  return { net: net.value, mix };
}
// --stage look: the look-ahead alone plays while a stock is left, the whole hint after
// (hint-player.ts), a fast tuning player.
const stageArg = arg('stage', '');
if (stageArg !== '' && stageArg !== 'look') throw new Error(`--stage takes look, not ${stageArg}`);
const stage: 'look' | undefined = stageArg === 'look' ? stageArg : undefined;
// A tuning flag's count, a whole number above 0 (`text` empty: not given).
function countOf(flag: string, text: string, what: string): number | undefined {
  const n = text === '' ? undefined : Number(text);
  if (n !== undefined && !(Number.isInteger(n) && n > 0)) throw new Error(`--${flag} takes a number of ${what}, not ${text}`);
  return n;
}
// --end-budget B: the hint's budget once the stock is dealt out (the endgame), instead of --budget.
const endBudget = countOf('end-budget', arg('end-budget', ''), 'positions');
// --end-samples S: the arrangements a hint searches once the stock is dealt out, instead of --samples.
const endSamples = countOf('end-samples', arg('end-samples', ''), 'arrangements');
// --end-plan B: once the stock is dealt out, a guessed arrangement's winning line (solved at B
// positions) is followed while the cards it turns over are the ones it guessed (hint-player.ts).
// With `,stuck`, only where the hint found no win in its arrangements.
const [endPlanArg = '', endPlanWhen = ''] = arg('end-plan', '').split(',');
const endPlan = countOf('end-plan', endPlanArg, 'positions');
if (!['', 'stuck'].includes(endPlanWhen)) throw new Error(`--end-plan B takes ,stuck after it or nothing, not ,${endPlanWhen}`);
const endPlanWhenStuck = endPlanWhen === 'stuck';
// The tuning options of this run, in one object: the player's settings, each line's record of
// them, and the filter that reads a run's lines back.
const variant = {
  ...(stage && { stage }),
  ...(endBudget !== undefined && { endBudget }),
  ...(endSamples !== undefined && { endSamples }),
  ...(endPlan !== undefined && { endPlan }),
  ...(endPlanWhenStuck && { endPlanWhenStuck }),
  ...(shape !== undefined && { shape }),
  ...(look && { look }),
  ...(weights && { weights }),
  ...(rollout !== undefined && { rollout }),
  ...(netArg !== '' && {
    net: {
      file: netFiles.map((f) => basename(f)).join('+'),
      mix: Number(netMix),
      ...(midRounds !== undefined && { mid: midRounds }),
      ...(netAtEnd && { end: true as const }),
    },
  }),
};
const VARIANT_KEYS = ['stage', 'endBudget', 'endSamples', 'endPlan', 'endPlanWhenStuck', 'shape', 'look', 'weights', 'rollout', 'net'] as const;
const methodArg = arg('method', HINT_METHOD);
if (methodArg !== 'chance' && methodArg !== 'sample') throw new Error(`--method takes chance or sample, not ${methodArg}`);
const method: 'chance' | 'sample' = methodArg;
const peekArg = arg('peek', '');
if (peekArg !== '' && !isPeek(peekArg)) throw new Error(`--peek takes ${Object.keys(PEEK_SHOWS).join(', ')}, not ${peekArg}`);
const peek: Peek | undefined = peekArg === '' ? undefined : peekArg;
const DEFAULT_COUNT: Record<SuitCount, number> = { 1: 100, 2: 100, 4: 50 };
// --actions A..B: the stretch of each hint-only game whose hints the latency part times.
const { first: firstAction, last: lastAction } = parseStretch(arg('actions', '10..40'));

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.min(s.length - 1, Math.floor(q * (s.length - 1) + 0.5))]!;
};

/** Each hint of hint-only games of deals 9001.., at actions firstAction..lastAction: its time and its table. */
function midGameHints(suits: SuitCount, deals: number, visit: (ms: number, game: Game) => void): void {
  for (let deal = 9001; deal <= 9000 + deals; deal++) {
    playHintsOnly(suits, deal, {
      budget,
      samples,
      method,
      games,
      ...variant,
      ...learnedPlay,
      maxActions: lastAction,
      onHint: (t, _kind, game) => {
        if (game.position.moves >= firstAction) visit(t, game);
      },
    });
  }
}

function latency(): void {
  const deals = Number(arg('deals', '10'));
  console.log(
    `# hint latency in Node: deals 9001..${9000 + deals}, hints at actions ${firstAction}..${lastAction} of a hint-only game, budget ${budget}, ${samples} samples`,
  );
  for (const suits of suitCounts) {
    const ms: number[] = [];
    midGameHints(suits, deals, (t) => ms.push(t));
    console.log(
      JSON.stringify({
        part: 'latency',
        where: 'node',
        suits,
        level: levelArg,
        method,
        budget,
        samples,
        games,
        actions: `${firstAction}..${lastAction}`,
        hints: ms.length,
        p50Ms: Math.round(quantile(ms, 0.5)),
        p95Ms: Math.round(quantile(ms, 0.95)),
        maxMs: Math.round(Math.max(...ms)),
      }),
    );
  }
}

function browser(): void {
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'bench-hints-browser.mjs'), ...process.argv.slice(2).filter((a) => a !== 'browser')], {
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exitCode = r.status ?? 1;
}

interface StrengthLine extends Partial<Played> {
  readonly deal: number;
  readonly suits: SuitCount;
  readonly verified: boolean; // the full-information solver won it
  readonly budget: number;
  readonly samples: number;
  readonly method?: 'chance' | 'sample'; // lines without one come from before the reveal-aware search
  readonly games?: number; // trial games of the reveal-aware search
  readonly shape?: ChanceShape | null; // its shape when not the app's (--horizon, --lines)
  readonly look?: LookShape; // the look-ahead's size when not the app's (--look)
  readonly weights?: ScoreWeights; // the look-ahead's score weights when not the app's (--weights)
  readonly rollout?: RolloutShape | null; // honest rollouts of the look-ahead when not the app's (--rollout)
  readonly endBudget?: number; // the endgame's budget when not --budget (--end-budget)
  readonly endSamples?: number; // the endgame's arrangements when not --samples (--end-samples)
  readonly endPlan?: number; // a guessed arrangement's line kept through the endgame, solved at this many positions (--end-plan)
  readonly endPlanWhenStuck?: boolean; // the plan only where the hint found no win (--end-plan B,stuck)
  readonly stage?: 'look'; // a tuning run of the look-ahead alone while a stock is left (--stage look)
  readonly net?: { readonly file: string; readonly mix: number; readonly mid?: number; readonly end?: true }; // a learned value in the look-ahead's score (--net): mid, the rounds left when it stops; end, only after the last deal
  readonly peek?: Peek; // a diagnostic run: what the hint was shown besides the player's knowledge
}

// --tag keeps the lines of one experiment (a code version, a deal range) apart from another's.
const tag = arg('tag', '');
const fileFor = (part: 'strength' | 'blame' | 'last-deal' | 'rounds', suits: SuitCount, t = tag) =>
  join(RESULTS, `hint-${part}-${t ? `${t}-` : ''}${suits}.jsonl`);

/** A file of one JSON line per deal (none yet: no lines). */
function jsonLines<T>(file: string): T[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as T);
}

/** Appends one line to a file of jsonLines and shows it: a long run can be read as it goes. */
function record(file: string, line: object): void {
  const text = JSON.stringify(line);
  appendFileSync(file, text + '\n');
  console.log(text);
}

function readLines(suits: SuitCount): StrengthLine[] {
  return jsonLines<StrengthLine>(fileFor('strength', suits)).filter(
    (l) =>
      l.budget === budget &&
      l.samples === samples &&
      l.peek === peek &&
      (l.method ?? 'sample') === method &&
      (method === 'sample' || l.games === games) &&
      VARIANT_KEYS.every((key) => JSON.stringify(l[key]) === JSON.stringify(variant[key])),
  );
}

// --only A,B,C: the strength part plays exactly these deals (those not played yet), e.g. the games
// of a base that reached the endgame; otherwise --count verified deals from --from, resuming after a stop.
// (Not --deals: the latency, speed and browser parts take that as a number of deals.)
const onlyArg = numbers('only');
if (onlyArg === 'none') throw new Error('--only takes deal numbers A,B,C');
const onlyDeals: number[] | undefined = onlyArg;
// --from: the first deal the strength part tries (with --count), and what --list checks against its end.
const fromDeal = Number(arg('from', '5001'));
// --list: the deals the app itself offers as verified (src/data/verified-S.json, won by the solver
// at 20,000,000 positions) instead of solving each deal here, which takes longer than the game.
const lists = new Map<SuitCount, Set<number>>();
const listed = process.argv.includes('--list')
  ? (suits: SuitCount): Set<number> => {
      let set = lists.get(suits);
      if (!set) {
        const list = decodeList(JSON.parse(readFileSync(join(ROOT, 'src', 'data', `verified-${suits}.json`), 'utf8')));
        if (!list.ok) throw new Error(`verified-${suits}.json: ${list.message}`);
        if ((onlyDeals ? Math.max(...onlyDeals) : fromDeal) > list.value.to) throw new Error(`--list: the list ends at deal ${list.value.to}`);
        set = new Set(verifiedDeals(list.value));
        lists.set(suits, set);
      }
      return set;
    }
  : null;

function strength(): void {
  mkdirSync(RESULTS, { recursive: true });
  for (const suits of suitCounts) {
    const done = new Map(readLines(suits).map((l) => [l.deal, l]));
    if (onlyDeals) {
      for (const deal of onlyDeals) if (!done.has(deal)) playDeal(suits, deal);
      continue;
    }
    const count = Number(arg('count', String(DEFAULT_COUNT[suits])));
    let played = [...done.values()].filter((l) => l.verified && l.deal >= fromDeal).length;
    for (let deal = fromDeal; played < count; deal++) {
      if (done.has(deal)) continue;
      if (playDeal(suits, deal)) played++;
    }
  }
  report();
}

// What the strength benchmark's player is, the same for every line.
const player = {
  budget,
  samples,
  method,
  ...(method === 'chance' && { games }),
  ...variant,
  ...(peek && { peek }),
};
// The same player with the learned value itself, which the lines name but do not hold.
const playing = { ...player, ...learnedPlay };

/** One deal of the strength benchmark: its line appended to the tag's file; whether it was verified. */
function playDeal(suits: SuitCount, deal: number): boolean {
  const verified = listed ? listed(suits).has(deal) : solve(newGame(suits, deal).position, { rules: 'classic', budget: 1_000_000 }).result === 'solved';
  const line: StrengthLine = { deal, suits, verified, ...player, ...(verified && playHintsOnly(suits, deal, playing)) };
  record(fileFor('strength', suits), line);
  return verified;
}

function report(): void {
  if (peek) console.log(`\n# diagnostic, not hint-only play: the hint was also shown the ${PEEK_SHOWS[peek]}`);
  console.log(
    `\n| suits | verified deals played | won | win rate | losses: proven lost / nothing left but undo (stock empty) / went round / over 1,500 actions | budget | median s a game |`,
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const suits of suitCounts) {
    const lines = readLines(suits).filter((l) => l.verified && l.ending);
    if (lines.length === 0) continue;
    const by = (e: string) => lines.filter((l) => l.ending === e).length;
    const won = by('won');
    const deals = `${Math.min(...lines.map((l) => l.deal))}..${Math.max(...lines.map((l) => l.deal))}`;
    const secs = quantile(
      lines.map((l) => (l.ms ?? 0) / 1000),
      0.5,
    ).toFixed(1);
    console.log(
      `| ${suits} | ${lines.length} (${deals}) | ${won} | ${((100 * won) / lines.length).toFixed(0)} % | ${by('lost')} / ${by('undo')} / ${by('cycle')} / ${by('too-long')} | ${stage === 'look' ? 'the look-ahead while a stock is left, ' : method === 'chance' ? `${games.toLocaleString('en')} trial games, ` : ''}${budget.toLocaleString('en')} positions, ${samples} samples | ${secs} |`,
    );
    const lost = lines.filter((l) => l.ending !== 'won');
    if (lost.length > 0) {
      const avg = (f: (l: StrengthLine) => number) => (lost.reduce((n, l) => n + f(l), 0) / lost.length).toFixed(1);
      console.log(
        `#   ${suits} suit(s), lost games on average: ${avg((l) => l.runs ?? 0)} runs done, ${avg((l) => l.faceDown ?? 0)} cards face down, ${avg((l) => l.stockLeft ?? 0)} rounds in the stock, ${avg((l) => l.actions ?? 0)} actions`,
      );
    }
  }
}

function blame(): void {
  const solver = Number(arg('solver', '1000000'));
  mkdirSync(RESULTS, { recursive: true });
  for (const suits of suitCounts) {
    const file = fileFor('blame', suits);
    type BlameLine = { deal: number; solver: number; action: number | null; stockLeft?: number };
    const all = jsonLines<BlameLine>(file);
    const done = new Set(all.map((l) => l.deal));
    for (const l of readLines(suits).filter((l) => l.verified && l.ending && l.ending !== 'won' && !done.has(l.deal))) {
      const line = { deal: l.deal, suits, solver, ...(blameLoss(suits, l.deal, playing, solver) ?? { action: null }) };
      record(file, line);
      all.push(line);
    }
    const known = all.filter((x) => x.action !== null);
    const late = known.filter((x) => x.stockLeft === 0).length;
    console.log(
      `# ${suits} suit(s): ${all.length} lost games; still winnable (peeking, ${[...new Set(all.map((l) => l.solver.toLocaleString('en')))].join(' / ')} positions) with the stock dealt out: ${late}; last winnable with rounds left in the stock: ${known.length - late}; no win found even at the start: ${all.length - known.length}`,
    );
  }
}

function rounds(): void {
  const solver = Number(arg('solver', '1000000'));
  mkdirSync(RESULTS, { recursive: true });
  for (const suits of suitCounts) {
    const file = fileFor('rounds', suits);
    const done = new Set(jsonLines<{ deal: number }>(file).map((l) => l.deal));
    for (const l of readLines(suits).filter((l) => l.verified && l.ending && l.faceDownAtLastDeal !== null && !done.has(l.deal))) {
      record(file, { deal: l.deal, suits, solver, won: l.ending === 'won', tables: roundVerdicts(suits, l.deal, playing, solver) });
    }
    const all = jsonLines<{ tables: RoundTable[] }>(file);
    console.log(`# ${suits} suit(s), ${tag || 'untagged'}: ${all.length} games dealt out; the solver (peeking) on the table`);
    for (let i = 0; all.some((l) => l.tables.length > i); i++) {
      const at = all.flatMap((l) => l.tables.slice(i, i + 1));
      const n = (v: RoundTable['verdict']) => at.filter((t) => t.verdict === v).length;
      const where = at[0]!.stockLeft > 0 ? `before a deal, ${at[0]!.stockLeft} round(s) left` : 'after the last deal';
      console.log(
        `#   ${where}: wins ${n('solved')}, proves lost ${n('unsolvable')}, open ${n('unknown')}; ${(at.reduce((s, t) => s + t.faceDown, 0) / at.length).toFixed(1)} face down`,
      );
    }
  }
}

type LastDealLine = LastDeal & { readonly deal: number; readonly suits: SuitCount; readonly solver: number; readonly won: boolean };

function lastDeal(): void {
  const solver = Number(arg('solver', '300000'));
  const against = arg('against', '');
  mkdirSync(RESULTS, { recursive: true });
  for (const suits of suitCounts) {
    const file = fileFor('last-deal', suits);
    const all = jsonLines<LastDealLine>(file);
    const done = new Set(all.map((l) => l.deal));
    for (const l of readLines(suits).filter((l) => l.verified && l.ending && l.faceDownAtLastDeal !== null && !done.has(l.deal))) {
      const at = lastDealVerdict(suits, l.deal, playing, solver);
      // Lines from before faceDownAtLastDeal was recorded say nothing to check the replay against.
      const older = l.faceDownAtLastDeal === undefined;
      if (at === null && older) continue;
      if (at === null || (!older && at.faceDown !== l.faceDownAtLastDeal))
        throw new Error(`deal ${l.deal}: the replay does not reach the line's last deal; were the flags the strength run's?`);
      const line: LastDealLine = { deal: l.deal, suits, solver, won: l.ending === 'won', ...at };
      record(file, line);
      all.push(line);
    }
    const by = (v: LastDeal['verdict']) => all.filter((l) => l.verdict === v);
    const inReach = by('solved');
    console.log(
      `# ${suits} suit(s), ${tag || 'untagged'}: ${all.length} games dealt out; at the last deal the solver (${solver.toLocaleString('en')} positions, peeking) wins ${inReach.length} (the player then won ${inReach.filter((l) => l.won).length}), proves ${by('unsolvable').length} lost, leaves ${by('unknown').length} open; the player won ${all.filter((l) => l.won).length}`,
    );
    if (against === '') continue;
    const other = new Map(jsonLines<LastDealLine>(fileFor('last-deal', suits, against)).map((l) => [l.deal, l]));
    const both = all.filter((l) => other.has(l.deal));
    const kept = (l: LastDealLine | undefined) => l?.verdict === 'solved';
    const onlyA = both.filter((l) => kept(l) && !kept(other.get(l.deal))).length;
    const onlyB = both.filter((l) => !kept(l) && kept(other.get(l.deal))).length;
    console.log(
      `#   against ${against} on the ${both.length} deals both dealt out: a win in reach at the last deal ${both.filter(kept).length} / ${both.filter((l) => kept(other.get(l.deal))).length}, only one of them ${onlyA} / ${onlyB} (McNemar p ${mcnemar(onlyA, onlyB).toFixed(3)})`,
    );
  }
}

/** Wilson 95 % interval of k wins in n games, in per cent. */
function wilsonText(k: number, n: number): string {
  if (n === 0) return '–';
  const [low, high] = wilson(k, n);
  return `${(100 * low).toFixed(1)}–${(100 * high).toFixed(1)} %`;
}

/** Two-sided exact McNemar test: the chance of a split this uneven among the discordant games. */
function mcnemar(a: number, b: number): number {
  const n = a + b;
  const k = Math.min(a, b);
  let p = 0;
  let c = 1; // n choose i
  for (let i = 0; i <= k; i++) {
    p += c;
    c = (c * (n - i)) / (i + 1);
  }
  return Math.min(1, (2 * p) / 2 ** n);
}

/**
 * `pair --tag A --against B`: the same deals played by two versions (two tags' strength
 * files), side by side: wins of each with their intervals, and the games only one of them won,
 * each way, with the exact McNemar test on those.
 */
function pair(): void {
  const against = arg('against', '');
  if (against === '') throw new Error('pair needs --against TAG');
  const read = (t: string, suits: SuitCount) =>
    new Map(
      jsonLines<StrengthLine>(join(RESULTS, `hint-strength-${t ? `${t}-` : ''}${suits}.jsonl`))
        .filter((l) => l.verified && l.ending)
        .map((l) => [l.deal, l]),
    );
  console.log(`| suits | deals (both played) | ${tag || 'untagged'} won | ${against} won | only ${tag || 'untagged'} | only ${against} | McNemar p |`);
  console.log('|---|---|---|---|---|---|---|');
  // Wins are rare at 4 suits: the paired per-deal differences in how far each game got say more.
  const closer: string[] = [];
  for (const suits of suitCounts) {
    const a = read(tag, suits);
    const b = read(against, suits);
    const deals = [...a.keys()].filter((d) => b.has(d)).sort((x, y) => x - y);
    if (deals.length === 0) continue;
    const won = (m: Map<number, StrengthLine>, d: number) => m.get(d)!.ending === 'won';
    const wa = deals.filter((d) => won(a, d)).length;
    const wb = deals.filter((d) => won(b, d)).length;
    const onlyA = deals.filter((d) => won(a, d) && !won(b, d));
    const onlyB = deals.filter((d) => !won(a, d) && won(b, d));
    console.log(
      `| ${suits} | ${deals.length} (${deals[0]}..${deals[deals.length - 1]}) | ${wa} (${wilsonText(wa, deals.length)}) | ${wb} (${wilsonText(wb, deals.length)}) | ${onlyA.length} | ${onlyB.length} | ${mcnemar(onlyA.length, onlyB.length).toFixed(3)} |`,
    );
    const diff = (k: 'runs' | 'faceDown' | 'faceDownAtLastDeal' | 'ms', scale = 1) => {
      // Deals where either line lacks the figure (older lines, or a game never dealt out) are left out.
      const diffs = deals.flatMap((x) => {
        const [u, v] = [a.get(x)![k], b.get(x)![k]];
        return typeof u === 'number' && typeof v === 'number' ? [(u - v) / scale] : [];
      });
      if (diffs.length === 0) return '– (not in these lines)';
      const d = pairedMean(diffs);
      return `${d.mean >= 0 ? '+' : '−'}${Math.abs(d.mean).toFixed(2)} ± ${d.se.toFixed(2)}${diffs.length < deals.length ? ` (${diffs.length} deals)` : ''}`;
    };
    closer.push(
      `${suits} suit(s), ${tag || 'untagged'} − ${against} a game (mean ± standard error): runs done ${diff('runs')}, face-down cards left ${diff('faceDown')}, face-down at the last deal ${diff('faceDownAtLastDeal')}, seconds ${diff('ms', 1000)}`,
    );
  }
  for (const line of closer) console.log(`\n${line}`);
}

/**
 * `speed`: simulated actions per second of the reveal-aware search (its trial games on the
 * compact chance board), on the tables of hint-only games of deals 9001.. at actions 10..40.
 */
function speed(): void {
  const deals = Number(arg('deals', '5'));
  for (const suits of suitCounts) {
    let steps = 0;
    let ms = 0;
    let searches = 0;
    midGameHints(suits, deals, (_t, game) => {
      const t0 = performance.now();
      const r = chanceSearch(knownPosition(game), { rules: game.rules, seed: 1, games, memory: new Set(memoryOf(game)) });
      ms += performance.now() - t0;
      steps += r.steps;
      searches++;
    });
    console.log(
      JSON.stringify({
        part: 'speed',
        where: 'node',
        suits,
        games,
        searches,
        simulatedActions: steps,
        actionsPerSecond: Math.round((steps / ms) * 1000),
        msPerSearch: Math.round(ms / searches),
      }),
    );
  }
}

/** `calibration`: the judged estimate against the games' ends (hint-calibration.ts), per suit count. */
function calibration(): void {
  for (const suits of suitCounts) {
    const lines = readLines(suits).filter((l) => l.verified && l.estimates && l.estimates.length > 0);
    if (lines.length > 0) printCalibration(`${suits} suit(s), ${tag === '' ? 'untagged' : tag} lines`, lines);
  }
}

const run: Record<string, () => void> = { latency, browser, strength, report, blame, 'last-deal': lastDeal, rounds, pair, speed, calibration };
for (const part of parts.length > 0 ? parts : ['latency', 'browser', 'strength']) {
  const f = run[part];
  if (!f) {
    console.error(`unknown part "${part}"; parts: ${Object.keys(run).join(', ')}`);
    process.exit(2);
  }
  f();
}
