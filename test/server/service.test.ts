/**
 * The results service end to end over HTTP requests (Hono's app.request, no socket), on the
 * embedded store and — when TEST_DATABASE_URL names one — on a real PostgreSQL with the same
 * schema and queries. `.ci/run` starts a local PostgreSQL and sets TEST_DATABASE_URL; without
 * one the first test below says so in the output.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Db } from '../../server/db.ts';
import { DEFAULT_LIMITS } from '../../server/edge.ts';
import { beats, EDGES } from '../../server/histogram.ts';
import { migrate, MIGRATIONS } from '../../server/migrations.ts';
import { CLIENT_ADDRESS, DAY, DAY_BEFORE, harness, HOUR, installId, NOON, win, winningCodes, type Harness } from './helpers.ts';

const PG_URL = process.env.TEST_DATABASE_URL?.trim() || null;

interface Backend {
  readonly name: string;
  open(): Promise<Db>;
}

const BACKENDS: readonly Backend[] = [
  { name: 'embedded store (PGlite)', open: () => openPglite(null) },
  // Generous timeouts: the fault suite holds the migration lock for a second now and then.
  ...(PG_URL ? [{ name: 'PostgreSQL', open: () => openPostgres(PG_URL, { timeoutMs: 30_000 }) }] : []),
];

const TABLES = ['daily_totals', 'daily_histograms', 'daily_submissions', 'service_key', 'schema_migrations'];

/** Every table back to nothing, so each run of the suite starts on an empty database. */
async function dropAll(db: Db) {
  for (const t of TABLES) await db.exec(`DROP TABLE IF EXISTS ${t}`);
}

describe('stores under test', () => {
  it('names the stores this run covers', () => {
    const names = BACKENDS.map((b) => b.name);
    if (PG_URL) console.log(`results service: running against ${names.join(' and ')}`);
    else console.log('results service: running against the embedded store only (no TEST_DATABASE_URL: PostgreSQL not tested)');
    expect(names).toEqual(PG_URL ? ['embedded store (PGlite)', 'PostgreSQL'] : ['embedded store (PGlite)']);
  });
});

