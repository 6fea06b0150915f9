import { COLUMN_COUNT, rankOf, RUNS_TO_WIN, type CardId, type SuitCount } from '../engine/cards.ts';
import { isRunStep, type Column, type Position } from '../engine/position.ts';

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
  readonly rail: boolean; // landscape: foundations and stock beside the columns, not above
  readonly columnX: readonly number[]; // left edge of each column
  readonly columnsTop: number; // top edge of the columns
  readonly columnsBottom: number; // lowest y a card may reach
  readonly downStep: number; // natural offset over a face-down card (short columns)
  readonly upStep: number; // natural offset over a face-up card (short columns)
  readonly fullUpStep: number; // shows the whole corner index; a column squeezed below it is dense
  readonly minUpStep: number; // the least readable face-up strip (>= READABLE_STRIP)
  readonly indexStrip: number; // the least strip that shows a card's whole corner index at its size
  readonly tailStrip: number; // the same for a Jack or a Queen, whose J and Q reach below the line
  readonly smallFont: number; // a smaller index that shows whole in a minUpStep strip, tails too (<= the drawn size)
  readonly smallStrip: number; // the least strip that shows the smaller index whole; thinner ones show none
  readonly smallTailStrip: number; // the same for a Jack or a Queen
  readonly runStep: number; // the least strip of a card continuing a run, when space runs out
  readonly minDownStep: number;
  readonly stock: Rect; // the stock pile: top right, or on the rail
  readonly stockStep: number; // horizontal offset between rounds in the stock
  readonly foundations: readonly Rect[]; // one slot per completed run: a row, or a fan on the rail
  readonly foundationStep: number; // vertical offset between fanned slots on the rail, 0 in a row
}

export interface ColumnLayout {
  readonly offsets: readonly number[]; // y of each card from the column top, bottom card first
  readonly dense: boolean; // face-up cards were squeezed to fit
  readonly bottom: number; // y just below the top card, from the column top
  readonly small: readonly number[]; // face-up cards whose strip shows only the smaller index whole, bottom first
  readonly edges: readonly number[]; // face-up cards whose strip shows no index (too thin for a whole one), bottom first
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
  readonly position: Position; // what was laid out (pointer hit-testing reads its columns)
}

export const CARD_RATIO = 1.4; // height / width
/** The least face-up strip that still shows a card's corner index (CSS px). */
export const READABLE_STRIP = 12;
/** Landscape tables (width / height above this) put the stock and foundations beside the columns. */
export const RAIL_ASPECT = 1.3;
const MAX_CARD_W = 128;
const MAX_LARGE_CARD_W = 160;
/** The corner index's size for a card width. */
const fontOf = (cardW: number): number => clamp(cardW * 0.22 + 6, 12, 20);
/** The least step that keeps a corner index readable (a squeezed face-up strip). */
const minUpStepOf = (font: number): number => Math.max(READABLE_STRIP, Math.round(font * 0.8));
/** Capital height of the system fonts' bold digits and letters (DejaVu Sans 0.73; SF, Roboto, Segoe UI less). */
const CAP_HEIGHT = 0.73;
/** How far J and Q reach below the baseline (DejaVu Sans Bold: J 0.20, Q 0.15 of the size). */
const TAIL = 0.2;
/** Jack and Queen: index letters with a tail under the line. */
const hasTail = (id: CardId): boolean => {
  const r = rankOf(id);
  return r === 11 || r === 12;
};
/** The corner index's top inset below a card's top edge, its 1 px border included (cards.css `.ix`). */
const indexTopOf = (cardW: number): number => 1 + Math.max(1.5, cardW * 0.045);
/**
 * How tall a strip must be to show a whole corner index of this size: the inset and the
 * capitals (text-box trims the index to them; the suit sits on the baseline), a J's or Q's
 * tail with `tail`, less the half pixel antialiasing may lose.
 */
const depthOf = (top: number, size: number, tail = false): number => Math.ceil(top + size * (CAP_HEIGHT + (tail ? TAIL : 0)) - 0.5);
/** The smaller index sits close under the edge (cards.css: 1.5 px inside the 1 px border). */
const SMALL_TOP = 2.5;
/** The index's drawn size: the layout's, unless "10♠" would not fit across (cards.css `.ix`). */
const indexSizeOf = (cardW: number, font: number): number => Math.min(font, (cardW * 0.88) / 2.15);

