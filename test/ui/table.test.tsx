// @vitest-environment happy-dom
import { loadVerifiedDeals } from '../../src/data/verified.ts';
import { dailyDeal, dayKey } from '../../src/engine/daily.ts';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newGame } from '../../src/engine/game.ts';
import { inertColumns, makeGame, run } from '../game/helpers.ts';
import { card, clockText, column, columnCards, renderApp, statusText, tool } from './helpers.tsx';

afterEach(cleanup);

describe('the table', () => {
  it('shows ten named columns with cards bottom to top, the stock and the status line', () => {
    renderApp({ game: newGame(2, 1), kind: 'number' });
    for (let n = 1; n <= 10; n++) expect(column(n)).toBeTruthy();
    // SPEC golden: S=2, N=1 tops 3H QS 2S 3S 7H JH AS AH 2H 4S.
    expect(columnCards(1)).toEqual([...Array(5).fill('Face-down card'), '3 of hearts']);
    expect(columnCards(2).at(-1)).toBe('Queen of spades');
    expect(columnCards(7).at(-1)).toBe('Ace of spades');
    expect(columnCards(10)).toEqual([...Array(4).fill('Face-down card'), '4 of spades']);
    const deal = screen.getByRole('button', { name: 'Deal' });
    expect(deal.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(deal.getAttribute('aria-describedby')!)!.textContent).toBe('5 rounds left');
    expect(statusText()).toContain('Moves: 0');
    expect(statusText()).toContain('Runs: 0/8');
    expect(statusText()).toContain('Deals left: 5');
    expect(statusText()).toContain('Face down: 44');
    expect(clockText()).toBe('Time: 0:00');
    expect(statusText()).not.toContain('Time');
    expect(screen.getByText(/Deal 1 · 2 suits · by number/)).toBeTruthy();
    for (const name of ['Undo', 'Redo', 'Hint', 'New game', 'More', 'Settings']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    for (const name of ['Restart', 'Give up', 'Pause']) expect(tool(name)).toBeTruthy();
  });

  it('deals a row from the stock and updates the description', () => {
    renderApp({ game: newGame(1, 1) });
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
    // SPEC golden first stock round for S=1, N=1: JS 6S JS QS 3S 3S TS JS TS AS.
    expect(columnCards(1).at(-1)).toBe('Jack of spades');
    expect(columnCards(10).at(-1)).toBe('Ace of spades');
    expect(statusText()).toContain('Moves: 1');
    expect(statusText()).toContain('Deals left: 4');
    expect(screen.getByText('4 rounds left')).toBeTruthy();
  });
});

describe('tap to the best spot', () => {
  it('completing a run beats everything, then same suit, then other suit, then empty; ties go low', () => {
    const game = makeGame({
      suits: 2,
      columns: [['#9S', '2H'], ['#9S', '2S'], [], ['#9S', 'AS'], ['#8S', ...run('K', '2', 'S')], ...inertColumns(4, 2)],
      completed: 0,
      dump: [9],
    });
    renderApp({ game });
    fireEvent.click(card(4, 'Ace of spades'));
    // Completed: the run left column 5 for the foundations; its face-down card turned up.
    expect(columnCards(5)).toEqual(['8 of spades']);
    expect(columnCards(4)).toEqual(['9 of spades']);
    expect(statusText()).toContain('Runs: 1/8');
  });

  it('same suit one higher over another suit lower down', () => {
    const game = makeGame({ suits: 2, columns: [['#9S', '8H'], ['#9S', '7S'], ['#9S', '8S'], [], ...inertColumns(6, 2)] });
    renderApp({ game });
    fireEvent.click(card(2, '7 of spades'));
    expect(columnCards(3)).toEqual(['Face-down card', '8 of spades', '7 of spades']);
  });

  it('another suit before an empty column, and the lowest of equal columns', () => {
    const game = makeGame({
      suits: 2,
      columns: [[], ['#QS', '#9S', '7S'], ['#TS', '4H'], ['#9S', '8H'], ['#9S', '8H'], ...inertColumns(5, 2)],
      stock: 1,
    });
    renderApp({ game });
    fireEvent.click(card(2, '7 of spades'));
    expect(columnCards(4).at(-1)).toBe('7 of spades');
    expect(columnCards(5).at(-1)).toBe('8 of hearts');
    // Now only an empty column takes the 9 left behind in column 2.
    fireEvent.click(card(2, '9 of spades'));
    expect(columnCards(1)).toEqual(['9 of spades']);
  });

  it('moves the tapped card with everything above it', () => {
    const game = makeGame({ columns: [['#KS', '9S', '8S', '7S'], ['#QS', '9S'], ['#JS', '8S'], ...inertColumns(7)] });
    renderApp({ game });
    fireEvent.click(card(1, '8 of spades'));
    // 8-7 onto the 9 in column 2.
    expect(columnCards(2)).toEqual(['Face-down card', '9 of spades', '8 of spades', '7 of spades']);
    expect(columnCards(1)).toEqual(['Face-down card', '9 of spades']);
  });

  it('refuses a card that does not start a run, with a message, and changes nothing', () => {
    const game = makeGame({ suits: 2, columns: [['#9S', '9S', '8H', '7S'], ['#QS', 'TS'], ...inertColumns(8, 2)], stock: 1 });
    renderApp({ game });
    const before = columnCards(1);
    fireEvent.click(card(1, '8 of hearts'));
    expect(screen.getByRole('alert').textContent).toBe('Only cards of one suit in descending order move together.');
    expect(columnCards(1)).toEqual(before);
    expect(statusText()).toContain('Moves: 0');
  });

  it('says so when there is nowhere to go', () => {
    const game = makeGame({ columns: [['#9S', '5S'], ...inertColumns(9)], stock: 1 });
    renderApp({ game });
    fireEvent.click(card(1, '5 of spades'));
    expect(screen.getByRole('alert').textContent).toBe('There is no place this card can go.');
  });

  it('says "these cards" for a run with nowhere to go', () => {
    const game = makeGame({ columns: [['#9S', '6S', '5S'], ...inertColumns(9)], stock: 1 });
    renderApp({ game });
    fireEvent.click(card(1, '6 of spades'));
    expect(screen.getByRole('alert').textContent).toBe('There is no place these cards can go.');
  });
});

describe('select mode', () => {
  it('tap picks up a run, tap a column moves it; a card under a mixed stack picks up the top run', () => {
    const game = makeGame({
      suits: 2,
      columns: [['#9S', '9H', '8S', '7S'], ['#JS', '9S'], ['#JS', 'TH'], [], ...inertColumns(6, 2)],
    });
    renderApp({ game, settings: { tapAction: 'select' } });
    fireEvent.click(card(1, '9 of hearts')); // under 8-7 of spades: picks up 8-7
    expect(
      within(column(1))
        .getAllByRole('img')
        .filter((el) => el.classList.contains('selected')),
    ).toHaveLength(2);
    fireEvent.click(card(2, '9 of spades'));
    expect(columnCards(2)).toEqual(['Face-down card', '9 of spades', '8 of spades', '7 of spades']);
    // Tap an empty column to move there.
    fireEvent.click(card(1, '9 of hearts'));
    fireEvent.click(column(4));
    expect(columnCards(4)).toEqual(['9 of hearts']);
  });

  it('double tap sends the run to the best spot', () => {
    const game = makeGame({ suits: 2, columns: [['#9S', '7S'], ['#JS', '8H'], ['#JS', '8S'], ...inertColumns(7, 2)] });
    renderApp({ game, settings: { tapAction: 'select' } });
    fireEvent.click(card(1, '7 of spades'));
    fireEvent.click(card(1, '7 of spades'));
    expect(columnCards(3).at(-1)).toBe('7 of spades');
  });

  it('tap action "off" does nothing on tap', () => {
    const game = makeGame({ columns: [['#9S', '7S'], ['#JS', '8S'], ...inertColumns(8)] });
    renderApp({ game, settings: { tapAction: 'off' } });
    fireEvent.click(card(1, '7 of spades'));
    expect(columnCards(1).at(-1)).toBe('7 of spades');
    expect(statusText()).toContain('Moves: 0');
  });
});

describe('pointer taps', () => {
  it('a press and release without movement is one tap; the click after it is not a second', () => {
    const game = makeGame({ columns: [['#9S', '7S'], ['#JS', '8S'], ['#JS', '8S'], ...inertColumns(7)], stock: 1 });
    renderApp({ game });
    const el = card(1, '7 of spades');
    const base = { pointerId: 1, isPrimary: true, button: 0, pointerType: 'touch', clientX: 50, clientY: 50 };
    fireEvent.pointerDown(el, base);
    fireEvent.pointerUp(el, base);
    expect(columnCards(2).at(-1)).toBe('7 of spades');
    fireEvent.click(el);
    expect(columnCards(2).at(-1)).toBe('7 of spades');
    expect(statusText()).toContain('Moves: 1');
  });
});

describe('drag', () => {
  const drag = (el: HTMLElement, dx: number, dy: number) => {
    const base = { pointerId: 1, isPrimary: true, button: 0, pointerType: 'mouse' };
    fireEvent.pointerDown(el, { ...base, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(el, { ...base, clientX: 100 + dx / 2, clientY: 100 + dy / 2 });
    fireEvent.pointerMove(el, { ...base, clientX: 100 + dx, clientY: 100 + dy });
    fireEvent.pointerUp(el, { ...base, clientX: 100 + dx, clientY: 100 + dy });
    fireEvent.click(el);
  };
  // The fallback table size (no layout in happy-dom) is 1024 wide: about 100 px per column.
  const step = () => {
    const a = column(1).style.left;
    const b = column(2).style.left;
    return parseFloat(b) - parseFloat(a);
  };

  it('drops a run on the column under it', () => {
    const game = makeGame({ columns: [['#9S', '8S', '7S'], ['#JS', '5S'], ['#JS', '9S'], ...inertColumns(7)] });
    renderApp({ game });
    drag(card(1, '8 of spades'), 2 * step(), 10);
    expect(columnCards(3)).toEqual(['Face-down card', '9 of spades', '8 of spades', '7 of spades']);
    expect(statusText()).toContain('Moves: 1');
  });

  it('springs back with the reason on an illegal drop', () => {
    const game = makeGame({ columns: [['#9S', '8S', '7S'], ['#JS', '5S'], ...inertColumns(8)], stock: 1 });
    renderApp({ game });
    const el = card(1, '8 of spades');
    const before = el.style.transform;
    drag(el, step(), 10);
    expect(screen.getByRole('alert').textContent).toBe('A card must go on a card exactly one rank higher.');
    expect(columnCards(1).at(-1)).toBe('7 of spades');
    expect(card(1, '8 of spades').style.transform).toBe(before);
    expect(statusText()).toContain('Moves: 0');
  });
});

describe('deal rules through the stock', () => {
  const spec = { columns: [[], ['#9S', '7S'], ...inertColumns(8)], stock: 1, dump: [2, 3] };
  it('classic: an empty column blocks the deal with a message', () => {
    renderApp({ game: makeGame(spec, 'classic') });
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
    expect(screen.getByRole('alert').textContent).toBe('Fill every empty column before dealing.');
    expect(columnCards(1)).toEqual([]);
  });

  it('relaxed: the deal goes onto the empty column', () => {
    renderApp({ game: makeGame(spec, 'relaxed') });
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
    expect(columnCards(1)).toHaveLength(1);
    expect(screen.getByText('Stock empty, no rounds left')).toBeTruthy();
  });

  it('an empty stock says so', () => {
    renderApp({ game: makeGame({ columns: [['#9S', '7S'], ['#JS', '8S'], ...inertColumns(8)] }) });
    const deal = screen.getByRole('button', { name: 'Deal' });
    expect(document.getElementById(deal.getAttribute('aria-describedby')!)!.textContent).toBe('Stock empty, no rounds left');
    fireEvent.click(deal);
    expect(screen.getByRole('alert').textContent).toBe('The stock is empty.');
  });
});

describe('undo and redo through the buttons', () => {
  it('undo restores the previous state exactly and redo re-applies it', () => {
    const game = makeGame({ columns: [['#9S', '7S'], ['#JS', '8S'], ...inertColumns(8)] });
    renderApp({ game });
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(screen.getByRole('alert').textContent).toBe('There is nothing to redo.');
    fireEvent.click(card(1, '7 of spades'));
    expect(columnCards(1)).toEqual(['9 of spades']);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(columnCards(1)).toEqual(['Face-down card', '7 of spades']);
    expect(columnCards(2)).toEqual(['Face-down card', '8 of spades']);
    expect(statusText()).toContain('Moves: 0');
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(columnCards(1)).toEqual(['9 of spades']);
    expect(columnCards(2).slice(-2)).toEqual(['8 of spades', '7 of spades']);
    expect(statusText()).toContain('Moves: 1');
  });
});

describe('panels', () => {
  it('the win panel shows the figures and plays the deal again', async () => {
    const game = makeGame({ columns: [[...run('K', '2', 'S')], ['AS']], completed: 7, dump: [] });
    const { clock } = renderApp({ game });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' })); // a refusal first: no undo
    clock.advance(0);
    fireEvent.click(card(2, 'Ace of spades'));
    const dialog = screen.getByRole('dialog', { name: /won/ });
    const text = dialog.textContent ?? '';
    expect(text).toContain('Moves1');
    expect(text).toContain('Undos0');
    expect(text).toMatch(/spades\s*8/);
    expect(within(dialog).getByRole('button', { name: 'New game' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Play again' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(columnCards(2)).toEqual(['Ace of spades']);
    expect(statusText()).toContain('Runs: 7/8');
  });

  it('the stuck bar leaves the table in sight and in reach, with Undo, Restart deal and New deal', () => {
    // One move (the 3 onto the 4) leaves nothing else to do, with the stock empty.
    const game = makeGame({ columns: [['#9S', '4S'], ['#9S', '3S'], ...inertColumns(8)], dump: [2, 3] });
    const { session } = renderApp({ game });
    expect(screen.queryByRole('region', { name: 'No moves left' })).toBeNull();
    fireEvent.click(card(2, '3 of spades'));
    const bar = screen.getByRole('region', { name: 'No moves left' });
    expect(screen.queryByRole('dialog')).toBeNull(); // a bar, not a modal
    expect(bar.getAttribute('aria-live')).toBe('polite');
    expect(document.querySelector('.app')!.hasAttribute('inert')).toBe(false);
    expect(screen.getByRole('group', { name: 'Column 1' })).toBeTruthy();
    const names = within(bar)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual(['Undo', 'Restart deal', 'New deal', 'Show me how', 'Where did it go wrong?']);
    expect(document.activeElement).toBe(within(bar).getByRole('button', { name: 'Undo' }));
    fireEvent.click(within(bar).getByRole('button', { name: 'Undo' }));
    expect(screen.queryByRole('region', { name: 'No moves left' })).toBeNull();
    expect(columnCards(2).at(-1)).toBe('3 of spades');
    // The focus goes to the toolbar's Undo, not lost with the bar's button.
    expect(document.activeElement).toBe(tool('Undo'));

    fireEvent.click(card(2, '3 of spades'));
    fireEvent.click(within(screen.getByRole('region', { name: 'No moves left' })).getByRole('button', { name: 'Restart deal' }));
    expect(session.views.stuck.value).toBe(false);
    expect(columnCards(2).at(-1)).toBe('3 of spades');
    expect(statusText()).toContain('Moves: 0');

    fireEvent.click(card(2, '3 of spades'));
    fireEvent.click(within(screen.getByRole('region', { name: 'No moves left' })).getByRole('button', { name: 'New deal' }));
    expect(screen.getByRole('dialog', { name: 'New game' })).toBeTruthy();
  });

  it('the keys still work while stuck (the table is not behind a modal)', () => {
    const game = makeGame({ columns: [['#9S', '4S'], ['#9S', '3S'], ...inertColumns(8)], dump: [2, 3] });
    renderApp({ game });
    fireEvent.click(card(2, '3 of spades'));
    expect(screen.getByRole('region', { name: 'No moves left' })).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'u' });
    expect(screen.queryByRole('region', { name: 'No moves left' })).toBeNull();
    expect(columnCards(2).at(-1)).toBe('3 of spades');
  });

  it('give up asks first, then shows the game-over panel', () => {
    renderApp({ game: newGame(1, 1) });
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
    fireEvent.click(tool('Give up'));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Give up this game?' })).getByRole('button', { name: 'Keep playing' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(tool('Give up'));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Give up' }));
    expect(screen.getByRole('dialog', { name: 'Game over' })).toBeTruthy();
  });

  it('restart asks once the game has started', () => {
    const { session } = renderApp({ game: newGame(1, 1) });
    fireEvent.click(tool('Restart'));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
    fireEvent.click(tool('Restart'));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Restart this deal?' })).getByRole('button', { name: 'Restart' }));
    expect(statusText()).toContain('Moves: 0');
    expect(session.phase.value).toBe('fresh');
  });

  it('the new-game chooser validates the deal number and starts that deal', async () => {
    renderApp({ game: newGame(1, 1), kind: 'number' });
    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    const dialog = screen.getByRole('dialog', { name: 'New game' });
    expect(within(dialog).getByRole('radio', { name: /Random.*unfiltered/ })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: '2 suits' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'By number' }));
    const input = within(dialog).getByRole('textbox', { name: 'Deal number' });
    fireEvent.input(input, { target: { value: '42x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Type a whole number from 0 to 4294967295.');
    expect(screen.getByText(/Deal 1 · 1 suit/)).toBeTruthy();
    fireEvent.input(input, { target: { value: '4294967295' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Deal 4294967295 · 2 suits · by number')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    // SPEC golden S=4 N=4294967295 has 6C on column 1; with 2 suits the rank is the same.
    expect(columnCards(1).at(-1)).toMatch(/^6 of /);
  });

  it('random deals come from the injected random source and are labelled', async () => {
    const { settings } = renderApp({ game: newGame(1, 1), random: () => 31337 });
    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    fireEvent.click(screen.getByRole('radio', { name: /Random/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Deal 31337 · 1 suit · random')).toBeTruthy();
    expect(settings.settings.value.dealType).toBe('random'); // the chooser remembers it
  });

  it('the chooser offers verified deals first, drawn from the shipped list', async () => {
    renderApp({ game: newGame(1, 1), loadVerified: loadVerifiedDeals });
    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    expect((screen.getByRole('radio', { name: /Verified/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '2 suits' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    const info = await screen.findByText(/· 2 suits · verified$/);
    const deal = Number(/Deal (\d+)/.exec(info.textContent!)![1]);
    expect(await loadVerifiedDeals(2)).toContain(deal);
  });

  it('the daily deal is the same pick for everyone on the injected day (UTC+9)', async () => {
    // 2026-11-29 20:00 UTC is already 2026-11-30 in UTC+9.
    const today = Date.UTC(2026, 10, 29, 20);
    const { session } = renderApp({ game: newGame(1, 1), loadVerified: loadVerifiedDeals, today });
    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    fireEvent.click(screen.getByRole('radio', { name: /Daily/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    const expected = dailyDeal(await loadVerifiedDeals(1), '2026-11-30', 1);
    expect(dayKey(new Date(today))).toBe('2026-11-30');
    expect(await screen.findByText(`Deal ${expected} · 1 suit · daily, November 30, 2026`)).toBeTruthy();
    expect(session.day.value).toBe('2026-11-30');
  });
});

describe('share links', () => {
  it('a link starts that deal', () => {
    renderApp({ href: `${location.origin}/?suits=2&deal=1` });
    expect(location.search).toBe('');
    expect(screen.getByText('Deal 1 · 2 suits · shared link')).toBeTruthy();
    expect(columnCards(1).at(-1)).toBe('3 of hearts');
  });

  it('a bad link says what is wrong and changes nothing', () => {
    history.replaceState(null, '', '/?suits=3&deal=1');
    renderApp({ game: newGame(1, 5), kind: 'number', href: location.href });
    expect(screen.getByRole('alert').textContent).toMatch(/suit count/);
    expect(location.search).toBe(''); // the bad query leaves the address bar after its message
    expect(screen.getByText('Deal 5 · 1 suit · by number')).toBeTruthy();
  });

  it('asks before abandoning a game in progress', () => {
    const { controller } = renderApp({ game: newGame(1, 5), kind: 'number' });
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
    act(() => controller.links.openLocation('https://example.test/?suits=4&deal=9&rules=strict'));
    const dialog = screen.getByRole('dialog', { name: 'Open the shared deal?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(screen.getByText('Deal 9 · 4 suits · shared link · strict rules')).toBeTruthy();
    expect(controller.session.game.value.rules).toBe('strict');
  });
});

describe('timer', () => {
  it('counts from the first action and pauses with the Pause button', () => {
    const { clock } = renderApp({ game: newGame(1, 1) });
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
    clock.advance(65_000);
    fireEvent.click(tool('Pause'));
    expect(screen.getByRole('dialog', { name: 'Paused' })).toBeTruthy();
    clock.advance(100_000);
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(clockText()).toBe('Time: 1:05');
  });
});

describe('the first paint of the table', () => {
  it('puts the cards in only once the table is measured, for its measured size, and never moves them after', () => {
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('table') ? 360 : 0;
    });
    const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('table') ? 600 : 0;
    });
    try {
      const inserted = new Set<Element>();
      let moved = 0;
      const note = (records: MutationRecord[]) => {
        for (const r of records) {
          if (r.type === 'attributes' && (r.target as Element).hasAttribute('data-card')) moved++;
          for (const n of r.addedNodes) {
            if (!(n instanceof Element)) continue;
            if (n.hasAttribute('data-card')) inserted.add(n);
            for (const c of n.querySelectorAll('[data-card]')) inserted.add(c);
          }
        }
      };
      const observer = new MutationObserver(note);
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
      renderApp({ game: newGame(1, 1) });
      note(observer.takeRecords());
      observer.disconnect();
      const table = document.querySelector<HTMLElement>('.table')!;
      // A 360 px wide table: ten columns of 33 px cards (the layout's figure), not the 1024 px guess's.
      expect(table.style.getPropertyValue('--cw')).toBe('33px');
      expect(document.querySelectorAll('.table [data-card]').length).toBeGreaterThanOrEqual(54);
      expect(moved).toBe(0);
      // Every card on the table now is one that went in, once: none were replaced.
      expect([...document.querySelectorAll('.table [data-card]')].every((c) => inserted.has(c))).toBe(true);
      expect(inserted.size).toBe(document.querySelectorAll('.table [data-card]').length);
    } finally {
      width.mockRestore();
      height.mockRestore();
    }
  });
});
