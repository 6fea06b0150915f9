import { createHash, createHmac, randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { SuitCount } from '../src/engine/cards.ts';
import { dailyDeal, dayKey } from '../src/engine/daily.ts';
import { DbUnavailableError } from './db.ts';
import { DEFAULT_LIMITS, dailyParams, dailyQuery, problems, resultBody, type Limits } from './edge.ts';
import { beats, bucketOf, EDGES, histogram } from './histogram.ts';
import { errorFields, type Logger } from './log.ts';
import { rateLimiter, type RateRule } from './rate.ts';
import type { Readiness, ResultsStore } from './store.ts';
import { acceptedDays, verifyResult } from './verify.ts';

export interface Rates {
  readonly post: RateRule;
  readonly get: RateRule;
}

/** The defaults of POST_RATE and GET_RATE (server/config.ts): a player sends one result per
 *  daily and asks for its figures a few times; this leaves room for a household behind one address. */
export const DEFAULT_RATES: Rates = {
  post: { perMinute: 20, burst: 10 },
  get: { perMinute: 120, burst: 60 },
};

export interface ServiceDeps {
  readonly store: ResultsStore;
  readonly hashKey: string; // the install-id hash key, 64 hex digits
  readonly now: () => number; // wall time, ms
  /** The verified deal list of a suit count: the app's own (src/data/verified.ts). */
  readonly verified: (suits: SuitCount) => Promise<readonly number[]>;
  readonly log: Logger;
  /** Who is asking, for rate limits only (an address); hashed at once, never kept or logged. */
  readonly clientOf: (c: Context) => string;
  readonly limits?: Limits;
  readonly rates?: Rates;
  readonly allowedOrigins?: readonly string[] | '*';
  /** How long `/readyz` waits for the store before it answers 503 (ms). */
  readonly readyDeadlineMs?: number;
}

/** What a 503 asks the client to wait, in seconds, while the database is away. */
export const RETRY_AFTER_S = 5;
export const READY_DEADLINE_MS = 1500;

/** `p`'s value, or `fallback` if it fails or takes longer than `ms`. */
async function within<T>(p: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([p.catch(() => fallback), late]);
  } finally {
    clearTimeout(timer);
  }
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The first day with figures: the service took no result before it. A GET of an earlier day, or
 * of a day after tomorrow (UTC+9: a clock a little ahead may ask for tomorrow), is answered 404
 * without asking the database — which has no year 0 and no use for year 9999.
 */
export const FIRST_DAY = '2025-01-01';

/** Whether `day` ("YYYY-MM-DD") is one whose figures can exist at `nowMs`. */
export function showsFigures(day: string, nowMs: number): boolean {
  return day >= FIRST_DAY && day <= dayKey(new Date(nowMs + 24 * HOUR_MS));
}

/** The HMAC of an install id for one daily deal: rows of different days cannot be linked. */
export function installHash(key: string, day: string, suits: SuitCount, installId: string): string {
  return createHmac('sha256', Buffer.from(key, 'hex')).update(`${day}|${suits}|${installId}`).digest('hex');
}

export function newHashKey(): string {
  return randomBytes(32).toString('hex');
}

/**
 * The daily results service (issue 13, SPEC §8b) as a Hono app: POST a finished daily game,
 * GET a daily deal's figures, health and readiness. Everything outside — store, clock, lists,
 * logs, who is asking — is passed in.
 */
export function createService(deps: ServiceDeps): Hono {
  const limits = deps.limits ?? DEFAULT_LIMITS;
  const rates = deps.rates ?? DEFAULT_RATES;
  const body = resultBody(limits);
  const postLimiter = rateLimiter(rates.post);
  const getLimiter = rateLimiter(rates.get);
  // Addresses are hashed with a salt that lives only as long as this process.
  const salt = randomBytes(16);
  const client = (c: Context) => createHash('sha256').update(salt).update(deps.clientOf(c)).digest('base64url').slice(0, 22);
  const { log } = deps;

  const app = new Hono();

  // Every request leaves one line: route pattern, status, time, outcome. Nothing personal.
  app.use('*', async (c, next) => {
    const t0 = performance.now();
    await next();
    log.info('request', {
      method: c.req.method,
      route: c.req.routePath,
      status: c.res.status,
      ms: Math.round((performance.now() - t0) * 10) / 10,
      outcome: c.get('outcome') ?? null,
    });
  });
  app.use(
    '/api/*',
    cors({
      origin: deps.allowedOrigins === undefined || deps.allowedOrigins === '*' ? '*' : [...deps.allowedOrigins],
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: ['Content-Type'],
      maxAge: 600,
    }),
  );

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    // Its own deadline: a frozen database makes this answer 503, never hang.
    const timedOut: Readiness = { ok: false, reason: 'timeout' };
    const ready = await within(deps.store.ready(), deps.readyDeadlineMs ?? READY_DEADLINE_MS, timedOut);
    if (ready.ok) return c.json({ status: 'ready', store: deps.store.kind });
    log.warn('not ready', { reason: ready.reason, ...(ready.error !== undefined ? errorFields(ready.error) : {}) });
    c.header('Retry-After', String(RETRY_AFTER_S));
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'not-ready', store: deps.store.kind, reason: ready.reason }, 503);
  });

  const refuse = (c: Context, status: 400 | 404 | 405 | 413 | 422 | 429 | 503, outcome: string, extra: Record<string, unknown> = {}) => {
    c.set('outcome', outcome);
    c.header('Cache-Control', 'no-store');
    if (status === 503) c.header('Retry-After', String(RETRY_AFTER_S));
    return c.json({ error: outcome, ...extra }, status);
  };

  const limitBody = bodyLimit({
    maxSize: limits.maxBodyBytes,
    onError: (c) => refuse(c, 413, 'too-large', { maxBytes: limits.maxBodyBytes }),
  });

  const limited = (c: Context, limiter: ReturnType<typeof rateLimiter>) => {
    const taken = limiter.take(client(c), deps.now());
    if (taken.ok) return null;
    c.header('Retry-After', String(taken.error.retryAfterS));
    return refuse(c, 429, taken.error.code, { retryAfterS: taken.error.retryAfterS });
  };

  app.post(
    '/api/daily/:date/:suits/result',
    async (c, next) => limited(c, postLimiter) ?? next(),
    async (c, next) => {
      // A body that breaks off or is badly framed (a bad chunk size) fails while it is read here
      // for a chunked request: Node has already answered 400 and closed; the log says so too.
      let reading = true;
      try {
        return await limitBody(c, () => {
          reading = false;
          return next();
        });
      } catch (e) {
        if (reading) return refuse(c, 400, 'bad-body');
        throw e;
      }
    },
    async (c) => {
      const params = dailyParams.safeParse(c.req.param());
      if (!params.success) return refuse(c, 400, 'bad-request', { problems: problems(params.error) });
      let text: string;
      try {
        text = await c.req.text();
      } catch {
        return refuse(c, 400, 'bad-body');
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return refuse(c, 400, 'bad-json');
      }
      const decoded = body.safeParse(json);
      if (!decoded.success) return refuse(c, 400, 'bad-request', { problems: problems(decoded.error) });
      const { date, suits } = params.data;
      const r = decoded.data;
      const verified = await deps.verified(suits).catch(() => null);
      if (verified === null) return refuse(c, 503, 'list-unavailable');
      const verdict = verifyResult({ date, suits, rules: r.rules, result: r.result, actions: r.actions }, verified, deps.now());
      if (!verdict.ok) {
        return refuse(c, 422, 'refused', {
          reason: verdict.error.code,
          message: verdict.message,
          ...(verdict.error.index !== undefined ? { index: verdict.error.index } : {}),
        });
      }
      const stored = await deps.store.record({
        day: date,
        suits,
        idHash: installHash(deps.hashKey, date, suits, r.installId),
        won: verdict.value.won,
        buckets: verdict.value.won ? { moves: bucketOf(EDGES.moves, verdict.value.moves), time: bucketOf(EDGES.time, r.timeMs) } : null,
      });
      c.set('outcome', stored);
      c.header('Cache-Control', 'no-store');
      return c.json({ status: stored, won: verdict.value.won, moves: verdict.value.moves }, stored === 'recorded' ? 201 : 200);
    },
  );

  app.get(
    '/api/daily/:date/:suits',
    async (c, next) => limited(c, getLimiter) ?? next(),
    async (c) => {
      const params = dailyParams.safeParse(c.req.param());
      if (!params.success) return refuse(c, 400, 'bad-request', { problems: problems(params.error) });
      const query = dailyQuery.safeParse(c.req.query());
      if (!query.success) return refuse(c, 400, 'bad-request', { problems: problems(query.error) });
      const { date, suits } = params.data;
      if (!showsFigures(date, deps.now())) return refuse(c, 404, 'no-such-day', { firstDay: FIRST_DAY });
      const verified = await deps.verified(suits).catch(() => null);
      if (verified === null) return refuse(c, 503, 'list-unavailable');
      const totals = await deps.store.totals(date, suits);
      const { moves, timeMs } = query.data;
      c.set('outcome', 'figures');
      c.header('Cache-Control', 'public, max-age=60');
      return c.json({
        date,
        suits,
        deal: dailyDeal(verified, date, suits),
        played: totals.played,
        won: totals.won,
        winRate: totals.played === 0 ? null : totals.won / totals.played,
        moves: {
          histogram: histogram(EDGES.moves, totals.counts.moves),
          ...(moves !== undefined ? { beats: beats(EDGES.moves, totals.counts.moves, moves) } : {}),
        },
        timeMs: {
          histogram: histogram(EDGES.time, totals.counts.time),
          ...(timeMs !== undefined ? { beats: beats(EDGES.time, totals.counts.time, timeMs) } : {}),
        },
      });
    },
  );

  // A known path asked with a method it does not take. HEAD is answered as GET and OPTIONS by
  // the CORS step before these.
  const notAllowed = (allow: string) => (c: Context) => {
    c.header('Allow', allow);
    return refuse(c, 405, 'method-not-allowed', { allow: allow.split(', ') });
  };
  app.all('/healthz', notAllowed('GET, HEAD'));
  app.all('/readyz', notAllowed('GET, HEAD'));
  app.all('/api/daily/:date/:suits', notAllowed('GET, HEAD, OPTIONS'));
  app.all('/api/daily/:date/:suits/result', notAllowed('POST, OPTIONS'));

  app.notFound((c) => refuseNotFound(c));
  app.onError((e, c) => {
    // The database away (stopped, frozen, restarting, out of connections): not this request's
    // fault, and worth retrying. A write whose COMMIT went unanswered may have been kept; resent,
    // it is a duplicate.
    if (e instanceof DbUnavailableError) {
      log.warn('store unavailable', { route: c.req.routePath, ...errorFields(e) });
      return refuse(c, 503, 'store-unavailable', { retryAfterS: RETRY_AFTER_S });
    }
    log.error('failed', { route: c.req.routePath, ...errorFields(e) });
    c.set('outcome', 'internal');
    c.header('Cache-Control', 'no-store');
    return c.json({ error: 'internal' }, 500);
  });
  return app;
}

function refuseNotFound(c: Context) {
  c.set('outcome', 'not-found');
  return c.json({ error: 'not-found' }, 404);
}

/** Forgets install hashes of days whose results are closed (before yesterday, UTC+9). */
export function forgetClosedDays(store: ResultsStore, nowMs: number): Promise<number> {
  return store.forgetBefore(acceptedDays(nowMs)[1]);
}

export const FORGET_EVERY_MS = HOUR_MS;

declare module 'hono' {
  interface ContextVariableMap {
    outcome: string; // what a request came to, for its log line
  }
}
