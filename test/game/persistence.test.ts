import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine/game.ts';
import { decodeRecords, EMPTY_RECORD } from '../../src/game/records.ts';
import { decodeSave, encodeSave } from '../../src/game/save.ts';
import { decodeSettings } from '../../src/game/settings.ts';
import { idbStore, KEYS, memoryStore } from '../../src/game/storage.ts';
import { createSession, type Session } from '../../src/game/session.ts';
import { inertColumns, makeGame, run } from './helpers.ts';
import { bootWith, channelHub, flakyStore, LIST, playSome } from './persist-helpers.ts';

const view = (s: Session) => ({
  game: s.game.value,
  kind: s.kind.value,
  journal: s.journal.actions.value,
  phase: s.phase.value,
  elapsed: s.clock.elapsed(),
  canRedo: s.views.canRedo.value,
});

describe('start-up', () => {
  it('a first visit deals a Verified deal from the list, and saves it at once', async () => {
    const store = memoryStore();
    const { session, persistence } = await bootWith(store);
    expect(session.kind.value).toBe('verified');
    expect(LIST).toContain(session.game.value.deal);
    expect(session.game.value.deal).toBe(LIST[5 % LIST.length]);
    await persistence.flush();
    const saved = decodeSave(store.data.get(KEYS.game));
    expect(saved.ok && saved.value.game).toEqual(session.game.value);
  });

  it('falls back to a random deal when the list cannot load', async () => {
    const { session } = await bootWith(memoryStore(), { loadVerified: () => Promise.reject(new Error('offline')) });
    expect(session.kind.value).toBe('random');
  });

  it('resumes exactly: cards, undo and redo history, counts, phase and time', async () => {
    const store = memoryStore();
    const a = await bootWith(store);
    playSome(a.session, 12);
    a.session.undo();
    a.session.undo();
    a.clock.advance(65_000);
    a.session.clock.setHidden(true); // the page goes away: time is folded in and written
    await a.persistence.flush();
    const before = view(a.session);
    a.persistence.dispose();

    const b = await bootWith(store);
    expect(view(b.session)).toEqual({ ...before, elapsed: before.elapsed });
    expect(b.session.clock.elapsed()).toBe(65_000);
    expect(b.session.redo().ok).toBe(true);
    expect(b.persistence.notices.value).toEqual([]);
  });

  it('writes after every accepted action, and not for a refused one', async () => {
    const { store, state } = flakyStore();
    const { session, persistence } = await bootWith(store);
    await persistence.flush();
    const n = state.transactions.length;
    session.move(0, 0, 1); // refused
    await persistence.flush();
    expect(state.transactions.length).toBe(n + 1); // flush itself writes the time once
    playSome(session, 3);
    await persistence.flush();
    const stored = decodeSave((await store.getMany([KEYS.game]))[0]);
    expect(stored.ok && stored.value.snapshot.journal).toEqual(session.journal.actions.value);
  });
});

describe('bad stored data: reported, kept aside, never costs the records', () => {
  it('an unreadable game: message, backup of the raw value, records intact, a new game', async () => {
    const store = memoryStore();
    const first = await bootWith(store);
    playSome(first.session, 2);
    first.session.giveUp();
    await first.persistence.flush();
    const records = store.data.get(KEYS.records);
    first.persistence.dispose();

    store.data.set(KEYS.game, '{"version":1,"suits":2,"deal":'); // truncated
    const b = await bootWith(store);
    expect(b.persistence.notices.value).toEqual([{ kind: 'game-unreadable', error: { code: 'not-json' } }]);
    expect(b.session.kind.value).toBe('verified');
    expect(b.session.journal.actions.value).toEqual([]);
    await b.persistence.flush();
    const backups = [...store.data].filter(([k]) => k.startsWith('backup:game:'));
    expect(backups.map(([, v]) => v)).toEqual(['{"version":1,"suits":2,"deal":']);
    expect(store.data.get(KEYS.records)).toEqual(records);
    const r = decodeRecords(store.data.get(KEYS.records));
    expect(r.ok && r.value[1].played).toBe(1);
  });

  it('a game with an illegal action is refused whole, with its reason', async () => {
    const g = newGame(1, 3);
    const s = createSession({ initial: { game: g, kind: 'number' } });
    s.deal();
    const text = encodeSave(s.journal.snapshot()).replace('"actions":["d"]', '"actions":["d","u","u"]');
    const store = memoryStore({ [KEYS.game]: text });
    const b = await bootWith(store);
    expect(b.persistence.notices.value).toEqual([{ kind: 'game-unreadable', error: { code: 'illegal-action', index: 2, reason: 'nothing-to-undo' } }]);
    expect(b.session.game.value.deal).not.toBe(null);
    expect(b.session.journal.actions.value).toEqual([]);
  });

  it('unreadable settings and records: defaults, a message each, raw values kept', async () => {
    const store = memoryStore({ [KEYS.settings]: 'garbage', [KEYS.records]: { version: 1, bySuits: { 1: { ...EMPTY_RECORD, played: 'ten' } } } });
    const b = await bootWith(store);
    expect(b.persistence.notices.value).toEqual([{ kind: 'settings-unreadable' }, { kind: 'records-repaired', fields: ['1.played'] }]);
    await b.persistence.flush();
    const keys = [...store.data.keys()];
    expect(keys.filter((k) => k.startsWith('backup:settings:'))).toHaveLength(1);
    expect(keys.filter((k) => k.startsWith('backup:records:'))).toHaveLength(1);
  });
});

