/**
 * The learned table value (src/solver/learned-value.ts), a lab tool: never part of the app.
 *
 *   self   TD(λ) self-play of the one-ply network player on 4-suit deal numbers from --from
 *          (own numbers above 10⁶, never list deals), --games games (--alpha, --lambda,
 *          --epsilon, --clip); the network goes to --out every --every games (starting from --net
 *          when given, else a new one of --hidden and --head units), with a line on the last
 *          --every games: mean cards face down at the last deal, games that reached it with at
 *          most ten, games won.
 *   gen    4-suit games of the benchmark's look-ahead player (`--stage look`, Normal), with --net
 *          FILE,MIX[,midK] mixed into its score when given (read as bench-hints.ts reads it:
 *          `mid`, the default, while a stock is left; `midK` while more than K rounds are left), on
 *          deal numbers from --from, --count games, each to its last deal: one line per game
 *          (deal, actions as the journal's codes, and the full-information solver's verdict on
 *          the table there at --solver positions, 300,000 by default: is a win still in reach?)
 *          appended to --out, resuming after the deals already there. With --label-every K, also
 *          the verdict (--label-solver positions, 300,000 by default) on the true table after
 *          every Kth action while a stock is left.
 *          With --to-end the game goes on after the last deal to its end (its ending stored), and
 *          the endgame's tables are labelled too; `fit` and `label` refuse such games.
 *   fit    --epochs passes of TD(λ) over the games in --games (from gen), in a shuffled order each
 *          pass, starting from --net; the network goes to --out. With --reach W a game ends at
 *          its last deal, worth W cards when the solver still wins the table there and nothing
 *          otherwise (the middle game's aim, as `bench:hints -- last-deal` measures it); without,
 *          its value there is left to the network. --rates 5:1,10:0.8,… weighs that win by how
 *          often the app's endgame wins from that many cards face down (more than the last: 0).
 *   label  each stored game of --games (from gen) again with the full-information solver's verdict
 *          (--solver positions, 1,000,000 by default) on the table just before each deal, to --out,
 *          resuming after the deals already there; --part K --parts N takes every Nth game from
 *          the Kth, so that N runs share the cores.
 *          fit --round-reach W then pays W cards at each deal whose table was still won by the
 *          solver (half when it ran out of positions): a win kept in reach round by round.
 *   fit-reach  a network learned by least squares (scripts/learn-reach.ts) to say --worth cards
 *          (20 by default) where the solver won the true deal from the table after a labelled
 *          action (gen --label-every; the last deal's verdict too), nothing where it proved it
 *          lost, and --unknown of the worth (0 by default) where it ran out of positions;
 *          --epochs passes at --alpha from --net or a new network (--hidden, --head); every
 *          tenth deal's tables are held out and scored beside the mean's score. --rates
 *          5:1,10:0.8,… weighs the worth of a game's labels by how often the app's endgame wins
 *          from the cards its player left face down at the last deal (none when it never got
 *          there). --phase mid fits only the tables before the last deal, --phase end only
 *          those from it on.
 *   match  the network's one-ply player against the app's score at one ply on the same deals
 *          (--from, --count): the cards face down at the last deal, paired (mean ± SE), and wins.
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { decodeAction, encodeAction } from '../src/engine/action-code.ts';
import { isOneOf, isWholeNumber, own } from '../src/engine/decode.ts';
import { applyAction, newGame } from '../src/engine/game.ts';
import type { Action } from '../src/engine/game.ts';
import { isWon } from '../src/engine/position.ts';
import { isDealNumber } from '../src/engine/shuffle.ts';
import { decodeNet, encodeNet, newNet, uniform, type ValueNet } from '../src/solver/learned-value.ts';
import { solve } from '../src/solver/search.ts';
import { learnedRoundsOf, playHintsOnly } from './hint-player.ts';
import { arg } from './lab-args.ts';
import { fitReach, meanSquare, reachExamples, type Verdict } from './learn-reach.ts';
import {
  decodeEndgameRates,
  endgameRate,
  netChooser,
  playOnePly,
  replayChoices,
  scoreChooser,
  selfPlayGame,
  roundReward,
  shuffledByKeys,
  TdGame,
  type SelfPlayed,
} from './learn-self-play.ts';

const num = (name: string, fallback: number) => {
  const v = Number(arg(name, String(fallback)));
  if (!Number.isFinite(v)) throw new Error(`--${name} takes a number`);
  return v;
};

function loadNet(file: string): ValueNet {
  const r = decodeNet(JSON.parse(readFileSync(file, 'utf8')));
  if (!r.ok) throw new Error(`${file}: ${r.message}`);
  return r.value;
}

/** The benchmark's tuning player at Normal (bench-hints.ts strength --stage look). */
const LOOK_PLAYER = { budget: 100_000, samples: 8, method: 'chance', games: 1_000, stage: 'look' } as const;

