import { batch } from '@preact/signals';
import type { SuitCount } from '../engine/cards.ts';
import { dayKey } from '../engine/daily.ts';
import type { DealRules } from '../engine/rules.ts';
import { pickDeal, type DealSources, type PickError } from '../game/deals.ts';
import type { DealKind, Session } from '../game/session.ts';
import type { DealType, SettingsStore } from '../game/settings.ts';
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
  chooseGame(type: DealType, suits: SuitCount, numberText?: string): Promise<PickError | null>;
  playAgain(): void;
  /** True while leaving this game would count as a loss (it has moves and is not over). */
  inProgress(): boolean;
  /** Today's daily-deal day, "YYYY-MM-DD" (UTC+9). */
  today(): string;
}

export function createGames(deps: GamesDeps): Games {
  const { session, settings, messages, dialogs } = deps;
  const games: Games = {
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
    async chooseGame(type, suits, numberText = '') {
      const pick = await pickDeal(deps.deals, type, suits, numberText);
      if (!pick.ok) return pick.error;
      if (!games.startGame(pick.value)) return null;
      settings.update({ dealType: type });
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