describe('faults', () => {
  it('no IndexedDB at all: the game plays and saving is reported as off', async () => {
    expect(typeof indexedDB).toBe('undefined');
    const b = await bootWith(idbStore());
    await b.persistence.flush();
    expect(b.persistence.failing.value).toBe(true);
    playSome(b.session, 3);
    expect(b.session.views.status.value.moves).toBeGreaterThan(0);
  });

  it('a throwing write (quota) keeps the game playable, says so, and recovers', async () => {
    const { store, state } = flakyStore();
    const b = await bootWith(store);
    await b.persistence.flush();
    state.failWrites = true;
    playSome(b.session, 2);
    await b.persistence.flush();
    expect(b.persistence.failing.value).toBe(true);
    expect(b.session.views.status.value.moves).toBe(2);
    state.failWrites = false;
    playSome(b.session, 1);
    await b.persistence.flush();
    expect(b.persistence.failing.value).toBe(false);
    const saved = decodeSave((await store.getMany([KEYS.game]))[0]);
    expect(saved.ok && saved.value.snapshot.journal.length).toBe(3);
  });

  it('a write that failed is not lost: the win and its records go out with the next write', async () => {
    const g = makeGame({ columns: [[...run('K', '2', 'S')], ['AS']], completed: 7, dump: [] });
    const s = createSession({ initial: { game: g, kind: 'position' } });
    const { store, state, data } = flakyStore({ [KEYS.game]: encodeSave({ ...s.journal.snapshot(), played: true }) });
    const b = await bootWith(store);
    await b.persistence.flush();
    state.failWrites = true;
    b.session.tap(1, 0); // the win
    await b.persistence.flush();
    expect(b.persistence.failing.value).toBe(true);
    expect(data.get(KEYS.records)).toBeUndefined();
    state.failWrites = false;
    b.session.newGame({ suits: 1, deal: 4 }); // the next write
    await b.persistence.flush();
    const r = decodeRecords(data.get(KEYS.records));
    expect(r.ok && r.value[1]).toMatchObject({ played: 1, won: 1 });
    expect(b.persistence.failing.value).toBe(false);
  });

  it('reads that fail start a game anyway', async () => {
    const { store, state } = flakyStore();
    state.failReads = true;
    const b = await bootWith(store);
    expect(b.session.kind.value).toBe('verified');
  });
});

