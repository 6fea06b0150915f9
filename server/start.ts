import { getConnInfo } from '@hono/node-server/conninfo';
import { serve } from '@hono/node-server';
import { readdirSync } from 'node:fs';
import type { Context } from 'hono';
import { loadVerifiedDeals } from '../src/data/verified.ts';
import { createService, FORGET_EVERY_MS, forgetClosedDays, newHashKey } from './api.ts';
import type { Config } from './config.ts';
import { openPglite, openPostgres } from './db.ts';
import { errorFields, type Logger } from './log.ts';
import { migrate } from './migrations.ts';
import { createStore, type ResultsStore } from './store.ts';

export interface Running {
  readonly url: string; // http://host:port
  readonly store: ResultsStore;
  close(): Promise<void>;
}

export interface StartOptions {
  readonly log: Logger;
  readonly now?: () => number; // wall time (tests and the e2e run pin the day)
  /**
   * Whether a DATA_DIR that does not exist may be made into a new, empty store (default: yes).
   * `npm run server` says no unless it is given `--init` or runs on the default ./data: a
   * deleted or mistyped folder must not start counting again from zero under a new hash key.
   */
  readonly createMissingStore?: boolean;
}

/** What DATA_DIR holds: nothing yet, an empty folder, an embedded store, or something else. */
export type StoreFolder = 'missing' | 'empty' | 'store' | 'other';

export function inspectStoreFolder(dir: string): StoreFolder {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch (e) {
    if (e instanceof Error && 'code' in e && e.code === 'ENOENT') return 'missing';
    if (e instanceof Error && 'code' in e && e.code === 'ENOTDIR') return 'other';
    throw e;
  }
  if (entries.length === 0) return 'empty';
  return entries.includes('PG_VERSION') ? 'store' : 'other';
}

/** Refuses what must not become a store, and says when a new one is made. */
function prepareStoreFolder(dir: string, createMissing: boolean, log: Logger): void {
  const found = inspectStoreFolder(dir);
  if (found === 'missing' && !createMissing) {
    throw new Error(
      `DATA_DIR ${dir} does not exist: if a new, empty store is meant, start once with --init (a store moved or deleted, or a mistyped path, would otherwise start counting from zero under a new hash key)`,
    );
  }
  if (found === 'other') throw new Error(`DATA_DIR ${dir} is not an embedded store (no PG_VERSION) and not an empty folder: refusing to write into it`);
  if (found !== 'store') log.warn('creating a new, empty embedded store', { dir, folder: found });
}

/**
 * The client's address as the proxies in front of the service saw it. Each proxy appends the
 * address it was reached from to X-Forwarded-For, so with `hops` trusted proxies the client is
 * the `hops`-th entry from the right; whatever stands further left the client wrote itself. With
 * fewer entries than `hops` the request skipped a proxy, and the left-most one is the best known.
 */
export function forwardedClient(header: string | undefined, hops: number): string | null {
  if (hops < 1 || header === undefined) return null;
  const entries = header
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - hops)] ?? null;
}

/** Who is asking, for the rate limits: the peer, or behind `hops` proxies what they say it is. */
function clientOf(hops: number) {
  return (c: Context): string => {
    const forwarded = forwardedClient(c.req.header('x-forwarded-for'), hops);
    if (forwarded) return forwarded;
    try {
      return getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      return 'unknown';
    }
  };
}

/** How long schema steps and the start's integrity check may take on PostgreSQL (ms). */
const SETUP_TIMEOUT_MS = 10 * 60 * 1000;

/** Opens the store, brings its schema up to date and listens; resolves once it is listening. */
export async function startService(config: Config, options: StartOptions): Promise<Running> {
  const { log } = options;
  const now = options.now ?? Date.now;
  if (!config.databaseUrl) prepareStoreFolder(config.dataDir, options.createMissingStore ?? true, log);
  // On PostgreSQL the schema steps and the integrity check get a connection of their own without
  // the serving timeouts: a long migration, or another instance's holding the migration lock,
  // must not fail the start. The embedded store has no such timeouts and serves from the start.
  const setup = config.databaseUrl ? await openPostgres(config.databaseUrl, { max: 1, timeoutMs: SETUP_TIMEOUT_MS }) : await openPglite(config.dataDir);
  try {
    const migrated = await migrate(setup);
    if (!migrated.ok) throw new Error(migrated.message);
    log.info('schema', { store: setup.kind, version: migrated.value.version, applied: migrated.value.applied.join(',') || null });
    // A damaged store is refused here, not found out by the first requests.
    await createStore(setup).checkIntegrity();
  } catch (e) {
    await setup.close().catch(() => {});
    throw e;
  }
  let db = setup;
  if (config.databaseUrl) {
    await setup.close();
    db = await openPostgres(config.databaseUrl, { timeoutMs: config.dbTimeoutMs });
  }
  const store = createStore(db);
  const hashKey = config.hashKey ?? (await store.hashKey(newHashKey()));
  const app = createService({
    store,
    hashKey,
    now,
    verified: loadVerifiedDeals,
    log,
    clientOf: clientOf(config.trustProxy),
    allowedOrigins: config.allowedOrigins,
    rates: config.rates,
  });

  const forget = () =>
    forgetClosedDays(store, now()).then(
      (n) => n > 0 && log.info('forgot install hashes of closed days', { rows: n }),
      (e: unknown) => log.warn('could not forget old install hashes', errorFields(e)),
    );
  await forget();
  const timer = setInterval(() => void forget(), FORGET_EVERY_MS);
  timer.unref();

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
    s.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  log.info('listening', { host: config.host, port, store: db.kind });
  return {
    url: `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`,
    store,
    async close() {
      clearInterval(timer);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
    },
  };
}
