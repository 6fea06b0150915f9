// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine/game.ts';
import { uiDe } from '../../src/i18n/ui-de.ts';
import { uiEn } from '../../src/i18n/ui-en.ts';
import { columnCards, renderApp, statusText } from './helpers.tsx';

const cardsOf = (group: string) =>
  within(screen.getByRole('group', { name: group }))
    .queryAllByRole('img')
    .map((el) => el.getAttribute('aria-label') ?? '');

afterEach(cleanup);

/** Every button name on the page, the ones under a panel included. */
const buttonNames = () => screen.getAllByRole('button', { hidden: true }).map((b) => b.getAttribute('aria-label') ?? b.textContent ?? '');

const ENGLISH_BUTTONS = [uiEn.undo, uiEn.redo, uiEn.newGame, uiEn.restart, uiEn.giveUp, uiEn.statistics, uiEn.settings, uiEn.help, uiEn.deal];

describe('switching language at runtime', () => {
  it('re-renders every string, keeps the game, and updates <html lang>', async () => {
    const { session } = renderApp({ game: newGame(2, 1), kind: 'number' });
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
    const game = session.game.value;
    const cardsBefore = columnCards(1).length;
    expect(document.documentElement.lang).toBe('en');

    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Settings' })).getByRole('radio', { name: 'Deutsch' }));
    await screen.findByRole('dialog', { name: 'Einstellungen' });
    expect(document.documentElement.lang).toBe('de');
    expect(document.title).toBe(uiDe.appTitle);
    expect(uiDe.appTitle).not.toBe(uiEn.appTitle);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Schließen' }));

    expect(session.game.value).toBe(game); // not a new deal, not a replay: the same game value
    expect(screen.queryByRole('group', { name: 'Column 1' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Spalte 10' })).toBeTruthy();
    expect(statusText()).toContain('Züge: 1');
    expect(cardsOf('Spalte 1')).toHaveLength(cardsBefore);
    expect(cardsOf('Spalte 1').at(-1)).toMatch(/^(Pik|Herz)-/);
    const names = buttonNames();
    for (const english of ENGLISH_BUTTONS) expect(names).not.toContain(english);
    expect(names).toContain('Rückgängig');

    fireEvent.click(screen.getByRole('button', { name: 'Einstellungen' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('radio', { name: '繁體中文' }));
    await screen.findByRole('dialog', { name: '設定' });
    expect(document.documentElement.lang).toBe('zh-Hant');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '關閉' }));
    expect(cardsOf('第 1 列').at(-1)).toMatch(/^(黑桃|紅心)/);
    expect(session.game.value).toBe(game);
  });

  it('refusals come in the chosen language too', async () => {
    const { settings } = renderApp({ game: newGame(1, 1), settings: { language: 'zh-Hans' } });
    await screen.findByRole('button', { name: '撤销' });
    fireEvent.click(screen.getByRole('button', { name: '撤销' }));
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(screen.getByRole('alert').textContent).not.toBe(uiEn.refusals['nothing-to-undo']);
    expect(settings.settings.value.language).toBe('zh-Hans');
  });
});

describe('Help', () => {
  it('opens from its button and from ?, is named Help, and starts at its first section', async () => {
    renderApp({ game: newGame(1, 1) });
    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    const help = screen.getByRole('dialog', { name: 'Help' });
    const headings = within(help)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual(uiEn.helpSections.map((s) => s.heading));
    expect(document.activeElement?.textContent).toBe(uiEn.helpSections[0]!.heading);
    fireEvent.keyDown(help, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(document.body, { key: '?' });
    expect(screen.getByRole('dialog', { name: 'Help' })).toBeTruthy();
  });
});
