// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/preact';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newGame } from '../../src/engine/game.ts';
import { legalMoves, moveRefusal } from '../../src/engine/moves.ts';
import { uiEn } from '../../src/i18n/ui-en.ts';
import { inertColumns, makeGame, run } from '../game/helpers.ts';
import { playChoices } from '../game/persist-helpers.ts';
import { card, column, columnCards, renderApp, statusText } from './helpers.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const touch = { pointerId: 1, isPrimary: true, button: 0, pointerType: 'touch', clientX: 50, clientY: 50 };

/** Column 1: 9 8 7 of spades on a face-down card; 10♠ on column 2, 10♥ on 3, empty 4. */
const table = () => makeGame({ suits: 2, columns: [['#KS', '9S', '8S', '7S'], ['#KH', 'TS'], ['#QS', 'TH'], [], ...inertColumns(6, 2)] });

const toButtons = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('button', { name: /^To column/ })
    .map((b) => b.getAttribute('aria-label'));

describe('segment picker', () => {
  it('a long press opens it and moves nothing; the release does not tap', () => {
    vi.useFakeTimers();
    const { session } = renderApp({ game: table() });
    const el = card(1, '8 of spades');
    fireEvent.pointerDown(el, touch);
    act(() => void vi.advanceTimersByTime(500));
    const dialog = screen.getByRole('dialog', { name: 'Column 1' });
    fireEvent.pointerUp(el, touch);
    fireEvent.click(el);
    expect(session.views.status.value.moves).toBe(0);
    // The longest run is chosen: 9-8-7 goes onto a 10 of either suit or the empty column.
    expect(within(dialog).getByText('Moving 3 of 3 movable cards')).toBeTruthy();
    expect(toButtons(dialog)).toEqual(['To column 2', 'To column 3', 'To column 4']);
    expect(within(dialog).getByRole('button', { name: 'To column 2' }).getAttribute('aria-description')).toBe('same suit');
  });

  it('moving the finger before the time is up cancels it (it is a drag then)', () => {
    vi.useFakeTimers();
    renderApp({ game: table() });
    const el = card(1, '7 of spades');
    fireEvent.pointerDown(el, touch);
    fireEvent.pointerMove(el, { ...touch, clientX: 80 });
    act(() => void vi.advanceTimersByTime(600));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.pointerUp(el, { ...touch, clientX: 80 });
  });

  it('right-click opens it; Enter and Space on a focused column too', () => {
    const { session } = renderApp({ game: table() });
    fireEvent.contextMenu(card(1, '7 of spades'));
    expect(screen.getByRole('dialog', { name: 'Column 1' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    column(3).focus();
    fireEvent.keyDown(column(3), { key: 'Enter' });
    expect(screen.getByRole('dialog', { name: 'Column 3' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.keyDown(column(1), { key: ' ' });
    expect(screen.getByRole('dialog', { name: 'Column 1' })).toBeTruthy();
    expect(session.views.status.value.moves).toBe(0); // Space on a column is not the deal shortcut
  });

  it('the focus stays in the dialog when a new count takes the focused destination away', () => {
    renderApp({ game: table() });
    fireEvent.contextMenu(card(1, '9 of spades'));
    const dialog = screen.getByRole('dialog', { name: 'Column 1' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('To column 2');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' }); // 8-7 cannot go on a 10
    expect(toButtons(dialog)).toEqual(['To column 4']);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('To column 4');
  });

  it('a column with nothing to move says so instead', () => {
    renderApp({ game: table() });
    fireEvent.contextMenu(column(4));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(uiEn.nothingToPick);
  });

  it('the destinations are exactly the engine’s legal moves for every count', () => {
    const { session } = renderApp({ game: table() });
    fireEvent.contextMenu(card(1, '9 of spades'));
    const dialog = screen.getByRole('dialog', { name: 'Column 1' });
    const p = session.game.value.position;
    for (let count = 3; count >= 1; count--) {
      const expected = legalMoves(p)
        .filter((m) => m.from === 0 && m.count === count)
        .map((m) => `To column ${m.to + 1}`)
        .sort();
      expect([...toButtons(dialog)].sort(), `count ${count}`).toEqual(expected);
      expect(within(dialog).getByText(`Moving ${count} of 3 movable cards`)).toBeTruthy();
      fireEvent.keyDown(within(dialog).getAllByRole('button')[0]!, { key: 'ArrowDown' });
    }
    expect(within(dialog).getByRole('button', { name: 'One card fewer' }).hasAttribute('disabled')).toBe(true);
  });

  it('a destination button moves; Cancel, Esc and a tap outside change nothing', () => {
    const { session } = renderApp({ game: table() });
    const before = session.game.value;
    for (const close of ['Cancel', 'Escape', 'outside'] as const) {
      fireEvent.contextMenu(card(1, '7 of spades'));
      const dialog = screen.getByRole('dialog', { name: 'Column 1' });
      if (close === 'Cancel') fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      else if (close === 'Escape') fireEvent.keyDown(dialog, { key: 'Escape' });
      else {
        // The release of the long press that opened it lands outside: that is no tap outside.
        fireEvent.click(dialog.parentElement!);
        expect(screen.getByRole('dialog', { name: 'Column 1' })).toBeTruthy();
        fireEvent.pointerDown(dialog.parentElement!);
        fireEvent.click(dialog.parentElement!);
      }
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(session.game.value).toBe(before);
    }
    fireEvent.contextMenu(card(1, '7 of spades'));
    fireEvent.click(screen.getByRole('button', { name: 'To column 3' }));
    expect(columnCards(3).slice(-4)).toEqual(['10 of hearts', '9 of spades', '8 of spades', '7 of spades']);
    expect(columnCards(1)).toEqual(['King of spades']); // the card underneath turned over
  });

  it('Move takes the most useful destination: one that completes a run first', () => {
    const game = makeGame({ columns: [[...run('K', '6', 'S')], ['#9S', ...run('5', 'A', 'S')], ...inertColumns(8)] });
    const { session } = renderApp({ game });
    const runs = session.views.status.value.runs;
    fireEvent.contextMenu(card(2, '5 of spades'));
    const dialog = screen.getByRole('dialog', { name: 'Column 2' });
    expect(within(dialog).getByRole('button', { name: 'To column 1' }).getAttribute('aria-description')).toBe('completes a run');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(session.views.status.value.runs).toBe(runs + 1);
  });
});

describe('select mode for screen readers', () => {
  it('the column says how many cards it has picked up', () => {
    renderApp({ game: table(), settings: { tapAction: 'select' } });
    fireEvent.click(card(1, '8 of spades'));
    expect(column(1).getAttribute('aria-description')).toMatch(/^2 cards picked up\. /);
    fireEvent.click(card(1, '8 of spades'));
    expect(column(1).getAttribute('aria-description')).not.toMatch(/picked up/);
  });
});

describe('all moves', () => {
  const names = () =>
    within(screen.getByRole('region', { name: 'All moves' }))
      .getAllByRole('button', { hidden: true })
      .map((b) => b.textContent ?? '')
      .filter((t) => t.startsWith('Move '));

  it('lists exactly the engine’s legal moves after any sequence of actions (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.array(fc.nat(), { maxLength: 60 }), (deal, choices) => {
        cleanup();
        const { session } = renderApp({ game: newGame(2, deal), kind: 'number' });
        act(() => playChoices(session, choices));
        const p = session.game.value.position;
        const expected = legalMoves(p).map((m) => `Move ${m.count} ${m.count === 1 ? 'card' : 'cards'} from column ${m.from + 1} to column ${m.to + 1}`);
        expect(names().sort()).toEqual(expected.sort());
        for (const m of legalMoves(p)) expect(moveRefusal(p, m)).toBeNull();
      }),
      { numRuns: 25 },
    );
  });

  it('a move button plays that move and is announced; Deal a row deals', () => {
    renderApp({ game: table() });
    const region = screen.getByRole('region', { name: 'All moves' });
    fireEvent.click(within(region).getByRole('button', { name: 'Move 1 card from column 1 to column 4', hidden: true }));
    expect(columnCards(4)).toEqual(['7 of spades']);
    expect(document.querySelector('.sr-only[aria-live="polite"]')?.textContent).toBe('Moved 7 of spades to column 4');
    fireEvent.click(within(region).getByRole('button', { name: 'Move 2 cards from column 1 to column 2', hidden: true }));
    expect(document.querySelector('.sr-only[aria-live="polite"]')?.textContent).toBe('Moved 9 of spades and 1 more to column 2; revealed King of spades');
  });
});

describe('the stock', () => {
  it('a second tap during the deal animation is not a second deal', () => {
    const { clock } = renderApp({ game: newGame(1, 1) });
    const stock = screen.getByRole('button', { name: 'Deal' });
    fireEvent.click(stock);
    clock.advance(150);
    fireEvent.click(stock);
    expect(statusText()).toContain('Deals left: 4');
    clock.advance(500);
    fireEvent.click(stock);
    expect(statusText()).toContain('Deals left: 3');
  });

  it('a tap on the stock soon after another action still deals', () => {
    const { clock } = renderApp({ game: newGame(1, 1) });
    const stock = screen.getByRole('button', { name: 'Deal' });
    fireEvent.click(stock);
    clock.advance(100);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    clock.advance(100);
    fireEvent.click(stock);
    expect(statusText()).toContain('Deals left: 4');
    expect(statusText()).toContain('Moves: 1');
  });
});
