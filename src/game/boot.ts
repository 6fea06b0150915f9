import { newGame } from '../engine/game.ts';
import type { Clock } from './clock.ts';
import { pickDeal, type DealChoice, type DealSources } from './deals.ts';
import { createPersistence, type Persistence } from './persistence.ts';
import { createSession, type Session } from './session.ts';
import { createSettings, type SettingsStore } from './settings.ts';
import type { KeyValueStore } from './storage.ts';
import { readStored } from './stored.ts';
import type { TabChannel } from './tabs.ts';

export interface BootDeps extends DealSources {
  readonly store: KeyValueStore;
  readonly clock?: Clock;
  readonly channel?: TabChannel | null;
  readonly tabId?: string;
}

export interface Booted {
  readonly session: Session;
  readonly settings: SettingsStore;
  readonly persistence: Persistence;
}

/**
 * Start-up, before the first paint: read what is stored, resume the saved game exactly or,
 * on a first visit, deal a Verified one; then keep everything written from here on.
 */
export async function boot(deps: BootDeps): Promise<Booted> {
  const stored = await readStored(deps.store);
  const settings = createSettings(stored.settings);
  let session: Session;
  const common = { pickDeal: deps.randomUint32, ...(deps.clock ? { clock: deps.clock } : {}) };
  if (stored.game) {
    const { snapshot, game } = stored.game;
    session = createSession({ ...common, initial: { game: snapshot.start, kind: snapshot.kind } });
    session.journal.restore(snapshot, game);
  } else {
    const { suits, rules, verifiedGrade } = settings.settings.value;
    const pick = await pickDeal(deps, 'verified', suits, '', verifiedGrade);
    const choice: DealChoice = pick.ok ? pick.value : { suits, deal: deps.randomUint32(), kind: 'random' };
    session = createSession({ ...common, initial: { game: newGame(suits, choice.deal, rules), kind: choice.kind } });
  }
  const persistence = createPersistence({
    session,
    settings,
    store: deps.store,
    records: stored.records,
    notices: stored.notices,
    backups: stored.backups,
    wallNow: deps.wallNow,
    channel: deps.channel ?? null,
    ...(deps.tabId ? { tabId: deps.tabId } : {}),
  });
  return { session, settings, persistence };
}