describe.each(BACKENDS)('results service on the $name', (backend) => {
  let db: Db;
  let h: Harness;

  beforeAll(async () => {
    db = await backend.open();
    await dropAll(db);
  }, 60_000);
  afterAll(async () => {
    await dropAll(db);
    await db.close();
  });

  describe('migrations', () => {
    it('apply every step once, in order, and are idempotent', async () => {
      const first = await migrate(db);
      expect(first).toEqual({ ok: true, value: { applied: MIGRATIONS.map((m) => m.version), version: MIGRATIONS.length } });
      expect(await migrate(db)).toEqual({ ok: true, value: { applied: [], version: MIGRATIONS.length } });
      const rows = await db.query('SELECT version FROM schema_migrations ORDER BY version');
      expect(rows).toEqual(MIGRATIONS.map((m) => ({ version: m.version })));
    });

    it('instances starting together apply nothing twice', async () => {
      const both = await Promise.all([migrate(db), migrate(db)]);
      expect(both.map((r) => r.ok && r.value.applied.length)).toEqual([0, 0]);
    });

    it('refuse a database that a newer server migrated', async () => {
      await db.query("INSERT INTO schema_migrations (version, name) VALUES (99, 'from the future')");
      expect(await migrate(db)).toEqual({
        ok: false,
        error: { code: 'newer-schema', version: 99 },
        message: 'the database schema is at version 99, newer than this server knows',
      });
      await db.query('DELETE FROM schema_migrations WHERE version = 99');
    });
  });

  describe('API', () => {
    beforeAll(async () => {
      await migrate(db);
    });
    beforeEach(async () => {
      for (const t of ['daily_totals', 'daily_histograms', 'daily_submissions']) await db.exec(`DELETE FROM ${t}`);
      h = harness(db);
    });

    const figures = async (path = `/api/daily/${DAY}/1`) => {
      const r = await h.get(path);
      expect(r.status).toBe(200);
      return r.json();
    };

    it('takes a real win and shows it in the day’s figures', async () => {
      const r = await h.post(win(1));
      expect(r.status).toBe(201);
      expect(await r.json()).toEqual({ status: 'recorded', won: true, moves: winningCodes().length });
      const f = await figures();
      expect(f).toEqual({
        date: DAY,
        suits: 1,
        deal: 8,
        played: 1,
        won: 1,
        winRate: 1,
        moves: { histogram: [{ from: 140, to: 150, count: 1 }] },
        timeMs: { histogram: [{ from: 300_000, to: 330_000, count: 1 }] },
      });
      expect(winningCodes().length).toBeGreaterThanOrEqual(140);
      expect(winningCodes().length).toBeLessThan(150);
    });

    it('takes a result with the hints and undos it used (counts only, never kept) as one without them', async () => {
      const r = await h.post(win(1, { hints: 2, undos: 0 }));
      expect(r.status).toBe(201);
      expect(await r.json()).toEqual({ status: 'recorded', won: true, moves: winningCodes().length });
      expect(await figures()).toMatchObject({ played: 1, won: 1 });
      const stored = JSON.stringify(await db.query('SELECT * FROM daily_submissions'));
      expect(stored).not.toMatch(/hint|undo/i);
    });

    it('counts a repeat of the same install once (idempotent), others each', async () => {
      expect((await h.post(win(1))).status).toBe(201);
      const again = await h.post(win(1, { timeMs: 100_000 }));
      expect(again.status).toBe(200);
      expect(await again.json()).toMatchObject({ status: 'duplicate' });
      expect((await h.post(win(2))).status).toBe(201);
      expect(await figures()).toMatchObject({ played: 2, won: 2 });
    });

    it('records at most one of several identical requests sent at once', async () => {
      const statuses = await Promise.all(Array.from({ length: 6 }, () => h.post(win(7)).then((r) => r.status)));
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 200)).toHaveLength(5);
      expect(await figures()).toMatchObject({ played: 1 });
    });

    it('keeps days and suit counts apart for one install', async () => {
      const loss = { ...win(1), result: 'lost', actions: ['d'] };
      expect((await h.post(win(1))).status).toBe(201);
      expect((await h.post(loss, `/api/daily/${DAY}/2/result`)).status).toBe(201);
      expect((await h.post(loss, `/api/daily/${DAY_BEFORE}/1/result`)).status).toBe(201);
      expect(await figures()).toMatchObject({ played: 1, won: 1 });
      expect(await figures(`/api/daily/${DAY}/2`)).toMatchObject({ played: 1, won: 0 });
      expect(await figures(`/api/daily/${DAY_BEFORE}/1`)).toMatchObject({ played: 1, won: 0 });
      // A day later the same result for DAY (now yesterday) is still a repeat.
      h.clock.now = NOON + 24 * HOUR;
      expect((await h.post(win(1))).status).toBe(200);
    });

    it('counts a loss as played, not won, and leaves the histograms to the wins', async () => {
      await h.post(win(1));
      const r = await h.post({ installId: installId(2), result: 'lost', actions: ['d', 'd', 'u'], timeMs: 5_000 });
      expect(r.status).toBe(201);
      expect(await r.json()).toEqual({ status: 'recorded', won: false, moves: 1 });
      const f = await figures();
      expect(f).toMatchObject({ played: 2, won: 1, winRate: 0.5 });
      expect(f.moves.histogram).toEqual([{ from: 140, to: 150, count: 1 }]);
    });

    it.each([
      ['a forged win', { actions: ['d', 'd'] }, 'not-won'],
      ['a truncated win', { actions: winningCodes().slice(0, 100) }, 'not-won'],
      ['an illegal action', { actions: ['d', 'm011'] }, 'illegal-action'],
      ['an unknown action code', { actions: ['d', 'x'] }, 'bad-action'],
      ['a win that goes on', { actions: [...winningCodes(), 'u'] }, 'past-the-end'],
    ])('refuses %s with 422 and its reason, and counts nothing', async (_, change, reason) => {
      const r = await h.post({ ...win(1), ...change });
      expect(r.status).toBe(422);
      const body = await r.json();
      expect(body).toMatchObject({ error: 'refused', reason });
      expect(body.message).toBeTypeOf('string');
      expect(await figures()).toMatchObject({ played: 0, won: 0 });
    });

    it('refuses the wrong date and the wrong suit count with 422', async () => {
      const old = await h.post(win(1), '/api/daily/2025-03-23/1/result');
      expect(old.status).toBe(422);
      expect(await old.json()).toMatchObject({ reason: 'wrong-date' });
      const tomorrow = await h.post(win(1), '/api/daily/2025-03-26/1/result');
      expect(await tomorrow.json()).toMatchObject({ reason: 'wrong-date' });
      const suits = await h.post(win(1), `/api/daily/${DAY}/2/result`);
      expect(suits.status).toBe(422);
      expect(['illegal-action', 'not-won']).toContain((await suits.json()).reason);
      expect(await figures()).toMatchObject({ played: 0 });
      expect(await figures(`/api/daily/${DAY}/2`)).toMatchObject({ played: 0 });
    });

    it('gives the player’s percentiles from the histograms (their own game among them)', async () => {
      const times = [200_000, 300_000, 400_000, 500_000, 700_000];
      for (const [i, timeMs] of times.entries()) expect((await h.post(win(i, { timeMs }))).status).toBe(201);
      const f = await figures(`/api/daily/${DAY}/1?moves=${winningCodes().length}&timeMs=300000`);
      expect(f.played).toBe(5);
      // Three of the four others took longer; everyone needed the same moves: nobody more.
      expect(f.timeMs.beats).toBe(3 / 4);
      expect(f.moves.beats).toBe(0);
      const counts = new Map<number, number>(f.timeMs.histogram.map((b: { from: number; count: number }) => [EDGES.time.indexOf(b.from), b.count]));
      expect(f.timeMs.beats).toBe(beats(EDGES.time, counts, 300_000));
    });

    it('answers figures that may be cached for a minute, with the day’s deal even before any result', async () => {
      const r = await h.get(`/api/daily/${DAY}/2`);
      expect(r.headers.get('cache-control')).toBe('public, max-age=60');
      const f = await r.json();
      expect(f).toMatchObject({ date: DAY, suits: 2, played: 0, won: 0, winRate: null });
      expect(Number.isInteger(f.deal)).toBe(true);
    });

    describe('input limits', () => {
      it('refuses a body over the size limit unread (413)', async () => {
        const r = await h.post({ ...win(1), pad: 'x'.repeat(DEFAULT_LIMITS.maxBodyBytes) });
        expect(r.status).toBe(413);
        expect(await r.json()).toMatchObject({ error: 'too-large' });
      });

      it('refuses 10⁵ actions', async () => {
        const r = await h.post({ ...win(1), actions: Array.from({ length: 100_000 }, () => 'd') });
        expect([400, 413]).toContain(r.status);
        expect(await figures()).toMatchObject({ played: 0 });
      });

      it('refuses more actions than the limit even in a small body (400)', async () => {
        const r = await h.post({ ...win(1), actions: Array.from({ length: DEFAULT_LIMITS.maxActions + 1 }, () => 'u') });
        expect(r.status).toBe(400);
        expect((await r.json()).problems.join(' ')).toMatch(/actions/);
      });

      it('refuses bad JSON (400)', async () => {
        for (const text of ['{', '', 'null', '[]', '"won"', '{"installId": }']) {
          const r = await h.post(text);
          expect(r.status, text).toBe(400);
        }
      });

      it.each(['2025-02-30', '2025-3-25', '25-03-25', 'today', '2025-03-25T00:00', '%00'])('refuses the date %s (400)', async (date) => {
        const post = await h.post(win(1), `/api/daily/${encodeURIComponent(date)}/1/result`);
        expect([400, 404]).toContain(post.status);
        const get = await h.get(`/api/daily/${encodeURIComponent(date)}/1`);
        expect([400, 404]).toContain(get.status);
      });

      it.each(['0', '3', '01', 'one', '4.0'])('refuses the suit count %s (400)', async (suits) => {
        expect((await h.post(win(1), `/api/daily/${DAY}/${suits}/result`)).status).toBe(400);
        expect((await h.get(`/api/daily/${DAY}/${suits}`)).status).toBe(400);
      });

      it.each([
        ['an unknown field', { extra: 1 }],
        ['a short install id', { installId: 'abc' }],
        ['an install id with other characters', { installId: 'x'.repeat(20) + '/../' }],
        ['a negative time', { timeMs: -1 }],
        ['a fractional time', { timeMs: 1.5 }],
        ['a time as text', { timeMs: '100' }],
        ['a time over the limit', { timeMs: DEFAULT_LIMITS.maxTimeMs + 1 }],
        ['no actions', { actions: [] }],
        ['an action that is not text', { actions: [1] }],
        ['an unknown result', { result: 'draw' }],
        ['unknown rules', { rules: 'easy' }],
        ['a negative hint count', { hints: -1 }],
        ['a fractional undo count', { undos: 1.5 }],
        ['a hint count as text', { hints: '2' }],
        ['an undo count of null', { undos: null }],
        ['a hint count over the bound', { hints: 1_000_001 }],
      ])('refuses %s (400)', async (_, change) => {
        const r = await h.post({ ...win(1), ...change });
        expect(r.status).toBe(400);
        expect(await r.json()).toMatchObject({ error: 'bad-request' });
      });

      it('refuses a bad query (400)', async () => {
        expect((await h.get(`/api/daily/${DAY}/1?moves=-3`)).status).toBe(400);
        expect((await h.get(`/api/daily/${DAY}/1?timeMs=1e3`)).status).toBe(400);
      });

      it('limits the rate per client (429 with Retry-After), refilling over time', async () => {
        const limited = harness(db, { rates: { post: { perMinute: 6, burst: 2 }, get: { perMinute: 6, burst: 1 } } });
        expect((await limited.post(win(1))).status).toBe(201);
        expect((await limited.post(win(2))).status).toBe(201);
        const third = await limited.post(win(3));
        expect(third.status).toBe(429);
        expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
        limited.clock.now += 10_000; // one token back at 6 a minute
        expect((await limited.post(win(3))).status).toBe(201);
        expect((await limited.get(`/api/daily/${DAY}/1`)).status).toBe(200);
        expect((await limited.get(`/api/daily/${DAY}/1`)).status).toBe(429);
      });
    });

    it('keeps no actions, single games, raw ids or addresses in any row', async () => {
      const secretTime = 1_234_567;
      await h.post(win(1, { timeMs: secretTime }), undefined, { 'user-agent': 'SecretAgent/9.9', 'x-forwarded-for': '198.51.100.9' });
      await h.post({ installId: installId(2), result: 'lost', actions: ['d', 'd'], timeMs: 777_777 });
      const columns = await db.query(
        'SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY table_name, column_name',
      );
      expect(columns).toEqual(
        [
          ['daily_histograms', 'bucket'],
          ['daily_histograms', 'count'],
          ['daily_histograms', 'day'],
          ['daily_histograms', 'metric'],
          ['daily_histograms', 'suits'],
          ['daily_submissions', 'day'],
          ['daily_submissions', 'id_hash'],
          ['daily_submissions', 'suits'],
          ['daily_totals', 'day'],
          ['daily_totals', 'played'],
          ['daily_totals', 'suits'],
          ['daily_totals', 'won'],
          ['schema_migrations', 'applied_at'],
          ['schema_migrations', 'name'],
          ['schema_migrations', 'version'],
          ['service_key', 'hash_key'],
          ['service_key', 'id'],
        ].map(([table_name, column_name]) => ({ table_name, column_name })),
      );
      const dump = JSON.stringify(await Promise.all(TABLES.map((t) => db.query(`SELECT * FROM ${t}`))));
      for (const secret of [
        installId(1),
        installId(2),
        String(secretTime),
        '777777',
        'SecretAgent',
        '198.51.100.9',
        CLIENT_ADDRESS,
        winningCodes().slice(0, 8).join('","'),
      ]) {
        expect(dump, secret).not.toContain(secret);
      }
      const hashes = await db.query('SELECT id_hash FROM daily_submissions');
      expect(hashes).toHaveLength(2);
    });

    it('logs one structured line per request and nothing personal', async () => {
      await h.post(win(1, { timeMs: 424_242 }), undefined, { 'user-agent': 'SecretAgent/9.9' });
      await h.get(`/api/daily/${DAY}/1?moves=140&timeMs=424242`);
      await h.post({ ...win(2), actions: ['d', 'd'] });
      const lines = h.log.lines.map((l) => JSON.parse(l));
      expect(lines.map((l) => [l.msg, l.route, l.status, l.outcome])).toEqual([
        ['request', '/api/daily/:date/:suits/result', 201, 'recorded'],
        ['request', '/api/daily/:date/:suits', 200, 'figures'],
        ['request', '/api/daily/:date/:suits/result', 422, 'refused'],
      ]);
      const all = h.log.lines.join('\n');
      for (const secret of [installId(1), installId(2), '424242', 'SecretAgent', CLIENT_ADDRESS]) expect(all, secret).not.toContain(secret);
    });

    it('answers a preflight from a page on another origin', async () => {
      const r = await h.app.request(`/api/daily/${DAY}/1/result`, {
        method: 'OPTIONS',
        headers: { origin: 'https://spider.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(r.status).toBe(204);
      expect(r.headers.get('access-control-allow-origin')).toBe('*');
      expect(r.headers.get('access-control-allow-methods')).toContain('POST');
    });

    it('answers health and readiness', async () => {
      expect(await (await h.get('/healthz')).json()).toEqual({ status: 'ok' });
      const ready = await h.get('/readyz');
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready', store: db.kind });
      expect((await h.get('/nothing-here')).status).toBe(404);
    });

    it.each(['0000-01-01', '1999-12-31', '2024-12-31', '2025-03-27', '9999-12-31'])(
      'answers 404 for %s, a day that shows no figures, without asking the database',
      async (date) => {
        const r = await h.get(`/api/daily/${date}/1`);
        expect(r.status).toBe(404);
        expect(await r.json()).toEqual({ error: 'no-such-day', firstDay: '2025-01-01' });
        const post = await h.post(win(1), `/api/daily/${date}/1/result`);
        expect(post.status).toBe(422);
        expect(await post.json()).toMatchObject({ reason: 'wrong-date' });
        expect(h.log.lines.filter((l) => l.includes('"level":"error"'))).toEqual([]);
      },
    );

    it('shows the figures of the first day and of tomorrow (a clock a little ahead)', async () => {
      expect(await figures('/api/daily/2025-01-01/1')).toMatchObject({ played: 0 });
      expect(await figures('/api/daily/2025-03-26/1')).toMatchObject({ played: 0 });
    });

    it.each([
      ['/healthz', 'GET, HEAD'],
      ['/readyz', 'GET, HEAD'],
      [`/api/daily/${DAY}/1`, 'GET, HEAD, OPTIONS'],
      [`/api/daily/${DAY}/1/result`, 'POST, OPTIONS'],
    ])('answers other methods on %s with 405 and Allow: %s', async (path, allow) => {
      for (const method of ['PUT', 'DELETE', 'PATCH', ...(allow.includes('POST') ? ['GET'] : ['POST'])]) {
        const r = await h.app.request(path, { method });
        expect(r.status, method).toBe(405);
        expect(r.headers.get('allow')).toBe(allow);
        expect(await r.json()).toEqual({ error: 'method-not-allowed', allow: allow.split(', ') });
      }
      if (allow.startsWith('GET')) expect((await h.app.request(path, { method: 'HEAD' })).status).toBe(200);
      expect((await h.app.request(`${path}/more`, { method: 'PUT' })).status).toBe(404);
    });

    it('forgets install hashes once their day is closed, and keeps the aggregates', async () => {
      const { createStore } = await import('../../server/store.ts');
      const { forgetClosedDays } = await import('../../server/api.ts');
      await h.post(win(1));
      const store = createStore(db);
      expect(await forgetClosedDays(store, NOON + 24 * HOUR)).toBe(0); // still yesterday: kept
      expect(await forgetClosedDays(store, NOON + 48 * HOUR)).toBe(1);
      expect(await db.query('SELECT * FROM daily_submissions')).toEqual([]);
      expect(await figures()).toMatchObject({ played: 1, won: 1 });
    });
  });
});

describe('readiness without a working store', () => {
  it('answers 503 when the database is gone', async () => {
    const db = await openPglite(null);
    await migrate(db);
    const h = harness(db);
    expect((await h.get('/readyz')).status).toBe(200);
    await db.close();
    const r = await h.get('/readyz');
    expect(r.status).toBe(503);
    expect(await r.json()).toMatchObject({ status: 'not-ready', reason: 'unavailable' });
    // Requests that need it are refused as "not now", with a time to come back, not as a fault.
    for (const res of [await h.post(win(1)), await h.get(`/api/daily/${DAY}/1`)]) {
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: 'store-unavailable', retryAfterS: 5 });
      expect(res.headers.get('retry-after')).toBe('5');
    }
    const failures = h.log.lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'store unavailable');
    expect(failures.map((l) => [l.level, l.msg, l.error, l.message])).toEqual([
      ['warn', 'store unavailable', 'DbUnavailableError', 'PGlite is closed'],
      ['warn', 'store unavailable', 'DbUnavailableError', 'PGlite is closed'],
    ]);
  }, 60_000);
});

