/**
 * No silent new store (issue 27, point 3): the embedded store's folder is made into a new store
 * only when that is meant, a folder that holds something else is left alone, and a damaged store
 * — a truncated table file, a deleted pg_control, an emptied pg_wal — is refused at start, not
 * found out by the first requests; damage met while running turns /readyz to 503.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';
import { openPglite, StoreDamagedError } from '../../server/db.ts';
import { memoryLogger } from '../../server/log.ts';
import { migrate } from '../../server/migrations.ts';
import { inspectStoreFolder, startService, type StartOptions } from '../../server/start.ts';
import { createStore } from '../../server/store.ts';
import { DAY, harness, NOON } from './helpers.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'spider-store-folder-'));
// Several embedded stores' folders: deleting them took over vitest's 10 s hook limit on a busy
// machine (the tests above it take up to a minute each for the same reason).
afterAll(() => rmSync(root, { recursive: true, force: true }), 60_000);
let serial = 0;
const path = (name: string) => join(root, `${name}-${++serial}`);

const configFor = (dataDir: string) => {
  const c = readConfig({ PORT: '0', DATA_DIR: dataDir });
  if (!c.ok) throw new Error(c.message);
  return c.value;
};
const start = (dataDir: string, options: Partial<StartOptions> = {}) => {
  const log = memoryLogger();
  return { log, running: startService(configFor(dataDir), { log, now: () => NOON, ...options }) };
};
const lines = (log: ReturnType<typeof memoryLogger>) => log.lines.map((l) => JSON.parse(l));

describe('the embedded store’s folder', () => {
  it('is refused when it does not exist, unless a new store is asked for', async () => {
    const dir = path('missing');
    await expect(start(dir, { createMissingStore: false }).running).rejects.toThrow(/does not exist: .*--init/);
    expect(existsSync(dir)).toBe(false); // nothing made

    const { log, running } = start(dir, { createMissingStore: true });
    const r = await running;
    await r.close();
    expect(inspectStoreFolder(dir)).toBe('store');
    expect(lines(log).find((l) => l.level === 'warn')).toMatchObject({ msg: 'creating a new, empty embedded store', dir, folder: 'missing' });
  }, 60_000);

  it('is made into a new store when empty, saying so, and opened quietly once it is one', async () => {
    const dir = path('empty');
    mkdirSync(dir);
    const first = start(dir, { createMissingStore: false });
    await (await first.running).close();
    expect(lines(first.log).filter((l) => l.level === 'warn')).toMatchObject([{ msg: 'creating a new, empty embedded store', folder: 'empty' }]);
    const second = start(dir, { createMissingStore: false });
    await (await second.running).close();
    expect(lines(second.log).filter((l) => l.level !== 'info')).toEqual([]);
  }, 60_000);

  it('is left alone when it holds something that is not a store', async () => {
    const dir = path('other');
    mkdirSync(dir);
    writeFileSync(join(dir, 'notes.txt'), 'not a database');
    await expect(start(dir, { createMissingStore: true }).running).rejects.toThrow(/not an embedded store/);
    expect(readdirSync(dir)).toEqual(['notes.txt']);
    const file = join(dir, 'notes.txt');
    await expect(start(file, { createMissingStore: true }).running).rejects.toThrow(/not an embedded store/);
  }, 60_000);
});

describe('a damaged embedded store', () => {
  const pristine = path('pristine');
  let totalsFile = '';

  beforeAll(async () => {
    const db = await openPglite(pristine);
    await migrate(db);
    const store = createStore(db);
    await store.hashKey('ab'.repeat(32));
    await store.record({ day: DAY, suits: 1, idHash: 'cd'.repeat(32), won: true, buckets: { moves: 14, time: 10 } });
    const [row] = await db.query("SELECT pg_relation_filepath('daily_totals') AS file");
    totalsFile = (row as { file: string }).file;
    await db.close();
  }, 60_000);

  const copy = () => {
    const dir = path('damaged');
    cpSync(pristine, dir, { recursive: true });
    return dir;
  };

  it('opens and reads when intact', async () => {
    const { running } = start(copy(), { createMissingStore: false });
    const r = await running;
    try {
      expect(await (await fetch(`${r.url}/api/daily/${DAY}/1`)).json()).toMatchObject({ played: 1, won: 1 });
      expect((await fetch(`${r.url}/readyz`)).status).toBe(200);
    } finally {
      await r.close();
    }
  }, 60_000);

  it.each([
    ['a truncated daily_totals file', (dir: string) => truncateSync(join(dir, totalsFile), 0), /daily_totals cannot be read/],
    ['a deleted pg_control', (dir: string) => rmSync(join(dir, 'global', 'pg_control')), /cannot be opened/],
    [
      'an emptied pg_wal',
      (dir: string) => {
        for (const f of readdirSync(join(dir, 'pg_wal'))) rmSync(join(dir, 'pg_wal', f), { recursive: true });
      },
      /cannot be opened/,
    ],
  ])(
    'is refused at start: %s',
    async (_, damage, message) => {
      const dir = copy();
      damage(dir);
      const { running } = start(dir, { createMissingStore: false });
      const error = await running.then(
        (r) => r.close().then(() => null),
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(StoreDamagedError);
      expect((error as Error).message).toMatch(message);
    },
    60_000,
  );

  it('met while running, turns /readyz to 503 "damaged" and keeps it so', async () => {
    const db = await openPglite(null);
    await migrate(db);
    const h = harness(db);
    try {
      expect((await h.get('/readyz')).status).toBe(200);
      await db.query('INSERT INTO daily_totals (day, suits, played, won) VALUES ($1, 1, 1, 0)', [DAY]);
      // daily_totals swapped for a view whose reads fail as a corrupt page does (SQLSTATE XX001).
      await db.exec(`
        CREATE FUNCTION corrupt_page() RETURNS boolean LANGUAGE plpgsql AS
          $$ BEGIN RAISE EXCEPTION 'invalid page in block 0' USING ERRCODE = 'XX001'; END $$;
        ALTER TABLE daily_totals RENAME TO daily_totals_kept;
        CREATE VIEW daily_totals AS SELECT * FROM daily_totals_kept WHERE corrupt_page()`);
      expect((await h.get(`/api/daily/${DAY}/1`)).status).toBe(500);
      await db.exec('DROP VIEW daily_totals; ALTER TABLE daily_totals_kept RENAME TO daily_totals');
      // The table reads again, but what was met stands until the store is looked at and restarted.
      const r = await h.get('/readyz');
      expect(r.status).toBe(503);
      expect(await r.json()).toEqual({ status: 'not-ready', store: 'pglite', reason: 'damaged' });
      expect(lines(h.log).find((l) => l.msg === 'not ready')).toMatchObject({ reason: 'damaged', error: 'DatabaseError', code: 'XX001' });
    } finally {
      await db.close();
    }
  }, 60_000);
});

describe('npm run server and a missing DATA_DIR', () => {
  const run = (args: string[], dataDir: string) =>
    new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), ['server/main.ts', ...args], {
        cwd: ROOT,
        env: { ...process.env, PORT: '0', DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      let asked = false;
      child.stdout.on('data', (d) => {
        out += d;
        const port = /"msg":"listening".*"port":(\d+)/.exec(out)?.[1];
        if (port && !asked) {
          asked = true;
          // Ready, then stopped: by the time it answers, main.ts listens for SIGTERM.
          void fetch(`http://127.0.0.1:${port}/readyz`).then(
            (r) => {
              out += `\nreadyz ${r.status}\n`;
              child.kill('SIGTERM');
            },
            () => child.kill('SIGTERM'),
          );
        }
      });
      child.stderr.on('data', (d) => (out += d));
      child.once('exit', (code) => resolve({ code, out }));
    });

  it('refuses to start without --init, and makes a new store with it', async () => {
    const dir = path('cli');
    const refused = await run([], dir);
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.out.trim().split('\n').at(-1) ?? '{}')).toMatchObject({ level: 'error', msg: 'could not start' });
    expect(refused.out).toContain('--init');
    expect(existsSync(dir)).toBe(false);

    const created = await run(['--init'], dir);
    expect(created.code).toBe(0);
    expect(created.out).toContain('"msg":"creating a new, empty embedded store"');
    expect(created.out).toContain('readyz 200');
    expect(inspectStoreFolder(dir)).toBe('store');

    const unknown = await run(['--inti'], dir);
    expect(unknown.code).toBe(2);
  }, 90_000);
});
