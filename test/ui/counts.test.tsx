// @vitest-environment happy-dom
/**
 * Hints and undos on the record (issue 24, point 3), on screen: the win and game-over panels say
 * the hints and undos the game used, Statistics the wins without undo and without hints, and
 * "Show me how" on a stuck game still in play counts as a hint.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { applyAction, newGame } from '../../src/engine/game.ts';
import { decodeSave } from '../../src/game/save.ts';
import { FakeSolver, settle } from '../game/fake-solver.ts';
import { inertColumns, makeGame, run } from '../game/helpers.ts';
import { card, renderApp, tool } from './helpers.tsx';

afterEach(cleanup);

/** A 1-suit table one tap from winning: a King..2 run and the Ace. */
const almostWon = () => makeGame({ columns: [[...run('K', '2', 'S')], ['AS']], completed: 7, dump: [] });

/** The panel's facts as term → definition. */
function facts(dialog: HTMLElement): Record<string, string> {
  const terms = within(dialog).getAllByRole('term');
  const defs = within(dialog).getAllByRole('definition');
  return Object.fromEntries(terms.map((t, i) => [t.textContent, defs[i]!.textContent ?? '']));
}

function statistics(c: ReturnType<typeof renderApp>['controller']): Record<string, string> {
  act(() => c.dialogs.openStatistics());
  return facts(screen.getByRole('dialog', { name: 'Statistics' }));
}

describe('the end panels show the hints and undos used', () => {
  it('a win after a hint says Hints 1, Undos 0; Statistics credits it as won without undo only', async () => {
    const { controller, session, persistence } = renderApp({ game: almostWon(), kind: 'verified' });
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    await act(settle);
    expect(screen.getByRole('region', { name: 'Hint' })).toBeTruthy();
    expect(session.counts.value.hints).toBe(1);
    fireEvent.click(card(2, 'Ace of spades')); // the Ace onto the 2 wins
    expect(session.phase.value).toBe('won');
    const panel = screen.getByRole('dialog', { name: /won/ });
    expect(facts(panel)).toMatchObject({ Undos: '0', Hints: '1' });
    expect(statistics(controller)).toMatchObject({ Won: '1', 'Won without undo': '1', 'Won without hints': '0' });
    expect(persistence.records.value[1]).toMatchObject({ won: 1, wonWithoutUndo: 1, wonWithoutHints: 0 });
  });

  it('the game-over panel says the undos of the whole game, a restart counted, and the hints', () => {
    renderApp({ game: newGame(1, 7), kind: 'number' });
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
    fireEvent.click(tool('Restart'));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Restart this deal?' })).getByRole('button', { name: 'Restart' }));
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
    fireEvent.click(tool('Give up'));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Give up this game?' })).getByRole('button', { name: 'Give up' }));
    expect(facts(screen.getByRole('dialog', { name: 'Game over' }))).toMatchObject({ Undos: '2', Hints: '0' });
  });

  it('a game resumed from an old save says its hints were not counted', () => {
    const old = decodeSave({
      version: 1,
      suits: 1,
      deal: 7,
      rules: 'classic',
      kind: 'number',
      day: null,
      actions: ['d'],
      elapsedMs: 5000,
      phase: 'playing',
      played: true,
    });
    if (!old.ok) throw new Error(old.message);
    const { session } = renderApp({ game: newGame(1, 7), kind: 'number' });
    act(() => {
      session.journal.restore(old.value.snapshot, old.value.game);
    });
    fireEvent.click(tool('Give up'));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Give up this game?' })).getByRole('button', { name: 'Give up' }));
    expect(facts(screen.getByRole('dialog', { name: 'Game over' }))).toMatchObject({ Undos: '0', Hints: 'not counted' });
  });
});

describe('"Show me how" and the count of hints', () => {
  it('opened on a stuck game (still in play) counts once its line is on show; opened after the end, nothing is counted', async () => {
    const solver = new FakeSolver();
    const { session } = renderApp({ game: makeGame({ columns: [['#9S', '4S'], ['#9S', '3S'], ...inertColumns(8)], dump: [2, 3] }), kind: 'number', solver });
    fireEvent.click(card(2, '3 of spades'));
    const stuck = screen.getByRole('region', { name: 'No moves left' });

    // Closed while it calculates: nothing was shown, nothing counted.
    fireEvent.click(within(stuck).getByRole('button', { name: 'Show me how' }));
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Show me how' }), { key: 'Escape' });
    await act(settle);
    expect(session.counts.value.hints).toBe(0);

    fireEvent.click(within(screen.getByRole('region', { name: 'No moves left' })).getByRole('button', { name: 'Show me how' }));
    solver.answer({ result: 'unknown' }); // no line found: nothing shown
    await act(settle);
    expect(session.counts.value.hints).toBe(0);
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Show me how' }), { key: 'Escape' });
  });

  it('a line shown on a stuck game is one hint; the same after the game is over is none', async () => {
    const solver = new FakeSolver();
    const { session } = renderApp({ game: newGame(1, 2), kind: 'number', solver });
    // A stuck table whose deal has a line: restore's `replayed` is trusted as the journal's end,
    // so the start (one tap from a win) and the table on screen (stuck) can be put side by side.
    const stuck = makeGame({ columns: [['#9S', '4S'], ['#9S', '3S'], ...inertColumns(8)], dump: [2, 3] });
    act(() => {
      session.journal.restore(
        {
          start: almostWon(),
          kind: 'position',
          day: null,
          journal: [{ type: 'deal' }],
          phase: 'playing',
          played: true,
          elapsedMs: 0,
          hints: 2,
          priorUndos: 0,
          retried: false,
          recorded: false,
        },
        makeStuck(stuck),
      );
    });
    const bar = screen.getByRole('region', { name: 'No moves left' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Show me how' }));
    solver.answerWithSolver();
    await act(settle);
    expect(within(screen.getByRole('dialog', { name: 'Show me how' })).getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(session.counts.value.hints).toBe(3);
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Show me how' }), { key: 'Escape' });

    // The game given up: the line shown again is about a finished game, nothing is counted.
    fireEvent.click(tool('Give up'));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Give up this game?' })).getByRole('button', { name: 'Give up' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Game over' })).getByRole('button', { name: 'Show me how' }));
    await act(settle);
    expect(within(screen.getByRole('dialog', { name: 'Show me how' })).getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(session.counts.value.hints).toBe(3);
  });
});

/** The stuck table after its one move (3♠ onto 4♠), as the player would have it. */
function makeStuck(g: ReturnType<typeof makeGame>) {
  const r = applyAction(g, { type: 'move', from: 1, to: 0, count: 1 });
  if (!r.ok) throw new Error(r.reason);
  return r.game;
}