describe('readiness reads what the API reads', () => {
  const fresh = async () => {
    const db = await openPglite(null);
    await migrate(db);
    return { db, h: harness(db) };
  };

  it.each(['daily_totals', 'daily_histograms', 'daily_submissions', 'service_key'])(
    'answers 503 when %s cannot be read',
    async (table) => {
      const { db, h } = await fresh();
      try {
        expect((await h.get('/readyz')).status).toBe(200);
        await db.exec(`ALTER TABLE ${table} RENAME TO ${table}_lost`);
        const r = await h.get('/readyz');
        expect(r.status).toBe(503);
        expect(await r.json()).toEqual({ status: 'not-ready', store: 'pglite', reason: 'damaged' });
        const warning = h.log.lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'not ready');
        expect(warning).toMatchObject({ level: 'warn', reason: 'damaged', error: 'DatabaseError', code: '42P01' });
      } finally {
        await db.close();
      }
    },
    60_000,
  );

  it('answers 503 when the schema is not the one this code writes', async () => {
    const { db, h } = await fresh();
    try {
      await db.query('DELETE FROM schema_migrations WHERE version = $1', [MIGRATIONS.length]);
      const r = await h.get('/readyz');
      expect(r.status).toBe(503);
      expect(await r.json()).toMatchObject({ reason: 'schema' });
    } finally {
      await db.close();
    }
  }, 60_000);

  it('answers 503 when the store does not answer within the deadline', async () => {
    const { db } = await fresh();
    const { createService } = await import('../../server/api.ts');
    const { createStore } = await import('../../server/store.ts');
    const { memoryLogger } = await import('../../server/log.ts');
    const store = createStore(db);
    const app = createService({
      store: { ...store, ready: () => new Promise(() => {}) }, // a frozen database
      hashKey: 'ab'.repeat(32),
      now: () => NOON,
      verified: async () => [],
      log: memoryLogger(),
      clientOf: () => CLIENT_ADDRESS,
      readyDeadlineMs: 50,
    });
    try {
      const r = await app.request('/readyz');
      expect(r.status).toBe(503);
      expect(await r.json()).toMatchObject({ status: 'not-ready', reason: 'timeout' });
      expect(r.headers.get('retry-after')).toBe('5');
    } finally {
      await db.close();
    }
  }, 60_000);
});