/** A step that shows a card's whole corner index. */
const fullUpStepOf = (font: number): number => Math.round(font * 1.15 + 1);
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * Card sizes and fixed places for a table of this size. Portrait: the foundations and the
 * stock sit in a row above the columns and the cards are as wide as ten columns allow.
 * Landscape: they move to a rail beside the columns, which get the full height, and the cards
 * grow until the height (a card plus room for a column) or the width stops them. Desktops cap
 * the card width so the table stays compact. `large` (the "Larger" card size) narrows the
 * margins, raises the cap and lets cards grow taller into the table.
 */
export function tableGeometry(viewport: Viewport, large = false): Geometry {
  const landscape = Math.max(200, viewport.width) / Math.max(100, viewport.height) > RAIL_ASPECT;
  if (!large || !landscape) return arranged(viewport, large, landscape);
  // Larger cards on a wide screen where the rail beside the columns is what limits them: the
  // completed runs and the stock go back above the columns when that makes the cards clearly
  // bigger (1280×800: 103 → 122 px), the columns giving up some of their height for it.
  const beside = arranged(viewport, true, true);
  const above = arranged(viewport, true, false);
  return above.cardW >= beside.cardW * LARGER_ROW_GAIN ? above : beside;
}

/** How much bigger "Larger" must make the cards for a wide table to give up its rail. */
const LARGER_ROW_GAIN = 1.08;

/**
 * The card widths of a table of this size at both card sizes: Settings says so when "Larger"
 * cannot make them clearly bigger (the cards already fill the width: a phone or a tablet
 * upright), instead of offering a choice that seems to do nothing.
 */
export function cardWidths(viewport: Viewport): { readonly auto: number; readonly large: number; readonly fillsWidth: boolean; readonly upright: boolean } {
  const auto = tableGeometry(viewport).cardW;
  const large = tableGeometry(viewport, true).cardW;
  return { auto, large, fillsWidth: large < auto * LARGER_VISIBLE, upright: viewport.width < viewport.height };
}

/** Below this ratio of card widths, "Larger" is said to gain too little to see. */
export const LARGER_VISIBLE = 1.1;

/** The stock is a touch target: at least this wide when its cards allow (SPEC §3, 44 CSS px). */
const TOUCH = 44;

