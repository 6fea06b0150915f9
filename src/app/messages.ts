import { signal, type ReadonlySignal } from '@preact/signals';
import { rankOf, suitOf } from '../engine/cards.ts';
import { roundsLeft, type Position } from '../engine/position.ts';
import type { ActionOutcome, Outcome, Session } from '../game/session.ts';
import type { UiText } from '../i18n/ui-text.ts';

/** A short message on screen; `alert` ones are refusals (assertive), `info` ones polite. */
export interface Toast {
  readonly text: string;
  readonly tone: 'alert' | 'info';
  readonly serial: number; // tells two equal messages apart
  readonly quiet: boolean; // shown but not announced (an announcement already says it)
}

/** What screen readers hear after an action, politely, once. */
export interface Announcement {
  readonly text: string;
  readonly serial: number;
}

export interface MessagesDeps {
  readonly session: Session;
  readonly text: ReadonlySignal<UiText>;
  readonly toastMs?: number;
}

/** Toasts and announcements: how the app tells the player what an action did or why it did not. */
export interface Messages {
  readonly toast: ReadonlySignal<Toast | null>;
  readonly announcement: ReadonlySignal<Announcement | null>;
  say(text: string, tone?: Toast['tone'], quiet?: boolean): void;
  /** Shows a refusal's reason, or notes the runs an action completed; true when it was accepted. */
  report(outcome: ActionOutcome | Outcome): boolean;
  /** Says an accepted action to screen readers; `before` is the position it was made on. */
  announce(before: Position, outcome: Extract<ActionOutcome, { ok: true }>): void;
  dispose(): void;
}

export function createMessages(deps: MessagesDeps): Messages {
  const { session, text } = deps;
  const toastMs = deps.toastMs ?? 3500;
  const toast = signal<Toast | null>(null);
  const announcement = signal<Announcement | null>(null);
  let serial = 0; // one count for both, so a toast and an announcement never share a serial
  let toastTimer: ReturnType<typeof setTimeout> | undefined;

  const say = (message: string, tone: Toast['tone'] = 'info', quiet = false) => {
    toast.value = { text: message, tone, serial: ++serial, quiet };
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => {
      toast.value = null;
    }, toastMs);
  };

  return {
    toast,
    announcement,
    say,
    report(outcome) {
      if (!outcome.ok) {
        say(text.value.refusals[outcome.reason], 'alert');
        return false;
      }
      // The run that wins the game needs no note of its own: the celebration and panel follow.
      if ('events' in outcome && session.phase.value !== 'won') {
        const suits = session.game.value.position.suits;
        for (const e of outcome.events) {
          // Shown; the announcement of the action already says it to screen readers.
          if (e.kind === 'complete') say(text.value.runCompleted(suitOf(e.cards[0]!, suits)), 'info', true);
        }
      }
      return true;
    },
    announce(before, outcome) {
      const t = text.value;
      const suits = before.suits;
      const name = (id: number) => t.cardName(rankOf(id), suitOf(id, suits));
      const a = outcome.action;
      const parts: string[] = [];
      if (a.type === 'move') {
        const source = before.columns[a.from]!;
        parts.push(t.moved(name(source.cards[source.cards.length - a.count]!), a.count, a.to + 1));
      } else if (a.type === 'deal') parts.push(t.dealt(roundsLeft(session.game.value.position)));
      else parts.push(a.type === 'undo' ? t.undone : t.redone);
      for (const e of outcome.events) {
        if (e.kind === 'flip') parts.push(t.revealed(name(e.card)));
        else parts.push(t.runCompleted(suitOf(e.cards[0]!, suits)));
      }
      announcement.value = { text: parts.join(t.clauseJoiner), serial: ++serial };
    },
    dispose() {
      clearTimeout(toastTimer);
    },
  };
}
