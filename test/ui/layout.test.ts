import { describe, expect, it } from 'vitest';
import { COLUMN_COUNT, rankOf, type CardId, type SuitCount } from '../../src/engine/cards.ts';
import { newGame } from '../../src/engine/game.ts';
import { isRunStep, type Column } from '../../src/engine/position.ts';
import {
  cardWidths,
  columnAt,
  layoutColumn,
  layoutTable,
  READABLE_STRIP,
  tableGeometry,
  type Geometry,
  type Rect,
  type Viewport,
} from '../../src/ui/layout.ts';
import { makeGame, run } from '../game/helpers.ts';

/** The table area of a 360×740 phone: the screen less the header and the toolbar. */
const PHONE = { width: 360, height: 559 };
const DESKTOP = { width: 1280, height: 632 };

/** Screens, both ways round, from a small phone to a large monitor. */
const SCREENS: readonly Viewport[] = [
  [320, 568],
  [360, 740],
  [390, 844],
  [768, 1024],
  [800, 1280],
  [1280, 800],
  [1366, 768],
  [1920, 1080],
  [2560, 1440],
].flatMap(([w, h]) => [
  { width: w!, height: h! },
  { width: h!, height: w! },
]);

/**
 * The table gets the screen less the chrome above and below it (as measured in Chromium on
 * today's header, status and toolbar: 181 px on narrow phones, 168 px elsewhere), or the whole
 * screen in focus mode. Both are laid out.
 */
const tableArea = (s: Viewport): Viewport => ({ width: s.width, height: s.height - (s.width < 420 ? 181 : 168) });
const VIEWPORTS: readonly Viewport[] = SCREENS.flatMap((s) => [s, tableArea(s)]);
const name = (v: Viewport) => `${v.width}×${v.height}`;

/**
 * A column of `down` face-down cards and `up` face-up ones. `runs`: the face-up cards form
 * same-suit runs K..A (a 1-suit game's long columns); otherwise no card continues the one
 * under it (the worst case: every face-up card starts a run).
 */
function column(down: number, up: number, runs = false): { column: Column; suits: SuitCount } {
  const cards: CardId[] = [];
  for (let i = 0; i < down; i++) cards.push(i);
  for (let k = 0; k < up; k++) cards.push(runs ? 12 - (k % 13) : (k % 4) * 13 + ((k * 5) % 13));
  return { column: { cards, down }, suits: runs ? 1 : 4 };
}

const area = (g: Geometry, i: number): Rect => ({ x: g.columnX[i]!, y: g.columnsTop, w: g.cardW, h: g.columnsBottom - g.columnsTop });
const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const inside = (r: Rect, v: Viewport) => r.x >= 0 && r.y >= 0 && r.x + r.w <= v.width + 1e-9 && r.y + r.h <= v.height + 1e-9;

