/**
 * "Where did it go wrong?" in the app's own worker in Chromium (`npm run bench:analysis --
 * browser`, or `tsx scripts/bench-analysis-browser.ts`): the built app's solver worker, in a
 * 360×740 touch page with 4× CPU throttling through CDP (Emulation.setCPUThrottlingRate), is sent
 * the app's analyze request for each lost game of bench/results/analysis-games-S.jsonl (made by
 * `bench:analysis games`); the time from posting the request to its answer is the figure.
 *
 * Flags: --suits 1,2,4 --lost K (games per suit count, default 20) --rate 4 --budget P.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SuitCount } from '../src/engine/cards.ts';
import { newGame } from '../src/engine/game.ts';
import { ANALYSIS_BUDGET } from '../src/solver/analyze.ts';
import { buildApp, ROOT, serve } from './serve-build.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const suitCounts = arg('suits', '1,2,4').split(',').map(Number) as SuitCount[];
const lostWanted = Number(arg('lost', '20'));
const rate = Number(arg('rate', '4'));
const budget = Number(arg('budget', String(ANALYSIS_BUDGET)));

interface GameLine {
  readonly deal: number;
  readonly ending: string;
  readonly line: readonly unknown[];
}

const percentile = (sorted: readonly number[], p: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!);

const work = mkdtempSync(join(tmpdir(), 'spider-bench-analysis-'));
let server: { url: string; stop: () => void } | undefined;
const { chromium } = await import('playwright-core');
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const out = join(work, 'dist');
  await buildApp(out);
  const served = await serve(out);
  server = served;
  const worker = readdirSync(join(out, 'assets')).find((f) => /^worker-.*\.js$/.test(f));
  if (!worker) throw new Error('no worker chunk in the build');
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(served.url, { waitUntil: 'load' });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  for (const suits of suitCounts) {
    const lines = readFileSync(join(ROOT, 'bench', 'results', `analysis-games-${suits}.jsonl`), 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l) as GameLine)
      .filter((g) => g.ending !== 'won')
      .slice(0, lostWanted);
    const ms: number[] = [];
    for (const g of lines) {
      const request = { id: 1, kind: 'analyze', position: newGame(suits, g.deal).position, rules: 'classic', line: g.line, budget };
      const answer = await page.evaluate(
        ({ url, request }) =>
          new Promise<{ ms: number; kind: string; result: string; index: number }>((resolve) => {
            const w = new Worker(url, { type: 'module' });
            const t0 = performance.now();
            w.onmessage = (e: MessageEvent) => {
              if (e.data.kind === 'progress') return;
              w.terminate();
              resolve({ ms: performance.now() - t0, kind: e.data.kind, result: e.data.analysis?.result, index: e.data.analysis?.index });
            };
            w.postMessage(request);
          }),
        { url: `${served.url}assets/${worker}`, request },
      );
      ms.push(Math.round(answer.ms));
      console.log(JSON.stringify({ deal: g.deal, suits, actions: g.line.length, ...answer, ms: Math.round(answer.ms) }));
    }
    const sorted = [...ms].sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        summary: true,
        suits,
        rate,
        budget,
        games: ms.length,
        p50Ms: percentile(sorted, 0.5),
        p95Ms: percentile(sorted, 0.95),
        maxMs: sorted.at(-1) ?? 0,
      }),
    );
  }
} finally {
  await browser.close();
  server?.stop();
  rmSync(work, { recursive: true, force: true });
}
