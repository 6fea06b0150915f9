/**
 * The service when its database misbehaves (issue 27). On PostgreSQL (when TEST_DATABASE_URL
 * names one, as `.ci/run` sets it) the service runs in a process of its own and reaches the
 * database through a proxy that can cut or freeze every connection at once, under concurrent
 * writes: the process must live, answer 503 with Retry-After, recover by itself, and count every
 * result exactly once. The cluster itself keeps running for the other tests; this suite works in
 * a schema of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';
import { openPostgres, type Db } from '../../server/db.ts';
import { memoryLogger } from '../../server/log.ts';
import { startService } from '../../server/start.ts';
import { faultProxy, type FaultProxy } from './fault-proxy.ts';
import { DAY, installId, NOON, win } from './helpers.ts';

const MIGRATION_LOCK = 0x5b1de5; // server/migrations.ts
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PG_URL = process.env.TEST_DATABASE_URL?.trim() || null;

interface Child {
  readonly url: string;
  readonly process: ChildProcess;
  readonly output: () => string;
  stop(): Promise<number | null>;
}

/** test/server/fixtures/service-child.ts with `env`; resolves once it listens. */
async function startChild(env: Record<string, string>): Promise<Child> {
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), ['test/server/fixtures/service-child.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', RESULTS_NOW: String(NOON), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /"msg":"listening".*"port":(\d+)/.exec(out);
      if (m) {
        clearInterval(timer);
        resolve(Number(m[1]));
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`the service exited (${code}) before listening:\n${out}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    output: () => out,
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Every request of these tests gives up after 8 s: a hang is a failure, not a slow pass. */
const bounded = () => ({ signal: AbortSignal.timeout(8000) });

const loss = (n: number) => ({ installId: installId(n), result: 'lost', actions: ['d'], timeMs: 1000 + n });
/** Install n sends a win when n is a multiple of 5, a loss otherwise. */
const resultOf = (n: number) => (n % 5 === 0 ? win(n) : loss(n));

/** Status 0: no answer at all (the process died, or the request hung past its bound). */
async function post(base: string, n: number): Promise<{ status: number; retryAfter: string | null }> {
  try {
    const r = await fetch(`${base}/api/daily/${DAY}/1/result`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(resultOf(n)),
      ...bounded(),
    });
    await r.arrayBuffer();
    return { status: r.status, retryAfter: r.headers.get('retry-after') };
  } catch {
    return { status: 0, retryAfter: null };
  }
}

async function get(base: string, path: string): Promise<{ status: number; retryAfter: string | null; body: unknown }> {
  const r = await fetch(`${base}${path}`, bounded());
  return { status: r.status, retryAfter: r.headers.get('retry-after'), body: await r.json() };
}

/** Polls /readyz until it answers 200 (at most `tries` times, a quarter second apart). */
async function untilReady(base: string, tries = 60): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    if ((await get(base, '/readyz')).status === 200) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

describe('fault tests', () => {
  it('name the stores they cover', () => {
    if (PG_URL) console.log('results service fault tests: PostgreSQL through a cutting proxy');
    else console.log('results service fault tests: no TEST_DATABASE_URL, the PostgreSQL fault tests do not run');
    expect(typeof PG_URL === 'string' || PG_URL === null).toBe(true);
  });
});

// The address stays out of the test's name (and so out of CI's output).
describe.each(PG_URL ? [{ pgUrl: PG_URL }] : [])('PostgreSQL going away', ({ pgUrl }) => {
  const schema = `faults_${process.pid}`;
  let admin: Db;
  let proxy: FaultProxy;
  let child: Child;

  beforeAll(async () => {
    admin = await openPostgres(pgUrl);
    await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
    proxy = await faultProxy(pgUrl, schema);
    child = await startChild({ DATABASE_URL: proxy.url, DB_TIMEOUT_MS: '1000', POST_RATE: '1000000', GET_RATE: '1000000' });
  }, 60_000);
  afterAll(async () => {
    await child?.stop();
    await proxy?.close();
    await admin?.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin?.close();
  });

  const figures = async () => {
    const f = await get(child.url, `/api/daily/${DAY}/1`);
    expect(f.status).toBe(200);
    return f.body as { played: number; won: number };
  };

  it('stays up when every connection is cut under concurrent writes, answers 503 with Retry-After, recovers and counts each result once', async () => {
    const N = 48;
    const CUT_AT = 16;
    const first = new Map<number, { status: number; retryAfter: string | null }>();
    let next = 0;
    const worker = async () => {
      while (next < N) {
        const n = next++;
        if (n === CUT_AT) proxy.cut(); // with up to 7 other writes in flight
        first.set(n, await post(child.url, n));
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));

    expect(child.process.exitCode, child.output()).toBe(null);
    const statuses = [...first.values()].map((r) => r.status);
    expect(
      statuses.every((s) => s === 201 || s === 503),
      `${statuses}\n${child.output()}`,
    ).toBe(true);
    const unavailable = [...first.values()].filter((r) => r.status === 503);
    expect(unavailable.length).toBeGreaterThanOrEqual(N - CUT_AT - 8);
    for (const r of unavailable) expect(Number(r.retryAfter)).toBeGreaterThan(0);
    const ready = await get(child.url, '/readyz');
    expect(ready.status).toBe(503);
    expect(Number(ready.retryAfter)).toBeGreaterThan(0);
    expect((await get(child.url, `/api/daily/${DAY}/1`)).status).toBe(503);

    proxy.restore();
    expect(await untilReady(child.url)).toBe(true);
    // Every result not recorded the first time is sent again: recorded now, or — if its first
    // COMMIT went through unanswered — a duplicate. Either way it counts once.
    for (const [n, r] of first) {
      if (r.status === 201) continue;
      expect([200, 201]).toContain((await post(child.url, n)).status);
    }
    for (let n = 0; n < N; n++) expect((await post(child.url, n)).status).toBe(200); // all repeats now
    expect(await figures()).toMatchObject({ played: N, won: Math.ceil(N / 5) });
    expect(child.process.exitCode).toBe(null);
    const lines = child
      .output()
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.some((l) => l.msg === 'store unavailable' && l.level === 'warn' && typeof l.message === 'string')).toBe(true);
    expect(lines.filter((l) => l.status === 500)).toEqual([]);
  }, 60_000);

  it('answers 503 within its deadlines while the database is frozen, and recovers', async () => {
    proxy.restore();
    expect(await untilReady(child.url)).toBe(true);
    proxy.freeze();
    try {
      const ready = await get(child.url, '/readyz');
      expect(ready).toMatchObject({ status: 503, body: { status: 'not-ready' } });
      const figuresWhileFrozen = await get(child.url, `/api/daily/${DAY}/1`);
      expect(figuresWhileFrozen.status).toBe(503);
      expect(Number(figuresWhileFrozen.retryAfter)).toBeGreaterThan(0);
      expect((await post(child.url, 1000)).status).toBe(503);
    } finally {
      proxy.restore();
    }
    expect(await untilReady(child.url)).toBe(true);
    expect([200, 201]).toContain((await post(child.url, 1000)).status);
    expect((await post(child.url, 1000)).status).toBe(200);
    expect(child.process.exitCode).toBe(null);
  }, 60_000);

  it('stays up when the server terminates its connections mid-write, as a fast shutdown does, and counts each result once', async () => {
    proxy.restore();
    expect(await untilReady(child.url)).toBe(true);
    const before = await figures();
    const FROM = 2000;
    const N = 40;
    const first = new Map<number, number>();
    let next = FROM;
    const worker = async () => {
      while (next < FROM + N) {
        const n = next++;
        // Each of the service's backends gets SIGTERM and sends FATAL 57P01 before it closes;
        // five times, with up to 7 other writes in flight each time.
        if ((n - FROM) % 8 === 4) void admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [schema]);
        first.set(n, (await post(child.url, n)).status);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(child.process.exitCode, child.output()).toBe(null);
    expect(
      [...first.values()].every((s) => s === 201 || s === 503),
      `${[...first.values()]}\n${child.output()}`,
    ).toBe(true);
    expect(await untilReady(child.url)).toBe(true);
    for (const [n, status] of first) if (status !== 201) expect([200, 201]).toContain((await post(child.url, n)).status);
    const after = await figures();
    expect(after.played - before.played).toBe(N);
    expect(after.won - before.won).toBe(N / 5);
  }, 60_000);

  it('starts even when the migration lock is held longer than DB_TIMEOUT_MS (schema steps do not get the serving timeouts)', async () => {
    proxy.restore();
    const holder = await openPostgres(pgUrl, { timeoutMs: 60_000 });
    const config = readConfig({ PORT: '0', DATABASE_URL: proxy.url, DB_TIMEOUT_MS: '200' });
    if (!config.ok) throw new Error(config.message);
    const started: { running?: ReturnType<typeof startService> } = {};
    try {
      await holder.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
        const running = startService(config.value, { log: memoryLogger(), now: () => NOON });
        running.catch(() => {}); // awaited below
        started.running = running;
        // Until the new instance waits for the lock, then past its 200 ms (+ 500 ms) timeouts.
        let waiting = false;
        for (let i = 0; i < 200 && !waiting; i++) {
          const rows = await holder.query("SELECT 1 FROM pg_stat_activity WHERE application_name = $1 AND wait_event_type = 'Lock'", [schema]);
          waiting = rows.length > 0;
          if (!waiting) await new Promise((r) => setTimeout(r, 50));
        }
        expect(waiting).toBe(true);
        await new Promise((r) => setTimeout(r, 1000)); // short: the other suites' migrations wait too
      });
      if (!started.running) throw new Error('startService was not called');
      const running = await started.running;
      expect((await get(running.url, '/readyz')).status).toBe(200);
      await running.close();
    } finally {
      await holder.close();
    }
  }, 60_000);
});
