import { describe, expect, it } from 'vitest';
import { COLUMN_COUNT } from '../../src/engine/cards.ts';
import { newGame } from '../../src/engine/game.ts';
import type { Column } from '../../src/engine/position.ts';
import { columnAt, layoutColumn, layoutTable, tableGeometry } from '../../src/ui/layout.ts';
import { makeGame, run } from '../game/helpers.ts';

/** The table area of a 360×740 phone: the screen less the header and the toolbar. */
const PHONE = { width: 360, height: 630 };
const DESKTOP = { width: 1280, height: 700 };

const column = (down: number, up: number): Column => ({
  cards: Array.from({ length: down + up }, (_, i) => i),
  down,
});

describe('table geometry', () => {
  it('fits ten columns in 360 px with cards at least 33 px wide', () => {
    const g = tableGeometry(PHONE);
    expect(g.cardW).toBeGreaterThanOrEqual(33);
    expect(g.columnX[0]).toBeGreaterThanOrEqual(0);
    expect(g.columnX[COLUMN_COUNT - 1]! + g.cardW).toBeLessThanOrEqual(PHONE.width);
    for (let i = 1; i < COLUMN_COUNT; i++) expect(g.columnX[i]! - g.columnX[i - 1]!).toBeGreaterThanOrEqual(g.cardW);
    expect(g.font).toBeGreaterThanOrEqual(12);
    expect(g.stock.x + g.stock.w).toBeLessThanOrEqual(PHONE.width);
    expect(g.foundations[7]!.x + g.cardW).toBeLessThanOrEqual(g.stock.x);
  });

  it('caps card size on a wide screen and centres the columns', () => {
    const g = tableGeometry(DESKTOP);
    expect(g.cardW).toBeLessThanOrEqual(104);
    const left = g.columnX[0]!;
    const right = DESKTOP.width - (g.columnX[9]! + g.cardW);
    expect(Math.abs(left - right)).toBeLessThan(1);
  });

  it('is a pure function of the size', () => {
    expect(tableGeometry(PHONE)).toEqual(tableGeometry({ ...PHONE }));
  });
});

describe('column layout', () => {
  it('spaces face-down cards tighter than face-up ones and needs no squeeze for a fresh deal', () => {
    const g = tableGeometry(PHONE);
    const l = layoutColumn(column(5, 1), g);
    expect(l.offsets).toEqual([0, 1, 2, 3, 4, 5].map((i) => Math.floor(i * g.downStep)));
    expect(l.dense).toBe(false);
    const up = layoutColumn(column(0, 3), g);
    expect(up.offsets[1]).toBe(g.upStep);
    expect(g.upStep).toBeGreaterThan(g.font); // the corner index of a covered card shows
  });

  for (const [name, size] of [
    ['phone portrait', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`${name}: a 25-card column fits, its top card whole`, () => {
      const g = tableGeometry(size);
      for (const down of [0, 5, 10]) {
        const l = layoutColumn(column(down, 25 - down), g);
        expect(l.bottom + g.columnsTop).toBeLessThanOrEqual(g.columnsBottom);
        expect(l.offsets[24]! + g.cardH).toBe(l.bottom);
        for (let i = 1; i < 25; i++) expect(l.offsets[i]!).toBeGreaterThan(l.offsets[i - 1]!);
      }
    });
  }

  it('squeezes face-up cards first and marks the column dense', () => {
    const g = tableGeometry(PHONE);
    const n = 40;
    const l = layoutColumn(column(4, n - 4), g);
    expect(l.dense).toBe(true);
    expect(l.bottom + g.columnsTop).toBeLessThanOrEqual(g.columnsBottom);
    // Face-down steps keep their natural size while face-up steps shrink.
    expect(l.offsets[1]! - l.offsets[0]!).toBe(Math.floor(g.downStep));
    const upStep = l.offsets[n - 1]! - l.offsets[n - 2]!;
    expect(upStep).toBeLessThan(g.upStep);
    expect(upStep).toBeGreaterThanOrEqual(g.minUpStep - 1);
  });

  it('still fits when even the minimum spacing is too much', () => {
    const g = tableGeometry({ width: 360, height: 300 });
    const l = layoutColumn(column(10, 70), g);
    expect(l.dense).toBe(true);
    expect(l.bottom + g.columnsTop).toBeLessThanOrEqual(g.columnsBottom + 1);
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

  it('puts completed runs in the foundation slots', () => {
    const game = makeGame({ columns: [[...run('K', 'A', 'S')], ['5S']], completed: 2, dump: [1] });
    const t = layoutTable(game.position, DESKTOP);
    const [first] = game.position.completed;
    for (const id of first!) expect(t.cards.get(id)).toMatchObject({ column: -1, x: t.geometry.foundations[0]!.x });
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
});