describe('table geometry at every size', () => {
  for (const v of VIEWPORTS) {
    for (const large of [false, true]) {
      it(`${name(v)}${large ? ' (larger cards)' : ''}: columns, stock and foundations inside and apart`, () => {
        const g = tableGeometry(v, large);
        // Landscape puts the stock and the foundations on a rail; Larger cards give it up only
        // where the row above the columns makes them clearly bigger.
        if (!large || v.width / v.height <= 1.3) expect(g.rail).toBe(v.width / v.height > 1.3);
        else if (!g.rail) expect(g.cardW).toBeGreaterThanOrEqual(1.08 * tableGeometry(v, false).cardW);
        for (let i = 0; i < COLUMN_COUNT; i++) {
          expect(inside(area(g, i), v), `column ${i + 1} inside`).toBe(true);
          if (i > 0) expect(g.columnX[i]! - g.columnX[i - 1]!, `column ${i + 1} clear of ${i}`).toBeGreaterThanOrEqual(g.cardW);
        }
        const rail: [string, Rect][] = [['stock', g.stock], ...g.foundations.map((f, k): [string, Rect] => [`foundation ${k + 1}`, f])];
        for (const [what, r] of rail) {
          expect(inside(r, v), `${what} inside ${JSON.stringify(r)}`).toBe(true);
          for (let i = 0; i < COLUMN_COUNT; i++) expect(overlaps(r, area(g, i)), `${what} over column ${i + 1}`).toBe(false);
          if (what !== 'stock') expect(overlaps(r, g.stock), `${what} over the stock`).toBe(false);
        }
        // A fanned foundation shows its King's index as readably as a squeezed column strip.
        if (g.rail) expect(g.foundationStep).toBeGreaterThanOrEqual(g.minUpStep);
        else for (let k = 1; k < 8; k++) expect(g.foundations[k]!.x - g.foundations[k - 1]!.x).toBeGreaterThanOrEqual(g.cardW);
        expect(g.cardH).toBeLessThanOrEqual(g.columnsBottom - g.columnsTop);
        expect(g.font).toBeGreaterThanOrEqual(12);
        expect(g.minUpStep).toBeGreaterThanOrEqual(READABLE_STRIP);
        // Every readable strip shows a whole index, a J's or Q's tail too: the smaller one fits
        // the least readable strip with capitals of 7 px (10 px type); the full one needs no
        // more than a short column's step.
        expect(g.smallTailStrip).toBeLessThanOrEqual(g.minUpStep);
        expect(g.smallStrip).toBeLessThanOrEqual(g.smallTailStrip);
        expect(g.smallStrip).toBeLessThanOrEqual(g.indexStrip);
        expect(g.smallTailStrip).toBeLessThanOrEqual(g.tailStrip);
        expect(g.tailStrip).toBeLessThanOrEqual(Math.floor(g.upStep)); // short columns show every index whole
        expect(g.smallFont).toBeGreaterThanOrEqual(10);
        expect(g.cardW).toBeLessThanOrEqual(large ? 160 : 128); // desktops stay compact
      });
    }
  }

  it('uses the space: card widths per screen (today → now)', () => {
    const w = (s: Viewport, large = false) => tableGeometry(tableArea(s), large).cardW;
    expect(w({ width: 360, height: 740 })).toBeGreaterThanOrEqual(33); // ten columns fill the width
    expect(w({ width: 320, height: 568 })).toBeGreaterThanOrEqual(29);
    expect(w({ width: 740, height: 360 })).toBeGreaterThanOrEqual(43); // was 25
    expect(w({ width: 568, height: 320 })).toBeGreaterThanOrEqual(36);
    expect(w({ width: 768, height: 1024 })).toBeGreaterThanOrEqual(70);
    expect(w({ width: 1280, height: 800 })).toBeGreaterThanOrEqual(96); // was 80
    expect(w({ width: 1920, height: 1080 })).toBeGreaterThanOrEqual(124); // was 104
    expect(w({ width: 1920, height: 1080 }, true)).toBeGreaterThan(w({ width: 1920, height: 1080 }));
  });

  // Issue 25 point 4: "Larger" visibly acts at the five sizes players try, or Settings says why
  // not. The boards as Chromium measures them under today's chrome at 360×740, 740×360,
  // 768×1024, 1280×800 and 1920×1080, and in focus mode.
  it('Larger cards are bigger at all five sizes, a tenth or more at 1280×800 and 1920×1080; where not (the cards fill the width), cardWidths says so', () => {
    const boards: [Viewport, boolean][] = [
      [{ width: 360, height: 551 }, true],
      [{ width: 360, height: 596 }, true],
      [{ width: 740, height: 258 }, true],
      [{ width: 740, height: 312 }, true],
      [{ width: 768, height: 872 }, true],
      [{ width: 768, height: 976 }, true],
      [{ width: 1280, height: 694 }, false],
      [{ width: 1280, height: 752 }, false],
      [{ width: 1920, height: 969 }, false],
      [{ width: 1920, height: 1032 }, false],
    ];
    for (const [v, fills] of boards) {
      const widths = cardWidths(v);
      const what = `${name(v)}: ${widths.auto} → ${widths.large} px`;
      expect(widths.large, what).toBeGreaterThan(widths.auto);
      expect(tableGeometry(v, true).cardH, what).toBeGreaterThan(tableGeometry(v).cardH);
      expect(widths.fillsWidth, what).toBe(fills);
      if (!fills) expect(widths.large, what).toBeGreaterThanOrEqual(1.1 * widths.auto);
      else expect(widths.large, what).toBeLessThan(1.1 * widths.auto);
      expect(widths.upright).toBe(v.width < v.height);
    }
  });

  it('the stock is at least a 44×44 px target wherever the cards are 32 px wide or more (360×740: was 41×46)', () => {
    for (const v of VIEWPORTS) {
      for (const large of [false, true]) {
        const g = tableGeometry(v, large);
        if (g.cardH < 44) continue; // cards.css widens its hit area instead
        expect(g.stock.w, `${name(v)}${large ? ' larger' : ''}: stock ${g.stock.w}×${g.stock.h}`).toBeGreaterThanOrEqual(44);
        expect(g.stock.h).toBeGreaterThanOrEqual(44);
      }
    }
    const phone = tableGeometry(tableArea({ width: 360, height: 740 }));
    expect(phone.stock.w).toBeGreaterThanOrEqual(44);
    expect(phone.stock.h).toBeGreaterThanOrEqual(44);
  });

  it('landscape moves the stock and the foundations beside the columns, which start at the top', () => {
    const g = tableGeometry(tableArea({ width: 740, height: 360 }));
    expect(g.rail).toBe(true);
    expect(g.columnsTop).toBe(g.pad);
    expect(g.foundations[0]!.x + g.cardW).toBeLessThan(g.columnX[0]!);
    const right = g.columnX[COLUMN_COUNT - 1]! + g.cardW;
    expect(g.stock.x >= right || g.stock.x + g.stock.w <= g.columnX[0]!).toBe(true);
  });

  it('portrait keeps them in a row above the columns and centres the columns', () => {
    const g = tableGeometry(PHONE);
    expect(g.rail).toBe(false);
    expect(g.stock.y + g.stock.h).toBeLessThan(g.columnsTop);
    const left = g.columnX[0]!;
    const right = PHONE.width - (g.columnX[9]! + g.cardW);
    expect(Math.abs(left - right)).toBeLessThan(1);
  });

  it('centres the landscape table, rail included', () => {
    const g = tableGeometry({ width: 2560, height: 1272 });
    const left = Math.min(g.foundations[0]!.x, g.stock.x, g.columnX[0]!);
    const right = Math.max(g.stock.x + g.stock.w, g.columnX[9]! + g.cardW);
    expect(Math.abs(left - (2560 - right))).toBeLessThan(1);
  });

  it('is a pure function of the size', () => {
    expect(tableGeometry(PHONE)).toEqual(tableGeometry({ ...PHONE }));
  });
});

