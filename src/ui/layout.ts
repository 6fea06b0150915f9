import { COLUMN_COUNT, RUNS_TO_WIN, type CardId } from '../engine/cards.ts';
import type { Column, Position } from '../engine/position.ts';

/**
 * Pure layout: table size → card geometry, and position + size → where every card sits.
 * All figures are CSS pixels from the table's top-left corner. Nothing here reads the DOM,
 * so it is unit-tested directly and the renderer, the animator and drag hit-testing agree.
 */

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface Geometry {
  readonly width: number;
  readonly height: number;
  readonly pad: number; // outer margin
  readonly gap: number; // between columns
  readonly cardW: number;
  readonly cardH: number;
  readonly radius: number; // corner radius
  readonly font: number; // corner index size (px)
  readonly columnX: readonly number[]; // left edge of each column
  readonly columnsTop: number; // top edge of the columns
  readonly columnsBottom: number; // lowest y a card may reach
  readonly downStep: number; // natural offset over a face-down card
  readonly upStep: number; // natural offset over a face-up card: shows its corner index
  readonly minUpStep: number; // compressed face-up offset before face-down cards give way
  readonly minDownStep: number;
  readonly stock: Rect; // the stock pile, top right
  readonly stockStep: number; // horizontal offset between rounds in the stock
  readonly foundations: readonly Rect[]; // one slot per completed run, top left
}

export interface ColumnLayout {
  readonly offsets: readonly number[]; // y of each card from the column top, bottom card first
  readonly dense: boolean; // face-up cards were squeezed to fit
  readonly bottom: number; // y just below the top card, from the column top
}

export interface CardSpot {
  readonly x: number; // absolute, table coordinates
  readonly y: number;
  readonly faceUp: boolean;
  readonly column: number; // 0..9, or -1 in the foundations
}

export interface TableLayout {
  readonly geometry: Geometry;
  readonly columns: readonly ColumnLayout[];
  readonly cards: ReadonlyMap<CardId, CardSpot>;
}

export const CARD_RATIO = 1.4; // height / width
const MAX_CARD_W = 104;
const MAX_LARGE_CARD_W = 132;
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * Card sizes and fixed places for a table of this size. `large` (the "Larger" card size)
 * narrows the margins and lets cards grow taller into the table.
 */
export function tableGeometry(viewport: Viewport, large = false): Geometry {
  const width = Math.max(200, viewport.width);
  const height = Math.max(200, viewport.height);
  const pad = clamp(Math.floor(width * 0.01), large ? 2 : 3, 16);
  const gap = clamp(Math.floor(width * 0.0075), large ? 1 : 2, 12);
  // As wide as ten columns allow, but short enough that a fresh deal fills under half the height.
  const byWidth = (width - 2 * pad - (COLUMN_COUNT - 1) * gap) / COLUMN_COUNT;
  const byHeight = height / (CARD_RATIO * (large ? 4.4 : 5.6));
  const cardW = Math.min(byWidth, byHeight, large ? MAX_LARGE_CARD_W : MAX_CARD_W);
  const cardH = cardW * CARD_RATIO;
  const font = clamp(cardW * 0.22 + 6, 12, 20);
  const used = COLUMN_COUNT * cardW + (COLUMN_COUNT - 1) * gap;
  const left = (width - used) / 2;
  const columnX = Array.from({ length: COLUMN_COUNT }, (_, i) => left + i * (cardW + gap));
  const rowGap = Math.max(10, gap * 2);
  const top = pad;
  const columnsTop = top + cardH + rowGap;
  const stockStep = clamp(cardW * 0.08, 2, 6);
  const stockW = cardW + 4 * stockStep;
  const stockX = columnX[COLUMN_COUNT - 1]! + cardW - stockW;
  return {
    width,
    height,
    pad,
    gap,
    cardW,
    cardH,
    radius: clamp(cardW * 0.08, 3, 8),
    font,
    columnX,
    columnsTop,
    columnsBottom: height - pad,
    downStep: Math.max(4, cardH * 0.08),
    upStep: Math.round(font * 1.2 + 3),
    minUpStep: Math.max(6, Math.round(font * 0.5)),
    minDownStep: 2,
    stock: { x: stockX, y: top, w: stockW, h: cardH },
    stockStep,
    // Eight slots over columns 1..8; the stock sits over columns 9..10.
    foundations: Array.from({ length: RUNS_TO_WIN }, (_, i) => ({ x: columnX[i]!, y: top, w: cardW, h: cardH })),
  };
}

