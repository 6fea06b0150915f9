// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { loadVerifiedDeals, loadVerifiedThirds } from '../../src/data/verified.ts';
import { newGame } from '../../src/engine/game.ts';
import { makeGame, run } from '../game/helpers.ts';
import { card, renderApp } from './helpers.tsx';

afterEach(cleanup);
const settle = () => act(async () => void (await new Promise((r) => setTimeout(r, 0))));
const lists = { loadVerified: loadVerifiedDeals, loadThirds: loadVerifiedThirds };

describe('Verified by difficulty in the new-game chooser', () => {
  it('offers Any / Easier / Harder under Verified; Easier deals from the easier third and the deal line says so', async () => {
    // A chance for which Any would deal outside the easier third: only the choice puts it there.
    const [all, thirds] = await Promise.all([loadVerifiedDeals(1), loadVerifiedThirds(1)]);
    const r = Array.from({ length: 100 }, (_, i) => i).find((i) => !thirds.easier.includes(all[i % all.length]!))!;
    const { settings } = renderApp({ game: newGame(1, 1), ...lists, random: () => r });
    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    const group = screen.getByRole('group', { name: /Difficulty/ });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['any', 'easier', 'harder']);
    expect((within(group).getByRole('radio', { name: 'Any' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(group).getByRole('radio', { name: 'Easier' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    const info = await screen.findByText(/· 1 suit · verified · easier$/);
    const deal = Number(/Deal (\d+)/.exec(info.textContent!)![1]);
    expect(thirds.easier).toContain(deal);
    expect(settings.settings.value.verifiedGrade).toBe('easier'); // kept for the next game
    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    expect((screen.getByRole('radio', { name: 'Easier' }) as HTMLInputElement).checked).toBe(true);
  });

  it('the difficulty shows only with Verified chosen', () => {
    renderApp({ game: newGame(1, 1), ...lists });
    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    expect(screen.queryByRole('group', { name: /Difficulty/ })).not.toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Random/ }));
    expect(screen.queryByRole('group', { name: /Difficulty/ })).toBeNull();
  });

  it('the win panel names the grade of a verified deal', async () => {
    const harder = (await loadVerifiedThirds(2)).harder[0]!;
    const won = { ...makeGame({ suits: 2, columns: [[...run('K', '2', 'S')], ['AS']], completed: 7, dump: [] }), deal: harder };
    renderApp({ game: won, kind: 'verified', ...lists });
    await settle();
    expect(screen.getByText(`Deal ${harder} · 2 suits · verified · harder`)).toBeTruthy();
    fireEvent.click(card(2, 'Ace of spades'));
    const panel = screen.getByRole('dialog', { name: /won/ });
    expect(within(panel).getByText(`Deal ${harder} · 2 suits · verified · harder`)).toBeTruthy();
  });

  it('a deal by number names no grade, even one on the list', async () => {
    const easier = (await loadVerifiedThirds(1)).easier[0]!;
    renderApp({ game: newGame(1, easier), kind: 'number', ...lists });
    await settle();
    expect(screen.getByText(`Deal ${easier} · 1 suit · by number`)).toBeTruthy();
  });
});
