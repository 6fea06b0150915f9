const LONG_PRESS_MS = 480; // a press held this long, nearly still, opens the segment picker
const HOLD_SLOP = 10; // px a long press may wander
const GLOW_DELAY_MS = 150; // a press held this long starts to light its column up

/** A press that may become a long press: on any column, face-down and empty ones too. */
interface Held {
  readonly pointerId: number;
  readonly x0: number; // client coordinates at pointerdown
  readonly y0: number;
  readonly column: number;
  readonly el: HTMLElement; // the column, which glows while held
  readonly timer: ReturnType<typeof setTimeout>;
  readonly glow: ReturnType<typeof setTimeout>;
}

/** The long-press tracker: one press at a time, ended by moving away, lifting or firing. */
export interface LongPress {
  active(): boolean;
  begin(e: PointerEvent, column: number, el: HTMLElement): void;
  /** The press wandered: past a few pixels it is no long press. */
  moved(e: PointerEvent): void;
  /** The pointer went up or was cancelled (anywhere on the page). */
  lifted(pointerId: number): void;
  /** The long press happens now (its timer, or a context menu that says so sooner). */
  fire(): void;
  cancel(): void;
}

/** `onFire(column)`: the press was held long enough on that column. */
export function createLongPress(onFire: (column: number) => void): LongPress {
  let held: Held | null = null;

  const cancel = () => {
    if (!held) return;
    clearTimeout(held.timer);
    clearTimeout(held.glow);
    held.el.classList.remove('pressing');
    held = null;
  };

  const fire = () => {
    const h = held;
    if (!h) return;
    cancel();
    onFire(h.column);
  };

  return {
    active: () => held !== null,
    begin(e, column, el) {
      if (held) return;
      // The glow that says "hold to open" starts after a moment, from a timer rather than a CSS
      // delay: a tap then changes no style before its release, so the release is not queued
      // behind a frame the press would otherwise cost.
      const glow = setTimeout(() => el.classList.add('pressing'), GLOW_DELAY_MS);
      held = { pointerId: e.pointerId, x0: e.clientX, y0: e.clientY, column, el, timer: setTimeout(fire, LONG_PRESS_MS), glow };
    },
    moved(e) {
      if (!held || e.pointerId !== held.pointerId) return;
      const dx = e.clientX - held.x0;
      const dy = e.clientY - held.y0;
      if (dx * dx + dy * dy > HOLD_SLOP * HOLD_SLOP) cancel();
    },
    lifted(pointerId) {
      if (held && pointerId === held.pointerId) cancel();
    },
    fire,
    cancel,
  };
}
