// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { render as renderNow } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine/game.ts';
import { decodeSettings } from '../../src/game/settings.ts';
import { KEYS } from '../../src/game/storage.ts';
import { makeGame, run } from '../game/helpers.ts';
import { App } from '../../src/ui/App.tsx';
import { columnCards, makeController, renderApp, statusText } from './helpers.tsx';

const root = document.documentElement;
afterEach(() => {
  cleanup();
  for (const k of Object.keys(root.dataset)) delete root.dataset[k];
});

/** A 1-suit table one tap from winning: a King..2 run and the Ace. */
const almostWon = () => makeGame({ columns: [[...run('K', '2', 'S')], ['AS']], completed: 7, dump: [] });

describe('Statistics', () => {
  it('shows this suit count’s records, switches suit count, and resets only after confirming', async () => {
    const { controller, persistence } = renderApp({ game: almostWon(), kind: 'verified' });
    fireEvent.click(screen.getByRole('img', { name: 'Ace of spades' }));
    expect(screen.getByRole('dialog', { name: /won/ }).textContent).toContain('Your first 1-suit win!');
    expect(persistence.records.value[1]).toMatchObject({ played: 1, won: 1 });

    act(() => controller.dialogs.openStatistics());
    const dialog = screen.getByRole('dialog', { name: 'Statistics' });
    const facts = () =>
      within(screen.getByRole('dialog', { name: 'Statistics' }))
        .getAllByRole('definition')
        .map((d) => d.textContent);
    expect(within(dialog).getByRole('button', { name: '1 suit' }).getAttribute('aria-pressed')).toBe('true');
    // played, won, won without undo, won without hints, rate, streak, best streak, best time,
    // fewest moves, today's daily
    expect(facts()).toEqual(['1', '1', '1', '1', '100%', '1', '1', '0:00', '1', 'Not won yet']);

    fireEvent.click(within(dialog).getByRole('button', { name: '2 suits' }));
    expect(facts()).toEqual(['0', '0', '0', '0', '—', '0', '0', '—', '—', 'Not won yet']);
    expect((within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset statistics' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '1 suit' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset statistics' }));
    const ask = screen.getByRole('dialog', { name: 'Reset the 1-suit statistics?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(facts()[0]).toBe('1'); // back in Statistics, nothing reset
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset statistics' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: /Reset/ })).getByRole('button', { name: 'Reset statistics' }));
    expect(facts()).toEqual(['0', '0', '0', '0', '—', '0', '0', '—', '—', 'Not won yet']);
    await persistence.flush();
  });

  it('the Statistics button is in the header and names today’s daily when it is won', () => {
    const { controller } = renderApp({ game: almostWon(), kind: 'daily', day: '2026-11-30', today: Date.UTC(2026, 10, 30, 3) });
    fireEvent.click(screen.getByRole('img', { name: 'Ace of spades' }));
    // Under the win panel the table is inert; the header button is there all the same.
    expect(screen.getByRole('button', { name: 'Statistics', hidden: true }).closest('header')).not.toBeNull();
    act(() => controller.dialogs.openStatistics());
    const dialog = screen.getByRole('dialog', { name: 'Statistics' });
    expect(within(dialog).getAllByRole('definition').at(-1)!.textContent).toBe('Won');
  });
});

describe('Settings', () => {
  it('are on the root when the first render returns, before any effect or frame', () => {
    // Preact's own render, not Testing Library's: it runs effects only after a frame, as a browser does.
    const { controller } = makeController({ settings: { theme: 'dark', textSize: 'large', fourColour: true } });
    const container = document.body.appendChild(document.createElement('div'));
    renderNow(<App controller={controller} href={null} />, container);
    expect(root.dataset).toMatchObject({ theme: 'dark', scheme: 'dark', textSize: 'large', fourColour: 'on' });
    renderNow(null, container);
    container.remove();
  });

  it('applies at once from data- attributes on the root, and is kept', async () => {
    const { store, persistence } = renderApp({ game: newGame(1, 1) });
    expect(root.dataset).toMatchObject({ theme: 'system', fourColour: 'off', cardSize: 'auto', textSize: 'normal', motion: 'reduce' });
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Dark' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Four-colour deck/ }));
    fireEvent.click(within(within(dialog).getByRole('group', { name: 'Card size' })).getByRole('radio', { name: 'Larger' }));
    expect(root.dataset.theme).toBe('dark');
    expect(root.dataset.cardSize).toBe('large');
    expect(root.dataset.scheme).toBe('dark');
    expect(root.dataset.fourColour).toBe('on');
    await persistence.flush();
    const saved = decodeSettings((await store.getMany([KEYS.settings]))[0]);
    expect(saved.ok && saved.value).toMatchObject({ theme: 'dark', fourColour: true });
  });

  it('the score shows in the status line when asked, with or without the undo point', () => {
    const { settings } = renderApp({ game: newGame(1, 1) });
    expect(statusText()).not.toContain('Score');
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    act(() => void settings.update({ showScore: true }));
    expect(statusText()).toContain('Score: 499'); // 500 − 0 moves − 1 undo
    act(() => void settings.update({ undoPenalty: false }));
    expect(statusText()).toContain('Score: 500');
  });

  it('the four-colour deck changes colours only: screen-reader names stay the same', () => {
    const { settings } = renderApp({ game: newGame(4, 1) });
    const before = columnCards(2);
    expect(before.at(-1)).toBe('Queen of diamonds');
    act(() => void settings.update({ fourColour: true }));
    expect(root.dataset.fourColour).toBe('on');
    expect(columnCards(2)).toEqual(before);
  });
});
