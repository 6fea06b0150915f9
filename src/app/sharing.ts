import { computed, effect, signal, type ReadonlySignal } from '@preact/signals';
import type { SharePlatform, ShareOutcome } from '../game/share.ts';
import type { Session } from '../game/session.ts';
import type { UiText } from '../i18n/ui-text.ts';
import type { Messages } from './messages.ts';

export interface SharingDeps {
  readonly session: Session;
  readonly text: () => UiText;
  readonly messages: Messages;
  readonly platform: SharePlatform;
  readonly base: () => string; // the app's own address, for the link
}

/** "Share result" on a finished daily's end panel (issue 24). */
export interface Sharing {
  /** True while the game on the table is a finished daily: the end panel offers Share result. */
  readonly canShare: ReadonlySignal<boolean>;
  /** The result text when neither the share sheet nor the clipboard took it: shown to select. */
  readonly shown: ReadonlySignal<string | null>;
  /** Shares the finished daily's result; says what happened (a cancelled share says nothing). */
  shareResult(): Promise<ShareOutcome | null>;
  dispose(): void;
}

export function createSharing(deps: SharingDeps): Sharing {
  const { session, messages } = deps;
  const shown = signal<string | null>(null);
  const canShare = computed(() => {
    const phase = session.phase.value;
    return session.kind.value === 'daily' && session.day.value !== null && session.game.value.deal !== null && (phase === 'won' || phase === 'gave-up');
  });
  // The text shown belongs to the game it was made for.
  const stopShown = effect(() => {
    void session.last.value;
    shown.value = null;
  });
  // Its own chunk (precached), fetched as soon as a finished daily is on the table: the share
  // sheet and the clipboard want the tap's user activation, which a slow fetch could outlast.
  const loadShare = () => import('../game/share.ts');
  const stopPreload = effect(() => {
    if (canShare.value) void loadShare().catch(() => {});
  });

  return {
    canShare,
    shown,
    async shareResult() {
      if (!canShare.peek()) return null;
      const g = session.game.peek();
      const t = deps.text();
      const { dailyShare, shareText } = await loadShare();
      const text = t.dailyShareText(
        dailyShare(deps.base(), {
          day: session.day.peek()!,
          suits: g.position.suits,
          deal: g.deal!,
          rules: g.rules,
          won: session.phase.peek() === 'won',
          moves: g.position.moves,
          timeMs: session.clock.elapsed(),
          counts: session.counts.peek(),
        }),
      );
      const outcome = await shareText(deps.platform, text);
      if (outcome === 'shared') messages.say(t.resultShared);
      else if (outcome === 'copied') messages.say(t.resultCopied);
      else if (outcome === 'shown') {
        shown.value = text;
        messages.say(t.resultNotCopied);
      }
      return outcome;
    },
    dispose() {
      stopShown();
      stopPreload();
    },
  };
}
