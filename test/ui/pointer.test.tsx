// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inertColumns, makeGame } from '../game/helpers.ts';
import { card, column, columnCards, renderApp, statusText } from './helpers.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const mouse = { pointerId: 1, isPrimary: true, button: 0, pointerType: 'mouse' };
// The fallback table size (no layout in happy-dom) is 1024 wide: about 100 px per column.
const step = () => parseFloat(column(2).style.left) - parseFloat(column(1).style.left);

/** Presses `el`, drags it (dx, dy) in two moves, runs `during` with the cards up, then drops. */
function drag(el: HTMLElement, dx: number, dy: number, during: () => void = () => {}) {
  fireEvent.pointerDown(el, { ...mouse, clientX: 100, clientY: 100 });
  fireEvent.pointerMove(el, { ...mouse, clientX: 100 + dx / 2, clientY: 100 + dy / 2 });
  fireEvent.pointerMove(el, { ...mouse, clientX: 100 + dx, clientY: 100 + dy });
  during();
  fireEvent.pointerUp(el, { ...mouse, clientX: 100 + dx, clientY: 100 + dy });
  fireEvent.click(el);
}

// 6♠ taps onto 7♠ (one action to undo), then 8♠-7♠-6♠ is dragged onto the 9♠ of column 3.
const table = () => makeGame({ columns: [['#9S', '8S', '7S'], ['#JS', '6S'], ['#JS', '9S'], ...inertColumns(7)] });

describe('a drag holds the table', () => {
  it('a shortcut pressed with the cards up leaves the table alone: the drop lands on the table they came from', () => {
    renderApp({ game: table() });
    fireEvent.click(card(2, '6 of spades'));
    expect(columnCards(1).at(-1)).toBe('6 of spades');
    drag(card(1, '8 of spades'), 2 * step(), 10, () => {
      fireEvent.keyDown(document, { key: 'u' }); // undo
      fireEvent.keyDown(document, { key: 'd' }); // deal
    });
    expect(columnCards(3)).toEqual(['Face-down card', '9 of spades', '8 of spades', '7 of spades', '6 of spades']);
    expect(columnCards(2)).toEqual(['Jack of spades']);
    expect(statusText()).toContain('Moves: 2');
    // The hold ended with the drop: U undoes again.
    fireEvent.keyDown(document, { key: 'u' });
    expect(columnCards(1).at(-1)).toBe('6 of spades');
    expect(statusText()).toContain('Moves: 1');
  });

  it('a drag that springs back ends the hold too', () => {
    renderApp({ game: table() });
    fireEvent.click(card(2, '6 of spades'));
    drag(card(1, '8 of spades'), 4, 60); // dropped on its own column
    expect(columnCards(1).at(-1)).toBe('6 of spades');
    fireEvent.keyDown(document, { key: 'u' });
    expect(columnCards(2).at(-1)).toBe('6 of spades');
  });

  it('a table changed under the drag anyway (another tab, say) takes no drop and says so', () => {
    const { session } = renderApp({ game: table() });
    fireEvent.click(card(2, '6 of spades'));
    drag(card(1, '8 of spades'), 2 * step(), 10, () => void act(() => void session.undo()));
    expect(columnCards(3)).toEqual(['Face-down card', '9 of spades']);
    expect(columnCards(2).at(-1)).toBe('6 of spades');
    expect(screen.getByRole('alert').textContent).toBe('The drag was interrupted, so the cards went back.');
  });
});

describe('drag moves', () => {
  it('are drawn once per animation frame, at the latest position', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    renderApp({ game: table() });
    const el = card(1, '8 of spades');
    const before = el.style.transform;
    fireEvent.pointerDown(el, { ...mouse, clientX: 100, clientY: 100 });
    for (const x of [110, 120, 130, 140]) fireEvent.pointerMove(el, { ...mouse, clientX: x, clientY: 105 });
    expect(frames).toHaveLength(1);
    expect(el.style.transform).toBe(before); // nothing drawn between frames
    frames.shift()!(0);
    expect(el.style.transform).toBe(`translate(40px, 5px) ${before}`);
    expect(el.classList.contains('dragging')).toBe(true);
    fireEvent.pointerMove(el, { ...mouse, clientX: 150, clientY: 105 });
    expect(frames).toHaveLength(1); // the next move asks for the next frame
    fireEvent.pointerUp(el, { ...mouse, clientX: 150, clientY: 105 });
    expect(el.style.transform).toBe(before);
  });
});

describe('untrusted events', () => {
  it('a page-made press, click or context menu is not the player: nothing moves, nothing opens', () => {
    renderApp({ game: table(), trustAllEvents: false });
    const el = card(2, '6 of spades');
    fireEvent.pointerDown(el, { ...mouse, pointerType: 'touch', clientX: 50, clientY: 50 });
    fireEvent.pointerUp(el, { ...mouse, pointerType: 'touch', clientX: 50, clientY: 50 });
    fireEvent.click(el);
    fireEvent.contextMenu(column(1));
    expect(columnCards(2).at(-1)).toBe('6 of spades');
    expect(statusText()).toContain('Moves: 0');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
