import { describe, expect, it } from 'vitest';
import { bestSpot, runStart, SpotClass, tapMove } from '../../src/game/bestSpot.ts';
import { inertColumns, makeGame, run } from './helpers.ts';

/** A column nothing can go onto: an Ace on a face-down card. */
// Columns are 0-based here; the spec's "lowest column number" is the lowest index.
describe('tap to the best spot (SPEC §3 order)', () => {
  it('prefers a destination that completes a run over everything, even at a higher column', () => {
    const g = makeGame({
      suits: 2,
      columns: [['#9S', '2H'], ['#9S', '2S'], [], ['#9S', 'AS'], ['#8S', ...run('K', '2', 'S')]],
      dump: [9],
    });
    // Column 3 (index 3) holds the Ace; 0 is another suit, 1 same suit, 2 empty, 4 completes.
    const r = tapMove(g.position, 3, 1);
    expect(r).toEqual({ ok: true, move: { type: 'move', from: 3, to: 4, count: 1 }, spot: SpotClass.Completes });
  });

  it('then same suit one rank higher, over another suit at a lower column', () => {
    const g = makeGame({ suits: 2, columns: [['#9S', '8H'], ['#9S', '7S'], ['#9S', '8S'], []] });
    expect(tapMove(g.position, 1, 1)).toMatchObject({ ok: true, move: { to: 2 }, spot: SpotClass.SameSuit });
  });

  it('then another suit, over an empty column at a lower number', () => {
    const g = makeGame({ suits: 2, columns: [[], ['#9S', '7S'], ['#9S', '8H']] });
    expect(tapMove(g.position, 1, 1)).toMatchObject({ ok: true, move: { to: 2 }, spot: SpotClass.OtherSuit });
  });

  it('then an empty column', () => {
    const g = makeGame({ suits: 2, columns: [['#9S', 'KH'], ['#9S', '7S'], [], ['#TS', '4H'], []] });
    expect(tapMove(g.position, 1, 1)).toMatchObject({ ok: true, move: { to: 2 }, spot: SpotClass.Empty });
  });

  it('breaks ties by the lowest column number', () => {
    const g = makeGame({
      columns: [
        ['#9S', 'KS'],
        ['#9S', '8S'],
        ['#TS', '4S'],
        ['#9S', '8S'],
        ['#9S', '7S'],
        ['#9S', '8S'],
      ],
    });
    expect(tapMove(g.position, 4, 1)).toMatchObject({ ok: true, move: { from: 4, to: 1 } });
    const e = makeGame({ columns: [['#9S', 'KS'], [], ['#TS', '4S'], [], ['#9S', '7S', '6S']] });
    expect(tapMove(e.position, 4, 1)).toMatchObject({ ok: true, move: { to: 1, count: 2 } });
  });

  it('moves the tapped card with everything above it', () => {
    const g = makeGame({
      columns: [['#9S', '9S', '8S', '7S', '6S'], ['#TS', '9S'], ['#TS', 'KS', '8S'], ...inertColumns(6)],
      dump: [9],
    });
    // Tapping the 7 takes 7-6 onto the 8 in column index 2.
    expect(tapMove(g.position, 0, 3)).toMatchObject({ ok: true, move: { from: 0, to: 2, count: 2 } });
    // Tapping the 9 takes 9-8-7-6; no 10 on top anywhere, no empty column.
    expect(tapMove(g.position, 0, 1)).toEqual({ ok: false, reason: 'no-destination' });
  });

  it('refuses a card that is not the start of a movable run', () => {
    const g = makeGame({
      suits: 2,
      columns: [
        ['#9S', '9S', '8H', '7S'],
        ['#QS', 'TS'],
      ],
    });
    expect(runStart(g.position, 0)).toBe(3);
    expect(tapMove(g.position, 0, 1)).toEqual({ ok: false, reason: 'not-a-run' });
    expect(tapMove(g.position, 0, 2)).toEqual({ ok: false, reason: 'not-a-run' });
    expect(tapMove(g.position, 0, 0)).toEqual({ ok: false, reason: 'face-down' });
    expect(tapMove(g.position, 0, 9)).toEqual({ ok: false, reason: 'no-such-card' });
  });

  it('does not carry a whole column into an empty one', () => {
    const g = makeGame({ columns: [['KS', 'QS'], [], ['#5S', '4S']], dump: [2] });
    expect(bestSpot(g.position, 0, 2)).toBeNull();
    expect(tapMove(g.position, 0, 0)).toEqual({ ok: false, reason: 'no-destination' });
    // Part of a column still may go.
    expect(tapMove(g.position, 0, 1)).toMatchObject({ ok: true, move: { to: 1, count: 1 }, spot: SpotClass.Empty });
  });

  it('never puts anything on an Ace, and a King only into an empty column', () => {
    const g = makeGame({ columns: [['#9S', 'AS'], ['#9S', 'KS'], ['#9S', '2S'], ...inertColumns(6)] });
    // One card alone is refused in words of its own.
    expect(tapMove(g.position, 1, 1)).toEqual({ ok: false, reason: 'no-destination-card' });
    expect(tapMove(g.position, 2, 1)).toEqual({ ok: false, reason: 'no-destination-card' });
  });
});