/**
 * Offsets of one column's cards. When the natural spacing would run past the bottom, face-up
 * cards are squeezed first (the top card always stays whole), then face-down ones, then all.
 */
export function layoutColumn(column: Column, g: Geometry): ColumnLayout {
  const n = column.cards.length;
  if (n === 0) return { offsets: [], dense: false, bottom: 0 };
  const down = Math.min(column.down, n - 1); // steps over face-down cards
  const up = n - 1 - down; // steps over face-up cards below the top one
  const room = g.columnsBottom - g.columnsTop - g.cardH; // room for all the steps
  let downStep = g.downStep;
  let upStep = g.upStep;
  let dense = false;
  if (down * downStep + up * upStep > room) {
    dense = up > 0;
    upStep = up > 0 ? (room - down * downStep) / up : upStep;
    if (upStep < g.minUpStep) {
      upStep = g.minUpStep;
      downStep = down > 0 ? (room - up * upStep) / down : downStep;
      if (downStep < g.minDownStep) {
        // Even the minimum spacing does not fit: scale everything down together.
        const need = down * g.minDownStep + up * g.minUpStep;
        const scale = need > 0 ? Math.max(0, room) / need : 1;
        downStep = g.minDownStep * scale;
        upStep = g.minUpStep * scale;
        dense = true;
      }
    }
  }
  const offsets: number[] = [];
  let y = 0;
  for (let i = 0; i < n; i++) {
    offsets.push(Math.floor(y + 1e-6)); // whole pixels keep text crisp; floor never overshoots
    y += i < down ? downStep : upStep;
  }
  return { offsets, dense, bottom: offsets[n - 1]! + g.cardH };
}

/** Where every card on the table sits: columns, then completed runs in their slots. */
export function layoutTable(position: Position, viewport: Viewport): TableLayout {
  const geometry = tableGeometry(viewport);
  return placeCards(position, geometry, position.columns.map((c) => layoutColumn(c, geometry)));
}

/** Absolute card spots from per-column layouts (lets a caller reuse unchanged columns). */
export function placeCards(position: Position, g: Geometry, columns: readonly ColumnLayout[]): TableLayout {
  const cards = new Map<CardId, CardSpot>();
  position.columns.forEach((c, ci) => {
    const offsets = columns[ci]!.offsets;
    c.cards.forEach((id, i) => {
      cards.set(id, { x: g.columnX[ci]!, y: g.columnsTop + offsets[i]!, faceUp: i >= c.down, column: ci });
    });
  });
  position.completed.forEach((run, k) => {
    const slot = g.foundations[k]!;
    for (const id of run) cards.set(id, { x: slot.x, y: slot.y, faceUp: true, column: -1 });
  });
  return { geometry: g, columns, cards };
}

/**
 * The column under a point, for drops: each column owns its strip from the column row down,
 * widened to the middle of the gaps so there is no dead space between columns.
 */
export function columnAt(g: Geometry, x: number, y: number): number | null {
  if (y < g.columnsTop - g.gap * 2 - 10 || y > g.height) return null;
  for (let i = 0; i < COLUMN_COUNT; i++) {
    const lo = i === 0 ? -Infinity : g.columnX[i]! - g.gap / 2;
    const hi = i === COLUMN_COUNT - 1 ? Infinity : g.columnX[i]! + g.cardW + g.gap / 2;
    if (x >= lo && x < hi) return i;
  }
  return null;
}