/** Strip heights of a laid-out column (the visible part of every card but the top one). */
function strips(offsets: readonly number[]): number[] {
  return offsets.slice(1).map((y, i) => y - offsets[i]!);
}

/**
 * What every column keeps, at every size, for 1–30 cards in mixes of face-down and face-up
 * cards, with and without runs:
 *  - the top card whole and inside the table, cards in order;
 *  - face-down cards give way first: face-up strips shrink only once face-down ones are at
 *    their least;
 *  - every face-up strip at least READABLE_STRIP (12 px) whenever the column's room holds all
 *    of them at that size with the face-down cards at their least;
 *  - past that, every card that starts a run keeps the readable strip and only cards that
 *    continue a run (rank and suit follow from the card under them) get thinner, down to
 *    g.runStep, whenever that fits;
 *  - only when even that does not fit does everything shrink together.
 */
describe('column layout guarantees', () => {
  for (const v of VIEWPORTS) {
    it(`${name(v)}: every column of 1–30 cards, both card sizes`, () => {
      for (const g of [tableGeometry(v), tableGeometry(v, true)]) checkColumns(g);
    });
  }

  function checkColumns(g: Geometry) {
    {
      // One block per geometry: what a column keeps, whatever its cards.
      const room = g.columnsBottom - g.columnsTop - g.cardH;
      for (let n = 1; n <= 30; n++) {
        for (const down of new Set([0, 1, Math.min(5, n - 1), Math.min(10, n - 1), n - 1])) {
          for (const runs of [false, true]) {
            const { column: c, suits } = column(down, n - down, runs);
            const l = layoutColumn(c, g, suits);
            const what = `${n} cards, ${down} down${runs ? ', in runs' : ''} (cards ${g.cardW} px)`;
            expect(l.offsets[0], what).toBe(0);
            expect(l.bottom, what).toBe(l.offsets[n - 1]! + g.cardH);
            expect(l.bottom, `${what}: top card whole`).toBeLessThanOrEqual(g.columnsBottom - g.columnsTop);
            const s = strips(l.offsets);
            for (const h of s) expect(h, what).toBeGreaterThanOrEqual(0);
            const downStrips = s.slice(0, down);
            const upStrips = s.slice(down);
            const starts = upStrips.filter((_, k) => k === 0 || !isRunStep(c.cards[down + k - 1]!, c.cards[down + k]!, suits));
            const upSteps = n - 1 - down;
            const inRun = upSteps - starts.length;
            if (upStrips.some((h) => h < Math.floor(g.upStep))) {
              for (const h of downStrips) expect(h, `${what}: face-down first`).toBeLessThanOrEqual(Math.ceil(g.minDownStep));
            }
            if (down * g.minDownStep + upSteps * g.minUpStep <= room) {
              for (const h of upStrips) expect(h, `${what}: readable`).toBeGreaterThanOrEqual(READABLE_STRIP);
            } else if (down * g.minDownStep + starts.length * g.minUpStep + inRun * g.runStep <= room) {
              for (const h of starts) expect(h, `${what}: run starts readable`).toBeGreaterThanOrEqual(READABLE_STRIP);
              for (const h of upStrips) expect(h, `${what}: in-run cards thin, not gone`).toBeGreaterThanOrEqual(g.runStep);
            }
            // A strip shows a whole corner index or none of it (issue 25): at its size, the
            // smaller one, or a clean edge; face-down cards and the top card are never marked.
            const small = new Set(l.small);
            const edges = new Set(l.edges);
            s.forEach((h, k) => {
              const mark = small.has(k) ? 'small' : edges.has(k) ? 'edge' : 'whole';
              const tail = rankOf(c.cards[k]!) === 11 || rankOf(c.cards[k]!) === 12; // J and Q reach below the line
              const [whole, least] = tail ? [g.tailStrip, g.smallTailStrip] : [g.indexStrip, g.smallStrip];
              const want = k < down ? 'whole' : h >= whole ? 'whole' : h >= least ? 'small' : 'edge';
              expect(mark, `${what}: card ${k + 1}'s ${h} px strip`).toBe(want);
            });
            expect(small.has(n - 1) || edges.has(n - 1), `${what}: top card whole`).toBe(false);
            // Dense (marked) once a face-up index no longer shows whole.
            if (l.dense) expect(Math.min(...upStrips), what).toBeLessThan(g.fullUpStep);
            else for (const h of upStrips) expect(h, what).toBeGreaterThanOrEqual(g.fullUpStep - 1);
          }
        }
      }
    }
  }

  it('phone portrait (360×740): 30 face-up cards, none in a run, all readable', () => {
    const g = tableGeometry(tableArea({ width: 360, height: 740 }));
    for (const down of [0, 5]) {
      const { column: c, suits } = column(down, 30 - down);
      for (const h of strips(layoutColumn(c, g, suits).offsets).slice(down)) expect(h).toBeGreaterThanOrEqual(READABLE_STRIP);
    }
  });

  it('tablet and desktop: 30 face-up cards, none in a run, all readable', () => {
    for (const s of [
      { width: 768, height: 1024 },
      { width: 1920, height: 1080 },
      { width: 2560, height: 1440 },
    ]) {
      const g = tableGeometry(tableArea(s));
      const { column: c, suits } = column(0, 30);
      for (const h of strips(layoutColumn(c, g, suits).offsets)) expect(h, name(s)).toBeGreaterThanOrEqual(READABLE_STRIP);
    }
  });

  /**
   * Phone landscape: the table is 192 px high under today's chrome, so no card size shows 30
   * strips of 12 px (348 px). What it keeps instead: 9 face-up cards at a readable strip
   * under a whole top card, and in a 1-suit column every run start readable with 20 cards on
   * it; the long-press picker reads any column in full.
   */
  it('phone landscape (740×360): what a 192 px high table keeps readable', () => {
    const g = tableGeometry(tableArea({ width: 740, height: 360 }));
    const all = column(0, 9);
    for (const h of strips(layoutColumn(all.column, g, all.suits).offsets)) expect(h).toBeGreaterThanOrEqual(READABLE_STRIP);
    const runs = column(3, 20, true); // 7 cards of one run on top of 13 of another
    const l = layoutColumn(runs.column, g, 1);
    const s = strips(l.offsets).slice(3);
    expect(s[0]).toBeGreaterThanOrEqual(READABLE_STRIP); // the King the first run starts at
    expect(s[13]).toBeGreaterThanOrEqual(READABLE_STRIP); // the King the second run starts at
    for (const h of s) expect(h).toBeGreaterThanOrEqual(g.runStep);
    expect(l.bottom).toBeLessThanOrEqual(g.columnsBottom - g.columnsTop);
  });
});

