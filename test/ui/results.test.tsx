// @vitest-environment happy-dom
import { signal } from '@preact/signals';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { DailyFigures, DailyResults } from '../../src/game/results.ts';
import { makeGame, run } from '../game/helpers.ts';
import { renderApp } from './helpers.tsx';

afterEach(cleanup);

const DAY = '2026-11-30';
const TODAY = Date.UTC(2026, 10, 30, 3);

/** The results side as the UI sees it, with figures the test hands in. */
function fakeResults() {
  const figures = signal<DailyFigures | null>(null);
  const results: DailyResults = { figures, pending: signal([]), ready: Promise.resolve(), flush: async () => {}, dispose() {} };
  return { results: signal<DailyResults | null>(results), figures };
}

/** A 1-suit table one tap from winning: a King..2 run and the Ace. */
const almostWon = () => makeGame({ columns: [[...run('K', '2', 'S')], ['AS']], completed: 7, dump: [] });

const FIGURES: DailyFigures = { day: DAY, suits: 1, played: 12, won: 9, winRate: 0.75, movesBeat: 0.5, timeBeat: 0.25 };

describe('without a results service', () => {
  it('shows no switch, no Help section and no figures line', () => {
    const { controller } = renderApp({ game: almostWon(), kind: 'daily', day: DAY, today: TODAY });
    act(() => controller.dialogs.open({ kind: 'settings' }));
    expect(screen.queryByRole('checkbox', { name: 'Send daily results' })).toBeNull();
    act(() => controller.dialogs.open({ kind: 'help' }));
    expect(screen.queryByRole('heading', { name: 'Daily results' })).toBeNull();
    act(() => controller.dialogs.closeDialog());
    fireEvent.click(screen.getByRole('img', { name: 'Ace of spades' }));
    const won = screen.getByRole('dialog', { name: /won/ });
    expect(won.querySelector('.daily-figures')).toBeNull();
  });
});

describe('with a results service', () => {
  it('Settings: "Send daily results" is on by default, with a privacy note, and switches off', () => {
    const { results } = fakeResults();
    const { controller, settings } = renderApp({ results });
    act(() => controller.dialogs.open({ kind: 'settings' }));
    const box = screen.getByRole('checkbox', { name: 'Send daily results' });
    expect(box).toHaveProperty('checked', true);
    const group = box.closest('fieldset')!;
    expect(within(group).getByText(/keeps only the day’s totals/)).toBeTruthy();
    fireEvent.click(box);
    expect(settings.settings.value.sendResults).toBe(false);
  });

  it('Help explains it, with the privacy note', () => {
    const { results } = fakeResults();
    const { controller } = renderApp({ results });
    act(() => controller.dialogs.open({ kind: 'help' }));
    const heading = screen.getByRole('heading', { name: 'Daily results' });
    expect(heading.closest('section')!.textContent).toMatch(/Privacy: .*keyed hash.*Send daily results/);
  });

  it('the win panel of a daily shows at once, and the figures join it when the service answers', () => {
    const { results, figures } = fakeResults();
    renderApp({ game: almostWon(), kind: 'daily', day: DAY, today: TODAY, results });
    fireEvent.click(screen.getByRole('img', { name: 'Ace of spades' }));
    const won = screen.getByRole('dialog', { name: /won/ });
    const line = won.querySelector('.daily-figures')!;
    expect(line.getAttribute('aria-live')).toBe('polite');
    expect(line.textContent).toBe('');
    act(() => {
      figures.value = FIGURES;
    });
    expect(line.textContent).toBe('12 players on this daily deal so far, 75% won. Your moves beat 50%, your time beat 25% of the other winners.');
    // Figures of another daily are not this game's.
    act(() => {
      figures.value = { ...FIGURES, day: '2026-11-29' };
    });
    expect(line.textContent).toBe('');
  });

  it('a daily given up shows how many played and won, without a rank', () => {
    const { results, figures } = fakeResults();
    const { controller } = renderApp({ game: almostWon(), kind: 'daily', day: DAY, today: TODAY, results });
    act(() => void controller.input.move(0, 2, 1)); // the 2 into an empty column: the game is played
    act(() => controller.dialogs.askGiveUp());
    act(() => controller.dialogs.confirm());
    act(() => {
      figures.value = FIGURES;
    });
    const over = screen.getByRole('dialog', { name: 'Game over' });
    expect(over.querySelector('.daily-figures')!.textContent).toBe('12 players on this daily deal so far, 75% won.');
  });

  it('other deals never show the line', () => {
    const { results, figures } = fakeResults();
    renderApp({ game: almostWon(), kind: 'verified', results });
    act(() => {
      figures.value = FIGURES;
    });
    fireEvent.click(screen.getByRole('img', { name: 'Ace of spades' }));
    expect(screen.getByRole('dialog', { name: /won/ }).querySelector('.daily-figures')).toBeNull();
  });
});