describe('error logs', () => {
  it('name the error’s class, SQLSTATE and message, without the values the database quotes', async () => {
    const db = await openPglite(null);
    await migrate(db);
    const { createService } = await import('../../server/api.ts');
    const { createStore } = await import('../../server/store.ts');
    const { memoryLogger } = await import('../../server/log.ts');
    const { loadVerifiedDeals } = await import('../../src/data/verified.ts');
    const log = memoryLogger();
    const failures: unknown[] = [
      Object.assign(new Error('invalid input syntax for type date: "2025-03-25 secret"'), { severity: 'ERROR', code: '22007' }),
      new TypeError('totals is not a function'),
    ];
    const app = createService({
      store: {
        ...createStore(db),
        totals: () => Promise.reject(failures.shift()),
      },
      hashKey: 'ab'.repeat(32),
      now: () => NOON,
      verified: loadVerifiedDeals,
      log,
      clientOf: () => CLIENT_ADDRESS,
    });
    try {
      for (let i = 0; i < 2; i++) {
        const r = await app.request(`/api/daily/${DAY}/1?moves=140`);
        expect(r.status).toBe(500);
        expect(await r.json()).toEqual({ error: 'internal' });
      }
      const errors = log.lines.map((l) => JSON.parse(l)).filter((l) => l.level === 'error');
      expect(errors).toEqual([
        {
          time: expect.any(String),
          level: 'error',
          msg: 'failed',
          route: '/api/daily/:date/:suits',
          error: 'DatabaseError',
          code: '22007',
          message: 'invalid input syntax for type date: "…"',
        },
        { time: expect.any(String), level: 'error', msg: 'failed', route: '/api/daily/:date/:suits', error: 'TypeError', message: 'totals is not a function' },
      ]);
      expect(log.lines.join('\n')).not.toContain('secret');
    } finally {
      await db.close();
    }
  }, 60_000);
});
