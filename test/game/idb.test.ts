import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../src/game/session.ts';
import { idbStore, KEYS } from '../../src/game/storage.ts';
import { bootWith, playChoices as play, playSome } from './persist-helpers.ts';

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
    expect(b.session.journal.actions.value).toEqual(a.session.journal.actions.value);
    expect(b.session.views.canRedo.value).toBe(true);
  });

  it('any action sequence saved in IndexedDB resumes to a deep-equal game and session (property)', async () => {
    let db = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(), { maxLength: 80 }), fc.integer({ min: 0, max: 600_000 }), async (choices, ms) => {
        const name = `spider-prop-${db++}`;
        const a = await bootWith(idbStore(name));
        play(a.session, choices);
        a.clock.advance(ms);
        a.session.clock.setHidden(true); // as the page does on its way out
        await a.persistence.flush();
        a.persistence.dispose();
        const b = await bootWith(idbStore(name));
        b.session.clock.setHidden(true);
        expect(view(b.session)).toEqual(view(a.session));
        expect(b.session.redo()).toEqual(a.session.redo());
        expect(b.session.game.value).toEqual(a.session.game.value);
        b.persistence.dispose();
      }),
      { numRuns: 25 },
    );
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

/** What a player and the records could tell apart, including the hidden history. */
const view = (s: Session) => ({
  game: s.game.value,
  start: s.start.value,
  kind: s.kind.value,
  journal: s.journal.actions.value,
  phase: s.phase.value,
  played: s.played.value,
  status: s.views.status.value,
  elapsed: s.clock.elapsed(),
});
