/**
 * Fits the reveal-aware search's judge of a table (src/solver/value.ts) to the default policy's
 * own games: `npx tsx scripts/fit-value.ts SUITS [DEALS]`. Deal numbers 2,000,001.. (no other
 * experiment uses them), 2 games a deal with different draws; every table a game passes through
 * is one example, labelled by whether that game was won. Logistic regression by Newton's method
 * with a small ridge; prints the weights for VALUE_WEIGHTS[SUITS], then how well they sort
 * tables of other deals (2,500,001..): log loss and the observed win rate in buckets of the
 * predicted chance.
 */
import type { SuitCount } from '../src/engine/cards.ts';
import { newGame } from '../src/engine/game.ts';
import { ChanceBoard } from '../src/solver/chance-board.ts';
import { knownPosition } from '../src/solver/known.ts';
import { playOut } from '../src/solver/policy.ts';
import { features, FEATURES } from '../src/solver/value.ts';

const suitsArg = Number(process.argv[2] ?? '2');
if (suitsArg !== 1 && suitsArg !== 2 && suitsArg !== 4) throw new Error('suits must be 1, 2 or 4');
const suits: SuitCount = suitsArg;
const deals = Number(process.argv[3] ?? '2000');
const F = FEATURES.length;
// At 4 suits the policy wins almost no game: a table is labelled by how far its game got instead
// (half the share of face-down cards turned over, half the share of runs done), a soft label.
const SOFT = suits === 4;

/** The tables of one policy game (features) and how it ended. */
function game(root: ChanceBoard, world: ChanceBoard, seed: number): { xs: number[][]; won: boolean; progress: number } {
  world.reset(root, seed);
  const xs: number[][] = [];
  playOut(world, 1000, (b) => xs.push(Array.from(features(b, new Float64Array(F)))));
  return { xs, won: world.completed === 8, progress: 0.5 * (1 - world.faceDown() / 44) + 0.5 * (world.completed / 8) };
}

function examples(from: number, count: number): { x: number[][]; y: number[] } {
  const world = ChanceBoard.fromKnown(knownPosition(newGame(suits, 1, 'classic')), 'classic');
  const x: number[][] = [];
  const y: number[] = [];
  for (let i = 0; i < count; i++) {
    const root = ChanceBoard.fromKnown(knownPosition(newGame(suits, from + i, 'classic')), 'classic');
    for (let s = 0; s < 2; s++) {
      const g = game(root, world, i * 2 + s + 1);
      for (const f of g.xs) {
        x.push(f);
        y.push(g.won ? 1 : SOFT ? g.progress : 0);
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
  console.log(`${name}: ${x.length} tables, won share ${base.toFixed(3)}, log loss ${(loss / x.length).toFixed(4)}`);
  for (const [i, b] of buckets.entries())
    if (b.n > 0) console.log(`  ${i / 10}-${(i + 1) / 10}: ${b.n} tables, predicted ${(b.p / b.n).toFixed(3)}, won ${(b.won / b.n).toFixed(3)}`);
}

const train = examples(2_000_001, deals);
const w = fit(train.x, train.y);
console.log(`${suits}: [${w.map((v) => v.toFixed(3)).join(', ')}],`);
console.log(FEATURES.map((n, i) => `${n} ${w[i]!.toFixed(3)}`).join(', '));
report('fitted deals', w, train.x, train.y);
const test = examples(2_500_001, Math.max(100, deals / 4));
report('other deals', w, test.x, test.y);