function arranged(viewport: Viewport, large: boolean, rail: boolean): Geometry {
  const width = Math.max(200, viewport.width);
  const height = Math.max(100, viewport.height);
  // Larger cards take the margins and the gaps between columns for themselves.
  const pad = large ? clamp(Math.floor(Math.min(width, height) * 0.008), 2, 8) : clamp(Math.floor(Math.min(width, height) * 0.015), 3, 16);
  const gap = large ? clamp(Math.floor(width * 0.004), 1, 6) : clamp(Math.floor(width * 0.0075), 2, 12);
  const cap = large ? MAX_LARGE_CARD_W : MAX_CARD_W;
  const columnsW = (cardW: number) => COLUMN_COUNT * cardW + (COLUMN_COUNT - 1) * gap;
  // The rounds fan out far enough that the stock is a 44 px target where a card is narrower.
  const stockStepOf = (cardW: number) => clamp(Math.max(Math.round(cardW * 0.06), Math.ceil((TOUCH - cardW) / 4)), 2, 6);
  const stockWOf = (cardW: number) => cardW + 4 * stockStepOf(cardW);
  const railGap = large ? Math.max(4, gap * 2) : Math.max(8, gap * 2);
  /** The rail's height left for fanning the runs under the first, with the stock under them or not. */
  const fanRoomOf = (cardH: number, stockUnder: boolean) => height - 2 * pad - cardH - (stockUnder ? cardH + railGap : 0);

  let cardW: number;
  let split = false; // rail: foundations on the left, stock on the right
  if (!rail) {
    const byWidth = (width - 2 * pad - (COLUMN_COUNT - 1) * gap) / COLUMN_COUNT;
    // Short enough that a fresh deal fills under half the height (Larger: a little more; and
    // on a wide screen, which has the height, a card and a half of room under a card).
    const byHeight = height / (CARD_RATIO * (!large ? 5.6 : width / height > RAIL_ASPECT ? 3.4 : 4.4));
    cardW = Math.min(byWidth, byHeight, cap);
  } else {
    // A card plus room for a column of face-up strips under it.
    const byHeight = (height - 2 * pad) / (CARD_RATIO * (large ? 2.3 : 2.8));
    const free = width - 2 * pad - (COLUMN_COUNT - 1) * gap;
    // One rail (foundations fanned above the stock) or two (stock on the right): whichever
    // gives bigger cards; when the height decides, two rails fan the foundations wider.
    const oneRail = (free - railGap) / (COLUMN_COUNT + 1.25);
    const twoRails = (free - 2 * railGap) / (COLUMN_COUNT + 2.25);
    // The eight fanned runs must each show a King's index as readably as a squeezed column
    // shows its cards' (minUpStep): narrower cards (a smaller index, a shorter card) until they do.
    const fanFits = (w: number, stockUnder: boolean) => fanRoomOf(Math.floor(w * CARD_RATIO), stockUnder) / (RUNS_TO_WIN - 1) >= minUpStepOf(fontOf(w));
    const fit = (w: number, stockUnder: boolean) => {
      let fitted = Math.floor(w);
      while (fitted > 16 && !fanFits(fitted, stockUnder)) fitted--;
      return fitted;
    };
    const w1 = fit(Math.min(oneRail, byHeight, cap), true);
    const w2 = fit(Math.min(twoRails, byHeight, cap), false);
    split = w2 >= w1 - 0.5;
    cardW = split ? w2 : w1;
  }
  cardW = Math.max(16, Math.floor(cardW)); // whole pixels keep edges and text crisp
  const cardH = Math.floor(cardW * CARD_RATIO);
  const font = fontOf(cardW);
  const stockStep = stockStepOf(cardW);
  const stockW = stockWOf(cardW);

  let columnX: number[];
  let columnsTop: number;
  let stock: Rect;
  let foundations: Rect[];
  let foundationStep = 0;
  if (!rail) {
    const left = (width - columnsW(cardW)) / 2;
    columnX = Array.from({ length: COLUMN_COUNT }, (_, i) => left + i * (cardW + gap));
    columnsTop = pad + cardH + Math.max(10, gap * 2);
    stock = { x: columnX[COLUMN_COUNT - 1]! + cardW - stockW, y: pad, w: stockW, h: cardH };
    // Eight slots over columns 1..8; the stock sits over columns 9..10.
    foundations = Array.from({ length: RUNS_TO_WIN }, (_, i) => ({ x: columnX[i]!, y: pad, w: cardW, h: cardH }));
  } else {
    const leftRailW = split ? cardW : stockW;
    const block = leftRailW + railGap + columnsW(cardW) + (split ? railGap + stockW : 0);
    const left = Math.max(pad, (width - block) / 2);
    const colLeft = left + leftRailW + railGap;
    columnX = Array.from({ length: COLUMN_COUNT }, (_, i) => colLeft + i * (cardW + gap));
    columnsTop = pad;
    foundationStep = Math.floor(Math.min(Math.max(fullUpStepOf(font), cardH * 0.3), fanRoomOf(cardH, !split) / (RUNS_TO_WIN - 1)));
    foundations = Array.from({ length: RUNS_TO_WIN }, (_, i) => ({ x: left, y: pad + i * foundationStep, w: cardW, h: cardH }));
    stock = split ? { x: colLeft + columnsW(cardW) + railGap, y: pad, w: stockW, h: cardH } : { x: left, y: height - pad - cardH, w: stockW, h: cardH };
  }
  const columnsBottom = height - pad;
  const room = columnsBottom - columnsTop - cardH;
  const fullUpStep = fullUpStepOf(font);
  const minUpStep = minUpStepOf(font);
  const drawn = indexSizeOf(cardW, font);
  const smallFont = Math.max(6, Math.min(drawn, Math.floor(((minUpStep + 0.5 - SMALL_TOP) / (CAP_HEIGHT + TAIL)) * 4) / 4));
  const top = indexTopOf(cardW);
  const tailStrip = depthOf(top, drawn, true);
  // Never under a J's or Q's whole index: short columns show every index whole.
  const upStep = Math.max(fullUpStep, tailStrip, Math.min(room / 13, Math.max(cardH * 0.42, fullUpStep + 3)));
  return {
    width,
    height,
    pad,
    gap,
    cardW,
    cardH,
    radius: clamp(cardW * 0.08, 3, 8),
    font,
    rail,
    columnX,
    columnsTop,
    columnsBottom,
    // Short columns spread out to use the height; long ones are squeezed back (layoutColumn).
    // A face-up step stops at 0.42 of a card (or a few pixels past the index on small cards):
    // cards.css keeps each card's suit and court panel below the step (--us), and past that the
    // panel would grow too short for its crown, letter and suit. Face-down cards never step
    // wider than face-up ones.
    downStep: Math.min(clamp(room / 18, Math.max(4, cardH * 0.08), cardH * 0.4), upStep - 1),
    upStep,
    fullUpStep,
    minUpStep,
    indexStrip: depthOf(top, drawn),
    tailStrip,
    smallFont,
    smallStrip: depthOf(SMALL_TOP, smallFont),
    smallTailStrip: depthOf(SMALL_TOP, smallFont, true),
    runStep: Math.max(4, Math.round(minUpStep * 0.4)),
    minDownStep: Math.max(2, Math.round(cardH * 0.04)),
    stock,
    stockStep,
    foundations,
    foundationStep,
  };
}

