import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeAction } from '../../src/engine/action-code.ts';
import { manualTimers } from '../../src/game/clock.ts';
import {
  createDailyResults,
  decodeQueue,
  retryDelay,
  type DailyFigures,
  type DailyResult,
  type Network,
  type ResultsApi,
  type SendOutcome,
} from '../../src/game/results.ts';
import { decodeFigures, httpResultsApi, sendOutcome } from '../../src/game/results-http.ts';
import type { Session } from '../../src/game/session.ts';
import { KEYS, memoryStore, type KeyValueStore } from '../../src/game/storage.ts';
import { bootWith, flakyStore } from './persist-helpers.ts';

/** A day whose 1-suit daily is deal 8 (see test/server/helpers.ts) and noon of it in UTC+9. */
const DAY = '2025-03-25';
const NOON = Date.parse(`${DAY}T03:00:00Z`);
const LIST_1 = Array.from({ length: 4000 }, (_, i) => i + 1); // the shipped 1-suit list: 1..4000

interface Step {
  readonly type: 'deal' | 'tap';
  readonly column?: number;
  readonly to?: number;
  readonly count?: number;
}
const LINE: { steps: Step[] } = JSON.parse(readFileSync(new URL('../e2e/play-line.json', import.meta.url), 'utf8'));

function play(s: Session, steps: readonly Step[]) {
  for (const step of steps) {
    const r = step.type === 'deal' ? s.deal() : s.move(step.column ?? -1, step.to ?? -1, step.count ?? 0);
    if (!r.ok) throw new Error(`the line does not play: ${r.reason}`);
  }
}

/** A service stand-in: answers each send with the next outcome given (the last repeats). */
function fakeApi(outcomes: SendOutcome[] = ['sent']) {
  const sent: { installId: string; result: DailyResult }[] = [];
  const asked: { day: string; suits: number; mine: unknown }[] = [];
  let answer: DailyFigures | null = null;
  const api: ResultsApi = {
    async send(installId, result) {
      sent.push({ installId, result });
      return outcomes.length > 1 ? outcomes.shift()! : outcomes[0]!;
    },
    async figures(day, suits, mine) {
      asked.push({ day, suits, mine });
      return answer && { ...answer, day, suits };
    },
  };
  return {
    api,
    sent,
    asked,
    answers: (f: Omit<DailyFigures, 'day' | 'suits'> | null) => {
      answer = f && { day: '', suits: 1, ...f };
    },
    outcomes,
  };
}