describe('column layout', () => {
  it('spaces face-down cards tighter than face-up ones and needs no squeeze for a fresh deal', () => {
    const g = tableGeometry(PHONE);
    const l = layoutColumn(column(5, 1).column, g);
    expect(l.offsets).toEqual([0, 1, 2, 3, 4, 5].map((i) => Math.floor(i * g.downStep)));
    expect(l.dense).toBe(false);
    const up = layoutColumn(column(0, 3).column, g);
    expect(up.offsets[1]).toBe(Math.floor(g.upStep));
    expect(g.upStep).toBeGreaterThan(g.downStep);
    expect(g.upStep).toBeGreaterThan(g.font); // the corner index of a covered card shows
  });

  it('spreads short columns out to use the height', () => {
    const g = tableGeometry(PHONE);
    const fresh = layoutColumn(column(5, 1).column, g);
    // A fresh deal's column reaches a fifth of the way down, not a tenth as before.
    expect(fresh.bottom).toBeGreaterThan((g.columnsBottom - g.columnsTop) / 5);
    expect(g.upStep).toBeGreaterThan(g.fullUpStep);
  });

  it('squeezes face-down cards first, then face-up ones, and marks the column dense', () => {
    const g = tableGeometry(PHONE);
    const n = 40;
    const { column: c, suits } = column(10, n - 10);
    const l = layoutColumn(c, g, suits);
    expect(l.dense).toBe(true);
    expect(l.bottom + g.columnsTop).toBeLessThanOrEqual(g.columnsBottom);
    const s = strips(l.offsets);
    for (const h of s.slice(0, 10)) expect(h).toBeLessThanOrEqual(Math.ceil(g.minDownStep));
    const upStep = s[n - 2]!;
    expect(upStep).toBeLessThan(g.upStep);
    expect(upStep).toBeGreaterThanOrEqual(g.minUpStep);
    // Fewer face-up cards: the face-down ones give way, the face-up ones keep their spacing.
    const some = column(30, 8);
    const m = strips(layoutColumn(some.column, g, some.suits).offsets);
    expect(m[0]).toBeLessThan(Math.floor(g.downStep));
    expect(m[35]).toBe(Math.floor(g.upStep));
  });

  it('squeezes cards inside a run before the cards that start one', () => {
    const g = tableGeometry({ width: 740, height: 192 });
    const { column: c } = column(0, 18, true); // K..A, then K..8
    const s = strips(layoutColumn(c, g, 1).offsets);
    expect(s[0]).toBeGreaterThanOrEqual(g.minUpStep); // the first King
    expect(s[13]).toBeGreaterThanOrEqual(g.minUpStep); // the second King
    expect(s[5]).toBeLessThan(g.minUpStep);
    // Without suits to tell runs apart, every card is treated alike.
    const even = strips(layoutColumn(c, g).offsets);
    expect(Math.max(...even) - Math.min(...even)).toBeLessThanOrEqual(1);
  });

  it('still fits when even the minimum spacing is too much', () => {
    const g = tableGeometry({ width: 360, height: 300 });
    const l = layoutColumn(column(10, 70).column, g);
    expect(l.dense).toBe(true);
    expect(l.bottom + g.columnsTop).toBeLessThanOrEqual(g.columnsBottom);
  });
});

