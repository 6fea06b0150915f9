/**
 * Engine throughput on random playouts: each step generates the legal moves (plus deal and
 * undo when allowed), picks one, and applies it through `applyAction`. Reports actions/s.
 * Usage: npm run bench:engine [-- --games 300 --steps 400]
 */
import { SUIT_COUNTS } from '../src/engine/cards.ts';
import { applyAction, newGame, type Action } from '../src/engine/game.ts';
import { dealRefusal, legalMoves } from '../src/engine/moves.ts';
import { mulberry32 } from '../src/engine/shuffle.ts';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

const games = arg('games', 300);
const steps = arg('steps', 400);

function playouts(suits: 1 | 2 | 4): { actions: number; generated: number; ms: number } {
  const rnd = mulberry32(suits * 7919);
  let actions = 0;
  let generated = 0;
  const start = performance.now();
  for (let g = 1; g <= games; g++) {
    let game = newGame(suits, g);
    for (let s = 0; s < steps; s++) {
      const options: Action[] = legalMoves(game.position);
      generated += options.length;
      if (dealRefusal(game.position, game.rules) === null) options.push({ type: 'deal' });
      if (game.past && rnd() % 8 === 0) options.push({ type: 'undo' });
      if (options.length === 0) break;
      const result = applyAction(game, options[rnd() % options.length]!);
      if (!result.ok) throw new Error(`illegal generated action: ${result.reason}`);
      game = result.game;
      actions++;
    }
  }
  return { actions, generated, ms: performance.now() - start };
}

playouts(1); // warm up the JIT so the first row is not penalised
const rows = SUIT_COUNTS.map((suits) => {
  const { actions, generated, ms } = playouts(suits);
  return {
    suits,
    games,
    actions,
    'actions/s': Math.round((actions / ms) * 1000),
    'moves generated/s': Math.round((generated / ms) * 1000),
    ms: Math.round(ms),
  };
});
console.table(rows);
console.log(JSON.stringify({ bench: 'engine', node: process.version, rows }));
