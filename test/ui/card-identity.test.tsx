// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { CardId } from '../../src/engine/cards.ts';
import { newGame } from '../../src/engine/game.ts';
import { inertColumns, makeGame, run } from '../game/helpers.ts';
import { card, column, columnCards, renderApp, tool } from './helpers.tsx';

afterEach(cleanup);

/** The one element the table shows for a card id. */
function cardEl(id: CardId): HTMLElement {
  const all = document.querySelectorAll<HTMLElement>(`.table [data-card="${id}"]`);
  expect(all, `card ${id} has exactly one element`).toHaveLength(1);
  return all[0]!;
}

/** Column n's card elements (1-based) as the contract reads them: inside its group, bottom first. */
const columnEls = (n: number) => within(column(n)).queryAllByRole('img');

/** The same elements, one by one (toEqual would take look-alike copies). */
function expectSame(actual: readonly Element[], expected: readonly (Element | undefined)[], what: string): void {
  expect(actual, what).toHaveLength(expected.length);
  actual.forEach((el, i) => expect(el === expected[i], `${what}: element ${i} is the one from before`).toBe(true));
}

describe('one element per card (issue 26)', () => {
  it('a card that changes column is the same element, now inside its new column, in order', () => {
    const game = makeGame({ columns: [['#KS', '9S', '8S', '7S'], ['#QS', '9S'], ['#JS', '8S'], ...inertColumns(7)] });
    const { controller } = renderApp({ game });
    const eight = card(1, '8 of spades');
    const seven = card(1, '7 of spades');
    const nine = card(2, '9 of spades');
    fireEvent.click(eight);
    // 8-7 went onto the 9 of column 2: the very elements, not copies.
    expectSame(columnEls(2).slice(1), [nine, eight, seven], 'column 2');
    expect(columnCards(2)).toEqual(['Face-down card', '9 of spades', '8 of spades', '7 of spades']);
    expect(column(1).contains(eight)).toBe(false);
    expect(eight.dataset.col).toBe('1');
    expect([eight.dataset.index, seven.dataset.index]).toEqual(['2', '3']);
    // Undo brings them home, still the same elements.
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expectSame(columnEls(1).slice(-2), [eight, seven], 'column 1 after undo');
    expect(eight.dataset.col).toBe('0');
    // Every card of the position has exactly one element on the table.
    const { columns, completed, stock } = controller.session.game.value.position;
    const ids = [...columns.flatMap((c) => c.cards), ...completed.flat(), ...stock];
    for (const id of ids) cardEl(id);
    expect(document.querySelectorAll('.table [data-card]')).toHaveLength(ids.length);
  });

  it('a dropped run is the very elements that were dragged, placed by the layout again', () => {
    renderApp({ game: makeGame({ columns: [['#9S', '8S', '7S'], ['#JS', '6S'], ['#JS', '9S'], ...inertColumns(7)] }) });
    const dragged = [card(1, '8 of spades'), card(1, '7 of spades')];
    const mouse = { pointerId: 1, isPrimary: true, button: 0, pointerType: 'mouse' };
    // Two columns to the right (the fallback table is 1024 px wide when nothing is measured).
    const dx = 2 * (parseFloat(column(2).style.left) - parseFloat(column(1).style.left));
    fireEvent.pointerDown(dragged[0]!, { ...mouse, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(dragged[0]!, { ...mouse, clientX: 100 + dx / 2, clientY: 105 });
    fireEvent.pointerMove(dragged[0]!, { ...mouse, clientX: 100 + dx, clientY: 110 });
    fireEvent.pointerUp(dragged[0]!, { ...mouse, clientX: 100 + dx, clientY: 110 });
    fireEvent.click(dragged[0]!);
    expect(columnCards(3)).toEqual(['Face-down card', '9 of spades', '8 of spades', '7 of spades']);
    expectSame(columnEls(3).slice(2), dragged, 'column 3');
    for (const el of dragged) {
      expect(el.classList.contains('dragging')).toBe(false);
      expect(el.style.transform, 'no offset of the drag left over').toMatch(/^translate\(0px, ?\d+px\)$/);
    }
  });

  it('a deal moves the stock’s own elements onto the columns, face up', () => {
    const { controller } = renderApp({ game: newGame(1, 1) });
    const deal = screen.getByRole('button', { name: 'Deal' });
    const row = controller.session.game.value.position.stock.slice(0, 10);
    const before = row.map(cardEl);
    for (const el of before) {
      expect(deal.contains(el), 'waits in the stock').toBe(true);
      expect(el.getAttribute('aria-hidden')).toBe('true'); // the stock is one button, named Deal
    }
    const tops = Array.from({ length: 10 }, (_, c) => columnEls(c + 1).at(-1));
    fireEvent.click(deal);
    before.forEach((el, c) => {
      expect(cardEl(row[c]!) === el, `card ${row[c]} kept its element`).toBe(true);
      expect(columnEls(c + 1).at(-1) === el, `column ${c + 1}'s new top`).toBe(true);
      expect(columnEls(c + 1).at(-2) === tops[c], `column ${c + 1} kept its cards`).toBe(true);
      expect(el.dataset.up).toBe('1');
      expect(el.getAttribute('aria-label')).toMatch(/ of spades$/);
    });
    // Undo deals them back: the stock holds the same elements again.
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    for (const el of before) expect(deal.contains(el)).toBe(true);
  });

  it('a completed run flies home as its own elements, King on top', () => {
    const game = makeGame({ columns: [['#9S', ...run('K', '2', 'S')], ['AS'], ...inertColumns(8)], completed: 0, dump: [9] });
    renderApp({ game });
    const els = [...columnEls(1).slice(1), card(2, 'Ace of spades')];
    fireEvent.click(card(2, 'Ace of spades'));
    const slot = document.querySelectorAll('.foundation')[0]!;
    const home = [...slot.querySelectorAll('[data-card]')];
    expectSame(home, [...els].reverse(), 'the first foundation');
    expect(columnCards(1)).toEqual(['9 of spades']);
  });

  it('restarting the deal reuses the elements: still one per card, back in its place', () => {
    const { controller } = renderApp({ game: newGame(1, 1) });
    const before = new Set(document.querySelectorAll('.table [data-card]'));
    const row = controller.session.game.value.position.stock.slice(0, 10).map(cardEl);
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
    fireEvent.click(tool('Restart'));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Restart this deal?' })).getByRole('button', { name: 'Restart' }));
    const after = [...document.querySelectorAll('.table [data-card]')];
    expect(after).toHaveLength(104);
    expect(after.every((el) => before.has(el))).toBe(true);
    const deal = screen.getByRole('button', { name: 'Deal' });
    for (const el of row) expect(deal.contains(el)).toBe(true);
  });
});
