import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { idbStore, KEYS } from '../../src/game/storage.ts';
import { bootWith, playSome } from './persist-helpers.ts';

describe('IndexedDB through idb-keyval (fake-indexeddb)', () => {
  it('a game saved in IndexedDB resumes in a second start-up on the same database', async () => {
    const a = await bootWith(idbStore('spider-test-1'));
    playSome(a.session, 10);
    a.session.undo();
    await a.persistence.flush();
    expect(a.persistence.failing.value).toBe(false);
    a.persistence.dispose();

    const b = await bootWith(idbStore('spider-test-1'));
    expect(b.session.game.value).toEqual(a.session.game.value);
    expect(b.session.journal.value).toEqual(a.session.journal.value);
    expect(b.session.canRedo.value).toBe(true);
  });

  it('keeps a raw value that could not be read under a backup key', async () => {
    const store = idbStore('spider-test-2');
    await store.setMany([[KEYS.game, { version: 99 }]]);
    const b = await bootWith(store);
    expect(b.persistence.notices.value).toEqual([{ kind: 'game-unreadable', error: { code: 'bad-version' } }]);
    await b.persistence.flush();
    const key = `backup:game:${Date.UTC(2026, 10, 30, 12)}`;
    expect(await store.getMany([key])).toEqual([{ version: 99 }]);
  });
});
