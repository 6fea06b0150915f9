/**
 * Shared by the service's tests: a day whose 1-suit daily deal is deal 8, the deal of the
 * end-to-end line (test/e2e/play-line.json), so one known win serves both; and the service
 * wired to a store, a pinned clock and the app's own verified lists.
 */
import { readFileSync } from 'node:fs';
import { loadVerifiedDeals } from '../../src/data/verified.ts';
import { encodeAction } from '../../src/engine/action-code.ts';
import type { Action } from '../../src/engine/game.ts';
import { createService, DEFAULT_RATES, type Rates } from '../../server/api.ts';
import type { Db } from '../../server/db.ts';
import { DEFAULT_LIMITS, type Limits } from '../../server/edge.ts';
import { memoryLogger } from '../../server/log.ts';
import { createStore } from '../../server/store.ts';

/** The 1-suit daily of this day (UTC+9) is deal 8 under the shipped list and the SPEC §2 rule. */
export const DAY = '2025-03-25';
export const DAY_BEFORE = '2025-03-24';
/** Noon of DAY in UTC+9. */
export const NOON = Date.parse(`${DAY}T03:00:00Z`);
export const HOUR = 60 * 60 * 1000;

interface LineStep {
  readonly type: 'deal' | 'tap';
  readonly column?: number;
  readonly to?: number;
  readonly count?: number;
}

const LINE: { suits: number; deal: number; steps: LineStep[] } = JSON.parse(readFileSync(new URL('../e2e/play-line.json', import.meta.url), 'utf8'));

/** The winning line of deal 8 (1 suit) as engine action codes. */
export function winningCodes(): string[] {
  if (LINE.suits !== 1 || LINE.deal !== 8) throw new Error('test/e2e/play-line.json is no longer the 1-suit deal 8');
  return LINE.steps.map((s): string => {
    const a: Action = s.type === 'deal' ? { type: 'deal' } : { type: 'move', from: s.column ?? -1, to: s.to ?? -1, count: s.count ?? 0 };
    return encodeAction(a);
  });
}

export const installId = (n: number) => `install-${String(n).padStart(12, '0')}`;

export interface Harness {
  readonly app: ReturnType<typeof createService>;
  readonly log: ReturnType<typeof memoryLogger>;
  readonly clock: { now: number };
  post(body: unknown, path?: string, headers?: Record<string, string>): Promise<Response>;
  get(path: string): Promise<Response>;
}

export const HASH_KEY = 'ab'.repeat(32);
export const CLIENT_ADDRESS = '203.0.113.7';

export function harness(db: Db, options: { limits?: Limits; rates?: Rates; now?: number } = {}): Harness {
  const log = memoryLogger();
  const clock = { now: options.now ?? NOON };
  const app = createService({
    store: createStore(db),
    hashKey: HASH_KEY,
    now: () => clock.now,
    verified: loadVerifiedDeals,
    log,
    clientOf: () => CLIENT_ADDRESS,
    limits: options.limits ?? DEFAULT_LIMITS,
    rates: options.rates ?? { post: { perMinute: 10_000, burst: 10_000 }, get: DEFAULT_RATES.get },
  });
  return {
    app,
    log,
    clock,
    post: (body, path = `/api/daily/${DAY}/1/result`, headers = {}) =>
      Promise.resolve(
        app.request(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
      ),
    get: (path) => Promise.resolve(app.request(path)),
  };
}

export const win = (n: number, extra: Record<string, unknown> = {}) => ({
  installId: installId(n),
  result: 'won',
  actions: winningCodes(),
  timeMs: 300_000,
  ...extra,
});