const VERDICTS: readonly Verdict[] = ['solved', 'unsolvable', 'unknown'];
const isVerdicts = (v: unknown): v is Verdict[] => Array.isArray(v) && v.every((x) => isOneOf(VERDICTS, x));
const isLabels = (v: unknown): v is [number, Verdict][] =>
  Array.isArray(v) && v.every((x) => Array.isArray(x) && x.length === 2 && isWholeNumber(x[0]) && isOneOf(VERDICTS, x[1]));

/**
 * The games of a gen file, each decoded: a deal number, the journal's codes, the verdict at the
 * last deal (null: none), the verdicts before each deal (label; null: none), and the verdicts
 * after every Kth action (gen --label-every; none: empty).
 */
function storedGames(file: string): {
  deal: number;
  actions: Action[];
  reach: Verdict | null;
  faceDown: number | null;
  rounds: Verdict[] | null;
  labels: [number, Verdict][];
  lastDeal: number; // the index of the action that dealt the last row (-1: never dealt out)
}[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((text, i) => {
      const line: unknown = JSON.parse(text);
      const deal = own(line, 'deal');
      const codes = own(line, 'actions');
      const reach = own(line, 'reach') ?? null;
      const faceDown = own(line, 'faceDownAtLastDeal') ?? null;
      const rounds = own(line, 'rounds') ?? null;
      const labels = own(line, 'labels') ?? [];
      if (
        !isDealNumber(deal) ||
        !Array.isArray(codes) ||
        (reach !== null && !isOneOf(VERDICTS, reach)) ||
        (faceDown !== null && !isWholeNumber(faceDown)) ||
        (rounds !== null && !isVerdicts(rounds)) ||
        !isLabels(labels)
      )
        throw new Error(`${file}:${i + 1}: not a stored game`);
      const actions = codes.map((c: unknown) => decodeAction(c));
      if (actions.some((a) => a === null)) throw new Error(`${file}:${i + 1}: an action code that is none`);
      const played = actions.filter((a): a is Action => a !== null);
      const lastDeal = faceDown === null ? -1 : played.map((a) => a.type).lastIndexOf('deal');
      return { deal, actions: played, reach, faceDown, rounds, labels, lastDeal };
    });
}

/** `fit` and `label` read a game as ending at its last deal: one gen --to-end played on is refused. */
function stoppedAtLastDeal(g: { deal: number; actions: readonly Action[]; lastDeal: number }): void {
  if (g.lastDeal >= 0 && g.lastDeal < g.actions.length - 1)
    throw new Error(`deal ${g.deal}: played past its last deal (gen --to-end); fit and label take games stopped there`);
}

const summary = (games: readonly SelfPlayed[]) => {
  const dealt = games.filter((g) => g.faceDownAtLastDeal !== null);
  const fd = dealt.reduce((n, g) => n + g.faceDownAtLastDeal!, 0) / Math.max(1, dealt.length);
  const low = dealt.filter((g) => g.faceDownAtLastDeal! <= 10).length;
  return `fd at last deal ${fd.toFixed(2)} (${dealt.length} dealt out), ≤10: ${low}, won ${games.filter((g) => g.won).length}, actions ${(games.reduce((n, g) => n + g.actions, 0) / games.length).toFixed(0)}`;
};

