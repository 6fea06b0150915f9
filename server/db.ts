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

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Several statements at once, no parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The embedded store: a PGlite database in `dir` (created when missing), or in memory. */
export async function openPglite(dir: string | null): Promise<Db> {
  if (dir !== null) mkdirSync(dir, { recursive: true });
  const db = dir === null ? await PGlite.create() : await PGlite.create(dir);
  return {
    kind: 'pglite',
    query: async (text, params = []) => (await db.query(text, [...params])).rows,
    exec: async (sql) => {
      await db.exec(sql);
    },
    transaction: (work) => db.transaction((tx) => work({ query: async (text, params = []) => (await tx.query(text, [...params])).rows })),
    close: () => db.close(),
  };
}

/** A PostgreSQL server through a small connection pool; `url` is a postgres:// address. */
export async function openPostgres(url: string, max = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max });
  // A broken idle connection must not take the process down; the next query reconnects.
  pool.on('error', () => {});
  const check = await pool.connect();
  check.release();
  return {
    kind: 'postgres',
    query: async (text, params = []) => (await pool.query(text, [...params])).rows,
    exec: async (sql) => {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await work({ query: async (text, params = []) => (await client.query(text, [...params])).rows });
        await client.query('COMMIT');
        return out;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => {});
        throw e;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
