import type { CardId } from '../engine/cards.ts';
import type { Geometry, TableLayout } from './layout.ts';

interface Point {
  readonly x: number;
  readonly y: number;
}

const MOVE_MS = 190;
const DEAL_MS = 240;
const DEAL_STAGGER_MS = 28;
const FLIP_MS = 160;
const EASE = 'cubic-bezier(0.2, 0.7, 0.3, 1)';

/**
 * FLIP from layouts rather than measurements: the previous layout says where each card
 * was, the new one where it is; every card whose spot changed plays the difference back to
 * zero. A card with no previous spot came from the stock. Size changes (resize, rotation)
 * never animate.
 */
export class Animator {
  private prev = new Map<CardId, { x: number; y: number; faceUp: boolean }>();
  private prevGeometry: Geometry | null = null;
  /** Where cards really are when that differs from the old layout (a drop mid-drag). */
  readonly origins = new Map<CardId, Point>();
  // Kept here because asking an element for its animations forces a style recalculation.
  private readonly running = new Map<Element, Animation>();

  constructor(private readonly enabled: () => boolean) {}

  /** `stockCards`: stock size before this change; `fresh`: a new deal (nothing to animate). */
  commit(root: HTMLElement, layout: TableLayout, stockCards: number, fresh = false): void {
    const play =
      !fresh && this.prevGeometry === layout.geometry && this.enabled() && typeof root.animate === 'function';
    if (play) this.play(root, layout, stockCards);
    this.origins.clear();
    this.prevGeometry = layout.geometry;
    this.prev = new Map();
    for (const [id, spot] of layout.cards) this.prev.set(id, spot);
  }

  private play(root: HTMLElement, layout: TableLayout, stockCards: number): void {
    const g = layout.geometry;
    // Dealt cards leave from the top of the stock as it was before the deal.
    const rounds = Math.ceil(stockCards / 10);
    const stockTop = { x: g.stock.x + rounds * g.stockStep, y: g.stock.y, faceUp: false };
    for (const el of root.querySelectorAll<HTMLElement>('[data-card]')) {
      const id = Number(el.dataset.card);
      const spot = layout.cards.get(id);
      if (!spot) continue;
      const known = this.prev.get(id);
      const from = this.origins.get(id) ?? known ?? (spot.column >= 0 ? stockTop : null);
      if (!from) continue;
      const dx = from.x - spot.x;
      const dy = from.y - spot.y;
      const base = el.style.transform || 'none';
      const wasUp = known ? known.faceUp : false;
      if (Math.abs(dx) < 0.5 && Math.abs(dy) < 0.5) {
        if (!wasUp && spot.faceUp && known) {
          const keyframes = [{ transform: `${base} scaleX(0)` }, { transform: base }];
          this.track(el, el.animate(keyframes, { duration: FLIP_MS, easing: EASE }));
        }
        continue;
      }
      const dealt = !known && !this.origins.has(id);
      const keyframes = [
        { transform: `translate(${dx}px, ${dy}px) ${base}`, zIndex: 900 },
        { transform: base, zIndex: 900 },
      ];
      this.track(
        el,
        el.animate(keyframes, {
          duration: dealt ? DEAL_MS : MOVE_MS,
          delay: dealt && spot.column >= 0 ? spot.column * DEAL_STAGGER_MS : 0,
          easing: EASE,
          fill: 'backwards',
        }),
      );
    }
  }

  /** Ends every movement at once; true when something was still moving. */
  finishAll(): boolean {
    if (this.running.size === 0) return false;
    for (const animation of [...this.running.values()]) animation.finish();
    this.running.clear();
    return true;
  }

  /** Ends a card's movement at once (a drag picks it up mid-flight). */
  stop(el: Element): void {
    this.running.get(el)?.finish();
    this.running.delete(el);
  }

  private track(el: Element, animation: Animation): void {
    this.running.get(el)?.cancel();
    this.running.set(el, animation);
    animation.onfinish = animation.oncancel = () => {
      if (this.running.get(el) === animation) this.running.delete(el);
    };
  }
}

/** Plays cards back from where a drag left them to their own place. */
export function springBack(els: readonly HTMLElement[], dx: number, dy: number, enabled: boolean): void {
  if (!enabled) return;
  for (const el of els) {
    const base = el.style.transform || 'none';
    el.animate?.(
      [
        { transform: `translate(${dx}px, ${dy}px) ${base}`, zIndex: 900 },
        { transform: base, zIndex: 900 },
      ],
      { duration: 220, easing: 'cubic-bezier(0.3, 1.4, 0.5, 1)' },
    );
  }
}