function fakeNetwork(online = true) {
  const listeners = new Set<() => void>();
  const net: Network & { set(v: boolean): void } = {
    online: () => online,
    onOnline(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    set(v) {
      online = v;
      if (v) for (const l of [...listeners]) l();
    },
  };
  return net;
}

const settle = () => new Promise((r) => setTimeout(r, 0));

/** The app as main.tsx wires it, on a store: boot, then the results on the same writer. */
async function start(store: KeyValueStore, api: ResultsApi, options: { network?: Network; wallNow?: number } = {}) {
  const wallNow = options.wallNow ?? NOON;
  const booted = await bootWith(store, { wallNow: () => wallNow, loadVerified: async () => LIST_1 });
  const timers = manualTimers();
  let ids = 0;
  const results = createDailyResults({
    session: booted.session,
    settings: booted.settings,
    store,
    writer: booted.persistence.writer,
    api,
    network: options.network ?? fakeNetwork(),
    wallNow: () => wallNow,
    timers,
    random: () => 0.5,
    newInstallId: () => `install-${String(++ids).padStart(10, '0')}`,
  });
  await results.ready;
  return { ...booted, results, timers };
}

const startDaily = (s: Session) => s.newGame({ suits: 1, deal: 8, kind: 'daily', day: DAY });

describe('a finished daily is queued, sent once, and its figures come back', () => {
  it('queues a won daily in the same transaction as the records, sends it, then asks for the figures', async () => {
    const { store, data, state } = flakyStore();
    const service = fakeApi(['sent']);
    service.answers({ played: 12, won: 9, winRate: 0.75, movesBeat: 0.5, timeBeat: 0.25 });
    const app = await start(store, service.api);
    startDaily(app.session);
    play(app.session, LINE.steps);
    expect(app.session.phase.value).toBe('won');
    await app.persistence.flush();
    await settle();
    // The win's records and its queued result went out together.
    expect(state.transactions.some((t) => t.includes(KEYS.records) && t.includes(KEYS.results))).toBe(true);
    expect(service.sent).toHaveLength(1);
    const { installId, result } = service.sent[0]!;
    expect(installId).toMatch(/^install-/);
    expect(result).toMatchObject({ day: DAY, suits: 1, rules: 'classic', result: 'won', moves: LINE.steps.length });
    expect(result.actions).toHaveLength(LINE.steps.length);
    expect(result.actions.every((a) => decodeAction(a) !== null)).toBe(true);
    // Sent, so nothing waits any more, on disk either.
    expect(app.results.pending.value).toEqual([]);
    await app.persistence.flush();
    expect(decodeQueue(data.get(KEYS.results)).queue.items).toEqual([]);
    // The figures were asked for after the send, with the player's moves and time.
    expect(service.asked).toEqual([{ day: DAY, suits: 1, mine: { moves: LINE.steps.length, timeMs: app.session.clock.elapsed() } }]);
    expect(app.results.figures.value).toEqual({ day: DAY, suits: 1, played: 12, won: 9, winRate: 0.75, movesBeat: 0.5, timeBeat: 0.25 });
  });

  it('keeps the result through offline and a reload, and sends it once when back', async () => {
    const store = memoryStore();
    const service = fakeApi(['sent']);
    const net = fakeNetwork(false);
    const first = await start(store, service.api, { network: net });
    startDaily(first.session);
    play(first.session, LINE.steps);
    await first.persistence.flush();
    await settle();
    expect(service.sent).toHaveLength(0);
    expect(decodeQueue(store.data.get(KEYS.results)).queue.items).toHaveLength(1);
    expect(service.asked).toEqual([]); // no figures while the result waits
    first.results.dispose();
    first.persistence.dispose();

    // Next start, online: the queue is read and sent at once; the won daily is still on the table.
    const second = await start(store, service.api);
    await settle();
    expect(service.sent).toHaveLength(1);
    await second.persistence.flush();
    expect(decodeQueue(store.data.get(KEYS.results)).queue.items).toEqual([]);
    // A third start sends nothing again.
    second.results.dispose();
    second.persistence.dispose();
    const third = await start(store, service.api);
    await third.results.flush();
    expect(service.sent).toHaveLength(1);
  });

  it('sends when the network comes back, without a reload', async () => {
    const store = memoryStore();
    const service = fakeApi(['sent']);
    const net = fakeNetwork(false);
    const app = await start(store, service.api, { network: net });
    startDaily(app.session);
    play(app.session, LINE.steps);
    await settle();
    expect(service.sent).toHaveLength(0);
    net.set(true);
    await settle();
    expect(service.sent).toHaveLength(1);
  });

  it('retries a service that is down with growing delays, then sends once', async () => {
    const store = memoryStore();
    const service = fakeApi(['retry', 'retry', 'retry', 'sent']);
    const app = await start(store, service.api);
    startDaily(app.session);
    play(app.session, LINE.steps);
    await settle();
    expect(service.sent).toHaveLength(1); // the first try, at once
    app.timers.advance(retryDelay(1, 0.5) - 1);
    await settle();
    expect(service.sent).toHaveLength(1);
    app.timers.advance(1);
    await settle();
    expect(service.sent).toHaveLength(2);
    app.timers.advance(retryDelay(2, 0.5));
    await settle();
    expect(service.sent).toHaveLength(3);
    app.timers.advance(retryDelay(3, 0.5));
    await settle();
    expect(service.sent).toHaveLength(4);
    expect(app.results.pending.value).toEqual([]);
    app.timers.advance(24 * 60 * 60 * 1000);
    await settle();
    expect(service.sent).toHaveLength(4);
    expect(app.timers.pending()).toBe(0);
  });

  it('drops a result the service refuses, and never sends it again', async () => {
    const store = memoryStore();
    const service = fakeApi(['refused']);
    const app = await start(store, service.api);
    startDaily(app.session);
    play(app.session, LINE.steps);
    await settle();
    expect(service.sent).toHaveLength(1);
    expect(app.results.pending.value).toEqual([]);
    app.timers.advance(24 * 60 * 60 * 1000);
    await app.results.flush();
    expect(service.sent).toHaveLength(1);
  });

  it('queues a daily given up, or left for another game, as lost with its own actions', async () => {
    const store = memoryStore();
    const service = fakeApi(['retry']);
    const app = await start(store, service.api, { network: fakeNetwork(false) });
    startDaily(app.session);
    play(app.session, LINE.steps.slice(0, 3));
    app.session.giveUp();
    startDaily(app.session);
    // The same daily again: the first result stands (the service keeps the first too).
    play(app.session, LINE.steps.slice(0, 2));
    app.session.giveUp();
    app.session.newGame({ suits: 2, deal: 9, kind: 'daily', day: DAY });
    play(app.session, [{ type: 'deal' }]);
    app.session.newGame({ suits: 1, deal: 3 }); // abandons the 2-suit daily
    const pending = app.results.pending.value;
    expect(pending.map((r) => [r.suits, r.result, r.actions.length])).toEqual([
      [1, 'lost', 3],
      [2, 'lost', 1],
    ]);
    expect(pending[1]!.actions).toEqual(['d']);
  });

  it('queues nothing for other kinds of deal', async () => {
    const service = fakeApi();
    const app = await start(memoryStore(), service.api);
    app.session.newGame({ suits: 1, deal: 8, kind: 'number' });
    play(app.session, LINE.steps);
    await settle();
    expect(app.results.pending.value).toEqual([]);
    expect(service.sent).toEqual([]);
    expect(service.asked).toEqual([]);
  });

  it('makes one install id and keeps it', async () => {
    const store = memoryStore();
    const service = fakeApi(['sent']);
    const a = await start(store, service.api);
    startDaily(a.session);
    play(a.session, LINE.steps);
    await a.persistence.flush();
    a.results.dispose();
    a.persistence.dispose();
    const b = await start(store, service.api);
    b.session.newGame({ suits: 2, deal: 9, kind: 'daily', day: DAY });
    play(b.session, [{ type: 'deal' }]);
    b.session.giveUp();
    await settle();
    expect(service.sent.map((s) => s.installId)).toEqual(['install-0000000001', 'install-0000000001']);
  });

  it('drops results of days the service no longer takes, unsent', async () => {
    const store = memoryStore();
    const service = fakeApi(['sent']);
    const a = await start(store, service.api, { network: fakeNetwork(false) });
    startDaily(a.session);
    play(a.session, LINE.steps);
    await a.persistence.flush();
    a.results.dispose();
    a.persistence.dispose();
    const later = await start(store, service.api, { wallNow: NOON + 2 * 24 * 60 * 60 * 1000 });
    await later.persistence.flush();
    expect(service.sent).toEqual([]);
    expect(decodeQueue(store.data.get(KEYS.results)).queue.items).toEqual([]);
  });
});

describe('the switch "Send daily results"', () => {
  it('off: a finished daily is not queued, nothing is sent and no figures are asked', async () => {
    const service = fakeApi();
    const app = await start(memoryStore(), service.api);
    app.settings.update({ sendResults: false });
    startDaily(app.session);
    play(app.session, LINE.steps);
    await settle();
    expect(app.results.pending.value).toEqual([]);
    expect(service.sent).toEqual([]);
    expect(service.asked).toEqual([]);
  });

  it('switching off drops what waits to be sent', async () => {
    const store = memoryStore();
    const service = fakeApi(['retry']);
    const app = await start(store, service.api, { network: fakeNetwork(false) });
    startDaily(app.session);
    play(app.session, LINE.steps);
    expect(app.results.pending.value).toHaveLength(1);
    app.settings.update({ sendResults: false });
    await app.persistence.flush();
    expect(app.results.pending.value).toEqual([]);
    expect(decodeQueue(store.data.get(KEYS.results)).queue.items).toEqual([]);
    app.timers.advance(24 * 60 * 60 * 1000);
    await app.results.flush();
    expect(service.sent).toEqual([]);
  });
});

describe('figures belong to the daily on the table', () => {
  it('go when another game starts, and are asked again for a won daily after a reload', async () => {
    const store = memoryStore();
    const service = fakeApi(['sent']);
    service.answers({ played: 3, won: 2, winRate: 2 / 3, movesBeat: 0.5, timeBeat: null });
    const a = await start(store, service.api);
    startDaily(a.session);
    play(a.session, LINE.steps);
    await a.persistence.flush();
    await settle();
    expect(a.results.figures.value).toMatchObject({ played: 3 });
    a.results.dispose();
    a.persistence.dispose();

    const b = await start(store, service.api);
    await settle();
    expect(b.session.phase.value).toBe('won');
    expect(b.results.figures.value).toMatchObject({ played: 3, day: DAY });
    b.session.newGame({ suits: 1, deal: 3 });
    expect(b.results.figures.value).toBeNull();
  });

  it('stay away when the service does not answer, and the game goes on', async () => {
    const service = fakeApi(['sent']);
    service.answers(null);
    const app = await start(memoryStore(), service.api);
    startDaily(app.session);
    play(app.session, LINE.steps);
    await settle();
    expect(app.results.figures.value).toBeNull();
    expect(app.session.newGame({ suits: 1, deal: 3 })).toEqual({ ok: true });
  });
});

describe('stored queue', () => {
  it('keeps what it can of a damaged queue and puts the raw value aside', async () => {
    const good = { day: DAY, suits: 1, rules: 'classic', result: 'lost', actions: ['d'], moves: 1, timeMs: 1000 };
    const raw = { version: 1, installId: 'install-0000000042', items: [good, { ...good, actions: ['zz'] }, { ...good, suits: 3 }] };
    expect(decodeQueue(raw)).toEqual({ queue: { installId: 'install-0000000042', items: [good] }, damaged: true });
    expect(decodeQueue(undefined)).toEqual({ queue: { installId: null, items: [] }, damaged: false });
    for (const bad of [null, 'x', [], { version: 2 }, { version: 1, installId: 'short', items: [] }]) {
      expect(decodeQueue(bad).damaged, JSON.stringify(bad)).toBe(true);
    }
    const store = memoryStore({ [KEYS.results]: raw });
    const service = fakeApi(['retry']);
    const app = await start(store, service.api, { network: fakeNetwork(false) });
    await app.persistence.flush();
    expect(app.results.pending.value).toEqual([good]);
    expect([...store.data.keys()].some((k) => k.startsWith(`backup:${KEYS.results}:`))).toBe(true);
  });
});

describe('a stored queue without a usable install id', () => {
  it('gets a new id, and what waited is sent', async () => {
    const good = { day: DAY, suits: 1, rules: 'classic', result: 'lost', actions: ['d'], moves: 1, timeMs: 1000 };
    const store = memoryStore({ [KEYS.results]: { version: 1, installId: null, items: [good] } });
    const service = fakeApi(['sent']);
    const app = await start(store, service.api);
    await settle();
    expect(service.sent).toEqual([{ installId: 'install-0000000001', result: good }]);
    await app.persistence.flush();
    expect(decodeQueue(store.data.get(KEYS.results)).queue).toEqual({ installId: 'install-0000000001', items: [] });
  });
});

describe('results over HTTP', () => {
  const result: DailyResult = { day: DAY, suits: 2, rules: 'strict', result: 'won', actions: ['d', 'm011'], moves: 2, timeMs: 1234 };

  it('posts exactly the fields the service takes, to the daily’s address', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const api = httpResultsApi('https://results.example/', async (url, init) => {
      calls.push({ url: String(url), init });
      return new Response('{}', { status: 201 });
    });
    expect(await api.send('install-0000000001', result)).toBe('sent');
    expect(calls[0]!.url).toBe(`https://results.example/api/daily/${DAY}/2/result`);
    expect(calls[0]!.init?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({
      installId: 'install-0000000001',
      result: 'won',
      rules: 'strict',
      actions: ['d', 'm011'],
      timeMs: 1234,
    });
  });

  it('says retry for a network failure and for a service that is down or busy', async () => {
    const failing = httpResultsApi('https://x.example', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await failing.send('install-0000000001', result)).toBe('retry');
    expect(await failing.figures(DAY, 1, null)).toBeNull();
    expect([200, 201, 400, 413, 422, 429, 500, 502, 503, 408].map(sendOutcome)).toEqual([
      'sent',
      'sent',
      'refused',
      'refused',
      'refused',
      'retry',
      'retry',
      'retry',
      'retry',
      'retry',
    ]);
  });

  it('asks for the figures with the player’s moves and time, and decodes the answer', async () => {
    const urls: string[] = [];
    const body = {
      date: DAY,
      suits: 1,
      deal: 8,
      played: 4,
      won: 3,
      winRate: 0.75,
      moves: { histogram: [], beats: 0.5 },
      timeMs: { histogram: [], beats: null },
    };
    const api = httpResultsApi('https://r.example', async (url) => {
      urls.push(String(url));
      return Response.json(body);
    });
    expect(await api.figures(DAY, 1, { moves: 140, timeMs: 90_000 })).toEqual({
      day: DAY,
      suits: 1,
      played: 4,
      won: 3,
      winRate: 0.75,
      movesBeat: 0.5,
      timeBeat: null,
    });
    expect(urls).toEqual([`https://r.example/api/daily/${DAY}/1?moves=140&timeMs=90000`]);
  });

  it('takes no figures that are not for the daily asked, or not figures at all', () => {
    const ok = { date: DAY, suits: 1, played: 4, won: 3, winRate: 0.75, moves: { histogram: [] }, timeMs: { histogram: [] } };
    expect(decodeFigures(ok, DAY, 1)).toMatchObject({ played: 4, movesBeat: null });
    for (const bad of [
      { ...ok, date: '2025-03-24' },
      { ...ok, suits: 2 },
      { ...ok, won: 5 },
      { ...ok, played: -1 },
      { ...ok, winRate: 2 },
      { ...ok, moves: { beats: 'half' } },
      { ...ok, timeMs: null },
      null,
      [],
    ]) {
      expect(decodeFigures(bad, DAY, 1), JSON.stringify(bad)).toBeNull();
    }
  });
});

describe('retryDelay', () => {
  it('doubles from about 5 s up to an hour, spread ±20 %', () => {
    expect(retryDelay(1, 0.5)).toBe(5_000);
    expect(retryDelay(2, 0.5)).toBe(10_000);
    expect(retryDelay(3, 0)).toBe(16_000);
    expect(retryDelay(3, 1)).toBe(24_000);
    expect(retryDelay(30, 0.5)).toBe(3_600_000);
  });
});

describe('hints and undos go with a daily result, as counts only (issue 24, point 3)', () => {
  const good = { day: DAY, suits: 1, rules: 'classic', result: 'lost', actions: ['d'], moves: 1, timeMs: 1000 };

  it('a finished daily queues the hints and undos its game used', async () => {
    const service = fakeApi(['sent']);
    const app = await start(memoryStore(), service.api);
    startDaily(app.session);
    app.session.noteHint();
    app.session.deal();
    app.session.undo();
    app.session.deal();
    app.session.giveUp();
    await settle();
    expect(service.sent).toHaveLength(1);
    expect(service.sent[0]!.result).toEqual({
      day: DAY,
      suits: 1,
      rules: 'classic',
      result: 'lost',
      actions: ['d', 'u', 'd'],
      moves: 1,
      timeMs: 0,
      hints: 1,
      undos: 1,
    });
  });

  it('the stored queue keeps the counts; items queued before them decode as they were; a bad count is damage', () => {
    const counted = { ...good, hints: 2, undos: 0 };
    expect(decodeQueue({ version: 1, installId: null, items: [good, counted] })).toEqual({
      queue: { installId: null, items: [good, counted] },
      damaged: false,
    });
    for (const bad of [{ hints: -1 }, { undos: 1.5 }, { hints: '3' }, { undos: null }]) {
      expect(decodeQueue({ version: 1, installId: null, items: [{ ...good, ...bad }] }), JSON.stringify(bad)).toEqual({
        queue: { installId: null, items: [] },
        damaged: true,
      });
    }
  });

  it('posts the counts; a service from before them (400) gets the result again without them', async () => {
    const bodies: unknown[] = [];
    const statuses = [400, 201];
    const api = httpResultsApi('https://results.example', async (_url, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return new Response('{}', { status: statuses.shift() ?? 500 });
    });
    const result: DailyResult = { day: DAY, suits: 1, rules: 'classic', result: 'won', actions: ['d'], moves: 1, timeMs: 10, hints: 0, undos: 3 };
    expect(await api.send('install-0000000001', result)).toBe('sent');
    expect(bodies).toEqual([
      { installId: 'install-0000000001', result: 'won', rules: 'classic', actions: ['d'], timeMs: 10, hints: 0, undos: 3 },
      { installId: 'install-0000000001', result: 'won', rules: 'classic', actions: ['d'], timeMs: 10 },
    ]);

    // Without counts a 400 is final, and asked once.
    bodies.length = 0;
    statuses.push(400, 201);
    expect(await api.send('install-0000000001', { ...good, suits: 1, rules: 'classic', result: 'lost' })).toBe('refused');
    expect(bodies).toHaveLength(1);
  });
});
