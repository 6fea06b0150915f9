// @vitest-environment happy-dom
/**
 * "Where did it go wrong?" on screen (issue 24, point 1): from the stuck bar and the game-over
 * panel, progress with Cancel while it runs, the move named in words on a read-only table of
 * the moment before it, Try from there and Show me how from there (SPEC §8 names).
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { Action } from '../../src/engine/game.ts';
import type { AnalysisSolver } from '../../src/game/analysis.ts';
import { analyze } from '../../src/solver/analyze.ts';
import { SolverCancelled } from '../../src/solver/client.ts';
import { FakeSolver, settle } from '../game/fake-solver.ts';
import { endgame, ENDGAME_LOST_AT_1 } from '../game/helpers.ts';
import { columnCards, renderApp, tool } from './helpers.tsx';

afterEach(cleanup);

/** The real analysis, answered when the test says so; Cancel rejects it. */
function heldSolver() {
  const pending: (() => void)[] = [];
  const progress: [number, number][] = [];
  let cancelled = 0;
  const solver: AnalysisSolver = {
    analyze: (position, rules, line, budget, onProgress) =>
      new Promise((resolve, reject) => {
        onProgress(1, 3);
        progress.push([1, 3]);
        pending.push(() => {
          const r = analyze(position, line, { rules, budget: Math.min(budget, 50_000) });
          if (r.ok) resolve(r.value);
          else reject(new Error(r.message));
        });
        solverReject = () => reject(new SolverCancelled());
      }),
    cancel: () => {
      cancelled++;
      solverReject?.();
    },
  };
  let solverReject: (() => void) | null = null;
  return { solver, answer: () => pending.shift()?.(), cancelled: () => cancelled, progress };
}

function lose(session: ReturnType<typeof renderApp>['session']) {
  const play = (a: Action) => act(() => void (a.type === 'move' ? session.move(a.from, a.to, a.count) : a.type === 'undo' ? session.undo() : session.deal()));
  play(ENDGAME_LOST_AT_1[0]);
  play({ type: 'move', from: 8, to: 1, count: 1 });
  play({ type: 'undo' });
  play(ENDGAME_LOST_AT_1[1]);
}

const WRONG = 'Where did it go wrong?';
const panel = () => screen.getByRole('dialog', { name: WRONG });

describe('"Where did it go wrong?"', () => {
  it('from the stuck bar: progress and Cancel while it runs, the table still usable; then the move in words', async () => {
    const held = heldSolver();
    const app = renderApp({ game: endgame(), analysisSolver: held.solver, solver: new FakeSolver() });
    lose(app.session);
    fireEvent.click(screen.getByRole('button', { name: WRONG }));
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-label')).toBe('Looking back over your game: search 1 of at most 3');
    expect(screen.queryByRole('button', { name: WRONG })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(app.controller.messages.toast.value?.text).toBe('Looking back over your game for where it went wrong…');
    held.answer();
    await act(settle);
    const p = panel();
    expect(within(p).getByText('After move 2 — 7 of spades from column 1 to column 2 — no winning line was found.')).toBeTruthy();
    // The read-only table is the one before that move: column 1 still holds the 7.
    const table = within(p).getByRole('group', { name: 'The table before that move' });
    const col1 = within(within(table).getByRole('group', { name: 'Column 1' }))
      .getAllByRole('img')
      .map((e) => e.getAttribute('aria-label'));
    expect(col1).toEqual(['Queen of spades', '3 of spades', '7 of spades']);
    expect(within(p).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(within(p).getByRole('button', { name: 'Show me how from there' })).toBeTruthy();

    fireEvent.click(within(p).getByRole('button', { name: 'Try from there' }));
    expect(screen.queryByRole('dialog', { name: WRONG })).toBeNull();
    expect(columnCards(1)).toEqual(['Queen of spades', '3 of spades', '7 of spades']);
    expect(app.session.retried.value).toBe(true);
    expect(app.session.game.value.position.moves).toBe(1);
    expect(app.controller.messages.toast.value?.text).toBe('Back to the table after move 1.');
  });

  it('Cancel stops it, and any move drops it', async () => {
    const held = heldSolver();
    const app = renderApp({ game: endgame(), analysisSolver: held.solver });
    lose(app.session);
    fireEvent.click(screen.getByRole('button', { name: WRONG }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(held.cancelled()).toBe(1);
    expect(screen.getByRole('button', { name: WRONG })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: WRONG }));
    act(() => void app.session.undo());
    expect(held.cancelled()).toBe(2);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('on the game-over panel after giving up; Show me how from there opens the viewer on that table', async () => {
    const held = heldSolver();
    const line = new FakeSolver();
    const app = renderApp({ game: endgame(), analysisSolver: held.solver, solver: line });
    act(() => void app.session.move(ENDGAME_LOST_AT_1[0].from, ENDGAME_LOST_AT_1[0].to, 1));
    fireEvent.click(tool('Give up'));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Give up this game?' })).getByRole('button', { name: 'Give up' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Game over' })).getByRole('button', { name: WRONG }));
    held.answer();
    await act(settle);
    expect(within(panel()).getByText('A winning line was still found from the table you ended on.')).toBeTruthy();
    fireEvent.click(within(panel()).getByRole('button', { name: 'Show me how from there' }));
    expect(screen.getByRole('dialog', { name: 'Show me how' })).toBeTruthy();
    expect(line.calls.at(-1)?.position).toEqual(app.session.game.value.position);
  });

  it('from Statistics for the last game left: the move named, nothing to try from', async () => {
    const held = heldSolver();
    const app = renderApp({ game: endgame(), analysisSolver: held.solver, solver: new FakeSolver() });
    lose(app.session);
    act(() => void app.session.newGame({ suits: 1, deal: 4 }));
    fireEvent.click(screen.getByRole('button', { name: 'Statistics' }));
    const stats = screen.getByRole('dialog', { name: 'Statistics' });
    const last = await within(stats).findByRole('region', { name: 'Last game left:' });
    expect(last.textContent).toMatch(/2 moves/);
    fireEvent.click(within(last).getByRole('button', { name: WRONG }));
    held.answer();
    await act(settle);
    const p = panel();
    expect(within(p).getByText('After move 2 — 7 of spades from column 1 to column 2 — no winning line was found.')).toBeTruthy();
    expect(within(p).queryByRole('button', { name: 'Try from there' })).toBeNull();
    expect(app.session.game.value.deal).toBe(4); // the game on the table is untouched
  });
});
