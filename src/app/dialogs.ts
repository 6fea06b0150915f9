import { effect, signal, type ReadonlySignal } from '@preact/signals';
import type { SuitCount } from '../engine/cards.ts';
import type { Game } from '../engine/game.ts';
import type { DealRules } from '../engine/rules.ts';
import type { DealLink } from '../game/link.ts';
import type { Persistence } from '../game/persistence.ts';
import type { Session } from '../game/session.ts';
import type { ShowMe } from '../game/showme.ts';
import { linkGame, type KnownDaily } from './links.ts';
import type { Messages } from './messages.ts';

/** Which modal is open, if any (panels for won / stuck / gave up follow the game instead). */
export type Dialog =
  | { readonly kind: 'none' }
  | { readonly kind: 'new-game' }
  | { readonly kind: 'settings' }
  | { readonly kind: 'help' }
  | { readonly kind: 'picker'; readonly column: number } // the segment picker
  | { readonly kind: 'statistics'; readonly suits: SuitCount }
  | { readonly kind: 'reset-records'; readonly suits: SuitCount } // asks before resetting
  | { readonly kind: 'confirm'; readonly what: 'restart' | 'give-up' }
  | { readonly kind: 'link'; readonly link: DealLink }
  | { readonly kind: 'show-me' } // the solver's line for this deal, over the end panel
  | { readonly kind: 'analysis' }; // "Where did it go wrong?": its answer, over the end panel

export interface DialogsDeps {
  readonly session: Session;
  readonly persistence: Persistence;
  readonly messages: Messages;
  readonly showMe: ShowMe;
  readonly rules: () => DealRules; // the player's deal rules, for a link's game
  readonly knownDaily?: KnownDaily; // a daily's link: is its deal that day's daily?
}

/** Dialog routing: which modal is open, and what its answers do. */
export interface Dialogs {
  readonly dialog: ReadonlySignal<Dialog>;
  open(dialog: Dialog): void;
  closeDialog(): void;
  /** The open question's Yes: restart, give up, reset the records, or play the link's deal. */
  confirm(): void;
  askRestart(): void;
  askGiveUp(): void;
  /** Statistics for a suit count (default: the game on the table). */
  openStatistics(suits?: SuitCount): void;
  /** Opens the viewer, only once the game is won, given up or stuck: never with a game in play. */
  openShowMe(): void;
  /** The viewer from another table of this game ("Show me how from there"), on the same terms. */
  openShowMeFrom(table: Game): void;
  dispose(): void;
}

export function createDialogs(deps: DialogsDeps): Dialogs {
  const { session, persistence, messages, showMe } = deps;
  const { report } = messages;
  const dialog = signal<Dialog>({ kind: 'none' });

  // The viewer belongs to the game it was opened on: any change of game (a takeover from
  // another tab, say) closes it.
  const stopShowMeReset = effect(() => {
    void session.last.value;
    if (dialog.peek().kind === 'show-me') {
      showMe.close();
      dialog.value = { kind: 'none' };
    }
  });

  // "Show me how" opened on a game still in play (stuck: undo and Restart deal keep it the same
  // game) counts as a hint once its line is on show; after the game is over nothing is counted.
  let countLine = false;
  const stopShowMeCount = effect(() => {
    const st = showMe.state.value;
    if (!countLine || st.kind === 'calculating') return;
    countLine = false;
    if (st.kind === 'ready' && dialog.peek().kind === 'show-me') session.noteHint();
  });

  const openShowMeFrom = (table: Game) => {
    if (!session.views.over.value && !session.views.stuck.value) return;
    dialog.value = { kind: 'show-me' };
    countLine = !session.views.over.value;
    showMe.open(table);
  };

  return {
    dialog,
    open(d) {
      dialog.value = d;
    },
    closeDialog() {
      const d = dialog.value;
      if (d.kind === 'show-me') showMe.close();
      // Cancelling the reset question goes back to the statistics it came from.
      dialog.value = d.kind === 'reset-records' ? { kind: 'statistics', suits: d.suits } : { kind: 'none' };
    },
    confirm() {
      const d = dialog.value;
      dialog.value = { kind: 'none' };
      if (d.kind === 'reset-records') {
        persistence.resetRecords(d.suits);
        dialog.value = { kind: 'statistics', suits: d.suits };
      } else if (d.kind === 'confirm') report(d.what === 'restart' ? session.restart() : session.giveUp());
      if (d.kind === 'link') report(session.newGame(linkGame(d.link, deps.rules(), deps.knownDaily)));
    },
    askRestart() {
      if (session.phase.value === 'playing') dialog.value = { kind: 'confirm', what: 'restart' };
      else report(session.restart());
    },
    askGiveUp() {
      if (session.views.over.value) report({ ok: false, reason: 'game-over' });
      else dialog.value = { kind: 'confirm', what: 'give-up' };
    },
    openStatistics(suits) {
      dialog.value = { kind: 'statistics', suits: suits ?? session.game.value.position.suits };
    },
    openShowMe: () => openShowMeFrom(session.start.value),
    openShowMeFrom,
    dispose() {
      stopShowMeReset();
      stopShowMeCount();
    },
  };
}
