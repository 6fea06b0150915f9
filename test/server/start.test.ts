/**
 * The service as it runs: configuration from the environment, the embedded store on disk kept
 * across restarts (with its hash key, so a repeat after a restart is still a repeat), and
 * `npm run server`'s entry point listening on a socket and stopping on SIGTERM.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';
import { memoryLogger } from '../../server/log.ts';
import { forwardedClient, startService } from '../../server/start.ts';
import { DAY, installId, NOON, win } from './helpers.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'spider-results-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('readConfig', () => {
  it('has defaults for everything', () => {
    expect(readConfig({})).toEqual({
      ok: true,
      value: {
        port: 8787,
        host: '127.0.0.1',
        dataDir: './data',
        databaseUrl: null,
        dbTimeoutMs: 2000,
        hashKey: null,
        trustProxy: 0,
        allowedOrigins: '*',
        rates: { post: { perMinute: 20, burst: 10 }, get: { perMinute: 120, burst: 60 } },
      },
    });
  });

  it('reads every variable', () => {
    const r = readConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/spider',
      DATABASE_URL: 'postgres://u:p@db/results',
      DB_TIMEOUT_MS: '500',
      RESULTS_HASH_KEY: 'AB'.repeat(32),
      TRUST_PROXY: '2',
      ALLOWED_ORIGINS: 'https://a.example, https://b.example:8443',
      POST_RATE: '5',
      GET_RATE: '1000',
    });
    expect(r).toEqual({
      ok: true,
      value: {
        port: 9000,
        host: '0.0.0.0',
        dataDir: '/var/lib/spider',
        databaseUrl: 'postgres://u:p@db/results',
        dbTimeoutMs: 500,
        hashKey: 'ab'.repeat(32),
        trustProxy: 2,
        allowedOrigins: ['https://a.example', 'https://b.example:8443'],
        rates: { post: { perMinute: 5, burst: 3 }, get: { perMinute: 1000, burst: 500 } },
      },
    });
  });

  it.each([
    [{ PORT: '70000' }, 'bad-port'],
    [{ PORT: 'http' }, 'bad-port'],
    [{ DATABASE_URL: 'mysql://x' }, 'bad-database-url'],
    [{ DB_TIMEOUT_MS: '0' }, 'bad-db-timeout'],
    [{ DB_TIMEOUT_MS: '2s' }, 'bad-db-timeout'],
    [{ RESULTS_HASH_KEY: 'short' }, 'bad-hash-key'],
    [{ TRUST_PROXY: 'yes' }, 'bad-trust-proxy'],
    [{ TRUST_PROXY: '10' }, 'bad-trust-proxy'],
    [{ ALLOWED_ORIGINS: 'example.org' }, 'bad-origins'],
    [{ POST_RATE: '0' }, 'bad-rate'],
    [{ GET_RATE: 'lots' }, 'bad-rate'],
  ])('refuses %o with a code and a message', (env, code) => {
    const r = readConfig(env);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toBe(code);
    if (!r.ok) expect(r.message.length).toBeGreaterThan(10);
  });
});

describe('the client behind proxies (TRUST_PROXY)', () => {
  it.each([
    // header, hops, client
    ['203.0.113.7', 1, '203.0.113.7'],
    ['1.1.1.1, 203.0.113.7', 1, '203.0.113.7'], // the client wrote 1.1.1.1 itself
    ['1.1.1.1,2.2.2.2 , 203.0.113.7', 1, '203.0.113.7'],
    ['1.1.1.1, 203.0.113.7, 10.0.0.2', 2, '203.0.113.7'], // a CDN, then a load balancer
    ['203.0.113.7', 2, '203.0.113.7'], // one proxy skipped: the only address known
    ['1.1.1.1, 203.0.113.7', 0, null], // no proxy trusted: the header is ignored
    [undefined, 1, null],
    [' , ', 1, null],
  ])('%s through %i trusted proxies is %s', (header, hops, client) => {
    expect(forwardedClient(header, hops)).toBe(client);
  });

  it('cannot be dodged by writing a fresh address in X-Forwarded-For', async () => {
    const config = readConfig({ PORT: '0', DATA_DIR: tempDir(), TRUST_PROXY: '1', POST_RATE: '2' });
    if (!config.ok) throw new Error(config.message);
    const running = await startService(config.value, { log: memoryLogger(), now: () => NOON });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) {
        const r = await fetch(`${running.url}/api/daily/${DAY}/1/result`, {
          method: 'POST',
          // What the proxy passes on: the client's own header, then the address the proxy saw.
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
          body: JSON.stringify({ installId: installId(i), result: 'lost', actions: ['d'], timeMs: 1000 }),
        });
        statuses.push(r.status);
      }
      expect(statuses).toEqual([201, ...Array.from({ length: 9 }, () => 429)]);
    } finally {
      await running.close();
    }
  }, 60_000);
});

describe('startService on the embedded store', () => {
  it('keeps results and the hash key across a restart', async () => {
    const dataDir = tempDir();
    const base = readConfig({ PORT: '0', DATA_DIR: dataDir });
    if (!base.ok) throw new Error(base.message);
    const config = base.value;
    const post = (url: string) =>
      fetch(`${url}/api/daily/${DAY}/1/result`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(win(1)) });

    const first = await startService(config, { log: memoryLogger(), now: () => NOON });
    expect((await post(first.url)).status).toBe(201);
    await first.close();

    const log = memoryLogger();
    const second = await startService(config, { log, now: () => NOON });
    try {
      expect((await post(second.url)).status).toBe(200); // the same install: still a repeat
      const f = await (await fetch(`${second.url}/api/daily/${DAY}/1`)).json();
      expect(f).toMatchObject({ played: 1, won: 1, deal: 8 });
      // Nothing left to migrate on the second start.
      expect(log.lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'schema')).toMatchObject({ store: 'pglite', applied: null });
    } finally {
      await second.close();
    }
  }, 60_000);
});

describe('requests Node itself refuses', () => {
  /** Writes `raw` to the service's socket and reads until it closes. */
  const exchange = (url: string, raw: string) =>
    new Promise<string>((resolve) => {
      const { hostname, port } = new URL(url);
      const socket = connect(Number(port), hostname);
      let answer = '';
      socket.on('data', (d) => (answer += d));
      socket.on('close', () => resolve(answer));
      socket.on('error', () => resolve(answer));
      socket.write(raw);
    });

  it('logs a badly framed chunked body as the 400 it is, not as a failure', async () => {
    const config = readConfig({ PORT: '0', DATA_DIR: tempDir() });
    if (!config.ok) throw new Error(config.message);
    const log = memoryLogger();
    const running = await startService(config.value, { log, now: () => NOON });
    try {
      const head = `POST /api/daily/${DAY}/1/result HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`;
      for (const body of ['zz\r\nabc\r\n0\r\n\r\n', '5\r\n{"a":\r\n3\r\nxyzBAD']) {
        expect(await exchange(running.url, head + body)).toMatch(/^HTTP\/1\.1 400 /);
      }
      // The handler's line may follow Node's answer: wait for it (a bounded number of times).
      for (let i = 0; i < 100 && log.lines.filter((l) => l.includes('"msg":"request"')).length < 2; i++) await new Promise((r) => setTimeout(r, 50));
      const lines = log.lines.map((l) => JSON.parse(l));
      expect(lines.filter((l) => l.level !== 'info' && l.msg !== 'creating a new, empty embedded store')).toEqual([]);
      expect(lines.filter((l) => l.msg === 'request').map((l) => [l.status, l.outcome])).toEqual([
        [400, 'bad-body'],
        [400, 'bad-body'],
      ]);
    } finally {
      await running.close();
    }
  }, 60_000);
});

describe('npm run server (server/main.ts)', () => {
  it('starts on the embedded store, answers, logs JSON lines and stops on SIGTERM', async () => {
    const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', DATA_DIR: tempDir() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    try {
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
          reject(new Error(`the server exited (${code}) before listening:\n${out}`));
        });
      });
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(await health.json()).toEqual({ status: 'ok' });
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(await ready.json()).toEqual({ status: 'ready', store: 'pglite' });
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    for (const line of out.trim().split('\n')) expect(() => JSON.parse(line), line).not.toThrow();
    expect(out).toContain('"msg":"stopping"');
  }, 60_000);

  it('refuses a bad configuration with exit code 2', async () => {
    const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: 'eighty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    const code = await new Promise<number | null>((r) => child.once('exit', (c) => r(c)));
    expect(code).toBe(2);
    expect(JSON.parse(out.trim())).toMatchObject({ level: 'error', msg: 'bad configuration' });
  }, 60_000);
});