describe('layoutTable', () => {
  it('places every card of a fresh deal in its column, face-up only on top', () => {
    const game = newGame(1, 1);
    const t = layoutTable(game.position, PHONE);
    expect(t.cards.size).toBe(54);
    const c0 = game.position.columns[0]!;
    const top = t.cards.get(c0.cards[5]!)!;
    expect(top).toMatchObject({ column: 0, faceUp: true, x: t.geometry.columnX[0] });
    expect(t.cards.get(c0.cards[0]!)).toMatchObject({ faceUp: false, y: t.geometry.columnsTop });
  });

  it('puts completed runs in the foundation slots, fanned down the rail in landscape', () => {
    const game = makeGame({ columns: [[...run('K', 'A', 'S')], ['5S']], completed: 2, dump: [1] });
    const t = layoutTable(game.position, DESKTOP);
    const [first, second] = game.position.completed;
    for (const id of first!) expect(t.cards.get(id)).toMatchObject({ column: -1, x: t.geometry.foundations[0]!.x });
    const f = t.geometry.foundations;
    for (const id of second!) expect(t.cards.get(id)).toMatchObject({ column: -1, x: f[1]!.x, y: f[1]!.y });
    expect(f[1]!.y - f[0]!.y).toBe(t.geometry.foundationStep);
    expect(t.cards.size).toBe(104 - game.position.stock.length);
  });

  it('hit-tests whole column strips, gaps included', () => {
    const g = tableGeometry(PHONE);
    const y = g.columnsTop + 300;
    expect(columnAt(g, g.columnX[3]! + 1, y)).toBe(3);
    expect(columnAt(g, g.columnX[3]! - g.gap / 2 + 0.1, y)).toBe(3);
    expect(columnAt(g, 0, y)).toBe(0);
    expect(columnAt(g, PHONE.width - 1, y)).toBe(9);
    expect(columnAt(g, g.columnX[3]!, g.pad)).toBeNull();
  });

  it('on a landscape table the rail is no column', () => {
    const g = tableGeometry({ width: 740, height: 192 });
    const y = g.columnsTop + 50;
    expect(columnAt(g, g.foundations[0]!.x + 2, y)).toBeNull();
    expect(columnAt(g, g.stock.x + 2, y)).toBeNull();
    expect(columnAt(g, g.columnX[0]! - 2, y)).toBe(0);
    expect(columnAt(g, g.columnX[9]! + g.cardW + 2, y)).toBe(9);
  });
});
