import { springBack, type Animator } from './animate.ts';
import type { Controller } from '../app/controller.ts';
import { touchCard } from './hit-test.ts';
import { columnAt, type TableLayout } from './layout.ts';

interface Press {
  readonly pointerId: number;
  readonly x0: number; // client coordinates at pointerdown
  readonly y0: number;
  readonly column: number;
  readonly index: number;
  readonly touch: boolean;
  dragging: boolean;
  els: HTMLElement[]; // the run being dragged, bottom card first
  bases: string[]; // their transforms before the drag
  hover: number | null; // column under the dragged run
  dx: number;
  dy: number;
}

const MOUSE_SLOP = 4; // px before a press becomes a drag
const TOUCH_SLOP = 8;
const LONG_PRESS_MS = 480; // a press held this long, nearly still, opens the segment picker
const HOLD_SLOP = 10; // px a long press may wander
const GLOW_DELAY_MS = 150; // a press held this long starts to light its column up

/**
 * Pointer input for the table (mouse, touch, pen): a press that travels past a few pixels
 * drags the card and everything on it; anything shorter is a tap, taken at pointerup. Clicks
 * that come without a pointer press (keyboard, assistive technology) are taps too. Drops and
 * taps both go through the controller.
 */
export function attachPointer(
  root: HTMLElement,
  controller: Controller,
  animator: Animator,
  layout: () => TableLayout,
): () => void {
  let press: Press | null = null;
  let swallowClickUntil = 0;
  /** A press that may become a long press: on any column, face-down and empty ones too. */
  let hold: {
    pointerId: number;
    x0: number;
    y0: number;
    column: number;
    el: HTMLElement;
    timer: ReturnType<typeof setTimeout>;
    glow: ReturnType<typeof setTimeout>;
  } | null = null;

  const endHold = () => {
    if (!hold) return;
    clearTimeout(hold.timer);
    clearTimeout(hold.glow);
    hold.el.classList.remove('pressing');
    hold = null;
  };

  /** The long press happened: the picker opens and this press does nothing else. */
  const fireHold = () => {
    const h = hold;
    if (!h) return;
    endHold();
    if (press?.dragging) return; // a drag that came to rest is still a drag
    press = null;
    swallowClickUntil = performance.now() + 800; // the release must not also tap
    controller.openPicker(h.column);
  };

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

  const columnEl = (i: number) => root.querySelector<HTMLElement>(`[data-col="${i}"]`);

  const setHover = (p: Press, next: number | null) => {
    if (p.hover === next) return;
    if (p.hover !== null) columnEl(p.hover)?.classList.remove('drop-target');
    if (next !== null && next !== p.column) columnEl(next)?.classList.add('drop-target');
    p.hover = next;
  };

  const finish = (p: Press) => {
    setHover(p, null);
    p.els.forEach((el, i) => {
      el.classList.remove('dragging');
      el.style.transform = p.bases[i]!;
    });
    press = null;
    swallowClickUntil = performance.now() + 400;
  };

  const onDown = (e: PointerEvent) => {
    if (press || !e.isPrimary) return;
    swallowClickUntil = 0; // a new press: no click is still owed to the last drag
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    // A press while cards are still flying acts on the table as it is about to look: the
    // movement ends first, and what lies under the finger then is what was pressed.
    const target = animator.finishAll()
      ? root.ownerDocument.elementFromPoint(e.clientX, e.clientY) ?? e.target
      : e.target;
    // A touch goes by the layout: a fingertip's zone reaches squeezed strips thinner than it.
    const touched = e.pointerType !== 'mouse' ? touchTarget(e, target as Element | null) : null;
    const colEl = touched ? columnEl(touched.column) : (target as Element | null)?.closest?.<HTMLElement>('.col');
    if (colEl && !hold) {
      // The glow that says "hold to open" starts after a moment, from a timer rather than a CSS
      // delay: a tap then changes no style before its release, so the release is not queued
      // behind a frame the press would otherwise cost.
      const glow = setTimeout(() => colEl.classList.add('pressing'), GLOW_DELAY_MS);
      hold = { pointerId: e.pointerId, x0: e.clientX, y0: e.clientY, column: Number(colEl.dataset.col), el: colEl, timer: setTimeout(fireHold, LONG_PRESS_MS), glow };
    }
    let column: number;
    let index: number;
    if (touched) ({ column, index } = touched);
    else {
      const card = (target as Element | null)?.closest?.<HTMLElement>('[data-card]');
      if (!card || card.dataset.up !== '1' || card.dataset.col === undefined) return;
      column = Number(card.dataset.col);
      index = Number(card.dataset.index);
    }
    press = {
      pointerId: e.pointerId,
      x0: e.clientX,
      y0: e.clientY,
      column,
      index,
      touch: e.pointerType !== 'mouse',
      dragging: false,
      els: [],
      bases: [],
      hover: null,
      dx: 0,
      dy: 0,
    };
  };

  const startDrag = (p: Press) => {
    const col = columnEl(p.column);
    if (!col) return false;
    p.els = [...col.querySelectorAll<HTMLElement>('[data-card]')].filter((el) => Number(el.dataset.index) >= p.index);
    p.bases = p.els.map((el) => el.style.transform);
    for (const el of p.els) {
      animator.stop(el);
      el.classList.add('dragging');
    }
    try {
      root.setPointerCapture(p.pointerId);
    } catch {
      /* the pointer is already gone */
    }
    controller.clearSelection();
    p.dragging = true;
    return true;
  };

  const onMove = (e: PointerEvent) => {
    if (hold && e.pointerId === hold.pointerId) {
      const dx = e.clientX - hold.x0;
      const dy = e.clientY - hold.y0;
      if (dx * dx + dy * dy > HOLD_SLOP * HOLD_SLOP) endHold();
    }
    const p = press;
    if (!p || e.pointerId !== p.pointerId) return;
    const dx = e.clientX - p.x0;
    const dy = e.clientY - p.y0;
    if (!p.dragging) {
      const slop = p.touch ? TOUCH_SLOP : MOUSE_SLOP;
      if (dx * dx + dy * dy < slop * slop) return;
      if (!startDrag(p)) {
        press = null;
        return;
      }
    }
    e.preventDefault();
    p.dx = dx;
    p.dy = dy;
    p.els.forEach((el, i) => {
      el.style.transform = `translate(${dx}px, ${dy}px) ${p.bases[i]}`;
    });
    setHover(p, dropColumn(p));
  };

  /** The column under the middle of the dragged card. */
  const dropColumn = (p: Press): number | null => {
    const lay = layout();
    const id = Number(p.els[0]?.dataset.card);
    const spot = lay.cards.get(id);
    if (!spot) return null;
    const g = lay.geometry;
    return columnAt(g, spot.x + p.dx + g.cardW / 2, spot.y + p.dy + g.cardH / 2);
  };

  const onUp = (e: PointerEvent) => {
    if (hold && e.pointerId === hold.pointerId) endHold();
    const p = press;
    if (!p || e.pointerId !== p.pointerId) return;
    if (!p.dragging) {
      // A tap. Act now rather than on the click that follows (which touch delivers a little
      // later), and let that click go by.
      press = null;
      swallowClickUntil = performance.now() + 600;
      controller.tapCard(p.column, p.index);
      return;
    }
    const target = dropColumn(p);
    const lay = layout();
    finish(p);
    if (target === null || target === p.column) {
      springBack(p.els, p.dx, p.dy, !controller.reducedMotion());
      return;
    }
    // Let the move animate from where the cards were dropped, not from where they started.
    for (const el of p.els) {
      const id = Number(el.dataset.card);
      const spot = lay.cards.get(id);
      if (spot) animator.origins.set(id, { x: spot.x + p.dx, y: spot.y + p.dy });
    }
    const outcome = controller.move(p.column, target, p.els.length);
    if (!outcome.ok) {
      animator.origins.clear();
      springBack(p.els, p.dx, p.dy, !controller.reducedMotion());
    }
  };

  const onCancel = (e: PointerEvent) => {
    if (hold && e.pointerId === hold.pointerId) endHold();
    const p = press;
    if (!p || e.pointerId !== p.pointerId) return;
    if (p.dragging) {
      finish(p);
      springBack(p.els, p.dx, p.dy, !controller.reducedMotion());
      controller.say(controller.text.dragCancelled, 'alert'); // a gesture never fails silently
    }
    press = null;
  };

  const onClick = (e: MouseEvent) => {
    if (performance.now() < swallowClickUntil) {
      swallowClickUntil = 0;
      return;
    }
    const target = e.target as Element | null;
    const card = target?.closest?.<HTMLElement>('[data-card]');
    if (card && card.dataset.col !== undefined) {
      controller.tapCard(Number(card.dataset.col), Number(card.dataset.index));
      return;
    }
    const col = target?.closest?.<HTMLElement>('[data-col]');
    if (col) controller.tapColumn(Number(col.dataset.col));
    else if (!target?.closest?.('button')) controller.clearSelection();
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
    if (hold) fireHold();
    else if (performance.now() >= swallowClickUntil) {
      press = null;
      controller.openPicker(Number(colEl.dataset.col));
    }
  };

  // A press may end outside the table (nothing captures it before a drag): the hold ends too.
  const onAnyUp = (e: PointerEvent) => {
    if (hold && e.pointerId === hold.pointerId) endHold();
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
    endHold();
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
