/**
 * Solver benchmark: runs the CLI's `bench` for each suit count and budget and prints a README
 * table. Usage: npm run bench:solver [-- --from 10001 --to 10200 --budgets 1000000,5000000 --suits 1,2,4]
 * Deals above 10000 were never used to tune the solver (it was tuned on 10001..10100 and
 * 1..200; report a range above that as held out). The 1..4000 figures come from `spider verify`.
 */
import { run } from '../src/cli/run.ts';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

const from = arg('from', '10101');
const to = arg('to', '10300');
const budgets = arg('budgets', '1000000').split(',');
const suitCounts = arg('suits', '1,2,4').split(',');
const rows: string[] = [];
for (const suits of suitCounts) {
  for (const budget of budgets) {
    let out = '';
    const code = await run(['bench', '--suits', suits, '--from', from, '--to', to, '--budget', budget], {
      out: (t) => void (out += t),
      err: (t) => void process.stderr.write(t),
      readText: async () => '',
    });
    if (code !== 0) process.exit(code);
    const s = JSON.parse(out.trim().split('\n').at(-1) ?? '{}');
    console.log(JSON.stringify(s));
    rows.push(
      `| ${suits} | ${from}..${to} | ${Number(budget).toLocaleString('en')} | ${s.solved} | ${s.unsolvable} | ${s.unknown} | ${s.medianMs} | ${s.p95Ms} | ${s.positionsPerSecond.toLocaleString('en')} | ${s.peakRssMB} MB (solver tables ${s.peakSolverMB} MB) | ${s.medianMoves} |`,
    );
  }
}
console.log('\n| suits | deals | budget | solved | unsolvable | unknown | median ms | p95 ms | positions/s | peak memory | median moves |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) console.log(r);
