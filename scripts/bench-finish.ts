/**
 * Finish's search (issue 24) on late tables: for each deal, the solver's own winning line is
 * played to the first table with nothing hidden (no face-down card, every stock card seen), and
 * that table is solved with Finish's budget. Prints one JSON line per deal, then a summary per
 * suit count: how many were proven wins within the budget, positions and ms (median, max), and
 * the moves left to play.
 *
 *   npx tsx scripts/bench-finish.ts [--from 1] [--to 40] [--suits 1,2,4]
 */
import { applyAction, newGame } from '../src/engine/game.ts';
import { FINISH_BUDGET, nothingHidden } from '../src/game/finish.ts';
import { knownPosition, withFill } from '../src/solver/known.ts';
import { solve } from '../src/solver/search.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const from = Number(arg('from', '1'));
const to = Number(arg('to', '40'));
const suitCounts = arg('suits', '1,2,4').split(',').map(Number) as (1 | 2 | 4)[];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)]! : 0;
};

for (const suits of suitCounts) {
  const rows: { won: boolean; positions: number; ms: number; left: number }[] = [];
  let noLine = 0;
  for (let deal = from; deal <= to; deal++) {
    let game = newGame(suits, deal);
    const line = solve(game.position, { rules: 'classic', budget: 1_000_000 });
    if (line.result !== 'solved') {
      noLine++;
      continue;
    }
    let at = 0;
    while (!nothingHidden(game) && at < line.moves.length) {
      const r = applyAction(game, line.moves[at++]!);
      if (!r.ok) throw new Error(`deal ${deal}: ${r.reason}`);
      game = r.game;
    }
    const r = solve(withFill(knownPosition(game), []), { rules: 'classic', budget: FINISH_BUDGET });
    const row = { won: r.result === 'solved', positions: r.positions, ms: Math.round(r.ms), left: r.moves.length };
    rows.push(row);
    console.log(JSON.stringify({ suits, deal, at, lineLeft: line.moves.length - at, ...row }));
  }
  const won = rows.filter((r) => r.won);
  console.log(
    JSON.stringify({
      suits,
      deals: `${from}..${to}`,
      noFullLine: noLine,
      tables: rows.length,
      proven: won.length,
      positions: { median: median(rows.map((r) => r.positions)), max: Math.max(0, ...rows.map((r) => r.positions)) },
      ms: { median: median(rows.map((r) => r.ms)), max: Math.max(0, ...rows.map((r) => r.ms)) },
      movesLeft: { median: median(won.map((r) => r.left)), max: Math.max(0, ...won.map((r) => r.left)) },
    }),
  );
}