/**
 * Offsets of one column's cards. Natural spacing first; when it would run past the bottom,
 * face-down cards are squeezed first, then face-up ones down to a readable strip. Past that,
 * cards that continue a same-suit run (their rank and suit follow from the card below) give
 * way before the cards that start one, so a player still reads where every run begins; only
 * then does everything shrink together. The top card always stays whole.
 * `suits` tells runs apart; without it every face-up card counts as a run start.
 */
export function layoutColumn(column: Column, g: Geometry, suits?: SuitCount): ColumnLayout {
  const n = column.cards.length;
  if (n === 0) return { offsets: [], dense: false, bottom: 0, small: [], edges: [] };
  const down = Math.min(column.down, n - 1); // steps over face-down cards
  // Face-up steps below the top card: a run start, or a card continuing the run under it.
  let heads = 0;
  let inRun = 0;
  const cont: boolean[] = [];
  for (let i = down; i < n - 1; i++) {
    const c = suits !== undefined && i > column.down && isRunStep(column.cards[i - 1]!, column.cards[i]!, suits);
    cont.push(c);
    if (c) inRun++;
    else heads++;
  }
  const up = heads + inRun;
  const room = Math.max(0, g.columnsBottom - g.columnsTop - g.cardH); // room for all the steps
  let downStep = g.downStep;
  let headStep = g.upStep;
  let runStep = g.upStep;
  const total = () => down * downStep + heads * headStep + inRun * runStep;
  if (total() > room && down > 0) downStep = Math.max(g.minDownStep, (room - up * g.upStep) / down);
  if (total() > room && up > 0) headStep = runStep = Math.max(g.minUpStep, (room - down * downStep) / up);
  if (total() > room && inRun > 0) runStep = Math.max(g.runStep, (room - down * downStep - heads * headStep) / inRun);
  if (total() > room && heads > 0) headStep = Math.max(runStep, (room - down * downStep - inRun * runStep) / heads);
  if (total() > room) {
    // Even the least spacing does not fit: everything shrinks together.
    const scale = room / total();
    downStep *= scale;
    headStep *= scale;
    runStep *= scale;
  }
  const offsets: number[] = [];
  let y = 0;
  for (let i = 0; i < n; i++) {
    offsets.push(Math.floor(y + 1e-6)); // whole pixels keep text crisp; floor never overshoots
    y += i < down ? downStep : cont[i - down] ? runStep : headStep;
  }
  const dense = up > 0 && Math.min(headStep, inRun > 0 ? runStep : headStep) < g.fullUpStep - 0.5;
  // A face-up strip shows a whole index or none of it: one too thin for the index at its size
  // gets the smaller one, one too thin for that a clean edge. The top card is always whole.
  const small: number[] = [];
  const edges: number[] = [];
  for (let i = down; i < n - 1; i++) {
    const strip = offsets[i + 1]! - offsets[i]!;
    const tail = hasTail(column.cards[i]!);
    if (strip < (tail ? g.smallTailStrip : g.smallStrip)) edges.push(i);
    else if (strip < (tail ? g.tailStrip : g.indexStrip)) small.push(i);
  }
  return { offsets, dense, bottom: offsets[n - 1]! + g.cardH, small, edges };
}

/** Where every card on the table sits: columns, then completed runs in their slots. */
export function layoutTable(position: Position, viewport: Viewport, large = false): TableLayout {
  const geometry = tableGeometry(viewport, large);
  return placeCards(
    position,
    geometry,
    position.columns.map((c) => layoutColumn(c, geometry, position.suits)),
  );
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
  return { geometry: g, columns, cards, position };
}

/**
 * The column under a point, for drops: each column owns its strip from the column row down,
 * widened to the middle of the gaps so there is no dead space between columns. The outer
 * columns reach to the table's edges, or on a landscape table to the rail beside them.
 */
export function columnAt(g: Geometry, x: number, y: number): number | null {
  if (y < g.columnsTop - g.gap * 2 - 10 || y > g.height) return null;
  const last = COLUMN_COUNT - 1;
  const leftEdge = g.rail ? g.foundations[0]!.x + g.cardW : -Infinity;
  const rightEdge = g.rail && g.stock.x > g.columnX[last]! ? g.stock.x : Infinity;
  for (let i = 0; i < COLUMN_COUNT; i++) {
    const lo = i === 0 ? leftEdge : g.columnX[i]! - g.gap / 2;
    const hi = i === last ? rightEdge : g.columnX[i]! + g.cardW + g.gap / 2;
    if (x >= lo && x < hi) return i;
  }
  return null;
}
