/**
 * Solver benchmark: runs the CLI's `bench` for each suit count and prints a README table.
 * Usage: npm run bench:solver [-- --from 1 --to 200 --budget 1000000]
 * The full 1..4000 figures come from `spider verify`, which runs the same solver.
 */
import { run } from '../src/cli/run.ts';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
}

const from = arg('from', '1');
const to = arg('to', '200');
const budget = arg('budget', '1000000');
const rows: string[] = [];
for (const suits of ['1', '2', '4']) {
  let out = '';
  const code = await run(['bench', '--suits', suits, '--from', from, '--to', to, '--budget', budget], {
    out: (t) => void (out += t),
    err: (t) => void process.stderr.write(t),
    readText: async () => '',
  });
  if (code !== 0) process.exit(code);
  const s = JSON.parse(out.trim().split('\n').at(-1)!);
  console.log(JSON.stringify(s));
  rows.push(
    `| ${suits} | ${from}..${to} | ${s.solved} | ${s.unsolvable} | ${s.unknown} | ${s.medianMs} | ${s.p95Ms} | ${s.positionsPerSecond.toLocaleString('en')} | ${s.peakRssMB} MB (solver tables ${s.peakSolverMB} MB) |`,
  );
}
console.log('\n| suits | deals | solved | unsolvable | unknown | median ms | p95 ms | positions/s | peak memory |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) console.log(r);
