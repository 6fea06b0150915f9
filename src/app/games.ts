import { batch, computed, effect, signal, type ReadonlySignal } from '@preact/signals';
import { thirdOf, type Third, type Thirds } from '../data/third.ts';
import type { SuitCount } from '../engine/cards.ts';
import { dayKey } from '../engine/daily.ts';
import type { DealRules } from '../engine/rules.ts';
import { pickDeal, type DealSources, type PickError } from '../game/deals.ts';
import type { DealKind, Session } from '../game/session.ts';
import type { DealType, SettingsStore, VerifiedGrade } from '../game/settings.ts';
import type { Dialogs } from './dialogs.ts';
import type { Messages } from './messages.ts';

export interface GameChoice {
  readonly suits: SuitCount;
  readonly deal?: number;
  readonly rules?: DealRules;
  readonly kind?: DealKind;
  readonly day?: string;
}

export interface GamesDeps {
  readonly session: Session;
  readonly settings: SettingsStore;
  readonly deals: DealSources;
  readonly messages: Messages;
  readonly dialogs: Dialogs;
}

/** Starting games: the chooser, play again, and what leaving the current one would cost. */
export interface Games {
  startGame(options: GameChoice): boolean;
  /** The new-game chooser's Start: picks the deal (SPEC §2) and starts it, or says why not. */
  chooseGame(type: DealType, suits: SuitCount, numberText?: string, grade?: VerifiedGrade): Promise<PickError | null>;
  /** A verified deal's third of its list (issue 24), for the deal line; null for other deals or while the list loads. */
  readonly grade: ReadonlySignal<Third | null>;
  playAgain(): void;
  /** True while leaving this game would count as a loss (it has moves and is not over). */
  inProgress(): boolean;
  /** Today's daily-deal day, "YYYY-MM-DD" (UTC+9). */
  today(): string;
}

export function createGames(deps: GamesDeps): Games & { dispose(): void } {
  const { session, settings, messages, dialogs } = deps;
  // The third is read from the list, not stored with the game: a saved game keeps its format.
  const loaded = signal<Partial<Record<SuitCount, Thirds>>>({});
  const wanted = computed(() => (session.kind.value === 'verified' && session.game.value.deal !== null ? session.game.value.position.suits : null));
  const stopLoading = effect(() => {
    const suits = wanted.value;
    if (suits === null || loaded.peek()[suits] || !deps.deals.loadThirds) return;
    deps.deals.loadThirds(suits).then(
      (t) => (loaded.value = { ...loaded.peek(), [suits]: t }),
      () => {}, // no grade on the deal line; the game itself is unaffected
    );
  });
  const grade = computed(() => {
    const suits = wanted.value;
    const thirds = suits === null ? undefined : loaded.value[suits];
    const deal = session.game.value.deal;
    return thirds && deal !== null ? thirdOf(thirds, deal) : null;
  });
  const games: Games & { dispose(): void } = {
    grade,
    dispose: stopLoading,
    startGame(options) {
      const outcome = session.newGame({
        suits: options.suits,
        rules: options.rules ?? settings.settings.value.rules,
        ...(options.deal !== undefined ? { deal: options.deal } : {}),
        ...(options.kind ? { kind: options.kind } : {}),
        ...(options.day ? { day: options.day } : {}),
      });
      if (!messages.report(outcome)) return false;
      batch(() => {
        dialogs.open({ kind: 'none' });
        settings.update({ suits: options.suits });
      });
      return true;
    },
    async chooseGame(type, suits, numberText = '', verifiedGrade = settings.settings.value.verifiedGrade) {
      const pick = await pickDeal(deps.deals, type, suits, numberText, verifiedGrade);
      if (!pick.ok) return pick.error;
      if (!games.startGame(pick.value)) return null;
      settings.update(type === 'verified' ? { dealType: type, verifiedGrade } : { dealType: type });
      return null;
    },
    playAgain() {
      messages.report(session.restart());
    },
    inProgress: () => session.played.value && !session.views.over.value,
    today: () => dayKey(new Date(deps.deals.wallNow())),
  };
  return games;
}
