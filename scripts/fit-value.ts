/**
 * Fits the reveal-aware search's judge of a table (src/solver/value.ts):
 * `npx tsx scripts/fit-value.ts SUITS [DEALS] [--label policy|solver] [--budget P]`.
 * Deal numbers 2,000,001.. (no other experiment uses them). Two kinds of label:
 *   policy  (the default) the default policy's own games, 2 a deal with different draws; every
 *           table a game passes through is one example, labelled by whether that game was won.
 *   solver  for 4 suits, where the policy wins no game: the policy plays the deal with its cards
 *           fixed (a random legal move instead one time in EPSILON, so that tables good and bad
 *           are met), and every STRIDE-th table is labelled by whether the full-information
 *           solver wins from it within P positions (default 50,000). The judge then rates how
 *           likely a table is still to be winnable, from what the player sees of it.
 *   hint    the app's hint's own games (scripts/hint-games.ts, --games F1,F2,…): every table
 *           a game passes through, labelled by whether that game was won; every fifth game is
 *           held out. The judge then rates the chance that the hint's player, not the default
 *           policy, wins from a table (a round of expert iteration: the search's own games teach
 *           the judge that guides it).
 *   cut     the tables the search judges, labelled by the hint's player (scripts/judge-labels.ts,
 *           --examples L1,L2,…): a trial game's table after the default policy's horizon,
 *           labelled by whether the app's hint won from it; every fifth deal is held out.
 * Logistic regression by Newton's method with a small ridge; prints the weights for
 * VALUE_WEIGHTS[SUITS], then how well they sort tables of other deals (2,500,001..; with hint
 * and cut, the held-out fifth, beside the app's judge): log loss, AUC and the observed share in
 * buckets of the prediction.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isSuitCount, RUNS_TO_WIN, type SuitCount } from '../src/engine/cards.ts';
import { own } from '../src/engine/decode.ts';
import { newGame } from '../src/engine/game.ts';
import { isDealNumber, mulberry32 } from '../src/engine/shuffle.ts';
import { ChanceBoard } from '../src/solver/chance-board.ts';
import { knownPosition } from '../src/solver/known.ts';
import { playOut } from '../src/solver/policy.ts';
import { solve as solveDeal } from '../src/solver/search.ts';
import { features, FEATURES, VALUE_WEIGHTS } from '../src/solver/value.ts';
import { boardOfAll, positionOf } from './known-board.ts';
import { arg } from './lab-args.ts';
import { storedGames, tablesOf } from './stored-games.ts';

const args = process.argv.slice(2);
const plain = args.filter((a, i) => !a.startsWith('--') && !(i > 0 && args[i - 1]!.startsWith('--')));
const suitsArg = Number(plain[0] ?? '2');
if (!isSuitCount(suitsArg)) throw new Error('suits must be 1, 2 or 4');
const suits: SuitCount = suitsArg; // typed here: the functions below do not see a narrowing
const deals = Number(plain[1] ?? '2000');
const label = arg('label', 'policy');
if (label !== 'policy' && label !== 'solver' && label !== 'hint' && label !== 'cut') throw new Error('--label is policy, solver, hint or cut');
const budget = Number(arg('budget', '50000'));
const F = FEATURES.length;
const EPSILON = 0.15;
const STRIDE = 12;

/** The tables of one policy game (features) and how it ended. */
function game(root: ChanceBoard, world: ChanceBoard, seed: number): { xs: number[][]; won: boolean } {
  world.reset(root, seed);
  const xs: number[][] = [];
  playOut(world, 1000, (b) => xs.push(Array.from(features(b, new Float64Array(F)))));
  return { xs, won: world.completed === RUNS_TO_WIN };
}

/** Tables of one deal played with its cards fixed, each labelled by the full-information solver. */
function solverGame(n: number, x: number[][], y: number[]): void {
  const b = boardOfAll(newGame(suits, n, 'classic').position, suits);
  const next = mulberry32(n);
  const random = () => next() / 4294967296; // in [0, 1)
  const moves: number[] = [];
  for (let step = 0; step < 600 && b.completed < RUNS_TO_WIN; step++) {
    if (step % STRIDE === 0) {
      x.push(Array.from(features(b, new Float64Array(F))));
      y.push(solveDeal(positionOf(b), { rules: 'classic', budget }).result === 'solved' ? 1 : 0);
    }
    if (random() < EPSILON) {
      b.allMoves(moves);
      const some = moves.filter((m) => m !== 0xffff);
      if (some.length > 0) {
        b.play(some[Math.floor(random() * some.length)]!);
        continue;
      }
    }
    if (playOut(b, 1).steps === 0) break;
  }
}

