import { err, ok, type Result } from '../src/engine/result.ts';
import { DEFAULT_DB_TIMEOUT_MS } from './db.ts';
import type { RateRule } from './rate.ts';

/**
 * The service's settings, read from the environment and checked like any outside input:
 *   PORT (8787), HOST (127.0.0.1), DATA_DIR (./data, the embedded store's folder),
 *   DATABASE_URL (postgres://…: use that PostgreSQL instead of the embedded store),
 *   DB_TIMEOUT_MS (2000: the longest wait for a PostgreSQL connection or statement),
 *   RESULTS_HASH_KEY (64 hex digits; default: a key made once and kept in the database),
 *   TRUST_PROXY (0; N: N proxies of one's own in front, and the client is the address the
 *     N-th from the service appended to X-Forwarded-For — the right-most for 1),
 *   ALLOWED_ORIGINS (comma-separated origins allowed to call the API from a page; default *),
 *   POST_RATE, GET_RATE (requests a minute per client and instance; 20 and 120; bursts of half).
 */
export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | null;
  readonly dbTimeoutMs: number;
  readonly hashKey: string | null;
  /** How many proxies in front append to X-Forwarded-For (0: none, the peer is the client). */
  readonly trustProxy: number;
  readonly allowedOrigins: readonly string[] | '*';
  readonly rates: { readonly post: RateRule; readonly get: RateRule };
}

/** Which variable is wrong; the message says what it must be. */
export type ConfigError = 'bad-port' | 'bad-database-url' | 'bad-db-timeout' | 'bad-hash-key' | 'bad-trust-proxy' | 'bad-origins' | 'bad-rate';

export type ConfigResult = Result<Config, ConfigError>;

type Env = Readonly<Record<string, string | undefined>>;

export function readConfig(env: Env): ConfigResult {
  const text = (name: string): string | undefined => {
    const v = env[name]?.trim();
    return v === undefined || v === '' ? undefined : v;
  };
  const portText = text('PORT') ?? '8787';
  const port = /^\d{1,5}$/.test(portText) ? Number(portText) : NaN;
  if (!(port >= 0 && port <= 65535)) return err('bad-port', `PORT must be a port number 0..65535, not "${portText}"`);
  const databaseUrl = text('DATABASE_URL') ?? null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    return err('bad-database-url', 'DATABASE_URL must start with postgres:// or postgresql://');
  }
  const timeoutText = text('DB_TIMEOUT_MS') ?? String(DEFAULT_DB_TIMEOUT_MS);
  const dbTimeoutMs = /^\d{1,6}$/.test(timeoutText) ? Number(timeoutText) : 0;
  if (!(dbTimeoutMs >= 100 && dbTimeoutMs <= 600_000)) {
    return err('bad-db-timeout', `DB_TIMEOUT_MS must be a number of milliseconds from 100 to 600000, not "${timeoutText}"`);
  }
  const hashKey = text('RESULTS_HASH_KEY')?.toLowerCase() ?? null;
  if (hashKey !== null && !/^[0-9a-f]{64}$/.test(hashKey)) {
    return err('bad-hash-key', 'RESULTS_HASH_KEY must be 64 hex digits (32 random bytes)');
  }
  const proxy = text('TRUST_PROXY') ?? '0';
  if (!/^\d$/.test(proxy)) return err('bad-trust-proxy', 'TRUST_PROXY must be the number of proxies in front of the service, 0 to 9');
  const origins = text('ALLOWED_ORIGINS') ?? '*';
  const list = origins
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  if (origins !== '*' && list.some((o) => !/^https?:\/\/[^/\s]+$/.test(o))) {
    return err('bad-origins', 'ALLOWED_ORIGINS must be * or origins like https://example.org, separated by commas');
  }
  const rate = (name: string, fallback: number): RateRule | null => {
    const t = text(name) ?? String(fallback);
    const perMinute = /^\d{1,9}$/.test(t) ? Number(t) : 0;
    return perMinute >= 1 ? { perMinute, burst: Math.max(1, Math.ceil(perMinute / 2)) } : null;
  };
  const post = rate('POST_RATE', 20);
  const get = rate('GET_RATE', 120);
  if (!post || !get) return err('bad-rate', 'POST_RATE and GET_RATE must be whole numbers of requests a minute, at least 1');
  return ok({
    rates: { post, get },
    port,
    host: text('HOST') ?? '127.0.0.1',
    dataDir: text('DATA_DIR') ?? './data',
    databaseUrl,
    dbTimeoutMs,
    hashKey,
    trustProxy: Number(proxy),
    allowedOrigins: origins === '*' ? '*' : list,
  });
}
