/**
 * A default policy fitted to imitate the app's hint (a lab tool, never part of the app): the
 * apprentice half of expert iteration, where the search's own choices teach the fast player its
 * trial games are made of.
 *
 *   npx tsx scripts/fit-policy.ts --games F[,F2…] [--suits S] [--epochs N]
 *
 * At each table of the stored hint games (scripts/hint-games.ts) the policy's candidates are the
 * moves policy.ts bestGain() weighs, each described by policy-learned.ts MOVE_FEATURES: the
 * potential's six parts and six more. The hint's move is one candidate, or "none of them" (utility
 * 0) when it deals or plays a move the policy does not weigh: the policy plays a candidate only
 * when its utility is above 0. A conditional logit over those choices is fitted by gradient ascent
 * on four games of five and checked on the fifth, against the app's potential (at the temperature
 * that fits it best). It prints the weights for `bench:hints -- strength … --policy V0,…`, in the
 * app's points (a face-down card turned over worth as much as in POTENTIAL).
 */
import { decodeAction } from '../src/engine/action-code.ts';
import { isSuitCount } from '../src/engine/cards.ts';
import { moveCode } from '../src/solver/board.ts';
import { ChanceBoard } from '../src/solver/chance-board.ts';
import { knownPosition } from '../src/solver/known.ts';
import { bestGain, POTENTIAL } from '../src/solver/policy.ts';
import { eachCandidate, MOVE_FEATURES, moveFeatures, potentialAsPolicy } from '../src/solver/policy-learned.ts';
import { arg, whole } from './lab-args.ts';
import { storedGames, tablesOf } from './stored-games.ts';

interface Choice {
  readonly parts: Float64Array[]; // each candidate's features (MOVE_FEATURES)
  readonly chosen: number; // the hint's candidate, or -1: none of them
}

function candidates(b: ChanceBoard): { code: number; parts: Float64Array }[] {
  const out: { code: number; parts: Float64Array }[] = [];
  eachCandidate(b, (from, to, count) => out.push({ code: moveCode(from, to, count), parts: moveFeatures(b, from, to, count) }));
  return out;
}

const files = arg('games', '').split(',').filter(Boolean);
if (files.length === 0) throw new Error('--games F[,F2…] is needed');
const suits = Number(arg('suits', '2'));
if (!isSuitCount(suits)) throw new Error('--suits takes 1, 2 or 4');
const train: Choice[] = [];
const test: Choice[] = [];
let n = 0;
for (const file of files)
  for (const g of storedGames(file)) {
    if (g.suits !== suits) continue;
    const into = n++ % 5 === 4 ? test : train;
    for (const { at, game } of tablesOf(g, `${file}:${g.line}`)) {
      const b = ChanceBoard.fromKnown(knownPosition(game), 'classic');
      const cs = candidates(b);
      if (cs.length === 0) continue;
      const a = decodeAction(g.codes[at]);
      let chosen = -1;
      if (a?.type === 'move') {
        // Empty columns are alike to the policy: a move into any of them is its move into the first.
        const to = b.len[a.to] === 0 ? b.len.findIndex((l) => l === 0) : a.to;
        chosen = cs.findIndex((c) => c.code === moveCode(a.from, to, a.count));
      }
      // The candidates must be the ones bestGain weighs: its move is among them.
      const best = bestGain(b);
      if (best >= 0 && !cs.some((c) => c.code === best)) throw new Error(`${file}:${g.line}: action ${at}: bestGain's move is not a candidate`);
      into.push({ parts: cs.map((c) => c.parts), chosen });
    }
  }

const F = MOVE_FEATURES.length;
const utility = (w: readonly number[], parts: Float64Array) => parts.reduce((z, p, i) => z + p * w[i]!, 0);

/** Mean log likelihood of the choices (a candidate, or none at utility 0), and its gradient. */
function likelihood(w: readonly number[], data: readonly Choice[]): { ll: number; grad: number[] } {
  const grad = new Array<number>(F).fill(0);
  let ll = 0;
  for (const c of data) {
    const us = c.parts.map((p) => utility(w, p));
    const top = Math.max(0, ...us);
    const es = us.map((u) => Math.exp(u - top));
    const z = Math.exp(-top) + es.reduce((sum, e) => sum + e, 0);
    ll += (c.chosen >= 0 ? us[c.chosen]! : 0) - top - Math.log(z);
    for (let k = 0; k < F; k++) {
      let expected = 0;
      c.parts.forEach((p, j) => (expected += (es[j]! / z) * p[k]!));
      grad[k]! += (c.chosen >= 0 ? c.parts[c.chosen]![k]! : 0) - expected;
    }
  }
  return { ll: ll / data.length, grad: grad.map((g) => g / data.length) };
}

/** How often the policy with these weights plays the hint's move: its candidate of highest utility above 0 (ties: the first), or none. */
function agreement(w: readonly number[], data: readonly Choice[]): number {
  let same = 0;
  for (const c of data) {
    let best = -1;
    let bestU = 0;
    c.parts.forEach((p, j) => {
      const u = utility(w, p);
      if (u > bestU) [best, bestU] = [j, u];
    });
    if (best === c.chosen) same++;
  }
  return same / data.length;
}

const P = POTENTIAL[suits];
const app = potentialAsPolicy(P);
// The app's weights are points (a face-down card turned over: 30); the logit's temperature is
// fitted for them, so their log likelihood is a fair one.
let appScale = 0.01;
for (const s of [0.02, 0.05, 0.1, 0.2, 0.5])
  if (
    likelihood(
      app.map((v) => v * s),
      train,
    ).ll >
    likelihood(
      app.map((v) => v * appScale),
      train,
    ).ll
  )
    appScale = s;
const appAtScale = app.map((v) => v * appScale);
let w = appAtScale.slice();
const epochs = whole('epochs', 400);
for (let e = 0; e < epochs; e++) {
  const { ll, grad } = likelihood(w, train);
  w = w.map((v, i) => v + 0.5 * grad[i]!);
  if (e % 50 === 0) console.error(`epoch ${e}: log likelihood ${ll.toFixed(4)}`);
}
// In the app's points: the fitted weights scaled so the reveal is worth what the app gives it.
const points = w.map((v) => Math.round(((v * P.reveal) / w[3]!) * 100) / 100);
const none = (d: readonly Choice[]) => d.filter((c) => c.chosen < 0).length / d.length;
console.log(
  `${suits} suits: ${train.length} tables fitted (the hint plays none of the candidates at ${(none(train) * 100).toFixed(1)} %), ${test.length} held out (every fifth game)`,
);
console.log(MOVE_FEATURES.map((f, i) => `${f} ${points[i]}`).join(', '));
console.log(`--policy ${points.join(',')}`);
for (const [name, d] of [
  ['fitted', train],
  ['held out', test],
] as const)
  console.log(
    `${name}: log likelihood app ${likelihood(appAtScale, d).ll.toFixed(4)} / fitted ${likelihood(w, d).ll.toFixed(4)}; the policy's move is the hint's at ${(agreement(app, d) * 100).toFixed(1)} % (app) / ${(agreement(w, d) * 100).toFixed(1)} % (fitted)`,
  );