describe('records and settings are kept', () => {
  it('a win writes the game and the records in one transaction', async () => {
    const g = makeGame({ columns: [[...run('K', '2', 'S')], ['AS']], completed: 7, dump: [] });
    const s = createSession({ initial: { game: g, kind: 'position' } });
    const { store, state } = flakyStore({ [KEYS.game]: encodeSave(s.journal.snapshot()) });
    const b = await bootWith(store);
    await b.persistence.flush();
    state.transactions.length = 0;
    b.session.tap(1, 0);
    await b.persistence.flush();
    expect(state.transactions).toEqual([[KEYS.game, KEYS.records]]);
    expect(b.persistence.records.value[1]).toMatchObject({ played: 1, won: 1, streak: 1 });
    expect(b.persistence.improved.value).toMatchObject({ firstWin: true });
  });

  it('every way a game is left counts one loss; an untouched deal counts nothing', async () => {
    const store = memoryStore();
    const { session: s, persistence: p } = await bootWith(store);
    s.newGame({ suits: 1, deal: 2 }); // untouched: nothing
    playSome(s, 1);
    s.newGame({ suits: 2, deal: 2 }); // new game mid-way: a 1-suit loss
    playSome(s, 1);
    s.restart(); // same game
    s.restart();
    s.giveUp(); // a 2-suit loss
    s.newGame({ suits: 2, deal: 3 });
    s.giveUp(); // never played: nothing
    await p.flush();
    const r = decodeRecords(store.data.get(KEYS.records));
    expect(r.ok && r.value[1]).toMatchObject({ played: 1, won: 0 });
    expect(r.ok && r.value[2]).toMatchObject({ played: 1, won: 0 });
  });

  it('a stuck game left for a new one is a loss', async () => {
    // Aces and Kings over face-down cards, stock empty: nothing can move.
    const g = makeGame({ columns: inertColumns(10), dump: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] });
    const s0 = createSession({ initial: { game: g, kind: 'position' } });
    const store = memoryStore({ [KEYS.game]: encodeSave({ ...s0.journal.snapshot(), played: true }) });
    const { session: s, persistence: p } = await bootWith(store);
    expect(s.views.stuck.value).toBe(true);
    s.newGame({ suits: 1, deal: 1 });
    expect(p.records.value[1]).toMatchObject({ played: 1, won: 0, streak: 0 });
  });

  it('settings are written when they change and read back', async () => {
    const store = memoryStore();
    const a = await bootWith(store);
    a.settings.update({ theme: 'dark', showScore: true });
    await a.persistence.flush();
    const d = decodeSettings(store.data.get(KEYS.settings));
    expect(d.ok && d.value).toMatchObject({ theme: 'dark', showScore: true });
    const b = await bootWith(store);
    expect(b.settings.settings.value).toMatchObject({ theme: 'dark', showScore: true });
  });
});

describe('two tabs', () => {
  it('the newer tab takes over; the older one stops writing and can take the game back', async () => {
    const store = memoryStore();
    const hub = channelHub();
    const a = await bootWith(store, { channel: hub(), tabId: 'a' });
    playSome(a.session, 3);
    await a.persistence.flush();
    const b = await bootWith(store, { channel: hub(), tabId: 'b' });
    expect(a.persistence.elsewhere.value).toBe(true);
    expect(b.persistence.elsewhere.value).toBe(false);
    expect(b.session.journal.actions.value).toEqual(a.session.journal.actions.value);

    playSome(b.session, 2);
    await b.persistence.flush();
    const bJournal = b.session.journal.actions.value;
    a.session.deal(); // the older tab must not overwrite the newer one's game
    await a.persistence.flush();
    const stored = decodeSave(store.data.get(KEYS.game));
    expect(stored.ok && stored.value.snapshot.journal).toEqual(bJournal);

    await a.persistence.takeBack();
    expect(a.session.journal.actions.value).toEqual(bJournal);
    expect(a.persistence.elsewhere.value).toBe(false);
    expect(b.persistence.elsewhere.value).toBe(true);
  });
});

describe('two tabs starting together', () => {
  it('settle on exactly one owner, whichever claim is heard first', async () => {
    const { createTabGuard } = await import('../../src/game/tabs.ts');
    const hub = channelHub();
    // Claims crossing: each tab claims before it hears the other.
    const lost: string[] = [];
    let t = 100;
    const a = createTabGuard(
      hub(),
      'a',
      () => lost.push('a'),
      () => t,
    );
    const b = createTabGuard(
      hub(),
      'b',
      () => lost.push('b'),
      () => t,
    );
    a.claim();
    t = 101;
    b.claim();
    expect([a.elsewhere.value, b.elsewhere.value]).toEqual([true, false]);
    // The same instant: the tie goes by tab id, still one owner.
    const other = channelHub();
    const c = createTabGuard(
      other(),
      'c',
      () => lost.push('c'),
      () => 500,
    );
    const d = createTabGuard(
      other(),
      'd',
      () => lost.push('d'),
      () => 500,
    );
    c.claim();
    d.claim();
    expect([c.elsewhere.value, d.elsewhere.value].filter((x) => !x)).toHaveLength(1);
    // Taking back makes the newest claim.
    t = 102;
    a.claim();
    expect([a.elsewhere.value, b.elsewhere.value]).toEqual([false, true]);
  });
});