const part = process.argv[2];
const from = num('from', 36_000_001);
if (part === 'self') {
  const out = arg('out', '');
  if (out === '') throw new Error('self needs --out FILE');
  const given = arg('net', '');
  const net = given === '' ? newNet(num('hidden', 24), num('head', 16), uniform(num('seed', 1))) : loadNet(given);
  const games = num('games', 10_000);
  const every = num('every', 500);
  const o = { alpha: num('alpha', 0.0005), lambda: num('lambda', 0.7), epsilon: num('epsilon', 0.02), clip: num('clip', 5) };
  let batch: SelfPlayed[] = [];
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    batch.push(selfPlayGame(net, 4, from + g, 'classic', o));
    if (batch.length === every || g === games - 1) {
      if (!net.params.every(Number.isFinite)) throw new Error(`the network diverged by game ${g + 1}: lower --alpha`);
      writeFileSync(out, encodeNet(net));
      console.log(`${g + 1} games (next --from ${from + g + 1}), ${((performance.now() - t0) / (g + 1)).toFixed(0)} ms a game: ${summary(batch)}`);
      batch = [];
    }
  }
} else if (part === 'gen') {
  const out = arg('out', '');
  if (out === '') throw new Error('gen needs --out FILE');
  const [netFile = '', mix = '0.5', when = 'mid'] = arg('net', '').split(',');
  const learned = netFile === '' ? undefined : { net: loadNet(netFile), mix: Number(mix) };
  const rounds = learnedRoundsOf(when);
  if (rounds === null) throw new Error(`gen --net FILE,MIX[,mid|mid1..mid4]: not ${when}`);
  const done = new Set(storedGames(out).map((g) => g.deal));
  const solver = num('solver', 300_000);
  const labelEvery = num('label-every', 0);
  const labelSolver = num('label-solver', 300_000);
  // --to-end: the game goes on after the last deal to its end, and with --label-every its
  // endgame's tables are labelled too.
  const toEnd = process.argv.includes('--to-end');
  for (let deal = from; deal < from + num('count', 100); deal++) {
    if (done.has(deal)) continue;
    const actions: string[] = [];
    const t0 = performance.now();
    let reach: Verdict | null = null;
    // With --label-every K, every Kth action's table (the true one, behind the player's view)
    // gets the solver's verdict too, for fit-reach.
    const labels: [number, Verdict][] = [];
    const played = playHintsOnly(4, deal, {
      ...LOOK_PLAYER,
      ...(learned && { learned, learnedWhileStock: rounds * 10 }),
      stopAtLastDeal: !toEnd,
      onAction: (a, after) => {
        actions.push(encodeAction(a));
        if (labelEvery > 0 && actions.length % labelEvery === 0 && (toEnd || after.position.stock.length > 0) && !isWon(after.position))
          labels.push([actions.length - 1, solve(after.position, { rules: 'classic', budget: labelSolver }).result]);
      },
      onLastDeal: (game) => (reach = solve(game.position, { rules: 'classic', budget: solver }).result),
    });
    appendFileSync(
      out,
      JSON.stringify({
        deal,
        faceDownAtLastDeal: played.faceDownAtLastDeal,
        reach,
        actions,
        ...(labelEvery > 0 && { labels }),
        ...(toEnd && { ending: played.ending }),
      }) + '\n',
    );
    console.log(
      `deal ${deal}: ${actions.length} actions, ${played.faceDownAtLastDeal ?? '–'} face down at the last deal (${reach ?? 'never dealt out'}), ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
  }
} else if (part === 'label') {
  const out = arg('out', '');
  if (out === '') throw new Error('label needs --out FILE');
  const file = arg('games', '');
  const solver = num('solver', 1_000_000);
  const [k, n] = [num('part', 0), num('parts', 1)];
  const done = new Set(storedGames(out).map((g) => g.deal));
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  storedGames(file).forEach((g, i) => {
    if (done.has(g.deal) || i % n !== k) return;
    stoppedAtLastDeal(g);
    let game = newGame(4, g.deal, 'classic');
    const rounds: Verdict[] = [];
    for (const a of g.actions) {
      if (a.type === 'deal') rounds.push(solve(game.position, { rules: 'classic', budget: solver }).result);
      const r = applyAction(game, a);
      if (!r.ok) throw new Error(`deal ${g.deal}: a stored action the engine refuses (${r.reason})`);
      game = r.game;
    }
    appendFileSync(out, `${lines[i]!.slice(0, -1)},"rounds":${JSON.stringify(rounds)}}\n`);
    console.log(`deal ${g.deal}: before each deal ${rounds.join(' ')}; after the last ${g.reach ?? '–'}`);
  });
} else if (part === 'fit') {
  const net = loadNet(arg('net', ''));
  const out = arg('out', '');
  if (out === '') throw new Error('fit needs --out FILE');
  const games = storedGames(arg('games', ''));
  const o = { alpha: num('alpha', 0.0002), lambda: num('lambda', 0.7), clip: num('clip', 5) };
  const next = uniform(num('seed', 1));
  const reachWorth = arg('reach', '') === '' ? null : num('reach', 10);
  const roundWorth = num('round-reach', 0);
  const rates = decodeEndgameRates(arg('rates', ''));
  if (!rates.ok) throw new Error(rates.message);
  for (let e = 0; e < num('epochs', 5); e++) {
    for (const g of shuffledByKeys(games, next)) {
      stoppedAtLastDeal(g);
      const td = new TdGame(net, o);
      let deals = 0;
      replayChoices(4, g.deal, 'classic', g.actions, (after, reward, isDeal) =>
        td.step(after, reward + (isDeal ? roundReward(g.rounds?.[deals++], roundWorth) : 0)),
      );
      if (reachWorth !== null && g.reach !== null) td.end(g.reach === 'solved' ? reachWorth * endgameRate(rates.value, g.faceDown) : 0);
    }
    if (!net.params.every(Number.isFinite)) throw new Error(`the network diverged in pass ${e + 1}: lower --alpha`);
    writeFileSync(out, encodeNet(net));
    console.log(`pass ${e + 1} over ${games.length} games`);
  }
} else if (part === 'fit-reach') {
  const out = arg('out', '');
  if (out === '') throw new Error('fit-reach needs --out FILE');
  const worth = num('worth', 20);
  const unknown = num('unknown', 0);
  const games = arg('games', '').split(',').flatMap(storedGames);
  const rates = decodeEndgameRates(arg('rates', ''));
  if (!rates.ok) throw new Error(rates.message);
  // --phase mid: the tables before the last deal only; end: the tables from it on (the endgame).
  const phase = arg('phase', 'all');
  if (!isOneOf(['all', 'mid', 'end'] as const, phase)) throw new Error(`--phase takes all, mid or end, not ${phase}`);
  const inPhase = (i: number, lastDeal: number) => phase === 'all' || (phase === 'end') === (lastDeal >= 0 && i >= lastDeal);
  const examples = games.flatMap((g) =>
    reachExamples(
      4,
      g.deal,
      'classic',
      g.actions,
      (g.reach === null ? g.labels : [...g.labels, [g.lastDeal, g.reach] as [number, Verdict]]).filter(([i]) => inPhase(i, g.lastDeal)),
      worth * endgameRate(rates.value, g.faceDown),
      unknown,
    ),
  );
  // Every tenth deal's tables are held out of the fit, to see that it learns more than the mean.
  const train = examples.filter((e) => e.deal % 10 !== 0);
  const check = examples.filter((e) => e.deal % 10 === 0);
  const given = arg('net', '');
  const net = given === '' ? newNet(num('hidden', 24), num('head', 16), uniform(num('seed', 1))) : loadNet(given);
  const mean = train.reduce((n, e) => n + e.target, 0) / train.length;
  const constant = check.reduce((n, e) => n + (e.target - mean) ** 2, 0) / check.length;
  console.log(`${train.length} tables to fit, ${check.length} held out; the mean (${mean.toFixed(2)} cards) scores ${constant.toFixed(3)} on those`);
  fitReach(net, train, { alpha: num('alpha', 0.0002), epochs: num('epochs', 20), seed: num('seed', 1) }, (pass) => {
    writeFileSync(out, encodeNet(net));
    console.log(`pass ${pass}: mean squared error ${meanSquare(net, train).toFixed(3)} fitted, ${meanSquare(net, check).toFixed(3)} held out`);
  });
} else if (part === 'match') {
  const net = loadNet(arg('net', ''));
  const count = num('count', 200);
  const diffs: number[] = [];
  const a: SelfPlayed[] = [];
  const b: SelfPlayed[] = [];
  for (let d = from; d < from + count; d++) {
    const x = playOnePly(4, d, 'classic', netChooser(net));
    const y = playOnePly(4, d, 'classic', scoreChooser);
    a.push(x);
    b.push(y);
    if (x.faceDownAtLastDeal !== null && y.faceDownAtLastDeal !== null) diffs.push(x.faceDownAtLastDeal - y.faceDownAtLastDeal);
  }
  const m = diffs.reduce((n, x) => n + x, 0) / diffs.length;
  const se = Math.sqrt(diffs.reduce((n, x) => n + (x - m) ** 2, 0) / (diffs.length - 1) / diffs.length);
  console.log(`network: ${summary(a)}`);
  console.log(`app's score: ${summary(b)}`);
  console.log(`Δ fd at last deal (network − app's score) ${m >= 0 ? '+' : ''}${m.toFixed(2)} ± ${se.toFixed(2)} on ${diffs.length} deals`);
} else throw new Error('learn-value takes self, gen, label, fit, fit-reach or match');
