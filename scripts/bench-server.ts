/**
 * The results service under load on loopback (a benchmark, not a test): the service runs in its
 * own process, on the embedded store in a fresh folder or on DATABASE_URL, with its clock
 * pinned to the day whose 1-suit daily is deal 8; this process sends it finished dailies and
 * asks for figures, a bounded number of each within a bounded time.
 *   accepted results/s (each one replayed by the engine: the 141-action win of
 *     test/e2e/play-line.json, or a short loss, from a new install id each time)
 *   POST and GET latency p50/p95, and the service's memory (resident now and at its peak).
 * Usage: npm run bench:server [-- --results 2000 --gets 2000 --concurrency 8 --seconds 60]
 *        DATABASE_URL=postgres://… npm run bench:server     (the same on PostgreSQL)
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeAction } from '../src/engine/action-code.ts';
import type { Action } from '../src/engine/game.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DAY = '2025-03-25';
const NOON_UTC9 = Date.parse(`${DAY}T03:00:00Z`);

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(v) || v <= 0) throw new Error(`--${name} must be a positive number`);
  return v;
}

const RESULTS = arg('results', 2000);
const GETS = arg('gets', 2000);
const CONCURRENCY = arg('concurrency', 8);
const SECONDS = arg('seconds', 60); // each phase stops here even if not all requests went out

interface Step {
  readonly type: string;
  readonly column?: number;
  readonly to?: number;
  readonly count?: number;
}
const LINE: { steps: Step[] } = JSON.parse(readFileSync(join(ROOT, 'test', 'e2e', 'play-line.json'), 'utf8'));
const WIN = LINE.steps.map((s) => {
  const a: Action = s.type === 'deal' ? { type: 'deal' } : { type: 'move', from: s.column ?? 0, to: s.to ?? 0, count: s.count ?? 1 };
  return encodeAction(a);
});

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * (s.length - 1) + 0.5))] ?? NaN;
};

/** Resident and peak memory of a process, in MB (Linux). */
function memoryOf(pid: number): { rssMB: number; peakMB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMB: Math.round(kb('VmRSS') / 1024), peakMB: Math.round(kb('VmHWM') / 1024) };
}

/** Runs `task` `count` times, `concurrency` at a time, stopping after `seconds`. */
async function pool(count: number, seconds: number, task: (i: number) => Promise<void>): Promise<{ done: number; ms: number }> {
  const t0 = performance.now();
  const deadline = t0 + seconds * 1000;
  let next = 0;
  let done = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count && performance.now() < deadline) {
        const i = next++;
        await task(i);
        done++;
      }
    }),
  );
  return { done, ms: performance.now() - t0 };
}

interface Service {
  readonly pid: number;
  readonly port: number;
  readonly startMs: number;
  stop(): Promise<void>;
}

/** Starts the service in its own process; resolves once it listens. */
async function launch(dataDir: string): Promise<Service> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/e2e/fixtures/results-server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RESULTS_NOW: String(NOON_UTC9),
      POST_RATE: '100000000',
      GET_RATE: '100000000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  let out = '';
  child.stdout.on('data', (d) => (out = (out + d).slice(-100_000)));
  const started = performance.now();
  for (;;) {
    const m = /"msg":"listening".*?"port":(\d+)/.exec(out);
    if (m) return { pid: child.pid ?? 0, port: Number(m[1]), startMs: Math.round(performance.now() - started), stop };
    if (child.exitCode !== null) throw new Error(`the service exited:\n${out}`);
    if (performance.now() - started > 60_000) {
      await stop();
      throw new Error('the service did not listen within 60 s');
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'spider-bench-server-'));
  const store = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded (PGlite)';
  // A first start makes the store (PGlite runs initdb then, a one-off peak of memory) and
  // migrates it; the figures are of a second start, as a service restarts in use.
  const first = await launch(dataDir);
  await first.stop();
  const service = await launch(dataDir);
  try {
    const port = service.port;
    const base = `http://127.0.0.1:${port}`;
    const load = loadavg()
      .map((x) => x.toFixed(2))
      .join(' ');
    console.log(
      `# results service on ${store}, ${CONCURRENCY} at a time; load average before: ${load}; start-up ${service.startMs} ms (first start ${first.startMs} ms)`,
    );
    const idle = memoryOf(service.pid);

    // Phase 1: results, nine wins to one loss, each from a new install.
    const postMs: number[] = [];
    const statuses = new Map<number, number>();
    const posted = await pool(RESULTS, SECONDS, async (i) => {
      const lost = i % 10 === 9;
      const body = JSON.stringify({
        installId: randomUUID(),
        result: lost ? 'lost' : 'won',
        actions: lost ? ['d', 'd', 'u'] : WIN,
        timeMs: 120_000 + ((i * 7919) % 900_000),
      });
      const t = performance.now();
      const res = await fetch(`${base}/api/daily/${DAY}/1/result`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      await res.arrayBuffer();
      postMs.push(performance.now() - t);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    });
    const accepted = statuses.get(201) ?? 0;

    // Phase 2: figures with the player's percentiles.
    const getMs: number[] = [];
    let getOk = 0;
    const got = await pool(GETS, SECONDS, async (i) => {
      const t = performance.now();
      const res = await fetch(`${base}/api/daily/${DAY}/1?moves=${130 + (i % 30)}&timeMs=${60_000 + i * 100}`);
      await res.arrayBuffer();
      getMs.push(performance.now() - t);
      if (res.ok) getOk++;
    });
    const after = memoryOf(service.pid);
    const summary = {
      store,
      concurrency: CONCURRENCY,
      results: posted.done,
      accepted,
      statuses: Object.fromEntries(statuses),
      acceptedPerSecond: Math.round((accepted / posted.ms) * 1000 * 10) / 10,
      postP50ms: Math.round(quantile(postMs, 0.5) * 10) / 10,
      postP95ms: Math.round(quantile(postMs, 0.95) * 10) / 10,
      gets: got.done,
      getOk,
      getsPerSecond: Math.round((got.done / got.ms) * 1000),
      getP50ms: Math.round(quantile(getMs, 0.5) * 10) / 10,
      getP95ms: Math.round(quantile(getMs, 0.95) * 10) / 10,
      idleRssMB: idle.rssMB,
      rssMB: after.rssMB,
      peakRssMB: after.peakMB,
      loadAverageBefore: load,
      loadAverageAfter: loadavg()
        .map((x) => x.toFixed(2))
        .join(' '),
    };
    console.log(
      `accepted ${accepted} of ${posted.done} results in ${(posted.ms / 1000).toFixed(1)} s: ${summary.acceptedPerSecond}/s, POST p50 ${summary.postP50ms} ms p95 ${summary.postP95ms} ms`,
    );
    console.log(`GET ${got.done} figures: ${summary.getsPerSecond}/s, p50 ${summary.getP50ms} ms, p95 ${summary.getP95ms} ms`);
    console.log(`service memory: ${idle.rssMB} MB idle, ${after.rssMB} MB after, ${after.peakMB} MB peak`);
    console.log(JSON.stringify(summary));
  } finally {
    await service.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
