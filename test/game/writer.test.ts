import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '../../src/game/storage.ts';
import { createWriter } from '../../src/game/writer.ts';

/** A store whose writes finish only when the test says so, each failing or not. */
function gatedStore() {
  const calls: { entries: [string, unknown][]; finish: (ok: boolean) => void }[] = [];
  const data = new Map<string, unknown>();
  const store: KeyValueStore = {
    getMany: async (keys) => keys.map((k) => data.get(k)),
    setMany: (entries) =>
      new Promise<void>((resolve, reject) => {
        const copy = entries.map(([k, v]) => [k, v] as [string, unknown]);
        calls.push({
          entries: copy,
          finish: (ok) => {
            if (!ok) return reject(new Error('quota'));
            for (const [k, v] of copy) data.set(k, v);
            resolve();
          },
        });
      }),
    del: async (key) => void data.delete(key),
  };
  return { store, calls, data };
}

const tick = () => new Promise<void>((r) => setTimeout(r, 0));

describe('the write queue', () => {
  it('puts of one task share one transaction', async () => {
    const { store, calls } = gatedStore();
    const w = createWriter(store);
    w.put('game', 1);
    w.put('records', 2);
    w.put('game', 3);
    await tick();
    expect(calls.map((c) => c.entries)).toEqual([
      [
        ['game', 3],
        ['records', 2],
      ],
    ]);
  });

  it('hands a later put to the store at once, while an earlier transaction is still open', async () => {
    // A reload right after a move must find that move handed over, not queued behind a write.
    const { store, calls, data } = gatedStore();
    const w = createWriter(store);
    w.put('game', 'move 5');
    await tick();
    w.put('game', 'move 6');
    await tick();
    expect(calls.map((c) => c.entries)).toEqual([[['game', 'move 5']], [['game', 'move 6']]]);
    calls[0]!.finish(true);
    calls[1]!.finish(true);
    await w.flush();
    expect(data.get('game')).toBe('move 6');
  });

  it('a failed batch goes out again with the next write, except what a newer put replaced', async () => {
    const { store, calls, data } = gatedStore();
    const w = createWriter(store);
    w.put('game', 'old');
    w.put('records', 'won once');
    await tick();
    w.put('game', 'new'); // already on its way when the first batch fails
    await tick();
    calls[0]!.finish(false);
    await tick();
    expect(w.failing.value).toBe(true);
    calls[1]!.finish(true);
    await tick();
    expect(data.get('game')).toBe('new');
    expect(data.has('records')).toBe(false);
    expect(w.failing.value).toBe(true); // the records are still waiting
    w.put('settings', 's');
    await tick();
    expect(calls[2]!.entries).toEqual([
      ['records', 'won once'],
      ['settings', 's'],
    ]);
    calls[2]!.finish(true);
    await w.flush();
    expect(data.get('records')).toBe('won once');
    expect(data.get('game')).toBe('new');
    expect(w.failing.value).toBe(false);
  });

  it('flush waits for every transaction still open', async () => {
    const { store, calls } = gatedStore();
    const w = createWriter(store);
    w.put('a', 1);
    await tick();
    w.put('b', 2);
    let done = false;
    const flushed = w.flush().then(() => (done = true));
    await tick();
    expect(calls).toHaveLength(2);
    calls[1]!.finish(true);
    await tick();
    expect(done).toBe(false);
    calls[0]!.finish(true);
    await flushed;
    expect(done).toBe(true);
  });
});
