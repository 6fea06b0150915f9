import type { SuitCount } from '../src/engine/cards.ts';
import { DbUnavailableError, StoreDamagedError, type Db } from './db.ts';
import { METRICS, type Counts, type Metric } from './histogram.ts';
import { MIGRATIONS } from './migrations.ts';

/** One verified result reduced to what is kept: which counters it adds to. */
export interface Tally {
  readonly day: string; // "YYYY-MM-DD"
  readonly suits: SuitCount;
  readonly idHash: string; // keyed hash of the install id for this day and suit count (64 hex)
  readonly won: boolean;
  readonly buckets: Readonly<Record<Metric, number>> | null; // a win's moves and time buckets
}

/** The aggregates of one daily deal. */
export interface DailyTotals {
  readonly played: number;
  readonly won: number;
  readonly counts: Readonly<Record<Metric, Counts>>;
}

export interface ResultsStore {
  readonly kind: Db['kind'];
  /** Adds a result once per install and daily deal; a repeat changes nothing. */
  record(tally: Tally): Promise<'recorded' | 'duplicate'>;
  totals(day: string, suits: SuitCount): Promise<DailyTotals>;
  /** Forgets the install hashes of days before `day` (no longer needed once results close). */
  forgetBefore(day: string): Promise<number>;
  /** The install-hash key: the stored one, or `candidate` stored now if there is none yet. */
  hashKey(candidate: string): Promise<string>;
  /** Whether the API's own reads work now, on every table it uses, at this code's schema version. */
  ready(): Promise<Readiness>;
  /**
   * Reads every stored row twice, through each table's primary key and straight through the
   * table, and checks the counts agree (at start: a truncated or overwritten file shows here).
   * Rejects with a StoreDamagedError when they cannot be read or do not agree.
   */
  checkIntegrity(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Not ready: the database is away (or slow: `timeout`, set by the caller's deadline), its schema
 * is not the one this code writes, or a read of a table failed in a way a retry will not mend.
 */
export type Readiness =
  { readonly ok: true } | { readonly ok: false; readonly reason: 'unavailable' | 'timeout' | 'schema' | 'damaged'; readonly error?: unknown };

const SCHEMA_VERSION = Math.max(...MIGRATIONS.map((m) => m.version));
// A day and a hash that no result has: the probe reads through the same indexes as the API.
const PROBE_DAY = '2000-01-01';
const PROBE_HASH = '0'.repeat(64);

// Stored rows are read like any outside data: checked field by field, never cast.
type Row = Readonly<Record<string, unknown>>;
const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);
const count = (row: Row, key: string): number | null => {
  const v = row[key];
  // int4 comes back as a number; a count from an aggregate (int8) may come back as text.
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
};
const isMetric = (v: unknown): v is Metric => METRICS.some((m) => m === v);

export class StoredDataError extends Error {
  override readonly name = 'StoredDataError';
}

export function createStore(db: Db): ResultsStore {
  return {
    kind: db.kind,
    record: (t) =>
      db.transaction(async (tx) => {
        const fresh = await tx.query(
          'INSERT INTO daily_submissions (day, suits, id_hash) VALUES ($1::date, $2, $3) ON CONFLICT DO NOTHING RETURNING 1 AS fresh',
          [t.day, t.suits, t.idHash],
        );
        if (fresh.length === 0) return 'duplicate';
        await tx.query(
          `INSERT INTO daily_totals (day, suits, played, won) VALUES ($1::date, $2, 1, $3)
           ON CONFLICT (day, suits) DO UPDATE SET played = daily_totals.played + 1, won = daily_totals.won + EXCLUDED.won`,
          [t.day, t.suits, t.won ? 1 : 0],
        );
        if (t.buckets) {
          for (const metric of METRICS) {
            await tx.query(
              `INSERT INTO daily_histograms (day, suits, metric, bucket, count) VALUES ($1::date, $2, $3, $4, 1)
               ON CONFLICT (day, suits, metric, bucket) DO UPDATE SET count = daily_histograms.count + 1`,
              [t.day, t.suits, metric, t.buckets[metric]],
            );
          }
        }
        return 'recorded';
      }),

    async totals(day, suits) {
      const [totalRows, bucketRows] = await Promise.all([
        db.query('SELECT played, won FROM daily_totals WHERE day = $1::date AND suits = $2', [day, suits]),
        db.query('SELECT metric, bucket, count FROM daily_histograms WHERE day = $1::date AND suits = $2', [day, suits]),
      ]);
      const first = totalRows[0];
      let played = 0;
      let won = 0;
      if (first !== undefined) {
        const p = isRow(first) ? count(first, 'played') : null;
        const w = isRow(first) ? count(first, 'won') : null;
        if (p === null || w === null || w > p) throw new StoredDataError('daily_totals holds a row that is not a pair of counts');
        played = p;
        won = w;
      }
      const counts: Record<Metric, Map<number, number>> = { moves: new Map(), time: new Map() };
      for (const row of bucketRows) {
        const metric = isRow(row) ? row.metric : null;
        const bucket = isRow(row) ? count(row, 'bucket') : null;
        const n = isRow(row) ? count(row, 'count') : null;
        if (!isMetric(metric) || bucket === null || n === null) throw new StoredDataError('daily_histograms holds a row that is not a bucket count');
        counts[metric].set(bucket, n);
      }
      return { played, won, counts };
    },

    async forgetBefore(day) {
      const rows = await db.query('DELETE FROM daily_submissions WHERE day < $1::date RETURNING 1 AS gone', [day]);
      return rows.length;
    },

    async hashKey(candidate) {
      await db.query('INSERT INTO service_key (id, hash_key) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [candidate]);
      const rows = await db.query('SELECT hash_key FROM service_key WHERE id = 1');
      const row = rows[0];
      const key = isRow(row) ? row.hash_key : null;
      if (typeof key !== 'string' || !/^[0-9a-f]{64}$/.test(key)) throw new StoredDataError('service_key holds no usable key');
      return key;
    },

    async ready() {
      const damage = db.damage();
      if (damage !== null) return { ok: false, reason: 'damaged', error: damage };
      try {
        const rows = await db.query('SELECT max(version) AS version FROM schema_migrations');
        const row = rows[0];
        if (!isRow(row) || count(row, 'version') !== SCHEMA_VERSION) return { ok: false, reason: 'schema' };
        await this.totals(PROBE_DAY, 1); // daily_totals and daily_histograms, as a GET reads them
        await db.query('SELECT 1 FROM daily_submissions WHERE day = $1::date AND suits = 1 AND id_hash = $2', [PROBE_DAY, PROBE_HASH]);
        await db.query('SELECT hash_key FROM service_key WHERE id = 1');
        return { ok: true };
      } catch (e) {
        return { ok: false, reason: e instanceof DbUnavailableError ? 'unavailable' : 'damaged', error: e };
      }
    },

    async checkIntegrity() {
      // A range on the key's first column (a NOT NULL test would be planned away).
      for (const [table, onKey, column] of [
        ['daily_totals', "day >= '-infinity'::date", 'played'],
        ['daily_histograms', "day >= '-infinity'::date", 'count'],
        ['daily_submissions', "day >= '-infinity'::date", 'id_hash'],
        ['service_key', 'id >= -32768', 'hash_key'],
      ] as const) {
        let counts: number[];
        try {
          counts = await db.transaction(async (tx) => {
            // The same rows by index (fetching a column from the table itself) and by a plain scan.
            await tx.query('SET LOCAL enable_seqscan = off');
            await tx.query('SET LOCAL enable_indexonlyscan = off');
            await tx.query('SET LOCAL enable_bitmapscan = off');
            const byIndex = await tx.query(`SELECT count(${column}) AS n FROM ${table} WHERE ${onKey}`);
            await tx.query('SET LOCAL enable_seqscan = on');
            await tx.query('SET LOCAL enable_indexscan = off');
            const byScan = await tx.query(`SELECT count(${column}) AS n FROM ${table}`);
            return [byIndex[0], byScan[0]].map((r) => (isRow(r) ? (count(r, 'n') ?? -1) : -1));
          });
        } catch (e) {
          if (e instanceof DbUnavailableError) throw e;
          throw new StoreDamagedError(`${table} cannot be read: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
        }
        if (counts[0] !== counts[1] || counts[0] === -1) {
          throw new StoreDamagedError(`${table} holds ${counts[1]} rows read straight but ${counts[0]} through its primary key`);
        }
      }
    },

    close: () => db.close(),
  };
}
