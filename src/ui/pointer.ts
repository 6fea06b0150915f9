import type { Controller } from '../app/controller.ts';
import type { Animator } from './animate.ts';
import { touchCard } from './hit-test.ts';
import { columnAt, type TableLayout } from './layout.ts';
import { createDrag } from './pointer/drag.ts';
import { createLongPress } from './pointer/long-press.ts';
import { createClickRouter } from './pointer/router.ts';

export interface PointerOptions {
  /**
   * Takes events the page made itself (`isTrusted` false) as the player's. Off in the app, so a
   * script cannot play; component tests, whose events are all synthetic, turn it on.
   */
  readonly trustAllEvents?: boolean;
}

/**
 * Pointer input for the table (mouse, touch, pen), in three parts: the long-press tracker, the
 * drag session (a press that travels past a few pixels drags the card and everything on it;
 * anything shorter is a tap, taken at pointerup) and the click router (clicks without a
 * pointer press: keyboard, assistive technology). Drops and taps all go through the controller.
 */
export function attachPointer(
  root: HTMLElement,
  controller: Controller,
  animator: Animator,
  layout: () => TableLayout,
  options: PointerOptions = {},
): () => void {
  const trusted = (e: Event) => options.trustAllEvents === true || e.isTrusted;
  const columnEl = (i: number) => root.querySelector<HTMLElement>(`[data-col="${i}"]`);
  const router = createClickRouter(controller);
  const drag = createDrag({
    root,
    controller,
    animator,
    layout,
    columnEl,
    tapped(column, index) {
      router.swallow(600);
      controller.input.tapCard(column, index);
    },
    ended: () => router.swallow(400),
  });
  /** The long press happened: the picker opens and this press does nothing else. */
  const hold = createLongPress((column) => {
    if (drag.dragging()) return; // a drag that came to rest is still a drag
    drag.forget();
    router.swallow(800); // the release must not also tap
    controller.input.openPicker(column);
  });

  /**
   * The column and face-up card a touch meant, from the layout; null off the columns, on the
   * stock or the foundations, or where the table has no measured box (DOMs without layout).
   */
  const touchTarget = (e: PointerEvent, target: Element | null): { column: number; index: number } | null => {
    if (target?.closest?.('button, .foundations')) return null;
    const box = root.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return null;
    const lay = layout();
    const g = lay.geometry;
    const x = e.clientX - box.left;
    const y = e.clientY - box.top;
    const column = columnAt(g, x, y);
    const col = column === null ? undefined : lay.position.columns[column];
    if (column === null || !col) return null;
    const index = touchCard(col, lay.columns[column]!, g, lay.position.suits, y - g.columnsTop);
    return index === null ? null : { column, index };
  };

  const onDown = (e: PointerEvent) => {
    if (!trusted(e) || drag.pressing() || !e.isPrimary) return;
    router.reset(); // a new press: no click is still owed to the last drag
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    // Finish playing out: a press anywhere on the table skips to the end, and is used up by it.
    if (controller.input.playOut.peek().status === 'playing') {
      controller.input.finish();
      router.swallow(1_000);
      return;
    }
    // A press while cards are still flying acts on the table as it is about to look: the
    // movement ends first, and what lies under the finger then is what was pressed.
    const target = animator.finishAll() ? (root.ownerDocument.elementFromPoint(e.clientX, e.clientY) ?? e.target) : e.target;
    // A touch goes by the layout: a fingertip's zone reaches squeezed strips thinner than it.
    const touched = e.pointerType !== 'mouse' ? touchTarget(e, target as Element | null) : null;
    const colEl = touched ? columnEl(touched.column) : (target as Element | null)?.closest?.<HTMLElement>('.col');
    if (colEl) hold.begin(e, Number(colEl.dataset.col), colEl);
    if (touched) {
      drag.press(e, touched.column, touched.index);
      return;
    }
    const card = (target as Element | null)?.closest?.<HTMLElement>('[data-card]');
    if (!card || card.dataset.up !== '1' || card.dataset.col === undefined) return;
    drag.press(e, Number(card.dataset.col), Number(card.dataset.index));
  };

  const onMove = (e: PointerEvent) => {
    if (!trusted(e)) return;
    hold.moved(e);
    drag.move(e);
  };
  const onUp = (e: PointerEvent) => {
    if (!trusted(e)) return;
    hold.lifted(e.pointerId);
    drag.up(e);
  };
  const onCancel = (e: PointerEvent) => {
    if (!trusted(e)) return;
    hold.lifted(e.pointerId);
    drag.cancel(e);
  };
  const onClick = (e: MouseEvent) => {
    if (trusted(e)) router.click(e);
  };

  /**
   * Cannot be passive: a touch that starts on a face-up card is ours, and saying so here stops
   * the browser from taking it for a pan (pointercancel). touch-action alone is not enough on a
   * busy phone, where the compositor may decide before the page's touch regions are up to date.
   * Other touches (the stock, face-down cards) keep their clicks.
   */
  const onTouchStart = (e: TouchEvent) => {
    if (e.touches.length !== 1) return;
    const card = (e.target as Element | null)?.closest?.<HTMLElement>('[data-card]');
    if (card?.dataset.up === '1' && card.dataset.col !== undefined) e.preventDefault();
  };

  /** Right-click, and the long press of phones that report one this way: the picker. */
  const onContextMenu = (e: MouseEvent) => {
    const colEl = (e.target as Element | null)?.closest?.<HTMLElement>('.col');
    if (!colEl) return;
    e.preventDefault();
    if (!trusted(e)) return;
    if (hold.active()) hold.fire();
    else if (!router.owed()) {
      drag.forget();
      controller.input.openPicker(Number(colEl.dataset.col));
    }
  };

  // A press may end outside the table (nothing captures it before a drag): the hold ends too.
  const onAnyUp = (e: PointerEvent) => {
    if (trusted(e)) hold.lifted(e.pointerId);
  };
  const win = root.ownerDocument.defaultView;
  win?.addEventListener('pointerup', onAnyUp);
  win?.addEventListener('pointercancel', onAnyUp);
  root.addEventListener('contextmenu', onContextMenu);
  root.addEventListener('touchstart', onTouchStart, { passive: false });
  root.addEventListener('pointerdown', onDown);
  root.addEventListener('pointermove', onMove);
  root.addEventListener('pointerup', onUp);
  root.addEventListener('pointercancel', onCancel);
  root.addEventListener('click', onClick);
  return () => {
    hold.cancel();
    drag.dispose();
    win?.removeEventListener('pointerup', onAnyUp);
    win?.removeEventListener('pointercancel', onAnyUp);
    root.removeEventListener('contextmenu', onContextMenu);
    root.removeEventListener('touchstart', onTouchStart);
    root.removeEventListener('pointerdown', onDown);
    root.removeEventListener('pointermove', onMove);
    root.removeEventListener('pointerup', onUp);
    root.removeEventListener('pointercancel', onCancel);
    root.removeEventListener('click', onClick);
  };
}
