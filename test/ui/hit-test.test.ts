import { describe, expect, it } from 'vitest';
import type { CardId } from '../../src/engine/cards.ts';
import type { Column } from '../../src/engine/position.ts';
import { TAP_ZONE, touchCard } from '../../src/ui/hit-test.ts';
import { layoutColumn, tableGeometry } from '../../src/ui/layout.ts';

/** A 4-suit column: spade ids are 0..12 (A..K), hearts 13..25. */
const S = (rank: number): CardId => rank - 1;
const H = (rank: number): CardId => 13 + rank - 1;

// Phone landscape under today's chrome: strips are squeezed well below a fingertip.
const g = tableGeometry({ width: 740, height: 192 });

describe('touchCard', () => {
  // 4 face-down, then 9♥ 8♥ 7♥ | K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠ 6♠ 5♠ 4♠ 3♠: the movable run starts at K♠.
  const column: Column = {
    cards: [40, 41, 42, 43, H(9), H(8), H(7), S(13), S(12), S(11), S(10), S(9), S(8), S(7), S(6), S(5), S(4), S(3)],
    down: 4,
  };
  const l = layoutColumn(column, g, 4);
  const strip = (i: number) => [l.offsets[i]!, i === column.cards.length - 1 ? l.bottom : l.offsets[i + 1]!] as const;
  const mid = (i: number) => (strip(i)[0] + strip(i)[1]) / 2;
  const K = 7;

  it('the column is squeezed below a fingertip', () => {
    expect(l.dense).toBe(true);
    expect(strip(9)[1] - strip(9)[0]).toBeLessThan(TAP_ZONE);
  });

  it('keeps a precise tap on a card that starts a movable run', () => {
    for (let i = K; i < column.cards.length; i++) expect(touchCard(column, l, g, 4, mid(i)), `card ${i}`).toBe(i);
  });

  it('takes a touch just off the run start, within half a fingertip, to the run start', () => {
    // On the 7♥ under the King (no run starts there): the King is meant.
    expect(touchCard(column, l, g, 4, mid(K - 1))).toBe(K);
    expect(touchCard(column, l, g, 4, mid(K) - TAP_ZONE / 2 + 1)).toBe(K); // the zone is centred on the strip
    expect(mid(K) - TAP_ZONE / 2 + 1).toBeLessThan(strip(K - 1)[0]); // ...past the card under it
  });

  it('a touch on a card that cannot move, out of reach of a run, still names that card', () => {
    expect(touchCard(column, l, g, 4, mid(4))).toBe(4);
  });

  it('reaches the first face-up card from the face-down ones just above it; no further', () => {
    expect(touchCard(column, l, g, 4, strip(4)[0] - 3)).toBe(4);
    expect(touchCard(column, l, g, 4, -40)).toBeNull();
  });

  it('every face-up card owns at least a zone of the fingertip size or its whole strip', () => {
    // The top card is whole and at least 44 px high on this table.
    expect(l.bottom - l.offsets[column.cards.length - 1]!).toBeGreaterThanOrEqual(TAP_ZONE);
    expect(touchCard(column, l, g, 4, l.bottom - 1)).toBe(column.cards.length - 1);
    expect(touchCard(column, l, g, 4, l.bottom + TAP_ZONE)).toBeNull();
  });

  it('a fresh column: the face-down cards just above its only face-up card reach that card', () => {
    const fresh: Column = { cards: [40, 41, 42, 43, 44, S(7)], down: 5 };
    const f = layoutColumn(fresh, g, 4);
    expect(f.bottom - f.offsets[5]!).toBeGreaterThanOrEqual(TAP_ZONE); // a whole card
    expect(touchCard(fresh, f, g, 4, f.offsets[5]! - 3)).toBe(5);
    expect(touchCard(fresh, f, g, 4, f.offsets[5]! - TAP_ZONE / 2 + 1)).toBe(5);
    expect(touchCard(fresh, f, g, 4, f.offsets[5]! - TAP_ZONE / 2 - 1)).toBeNull();
  });

  it('an empty column has no card', () => {
    expect(touchCard({ cards: [], down: 0 }, layoutColumn({ cards: [], down: 0 }, g), g, 4, 10)).toBeNull();
  });
});
