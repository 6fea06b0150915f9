import type { Controller, Hold } from '../../app/controller.ts';
import { springBack, type Animator } from '../animate.ts';
import { columnAt, type TableLayout } from '../layout.ts';

const MOUSE_SLOP = 4; // px before a press becomes a drag
const TOUCH_SLOP = 8;

/** A press on a face-up card: a tap until it travels past the slop, then a drag. */
interface Press {
  readonly pointerId: number;
  readonly x0: number; // client coordinates at pointerdown
  readonly y0: number;
  readonly column: number;
  readonly index: number; // the pressed card; it and everything on it are dragged
  readonly touch: boolean;
  hold: Hold | null; // the table held by the gate, from the drag's start to its end
  els: HTMLElement[]; // the run being dragged, bottom card first
  bases: string[]; // their transforms before the drag
  hover: number | null; // column under the dragged run
  dx: number; // the latest offset from the press, in px
  dy: number;
  frame: number | null; // the animation frame that will draw the latest offset
}

export interface DragDeps {
  readonly root: HTMLElement;
  readonly controller: Controller;
  readonly animator: Animator;
  readonly layout: () => TableLayout;
  readonly columnEl: (column: number) => HTMLElement | null;
  /** The press was a tap (it never travelled): acted on at pointerup. */
  readonly tapped: (column: number, index: number) => void;
  /** A drag ended, dropped or not: the click that follows belongs to it. */
  readonly ended: () => void;
  readonly frame?: (draw: () => void) => number; // requestAnimationFrame, injectable
  readonly cancelFrame?: (id: number) => void;
}

/** The drag session: at most one press at a time; its pointer's moves drive it. */
export interface DragSession {
  press(e: PointerEvent, column: number, index: number): void;
  pressing(): boolean;
  dragging(): boolean;
  /** Drops a press that has not become a drag (a long press took it). */
  forget(): void;
  move(e: PointerEvent): void;
  up(e: PointerEvent): void;
  cancel(e: PointerEvent): void;
  dispose(): void;
}

export function createDrag(deps: DragDeps): DragSession {
  const { root, controller, animator, layout, columnEl } = deps;
  const frame = deps.frame ?? ((draw: () => void) => requestAnimationFrame(draw));
  const cancelFrame = deps.cancelFrame ?? ((id: number) => cancelAnimationFrame(id));
  let press: Press | null = null;

  const setHover = (p: Press, next: number | null) => {
    if (p.hover === next) return;
    if (p.hover !== null) columnEl(p.hover)?.classList.remove('drop-target');
    if (next !== null && next !== p.column) columnEl(next)?.classList.add('drop-target');
    p.hover = next;
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

  /** Draws the latest offset: however many moves came since the last frame, one write each. */
  const draw = (p: Press) => {
    p.frame = null;
    p.els.forEach((el, i) => {
      el.style.transform = `translate(${p.dx}px, ${p.dy}px) ${p.bases[i]}`;
    });
    setHover(p, dropColumn(p));
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
    controller.input.clearSelection();
    p.hold = controller.input.holdTable();
    return true;
  };

  /** Puts the dragged cards back where the table has them (a move, if any, animates from there). */
  const finish = (p: Press) => {
    if (p.frame !== null) cancelFrame(p.frame);
    p.frame = null;
    setHover(p, null);
    p.els.forEach((el, i) => {
      el.classList.remove('dragging');
      el.style.transform = p.bases[i]!;
    });
    press = null;
    deps.ended();
  };

  const back = (p: Press) => springBack(p.els, p.dx, p.dy, !controller.reducedMotion());

  return {
    press(e, column, index) {
      press = {
        pointerId: e.pointerId,
        x0: e.clientX,
        y0: e.clientY,
        column,
        index,
        touch: e.pointerType !== 'mouse',
        hold: null,
        els: [],
        bases: [],
        hover: null,
        dx: 0,
        dy: 0,
        frame: null,
      };
    },
    pressing: () => press !== null,
    dragging: () => press?.hold != null,
    forget() {
      press = null;
    },
    move(e) {
      const p = press;
      if (!p || e.pointerId !== p.pointerId) return;
      const dx = e.clientX - p.x0;
      const dy = e.clientY - p.y0;
      if (!p.hold) {
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
      if (p.frame === null) p.frame = frame(() => draw(p));
    },
    up(e) {
      const p = press;
      if (!p || e.pointerId !== p.pointerId) return;
      const hold = p.hold;
      if (!hold) {
        // A tap. Act now rather than on the click that follows (which touch delivers a little
        // later), and let that click go by.
        press = null;
        deps.tapped(p.column, p.index);
        return;
      }
      const target = dropColumn(p);
      const lay = layout();
      finish(p);
      if (target === null || target === p.column) {
        hold.release();
        back(p);
        return;
      }
      // Let the move animate from where the cards were dropped, not from where they started.
      for (const el of p.els) {
        const id = Number(el.dataset.card);
        const spot = lay.cards.get(id);
        if (spot) animator.origins.set(id, { x: spot.x + p.dx, y: spot.y + p.dy });
      }
      const outcome = hold.drop(p.column, target, p.els.length);
      if (!outcome?.ok) {
        animator.origins.clear();
        back(p);
      }
    },
    cancel(e) {
      const p = press;
      if (!p || e.pointerId !== p.pointerId) return;
      if (p.hold) {
        const hold = p.hold;
        finish(p);
        hold.release();
        back(p);
        controller.messages.say(controller.text.dragCancelled, 'alert'); // a gesture never fails silently
      }
      press = null;
    },
    dispose() {
      const p = press;
      if (p?.frame != null) cancelFrame(p.frame);
      p?.hold?.release();
      press = null;
    },
  };
}
