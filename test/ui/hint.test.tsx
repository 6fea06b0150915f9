// @vitest-environment happy-dom
/**
 * The Hint in the app (SPEC §4, §8): "Calculating…" while the table stays playable, the move
 * in words with its cards and destination highlighted, Hint again for the next candidate, and
 * the "no way to win" bar with Undo / Restart deal / New deal. The toolbar keeps every SPEC §8
 * name with More for the less used actions.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine/game.ts';
import type { Hint, HintService } from '../../src/game/hints.ts';
import { hint } from '../../src/solver/hint.ts';
import type { KnownPosition } from '../../src/solver/known.ts';
import type { HintLimits } from '../../src/solver/client.ts';
import { deadEnd, makeGame } from '../game/helpers.ts';
import { column, renderApp, tool } from './helpers.tsx';

afterEach(cleanup);

/** A hint service the test answers by hand (with the real hint code when it wants to). */
function handService() {
  const calls: { known: KnownPosition; limits: HintLimits; resolve: (h: Hint) => void }[] = [];
  const service: HintService = {
    hint: (known, limits) => new Promise((resolve) => calls.push({ known, limits, resolve })),
    cancel: () => {},
  };
  const answer = (i = calls.length - 1) => {
    const c = calls[i]!;
    return act(async () => c.resolve(hint(c.known, { ...c.limits, budget: 3_000 })));
  };
  return { service, calls, answer };
}

const bar = () => screen.getByRole('region', { name: 'Hint' });

describe('the Hint button', () => {
  it('shows "Calculating…", then the move in words with the cards and the destination marked', async () => {
    // 5S onto 6H reveals a card: the heuristic's first choice and a legal move to check.
    const g = makeGame({ suits: 2, columns: [['#2H', '5S'], ['#3H', '6H'], ['KS'], ['KH'], ['KS'], ['KH'], ['KS'], ['KH'], ['KS']] });
    const hands = handService();
    renderApp({ game: g, hintService: hands.service });
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    await act(async () => {});
    expect(bar().textContent).toContain('Calculating…');
    expect(bar().hasAttribute('data-kind')).toBe(false);
    expect(hands.calls).toHaveLength(1);
    await hands.answer();
    const words = bar().textContent ?? '';
    expect(bar().getAttribute('data-kind')).toBe(hint(hands.calls[0]!.known, { ...hands.calls[0]!.limits, budget: 3_000 }).kind); // for benchmarks
    expect(words).toMatch(/Move 5 of spades from column 1 to column 2\./);
    const marked = column(1).querySelectorAll('.card.hinted');
    expect(marked).toHaveLength(1);
    expect(marked[0]!.getAttribute('aria-label')).toBe('5 of spades');
    expect(column(2).classList.contains('hint-target')).toBe(true);
  });

  it('Hint again shows the next candidate; a move makes the hint go away', async () => {
    const g = makeGame({ suits: 2, columns: [['#2H', '5S'], ['#3H', '6H'], ['#4H', '6S'], ['KH'], ['KS'], ['KH'], ['KS'], ['KH'], ['KS']] });
    const hands = handService();
    const { session } = renderApp({ game: g, hintService: hands.service });
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    await act(async () => {});
    await hands.answer();
    expect(bar().textContent).toMatch(/Hint 1 of \d+/);
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    expect(bar().textContent).toMatch(/Hint 2 of \d+/);
    expect(hands.calls).toHaveLength(1);
    fireEvent.click(within(column(1)).getByRole('img', { name: '5 of spades' }));
    expect(session.views.status.value.moves).toBe(1);
    expect(screen.queryByRole('region', { name: 'Hint' })).toBeNull();
  });

  it('the table stays playable while it calculates, and the answer for the old table never shows', async () => {
    const hands = handService();
    const { session } = renderApp({ game: newGame(1, 3), hintService: hands.service });
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    await act(async () => {});
    expect(bar().textContent).toContain('Calculating…');
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
    expect(session.views.status.value.moves).toBe(1);
    await hands.answer(0);
    expect(screen.queryByRole('region', { name: 'Hint' })).toBeNull();
    expect(document.querySelectorAll('.card.hinted')).toHaveLength(0);
  });

  it('no way to win: a bar (not a dialog) with Undo, Restart deal and New deal', async () => {
    // Everything is known and no line wins (the solver tests prove this table).
    const g = deadEnd('*');
    const hands = handService();
    renderApp({ game: g, hintService: hands.service });
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    await act(async () => {});
    await act(async () => hands.calls[0]!.resolve(hint(hands.calls[0]!.known, { ...hands.calls[0]!.limits, budget: 100_000 })));
    expect(bar().textContent).toContain('No way to win from this position.');
    expect(bar().getAttribute('data-kind')).toBe('lost');
    expect(screen.queryByRole('dialog')).toBeNull();
    for (const name of ['Restart deal', 'New deal']) expect(within(bar()).getByRole('button', { name })).toBeTruthy();
    expect(within(bar()).getByRole('button', { name: 'Undo' })).toBeTruthy();
    fireEvent.click(within(bar()).getByRole('button', { name: 'New deal' }));
    expect(screen.getByRole('dialog', { name: 'New game' })).toBeTruthy();
  });

  it('after a win a hint is refused with the reason, and nothing is asked', async () => {
    const hands = handService();
    const { controller } = renderApp({ game: makeGame({ suits: 1, columns: [] }), hintService: hands.service });
    act(() => controller.input.hint());
    await act(async () => {});
    expect(screen.getByRole('alert').textContent).toBe(controller.text.refusals['game-over']);
    expect(hands.calls).toHaveLength(0);
  });
});

describe('the toolbar', () => {
  it('keeps Undo, Redo, Hint and New game in sight and the rest behind More, all by their SPEC names', () => {
    renderApp({ game: newGame(1, 1) });
    const more = screen.getByRole('button', { name: 'More' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    for (const name of ['Restart', 'Give up', 'Pause']) expect(screen.getByRole('button', { name })).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(tool('Pause'));
    expect(screen.getByRole('dialog', { name: 'Paused' })).toBeTruthy();
  });
});
