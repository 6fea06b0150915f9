import { err, ok, type Result } from '../src/engine/result.ts';

/**
 * Requests per client, as token buckets kept in memory (each instance keeps its own: behind a
 * load balancer the limit is per instance). Clients are named by a salted hash of their
 * address, made by the caller; the address itself is never kept, logged or stored.
 */
export interface RateRule {
  readonly perMinute: number; // tokens added a minute
  readonly burst: number; // the most a bucket holds
}

/** A request let through, or refused with the seconds until a token is back. */
export type Taken = Result<null, { readonly code: 'rate-limited'; readonly retryAfterS: number }>;

export interface RateLimiter {
  take(client: string, nowMs: number): Taken;
}

/** `maxClients` bounds the memory: the least recently seen client is forgotten first. */
export function rateLimiter(rule: RateRule, maxClients = 50_000): RateLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const perMs = rule.perMinute / 60_000;
  return {
    take(client, now) {
      const seen = buckets.get(client);
      const tokens = seen ? Math.min(rule.burst, seen.tokens + (now - seen.at) * perMs) : rule.burst;
      if (seen)
        buckets.delete(client); // re-inserted below: Map order is recency order
      else if (buckets.size >= maxClients) {
        const oldest = buckets.keys().next();
        if (!oldest.done) buckets.delete(oldest.value);
      }
      if (tokens < 1) {
        buckets.set(client, { tokens, at: now });
        const retryAfterS = Math.max(1, Math.ceil((1 - tokens) / perMs / 1000));
        return err({ code: 'rate-limited', retryAfterS }, `too many requests; try again in ${retryAfterS} s`);
      }
      buckets.set(client, { tokens: tokens - 1, at: now });
      return ok(null);
    },
  };
}
