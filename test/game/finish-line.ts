/**
 * Writes the line of test/e2e/finish-line.json: a deal played along the solver's own winning
 * line up to the first table with nothing hidden, where Finish is offered.
 *
 *   npx tsx test/game/finish-line.ts 1 4 > test/e2e/finish-line.json
 */
import { applyAction, newGame } from '../../src/engine/game.ts';
import { isSuitCount } from '../../src/engine/cards.ts';
import { nothingHidden } from '../../src/game/finish.ts';
import { solve } from '../../src/solver/search.ts';

const suits = Number(process.argv[2] ?? 1);
const deal = Number(process.argv[3] ?? 4);
if (!isSuitCount(suits)) throw new Error('suits: 1, 2 or 4');
let game = newGame(suits, deal);
const line = solve(game.position, { rules: 'classic', budget: 1_000_000 });
if (line.result !== 'solved') throw new Error(`no line for deal ${deal}`);
const steps: unknown[] = [];
for (const a of line.moves) {
  if (nothingHidden(game)) break;
  steps.push(a.type === 'deal' ? { type: 'deal' } : { type: 'move', column: a.from, to: a.to, count: a.count });
  const r = applyAction(game, a);
  if (!r.ok) throw new Error(r.reason);
  game = r.game;
}
process.stdout.write(JSON.stringify({ suits, deal, steps, left: line.moves.length - steps.length }) + '\n');
