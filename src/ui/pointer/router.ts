import type { Controller } from '../../app/controller.ts';

/**
 * The click router: a click on a card is a tap on it, on a column a tap on the column, on the
 * table's bare felt it drops a selection. Clicks that come without a pointer press (keyboard,
 * assistive technology) take this way; the click a browser sends after a pointer tap or a drag
 * that was already handled is let go.
 */
export interface ClickRouter {
  /** The next click within `ms` was handled already (a tap at pointerup, a drag, a long press). */
  swallow(ms: number): void;
  /** A new press: no click is still owed to the last gesture. */
  reset(): void;
  /** True while a click would be swallowed. */
  owed(): boolean;
  click(e: MouseEvent): void;
}

export function createClickRouter(controller: Controller, now: () => number = () => performance.now()): ClickRouter {
  let swallowUntil = 0;
  return {
    swallow(ms) {
      swallowUntil = now() + ms;
    },
    reset() {
      swallowUntil = 0;
    },
    owed: () => now() < swallowUntil,
    click(e) {
      if (now() < swallowUntil) {
        swallowUntil = 0;
        return;
      }
      const target = e.target as Element | null;
      const card = target?.closest?.<HTMLElement>('[data-card]');
      if (card && card.dataset.col !== undefined) {
        controller.input.tapCard(Number(card.dataset.col), Number(card.dataset.index));
        return;
      }
      const col = target?.closest?.<HTMLElement>('[data-col]');
      if (col) controller.input.tapColumn(Number(col.dataset.col));
      else if (!target?.closest?.('button')) controller.input.clearSelection();
    },
  };
}
