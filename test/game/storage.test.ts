import { describe, expect, it } from 'vitest';
import { memoryStore, prefetched } from '../../src/game/storage.ts';
import { STORED_KEYS } from '../../src/game/stored.ts';
import { bootWith } from './persist-helpers.ts';

describe('values read ahead by the page', () => {
  it('answer only the first read of exactly those keys; later reads see the store', async () => {
    const inner = memoryStore({ game: 'stored', settings: 's', records: 'r' });
    const store = prefetched(inner, STORED_KEYS, Promise.resolve(['early', 'es', 'er']));
    expect(await store.getMany(['game'])).toEqual(['stored']); // other keys: the store
    expect(await store.getMany(STORED_KEYS)).toEqual(['stored', 's', 'r']); // the first read was spent
    const fresh = prefetched(inner, STORED_KEYS, Promise.resolve(['early', 'es', 'er']));
    expect(await fresh.getMany(STORED_KEYS)).toEqual(['early', 'es', 'er']);
    expect(await fresh.getMany(STORED_KEYS)).toEqual(['stored', 's', 'r']);
  });

  it('fall back to the store when the early read failed or returned something else', async () => {
    const inner = memoryStore({ game: 'stored' });
    for (const early of [Promise.reject(new Error('blocked')), Promise.resolve(null), Promise.resolve(['one']), Promise.resolve('x')]) {
      const store = prefetched(inner, STORED_KEYS, early);
      expect(await store.getMany(STORED_KEYS)).toEqual(['stored', undefined, undefined]);
    }
  });

  it('are decoded like anything stored: garbage read ahead is reported, not trusted', async () => {
    const store = prefetched(memoryStore(), STORED_KEYS, Promise.resolve(['{"version":1', undefined, undefined]));
    const b = await bootWith(store);
    expect(b.persistence.notices.value).toEqual([{ kind: 'game-unreadable', error: { code: 'not-json' } }]);
  });
});
