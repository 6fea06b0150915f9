import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * The SQL the store needs, on either database: PGlite (PostgreSQL compiled to WebAssembly,
 * embedded, one process) or a real PostgreSQL server. Both speak the same dialect, so one
 * schema and one set of queries serve both. Rows come back as `unknown` and are decoded by the
 * store; nothing here trusts their shape.
 */
export interface Queryable {
  query(text: string, params?: readonly unknown[]): Promise<readonly unknown[]>;
}

/**
 * The database could not do what was asked, for now: gone, stopped, restarting, frozen, out of
 * connections, or past a timeout. Nothing is known to be wrong with the request; the API answers
 * 503 with Retry-After. (A write whose COMMIT was sent but never answered may still have been
 * committed: resent, it is a duplicate, which is right.) `cause` is the driver's error.
 */
export class DbUnavailableError extends Error {
  override readonly name = 'DbUnavailableError';
}

/** An error the database server sent back (SQLSTATE `code`), as opposed to a broken connection. */
export const isServerError = (e: unknown): e is Error & { readonly code: string } =>
  e instanceof Error && 'severity' in e && 'code' in e && typeof e.code === 'string';

// SQLSTATEs that say "not now" rather than "not this": connection exceptions (08, but not a
// protocol violation, 08P01, which is a bug), insufficient resources (53), operator intervention
// — shutting down, crashed, starting up (57P0x), a statement or idle-in-transaction timeout,
// lock and serialization failures.
const TRANSIENT = /^(08(?!P01)|53|57P0)|^(57014|25P03|55P03|40001|40P01)$/;

/**
 * The stored data cannot be read as written: a file truncated or overwritten, an index that
 * points nowhere, an embedded store that aborts when opened. Retrying will not mend it; the
 * store is reported damaged (at start, and by /readyz once any query has met it).
 */
export class StoreDamagedError extends Error {
  override readonly name = 'StoreDamagedError';
}

// SQLSTATEs of damage: system errors (58: a file missing, an I/O error) and internal errors
// (XX000, XX001 data corrupted, XX002 index corrupted).
const DAMAGE = /^(58|XX)/;

/** `e` as a DbUnavailableError when it means the database is away; otherwise `e` itself. */
export function classify(e: unknown): unknown {
  if (e instanceof DbUnavailableError || e instanceof StoreDamagedError) return e;
  if (isServerError(e)) return TRANSIENT.test(e.code) ? new DbUnavailableError(e.message, { cause: e }) : e;
  // No SQLSTATE: the connection failed, not the statement (refused, reset, terminated, a
  // timeout, a closed or aborted embedded store).
  return e instanceof Error ? new DbUnavailableError(e.message, { cause: e }) : e;
}

/** Classifies what fails, and remembers the first error that says the data is damaged. */
function guard() {
  let damage: unknown = null;
  const classified = async <T>(p: Promise<T>): Promise<T> => {
    try {
      return await p;
    } catch (e) {
      // A WebAssembly abort leaves the embedded store unusable until the process restarts.
      if (damage === null && ((isServerError(e) && DAMAGE.test(e.code)) || (e instanceof Error && e.name === 'RuntimeError'))) damage = e;
      throw classify(e);
    }
  };
  return { classified, damage: () => damage };
}

/** How long the PostgreSQL store waits, in ms, for a connection and for a statement (DB_TIMEOUT_MS). */
export const DEFAULT_DB_TIMEOUT_MS = 2000;

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Several statements at once, no parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** The first error met that says the stored data is damaged, or null. */
  damage(): unknown;
  close(): Promise<void>;
}

/** The embedded store: a PGlite database in `dir` (created when missing), or in memory. */
export async function openPglite(dir: string | null): Promise<Db> {
  if (dir !== null) mkdirSync(dir, { recursive: true });
  let db: PGlite;
  try {
    db = dir === null ? await PGlite.create() : await PGlite.create(dir);
  } catch (e) {
    // A missing pg_control or an emptied pg_wal makes PGlite abort ("Aborted(). Build with…").
    throw new StoreDamagedError(`the embedded store in ${dir} cannot be opened (${e instanceof Error ? e.message : String(e)})`, { cause: e });
  }
  const { classified, damage } = guard();
  return {
    kind: 'pglite',
    damage,
    query: async (text, params = []) => (await classified(db.query(text, [...params]))).rows,
    exec: async (sql) => {
      await classified(db.exec(sql));
    },
    transaction: (work) =>
      classified(db.transaction((tx) => work({ query: async (text, params = []) => (await classified(tx.query(text, [...params]))).rows }))),
    close: () => db.close(),
  };
}

/**
 * A PostgreSQL server through a small connection pool; `url` is a postgres:// address. Nothing
 * waits longer than `timeoutMs` for a connection or a statement (the server cancels a statement
 * and ends a transaction left idle; the client gives up on an answer that does not come), and a
 * connection that breaks, idle or in use, is dropped from the pool, never thrown at the process.
 */
export async function openPostgres(url: string, options: { max?: number; timeoutMs?: number } = {}): Promise<Db> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_DB_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: timeoutMs,
    statement_timeout: timeoutMs,
    idle_in_transaction_session_timeout: timeoutMs,
    // The server's own statement timeout answers first; this is for a server that answers nothing.
    query_timeout: timeoutMs + 500,
    keepAlive: true,
  });
  // A broken idle connection must not take the process down; the next query reconnects.
  pool.on('error', () => {});
  const { classified, damage } = guard();
  const check = await classified(pool.connect());
  check.release();
  return {
    kind: 'postgres',
    damage,
    query: async (text, params = []) => (await classified(pool.query(text, [...params]))).rows,
    exec: async (sql) => {
      await classified(pool.query(sql));
    },
    async transaction(work) {
      // The pool listens for errors on idle connections only: one that breaks while checked out
      // (the server stopped, the network cut) emits 'error' here, and without a listener that
      // would end the process. The query in flight fails with it in any case.
      let broken: unknown = null;
      const onError = (e: Error) => {
        broken ??= e;
      };
      // Listening from the pool's own callback, not once a promise has resolved: a client handed
      // over while another's answer is being parsed may meet the server's FATAL in that same
      // chunk of bytes, before any promise continuation runs.
      const client = await classified(
        new Promise<pg.PoolClient>((resolve, reject) => {
          pool.connect((err, c) => {
            if (err || !c) return reject(err ?? new Error('no client'));
            c.on('error', onError);
            resolve(c);
          });
        }),
      );
      const query = async (text: string, params: readonly unknown[] = []) => (await classified(client.query(text, [...params]))).rows;
      try {
        await query('BEGIN');
        const out = await work({ query });
        await query('COMMIT');
        return out;
      } catch (e) {
        if (e instanceof DbUnavailableError) broken ??= e;
        // A connection that failed is not rolled back but dropped: the server ends its transaction.
        else if (broken === null) await client.query('ROLLBACK').catch((r: unknown) => (broken = r));
        throw e;
      } finally {
        client.off('error', onError);
        client.release(broken === null ? undefined : true);
      }
    },
    close: () => pool.end(),
  };
}
