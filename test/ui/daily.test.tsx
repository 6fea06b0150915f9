// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine/game.ts';
import { EMPTY_HISTORY, encodeHistory, markDay } from '../../src/game/daily-days.ts';
import type { SharePlatform } from '../../src/game/share.ts';
import { KEYS, memoryStore } from '../../src/game/storage.ts';
import { uiDe } from '../../src/i18n/ui-de.ts';
import { uiZhHans } from '../../src/i18n/ui-zh-hans.ts';
import { renderApp } from './helpers.tsx';

afterEach(cleanup);

const TODAY = Date.UTC(2026, 11, 2, 3); // noon of 2 December 2026 in UTC+9
const DAY = '2026-12-02';

const storedHistory = () => {
  let h = markDay(EMPTY_HISTORY, 2, '2026-11-30', 'won');
  h = markDay(h, 2, '2026-12-01', 'won');
  h = markDay(h, 2, '2026-12-02', 'won');
  h = markDay(h, 2, '2026-11-20', 'played');
  h = markDay(h, 1, '2026-12-02', 'played');
  return memoryStore({ [KEYS.dailies]: encodeHistory(h) });
};

async function openCalendar(suits: 1 | 2 | 4) {
  const app = renderApp({ store: storedHistory(), today: TODAY });
  await act(() => app.dailies.ready);
  act(() => app.controller.dialogs.openStatistics(suits));
  await screen.findByRole('grid');
  return app;
}

const focusedName = () => document.activeElement?.getAttribute('aria-label');

