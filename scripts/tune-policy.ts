/**
 * Fits the default policy's potential weights (src/solver/policy.ts) to the policy's own games:
 * `npx tsx scripts/tune-policy.ts SUITS [DEALS]`. Deal numbers 1,000,001.. (no other experiment
 * uses them), 4 games a deal with different draws; coordinate search, one weight at a time by a
 * few factors, kept when won games (×8) plus completed runs minus the share of cards left face
 * down improves. Prints the weights to copy into POTENTIAL[SUITS].
 */
import type { SuitCount } from '../src/engine/cards.ts';
import { newGame } from '../src/engine/game.ts';
import { ChanceBoard } from '../src/solver/chance-board.ts';
import { knownPosition } from '../src/solver/known.ts';
import { playOut, POTENTIAL, type Potential } from '../src/solver/policy.ts';

const suitsArg = Number(process.argv[2] ?? '2');
if (suitsArg !== 1 && suitsArg !== 2 && suitsArg !== 4) throw new Error('suits must be 1, 2 or 4');
const suits: SuitCount = suitsArg;
const deals = Number(process.argv[3] ?? '150');
const roots = Array.from({ length: deals }, (_, i) => ChanceBoard.fromKnown(knownPosition(newGame(suits, 1_000_001 + i, 'classic')), 'classic'));
const world = ChanceBoard.fromKnown(knownPosition(newGame(suits, 1, 'classic')), 'classic');

function score(): { win: number; runs: number; down: number } {
  let wins = 0;
  let runs = 0;
  let down = 0;
  roots.forEach((root, i) => {
    for (let s = 0; s < 4; s++) {
      world.reset(root, i * 7 + s + 1);
      if (playOut(world, 1000).won) wins++;
      runs += world.completed;
      down += world.faceDown();
    }
  });
  const n = roots.length * 4;
  return { win: wins / n, runs: runs / n, down: down / n };
}

const objective = (x: ReturnType<typeof score>) => x.win * 8 + x.runs - x.down / 44;
const weights: { -readonly [K in keyof Potential]: number } = POTENTIAL[suits];
const keys = Object.keys(weights) as (keyof Potential)[];
let best = score();
console.log('start', JSON.stringify(weights), best);
for (let round = 0; round < 3; round++) {
  for (const key of keys) {
    for (const factor of [0.5, 0.75, 0.9, 1.1, 1.33, 2]) {
      const old = weights[key];
      weights[key] = Math.round(old * factor * 4) / 4;
      const s = score();
      if (objective(s) > objective(best) + 0.005) {
        best = s;
        console.log('better', key, weights[key], s);
      } else weights[key] = old;
    }
  }
}
console.log('end', JSON.stringify(weights), best);
