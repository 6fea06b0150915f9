import { rankOf, type CardId } from '../engine/cards.ts';
import type { CardSpot, Geometry, TableLayout } from './layout.ts';

interface Point {
  readonly x: number;
  readonly y: number;
}

const MOVE_MS = 190;
const DEAL_MS = 240;
const DEAL_STAGGER_MS = 28;
const FLIP_MS = 160;
const EASE = 'cubic-bezier(0.2, 0.7, 0.3, 1)';
// A completed run flies home card by card, Ace first, in an arc: slow enough to follow.
const HOME_MS = 460;
const HOME_STAGGER_MS = 32;
const HOME_LIFT = 28;
// The win: the eight piles hop in a wave, then the panel.
const HOP_MS = 520;
const HOP_STAGGER_MS = 90;

/**
 * FLIP from layouts rather than measurements: the previous layout says where each card
 * was, the new one where it is; every card whose spot changed plays the difference back to
 * zero. A card with no previous spot came from the stock. Size changes (resize, rotation)
 * never animate.
 */
export class Animator {
  private prev = new Map<CardId, CardSpot>();
  private prevGeometry: Geometry | null = null;
  /** Where cards really are when that differs from the old layout (a drop mid-drag). */
  readonly origins = new Map<CardId, Point>();
  // Kept here because asking an element for its animations forces a style recalculation.
  private readonly running = new Map<Element, Animation>();

  constructor(private readonly enabled: () => boolean) {}

  /** `stockCards`: stock size before this change; `fresh`: a new deal (nothing to animate). */
  commit(root: HTMLElement, layout: TableLayout, stockCards: number, fresh = false): void {
    const play = !fresh && this.prevGeometry === layout.geometry && this.enabled() && typeof root.animate === 'function';
    // Cards keep their elements across moves, deals and new games, so a flight the new
    // table does not play must not go on drawing an element where the old table had it.
    if (play) this.play(root, layout, stockCards);
    else this.finishAll();
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
      if (!spot) {
        this.stop(el); // back in the stock (a deal undone): it goes there at once
        continue;
      }
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
      const home = spot.column < 0 && known !== undefined && known.column >= 0;
      if (home) {
        const lift = Math.min(HOME_LIFT, Math.abs(dy) / 2 + 8);
        const keyframes = [
          { transform: `translate(${dx}px, ${dy}px) ${base}`, zIndex: 900 },
          { transform: `translate(${dx / 2}px, ${dy / 2 - lift}px) ${base} scale(1.06)`, zIndex: 900, offset: 0.45 },
          { transform: base, zIndex: 900 },
        ];
        const delay = (rankOf(id) - 1) * HOME_STAGGER_MS;
        this.track(el, el.animate(keyframes, { duration: HOME_MS, delay, easing: 'ease-in-out', fill: 'backwards' }));
        continue;
      }
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

  /**
   * The win: once every card has landed, the eight foundation piles hop in a wave and glow.
   * Resolves when it is over, at once without motion; `skipped` (a tap, a key) ends it early.
   */
  async celebrate(root: HTMLElement, skipped: () => boolean = () => false): Promise<void> {
    if (!this.enabled() || typeof root.animate !== 'function') return;
    await settled([...this.running.values()]);
    if (skipped()) return;
    const piles = [...root.querySelectorAll<HTMLElement>('.foundation')];
    root.classList.add('celebrate');
    const hops = piles.map((pile, k) => {
      const hop = pile.animate(
        [
          { transform: 'none' },
          { transform: 'translateY(-6px) scale(1.07)', offset: 0.4 },
          { transform: 'translateY(2px) scale(0.98)', offset: 0.75 },
          { transform: 'none' },
        ],
        { duration: HOP_MS, delay: k * HOP_STAGGER_MS, easing: 'ease-in-out' },
      );
      this.track(pile, hop);
      return hop;
    });
    await settled(hops);
    root.classList.remove('celebrate');
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

/** Resolves once every animation given has finished or been cancelled. */
function settled(animations: readonly Animation[]): Promise<void> {
  return Promise.all(animations.map((a) => a.finished.catch(() => undefined))).then(() => undefined);
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
