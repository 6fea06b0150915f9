import type { Action } from '../../src/engine/game.ts';
import { legalMoves } from '../../src/engine/moves.ts';
import { boot, type BootDeps } from '../../src/game/boot.ts';
import { manualClock } from '../../src/game/clock.ts';
import type { Session } from '../../src/game/session.ts';
import { memoryStore, type KeyValueStore } from '../../src/game/storage.ts';
import type { TabChannel } from '../../src/game/tabs.ts';

export const LIST = [10, 20, 30, 40];

/** Start-up as the app does it, with everything outside injected. */
export function bootWith(store: KeyValueStore, extra: Partial<BootDeps> = {}) {
  const clock = manualClock(1000);
  let r = 5;
  return boot({
    store,
    clock,
    wallNow: () => Date.UTC(2026, 10, 30, 12),
    randomUint32: () => r++,
    loadVerified: async () => LIST,
    ...extra,
  }).then((b) => ({ ...b, clock }));
}

/** A store whose writes can be made to fail, and that counts its transactions. */
export function flakyStore(initial: Record<string, unknown> = {}) {
  const inner = memoryStore(initial);
  const state = { failWrites: false, failReads: false, transactions: [] as string[][] };
  const store: KeyValueStore = {
    getMany: (keys) => (state.failReads ? Promise.reject(new Error('blocked')) : inner.getMany(keys)),
    setMany: (entries) => {
      if (state.failWrites) return Promise.reject(new DOMException('full', 'QuotaExceededError'));
      state.transactions.push(entries.map(([k]) => k));
      return inner.setMany(entries);
    },
    del: (key) => inner.del(key),
  };
  return { store, data: inner.data, state };
}

/** BroadcastChannel stand-in: every channel of one hub hears the others, not itself. */
export function channelHub() {
  const listeners = new Set<{ owner: object; fn: (m: unknown) => void }>();
  return (): TabChannel => {
    const owner = {};
    return {
      post: (message) => {
        for (const l of [...listeners]) if (l.owner !== owner) l.fn(structuredClone(message));
      },
      listen(fn) {
        const entry = { owner, fn };
        listeners.add(entry);
        return () => listeners.delete(entry);
      },
    };
  };
}

/** Makes `n` legal actions: moves while there are any, else a deal. */
export function playSome(s: Session, n: number) {
  for (let i = 0; i < n; i++) {
    const moves = legalMoves(s.game.value.position);
    const m = moves[i % Math.max(1, moves.length)];
    if (m && i % 5 !== 4) s.move(m.from, m.to, m.count);
    else if (!s.deal().ok && m) s.move(m.from, m.to, m.count);
  }
}

/** Plays `choices` on a session: each number picks one of the actions available then. */
export function playChoices(s: Session, choices: readonly number[]) {
  for (const c of choices) {
    if (s.views.won.value) break;
    const options: Action[] = [...legalMoves(s.game.value.position), { type: 'deal' }, { type: 'undo' }, { type: 'redo' }];
    const a = options[c % options.length]!;
    if (a.type === 'move') s.move(a.from, a.to, a.count);
    else if (a.type === 'deal') s.deal();
    else if (a.type === 'undo') s.undo();
    else s.redo();
  }
}