interface Examples {
  readonly x: number[][];
  readonly y: number[];
}

/** The tables of the stored hint games in `files`, each labelled by its game's end: the held-out fifth, or the rest. */
function hintExamples(files: readonly string[], heldOut: boolean): Examples {
  const x: number[][] = [];
  const y: number[] = [];
  let n = 0;
  for (const file of files)
    for (const g of storedGames(file)) {
      if (g.suits !== suits) throw new Error(`${file}:${g.line}: a ${g.suits}-suit game, not ${suits}`);
      if ((n++ % 5 === 4) !== heldOut) continue;
      for (const { game } of tablesOf(g, `${file}:${g.line}`)) {
        x.push(Array.from(features(ChanceBoard.fromKnown(knownPosition(game), 'classic'), new Float64Array(F))));
        y.push(g.won ? 1 : 0);
      }
    }
  return { x, y };
}

function examples(from: number, count: number): Examples {
  const world = ChanceBoard.fromKnown(knownPosition(newGame(suits, 1, 'classic')), 'classic');
  const x: number[][] = [];
  const y: number[] = [];
  for (let i = 0; i < count; i++) {
    if (label === 'solver') {
      solverGame(from + i, x, y);
      if ((i + 1) % 10 === 0) console.error(`${i + 1} deals, ${x.length} tables, ${y.filter((v) => v === 1).length} winnable`);
      continue;
    }
    const root = ChanceBoard.fromKnown(knownPosition(newGame(suits, from + i, 'classic')), 'classic');
    for (let s = 0; s < 2; s++) {
      const g = game(root, world, i * 2 + s + 1);
      for (const f of g.xs) {
        x.push(f);
        y.push(g.won ? 1 : 0);
      }
    }
  }
  return { x, y };
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const predict = (w: number[], f: number[]) => sigmoid(f.reduce((z, v, i) => z + v * w[i]!, 0));

/** Solves A v = b (A symmetric positive definite) by Gaussian elimination. */
function solve(A: number[][], b: number[]): number[] {
  const n = b.length;
  const M = A.map((row, i) => [...row, b[i]!]);
  for (let i = 0; i < n; i++) {
    let p = i;
    for (let r = i + 1; r < n; r++) if (Math.abs(M[r]![i]!) > Math.abs(M[p]![i]!)) p = r;
    [M[i], M[p]] = [M[p]!, M[i]!];
    for (let r = 0; r < n; r++) {
      if (r === i) continue;
      const k = M[r]![i]! / M[i]![i]!;
      for (let c = i; c <= n; c++) M[r]![c]! -= k * M[i]![c]!;
    }
  }
  return M.map((row, i) => row[n]! / row[i]!);
}

function fit(x: number[][], y: number[], ridge = 1e-3): number[] {
  let w = new Array<number>(F).fill(0);
  for (let iter = 0; iter < 25; iter++) {
    const H = Array.from({ length: F }, () => new Array<number>(F).fill(0));
    const g = new Array<number>(F).fill(0);
    x.forEach((f, n) => {
      const p = predict(w, f);
      const r = p * (1 - p);
      for (let i = 0; i < F; i++) {
        g[i]! += (p - y[n]!) * f[i]!;
        for (let j = 0; j < F; j++) H[i]![j]! += r * f[i]! * f[j]!;
      }
    });
    for (let i = 0; i < F; i++) {
      g[i]! += ridge * x.length * w[i]!;
      H[i]![i]! += ridge * x.length;
    }
    const step = solve(H, g);
    w = w.map((v, i) => v - step[i]!);
    if (Math.max(...step.map(Math.abs)) < 1e-6) break;
  }
  return w;
}

/** How well the prediction orders the tables: the chance that a won game's table is rated above a lost one's (ties half). */
function auc(w: number[], x: number[][], y: number[]): number {
  const rated = x.map((f, n) => ({ p: predict(w, f), won: y[n]! })).sort((a, b) => a.p - b.p);
  let lost = 0;
  let above = 0;
  for (let i = 0; i < rated.length;) {
    let j = i;
    let lostHere = 0;
    for (; j < rated.length && rated[j]!.p === rated[i]!.p; j++) lostHere += 1 - rated[j]!.won;
    const wonHere = j - i - lostHere;
    above += wonHere * (lost + lostHere / 2);
    lost += lostHere;
    i = j;
  }
  const won = rated.length - lost;
  return won === 0 || lost === 0 ? 0.5 : above / (won * lost);
}

function report(name: string, w: number[], x: number[][], y: number[]): void {
  let loss = 0;
  const buckets = Array.from({ length: 10 }, () => ({ n: 0, p: 0, won: 0 }));
  x.forEach((f, n) => {
    const p = Math.min(1 - 1e-9, Math.max(1e-9, predict(w, f)));
    loss -= y[n]! * Math.log(p) + (1 - y[n]!) * Math.log(1 - p);
    const b = buckets[Math.min(9, Math.floor(p * 10))]!;
    b.n++;
    b.p += p;
    b.won += y[n]!;
  });
  const base = y.reduce((a, v) => a + v, 0) / y.length;
  console.log(`${name}: ${x.length} tables, won share ${base.toFixed(3)}, log loss ${(loss / x.length).toFixed(4)}, AUC ${auc(w, x, y).toFixed(4)}`);
  for (const [i, b] of buckets.entries())
    if (b.n > 0) console.log(`  ${i / 10}-${(i + 1) / 10}: ${b.n} tables, predicted ${(b.p / b.n).toFixed(3)}, won ${(b.won / b.n).toFixed(3)}`);
}

// Solver labels are slow to make: they are kept (in .tmp/, not committed) and read back.
const cache = label === 'solver' ? join('.tmp', `value-${suits}-solver-${budget}-${deals}.json`) : null;
const made = cache && existsSync(cache) ? (JSON.parse(readFileSync(cache, 'utf8')) as { train: Examples; test: Examples }) : null;
/** The labelled tables of scripts/judge-labels.ts in `files`: those of every fifth deal, or the rest. */
function cutExamples(files: readonly string[], heldOut: boolean): Examples {
  const x: number[][] = [];
  const y: number[] = [];
  const deals = new Map<number, number>(); // deal → its order of first appearance
  for (const file of files)
    for (const [i, text] of readFileSync(file, 'utf8').split('\n').filter(Boolean).entries()) {
      const line: unknown = JSON.parse(text);
      const [deal, f, won] = [own(line, 'deal'), own(line, 'x'), own(line, 'won')];
      if (!isDealNumber(deal) || !Array.isArray(f) || f.length !== F || !f.every((v) => typeof v === 'number') || (won !== 0 && won !== 1))
        throw new Error(`${file}:${i + 1}: not a labelled table`);
      if (!deals.has(deal)) deals.set(deal, deals.size);
      if ((deals.get(deal)! % 5 === 4) !== heldOut) continue;
      x.push(f as number[]);
      y.push(won);
    }
  return { x, y };
}

const gamesFiles = arg('games', '').split(',').filter(Boolean);
const exampleFiles = arg('examples', '').split(',').filter(Boolean);
if (label === 'cut' && exampleFiles.length === 0) throw new Error('--label cut needs --examples L1,L2,…');
if (label === 'hint' && gamesFiles.length === 0) throw new Error('--label hint needs --games F1,F2,…');
const train =
  made?.train ?? (label === 'hint' ? hintExamples(gamesFiles, false) : label === 'cut' ? cutExamples(exampleFiles, false) : examples(2_000_001, deals));
const w = fit(train.x, train.y);
console.log(`${suits}: [${w.map((v) => v.toFixed(3)).join(', ')}],`);
console.log(FEATURES.map((n, i) => `${n} ${w[i]!.toFixed(3)}`).join(', '));
report('fitted deals', w, train.x, train.y);
const test =
  made?.test ??
  (label === 'hint'
    ? hintExamples(gamesFiles, true)
    : label === 'cut'
      ? cutExamples(exampleFiles, true)
      : examples(2_500_001, Math.max(label === 'solver' ? 20 : 100, deals / 4)));
// The examples are kept so a refit costs no solving; .tmp is not in a fresh clone.
if (cache && !made) {
  mkdirSync('.tmp', { recursive: true });
  writeFileSync(cache, JSON.stringify({ train, test }));
}
report('other deals', w, test.x, test.y);
const app = VALUE_WEIGHTS[suits];
if (app) report("other deals, the app's judge", [...app], test.x, test.y);
