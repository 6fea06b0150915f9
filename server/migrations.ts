import { err, ok, type Result } from '../src/engine/result.ts';
import type { Db } from './db.ts';

/**
 * The schema, as numbered steps applied in order at start-up, each exactly once. A step is
 * never edited once released: a change is a new step. Only aggregates are kept — counts per
 * daily deal and bucket — plus, while results for a day are still taken, a keyed hash per
 * install so a repeat is not counted twice. No actions, no single game's moves or time, no
 * install id in clear, no address, no user agent.
 */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'daily aggregates',
    sql: `
      CREATE TABLE daily_totals (
        day date NOT NULL,
        suits smallint NOT NULL CHECK (suits IN (1, 2, 4)),
        played integer NOT NULL CHECK (played >= 0),
        won integer NOT NULL CHECK (won >= 0 AND won <= played),
        PRIMARY KEY (day, suits)
      );
      -- Winning games only: how many needed moves (or time) in each bucket (server/histogram.ts).
      CREATE TABLE daily_histograms (
        day date NOT NULL,
        suits smallint NOT NULL CHECK (suits IN (1, 2, 4)),
        metric text NOT NULL CHECK (metric IN ('moves', 'time')),
        bucket smallint NOT NULL CHECK (bucket >= 0),
        count integer NOT NULL CHECK (count > 0),
        PRIMARY KEY (day, suits, metric, bucket)
      );
      -- One row per install and daily deal, for idempotency only: HMAC-SHA256 of
      -- day|suits|installId under the service key, so rows of different days cannot be linked
      -- and an id cannot be looked up without the key. Removed once the day is no longer taken.
      CREATE TABLE daily_submissions (
        day date NOT NULL,
        suits smallint NOT NULL CHECK (suits IN (1, 2, 4)),
        id_hash text NOT NULL CHECK (id_hash ~ '^[0-9a-f]{64}$'),
        PRIMARY KEY (day, suits, id_hash)
      );
    `,
  },
  {
    version: 2,
    name: 'service key',
    sql: `
      -- The key of the install-id hash, made once by the first instance and shared by all
      -- (RESULTS_HASH_KEY overrides it).
      CREATE TABLE service_key (
        id smallint PRIMARY KEY CHECK (id = 1),
        hash_key text NOT NULL CHECK (hash_key ~ '^[0-9a-f]{64}$')
      );
    `,
  },
];

/** The steps applied and the schema's version now; or a database newer than this code (its version). */
export type MigrationOutcome = Result<
  { readonly applied: readonly number[]; readonly version: number },
  { readonly code: 'newer-schema'; readonly version: number }
>;

// Any fixed number: instances starting together take turns on it.
const MIGRATION_LOCK = 0x5b1de5;

const isVersionRow = (row: unknown): row is { readonly version: number } =>
  typeof row === 'object' && row !== null && 'version' in row && typeof row.version === 'number';

/**
 * Applies the steps the database lacks, with their version rows, in one transaction: all of
 * them or none. Several instances may start at once: a transaction lock makes them take turns,
 * and each reads the applied versions only once it holds the lock.
 */
export async function migrate(db: Db, steps: readonly Migration[] = MIGRATIONS): Promise<MigrationOutcome> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    const rows = await tx.query('SELECT version FROM schema_migrations');
    const done = new Set(rows.filter(isVersionRow).map((r) => r.version));
    const newest = Math.max(0, ...done);
    const known = Math.max(0, ...steps.map((s) => s.version));
    // A database migrated by a newer server: this older code must not write to it.
    if (newest > known) {
      return err({ code: 'newer-schema', version: newest }, `the database schema is at version ${newest}, newer than this server knows`);
    }
    const applied: number[] = [];
    for (const step of [...steps].sort((a, b) => a.version - b.version)) {
      if (done.has(step.version)) continue;
      for (const statement of splitStatements(step.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [step.version, step.name]);
      applied.push(step.version);
    }
    return ok({ applied, version: Math.max(newest, ...applied) });
  });
}

/** The statements of a step (ours hold no semicolons inside strings or bodies). */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter((s) => s.length > 0);
}
