import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine/game.ts';
import { manualClock } from '../../src/game/clock.ts';
import { encodeHistory, markDay, EMPTY_HISTORY } from '../../src/game/daily-days.ts';
import { createDailyHistory } from '../../src/game/daily-history.ts';
import { createPersistence } from '../../src/game/persistence.ts';
import { EMPTY_RECORDS } from '../../src/game/records.ts';
import { createSession, type DealKind } from '../../src/game/session.ts';
import { createSettings } from '../../src/game/settings.ts';
import { KEYS, memoryStore } from '../../src/game/storage.ts';
import { makeGame, run } from './helpers.ts';

const DAY = '2026-12-02';

function setup(options: { stored?: Record<string, unknown>; kind?: DealKind; almostWon?: boolean } = {}) {
  const store = memoryStore(options.stored ?? {});
  const game = options.almostWon ? makeGame({ suits: 2, columns: [[...run('K', '2', 'S')], ['AS']], completed: 7, dump: [] }) : newGame(2, 77);
  const session = createSession({ clock: manualClock(0), initial: { game, kind: options.kind ?? 'daily', day: DAY } });
  const persistence = createPersistence({ session, settings: createSettings(), store, records: EMPTY_RECORDS, wallNow: () => 5 });
  const dailies = createDailyHistory({ session, store, persistence });
  return { store, session, persistence, dailies };
}

const firstMove = (s: ReturnType<typeof setup>['session']) => {
  const r = s.deal();
  if (!r.ok) throw new Error(r.reason);
};

describe('the calendar of dailies on disk', () => {
  it('a daily is played at its first action and stored under its own day and suit count', async () => {
    const t = setup();
    await t.dailies.ready;
    expect(t.dailies.history.value).toEqual(EMPTY_HISTORY);
    firstMove(t.session);
    expect(t.dailies.history.value[2]).toEqual({ [DAY]: 'played' });
    await t.persistence.flush();
    expect(t.store.data.get(KEYS.dailies)).toEqual({ version: 1, bySuits: { 1: {}, 2: { [DAY]: 'played' }, 4: {} } });
  });

  it('a fresh daily (no action yet) and other kinds of deal are not marked', async () => {
    const fresh = setup();
    await fresh.dailies.ready;
    expect(fresh.dailies.history.value).toEqual(EMPTY_HISTORY);
    const other = setup({ kind: 'verified' });
    await other.dailies.ready;
    firstMove(other.session);
    await other.persistence.flush();
    expect(other.dailies.history.value).toEqual(EMPTY_HISTORY);
    expect(other.store.data.has(KEYS.dailies)).toBe(false);
  });

  it('won when won', async () => {
    const t = setup({ almostWon: true });
    await t.dailies.ready;
    expect(t.session.move(1, 0, 1).ok).toBe(true);
    expect(t.session.phase.value).toBe('won');
    expect(t.dailies.history.value[2]).toEqual({ [DAY]: 'won' });
  });

  it('keeps the stored days, and merges a day played before the stored calendar was read', async () => {
    const stored = markDay(EMPTY_HISTORY, 1, '2026-11-30', 'won');
    const t = setup({ stored: { [KEYS.dailies]: encodeHistory(stored) } });
    firstMove(t.session); // before `ready`: nothing written yet that could replace the stored days
    await t.dailies.ready;
    await t.persistence.flush();
    const both = { 1: { '2026-11-30': 'won' }, 2: { [DAY]: 'played' }, 4: {} };
    expect(t.dailies.history.value).toEqual(both);
    expect(t.store.data.get(KEYS.dailies)).toEqual({ version: 1, bySuits: both });
  });

  it('unreadable data: a notice, the raw value kept aside, the game and records untouched', async () => {
    const t = setup({ stored: { [KEYS.dailies]: 'garbage', [KEYS.records]: { keep: true } } });
    await t.dailies.ready;
    await t.persistence.flush();
    expect(t.persistence.notices.value).toEqual([{ kind: 'dailies-unreadable' }]);
    expect(t.store.data.get('backup:dailies:5')).toBe('garbage');
    expect(t.store.data.get(KEYS.records)).toEqual({ keep: true });
    expect(t.dailies.history.value).toEqual(EMPTY_HISTORY);
  });

  it('a bad day: the rest is kept, the bad one named and backed up', async () => {
    const raw = { version: 1, bySuits: { 4: { '2026-11-01': 'won', '2026-11-31': 'won' } } };
    const t = setup({ stored: { [KEYS.dailies]: raw } });
    await t.dailies.ready;
    await t.persistence.flush();
    expect(t.persistence.notices.value).toEqual([{ kind: 'dailies-repaired', fields: ['4.2026-11-31'] }]);
    expect(t.store.data.get('backup:dailies:5')).toEqual(raw);
    expect(t.dailies.history.value[4]).toEqual({ '2026-11-01': 'won' });
    expect(t.store.data.get(KEYS.dailies)).toEqual({ version: 1, bySuits: { 1: {}, 2: {}, 4: { '2026-11-01': 'won' } } });
  });

  it('no storage at all: the calendar lives in memory', async () => {
    const store = memoryStore();
    const session = createSession({ clock: manualClock(0), initial: { game: newGame(1, 3), kind: 'daily', day: DAY } });
    const persistence = createPersistence({ session, settings: createSettings(), store, records: EMPTY_RECORDS, wallNow: () => 5 });
    const dailies = createDailyHistory({ session, store: { ...store, getMany: () => Promise.reject(new Error('blocked')) }, persistence });
    await dailies.ready;
    firstMove(session);
    expect(dailies.history.value[1]).toEqual({ [DAY]: 'played' });
    expect(persistence.notices.value).toEqual([]);
  });

  it('reload keeps what another tab added beside this tab’s days', async () => {
    const t = setup();
    await t.dailies.ready;
    firstMove(t.session);
    await t.persistence.flush();
    t.store.data.set(KEYS.dailies, encodeHistory(markDay(EMPTY_HISTORY, 4, '2026-12-01', 'won')));
    await t.dailies.reload();
    expect(t.dailies.history.value).toEqual({ 1: {}, 2: { [DAY]: 'played' }, 4: { '2026-12-01': 'won' } });
  });
});