describe('the calendar of dailies in Statistics', () => {
  it('names every day of the month with what came of its daily, and the streaks', async () => {
    await openCalendar(2);
    const dialog = screen.getByRole('dialog', { name: 'Statistics' });
    const grid = within(dialog).getByRole('grid', { name: 'December 2026' });
    expect(within(grid).getByRole('gridcell', { name: 'December 2: won' }).getAttribute('aria-current')).toBe('date');
    within(grid).getByRole('gridcell', { name: 'December 1: won' });
    within(grid).getByRole('gridcell', { name: 'December 3: not played' });
    expect(within(grid).getAllByRole('gridcell', { name: /^December \d+:/ })).toHaveLength(31);
    // Not by colour alone: a won day carries a mark
    expect(within(grid).getByRole('gridcell', { name: 'December 2: won' }).textContent).toBe('2✓');
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(dialog.textContent).toContain('Daily streak 3');
    expect(dialog.textContent).toContain('Best daily streak 3');
  });

  it('each suit count has its own calendar', async () => {
    await openCalendar(1);
    const grid = screen.getByRole('grid', { name: 'December 2026' });
    within(grid).getByRole('gridcell', { name: 'December 2: played, not won' });
    within(grid).getByRole('gridcell', { name: 'December 1: not played' });
    expect(screen.getByRole('dialog').textContent).toContain('Daily streak 0');
  });

  it('keyboard: one tab stop on today, arrows from day to day, Page Up / Down between months, never past today’s month', async () => {
    await openCalendar(2);
    const grid = screen.getByRole('grid');
    const today = within(grid).getByRole('gridcell', { name: 'December 2: won' });
    expect(
      within(grid)
        .getAllByRole('gridcell')
        .filter((c) => c.tabIndex === 0),
    ).toEqual([today]);
    today.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(focusedName()).toBe('December 1: won');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(focusedName()).toBe('November 30: won');
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(focusedName()).toBe('November 27: not played');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(focusedName()).toBe('November 22: not played'); // a Sunday: English weeks start then
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(focusedName()).toBe('November 28: not played');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'PageUp' });
    expect(focusedName()).toBe('October 27: not played');
    fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
    expect(focusedName()).toBe('December 27: not played');
    fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next month' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    within(screen.getByRole('grid', { name: 'November 2026' })).getByRole('gridcell', { name: 'November 20: played, not won' });
    expect((screen.getByRole('button', { name: 'Next month' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('the calendar in other languages', () => {
  it('German: Monday first, days and months in German', async () => {
    const { controller } = await openCalendar(2);
    act(() => controller.setText(uiDe));
    const grid = screen.getByRole('grid', { name: 'Dezember 2026' });
    within(grid).getByRole('gridcell', { name: '2. Dezember: gewonnen' });
    within(grid).getByRole('gridcell', { name: '3. Dezember: nicht gespielt' });
    expect(within(grid).getAllByRole('columnheader')[0]!.textContent).toBe('Mo');
    screen.getByRole('button', { name: 'Voriger Monat' });
    expect(screen.getByRole('dialog').textContent).toContain('Tagesserie 3');
  });

  it('Simplified Chinese', async () => {
    const { controller } = await openCalendar(2);
    act(() => controller.setText(uiZhHans));
    const grid = screen.getByRole('grid', { name: '2026年12月' });
    within(grid).getByRole('gridcell', { name: '12月2日：已通关' });
    within(grid).getByRole('gridcell', { name: '12月1日：已通关' });
    expect(within(grid).getAllByRole('columnheader')[0]!.textContent).toBe('周一');
  });
});

describe('the calendar and Reset statistics', () => {
  it('resetting a suit count’s records leaves its calendar as it was', async () => {
    const { controller, dailies } = await openCalendar(2);
    act(() => {
      controller.dialogs.open({ kind: 'reset-records', suits: 2 });
      controller.dialogs.confirm();
    });
    within(await screen.findByRole('grid', { name: 'December 2026' })).getByRole('gridcell', { name: 'December 2: won' });
    expect(dailies.history.value[2]['2026-12-02']).toBe('won');
  });
});

/** A platform that records what it was asked to copy, and can refuse. */
function clipboard(refuse = false) {
  const copied: string[] = [];
  const platform: SharePlatform = {
    writeText: async (text) => {
      if (refuse) throw new DOMException('denied', 'NotAllowedError');
      copied.push(text);
    },
  };
  return { platform, copied };
}

async function playDailyAndGiveUp(platform?: SharePlatform, kind: 'daily' | 'verified' = 'daily') {
  const app = renderApp({ game: newGame(2, 3447), kind, day: DAY, today: TODAY, ...(platform ? { sharePlatform: platform } : {}) });
  await act(() => app.dailies.ready);
  act(() => void app.session.deal());
  act(() => {
    app.controller.dialogs.askGiveUp();
    app.controller.dialogs.confirm();
  });
  await screen.findByRole('dialog', { name: /gave up|Game over|given up/i });
  return app;
}

describe('Share result on a finished daily', () => {
  it('copies a spoiler-free result with a link to that daily’s deal, and says so', async () => {
    const { platform, copied } = clipboard();
    await playDailyAndGiveUp(platform);
    const button = await screen.findByRole('button', { name: 'Share result' });
    fireEvent.click(button);
    await waitFor(() => expect(copied).toHaveLength(1));
    expect(copied[0]).toBe(
      'Spider daily 2026-12-02 · 2 suits · not won, 1 move, 0:00 · no hints · no undos\nhttps://spider.example/?suits=2&deal=3447&daily=2026-12-02',
    );
    await waitFor(() => expect(screen.getByText('Result copied.')).toBeTruthy());
  });

  it('a won daily: the win panel shares the win, through the share sheet where there is one', async () => {
    // play-line.json wins deal 8 at 1 suit, the daily of 2025-03-25 (test/e2e/results.e2e.mjs).
    const line: { steps: { type: string; column?: number; to?: number; count?: number }[] } = JSON.parse(
      readFileSync(join(import.meta.dirname, '../e2e/play-line.json'), 'utf8'),
    );
    const shared: string[] = [];
    const app = renderApp({
      game: newGame(1, 8),
      kind: 'daily',
      day: '2025-03-25',
      today: Date.parse('2025-03-25T03:00:00Z'),
      sharePlatform: { share: async ({ text }) => void shared.push(text), writeText: async () => expect.fail('the share sheet took it') },
    });
    await act(() => app.dailies.ready);
    act(() => {
      for (const s of line.steps) {
        const r = s.type === 'deal' ? app.session.deal() : app.session.move(s.column!, s.to!, s.count!);
        if (!r.ok) throw new Error(r.reason);
      }
    });
    const won = await screen.findByRole('dialog', { name: /won/ });
    fireEvent.click(await within(won).findByRole('button', { name: 'Share result' }));
    await waitFor(() => expect(shared).toHaveLength(1));
    expect(shared[0]).toMatch(
      /^Spider daily 2025-03-25 · 1 suit · won in 141 moves, 0:00 · no hints · no undos\nhttps:\/\/spider\.example\/\?suits=1&deal=8&daily=2025-03-25$/,
    );
    await waitFor(() => expect(screen.getByText('Result shared.')).toBeTruthy());
    expect(app.dailies.history.value[1]).toEqual({ '2025-03-25': 'won' });
  });

  it('neither share sheet nor clipboard: the text is shown to select, and that is said', async () => {
    const { platform } = clipboard(true);
    await playDailyAndGiveUp(platform);
    fireEvent.click(await screen.findByRole('button', { name: 'Share result' }));
    const shown = (await screen.findByRole('textbox', { name: 'Result to share' })) as HTMLTextAreaElement;
    expect(shown.value).toContain('Spider daily 2026-12-02 · 2 suits · not won');
    expect(shown.readOnly).toBe(true);
    await waitFor(() => expect(screen.getByText('Could not copy; the result is shown so you can copy it yourself.')).toBeTruthy());
  });

  it('only a daily has it', async () => {
    await playDailyAndGiveUp(clipboard().platform, 'verified');
    await screen.findByRole('button', { name: 'Play again' });
    expect(screen.queryByRole('button', { name: 'Share result' })).toBeNull();
  });

  it('the daily just played is in the calendar', async () => {
    const app = await playDailyAndGiveUp(clipboard().platform);
    act(() => app.controller.dialogs.openStatistics(2));
    within(await screen.findByRole('grid', { name: 'December 2026' })).getByRole('gridcell', { name: 'December 2: played, not won' });
  });
});
