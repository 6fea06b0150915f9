// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyAction, type Game } from '../../src/engine/game.ts';
import { isWon } from '../../src/engine/position.ts';
import { manualTimers } from '../../src/game/clock.ts';
import { signal } from '@preact/signals';
import { createPlayOut } from '../../src/app/play-out.ts';
import { FINISH_SETTLE_MS, type FinishSearch, type FinishSolver } from '../../src/game/finish.ts';
import { createSession } from '../../src/game/session.ts';
import { uiEn } from '../../src/i18n/ui-en.ts';
import { solve } from '../../src/solver/search.ts';
import { lateTable, oneMoveWin } from '../game/finish-tables.ts';
import { makeGame, run } from '../game/helpers.ts';
import { card, renderApp, statusText, tool } from './helpers.tsx';

/** The real solver, answering at once (no worker). */
const inlineSolver = (): FinishSolver & { calls: number } => {
  const s = {
    calls: 0,
    solve: async (position: Parameters<FinishSolver['solve']>[0], rules: Parameters<FinishSolver['solve']>[1], limits: { budget?: number }) => {
      s.calls++;
      return solve(position, { rules, ...(limits.budget !== undefined && { budget: limits.budget }) });
    },
    cancel: () => {},
  };
  return s;
};

const flush = () => act(async () => void (await new Promise((r) => setTimeout(r, 0))));

async function offered(game: Game, motion: 'reduce' | 'full' = 'reduce') {
  const timers = manualTimers();
  const finishSolver = inlineSolver();
  const made = renderApp({ game, timers, finishSolver, settings: { motion } });
  await act(() => timers.advance(FINISH_SETTLE_MS));
  await flush();
  return { ...made, timers, finishSolver };
}

const finishButton = () => screen.queryByRole('button', { name: 'Finish' });

/** Every action of the journal is legal from the start and the last one wins. */
function replaysToWin(start: Game, journal: readonly Parameters<typeof applyAction>[1][]): boolean {
  let game = start;
  for (const a of journal) {
    const r = applyAction(game, a);
    if (!r.ok) return false;
    game = r.game;
  }
  return isWon(game.position);
}

afterEach(cleanup);
// Motion without flights: the pace of the play-out is the timers' (happy-dom's animations only cancel).
beforeAll(() => {
  Object.defineProperty(Element.prototype, 'animate', { value: undefined, configurable: true });
});

describe('Finish', () => {
  it('is offered on a fully known table with a proven win, and announced', async () => {
    await offered(oneMoveWin());
    expect(finishButton()).not.toBeNull();
    expect(screen.getByText('The rest can be played out: Finish')).toBeTruthy();
  });

  it('is not offered with one hidden card (the search never runs)', async () => {
    const hidden = makeGame({ suits: 1, completed: 7, columns: [['#KS', ...run('Q', '7', 'S')], run('6', 'A', 'S')] });
    const { finishSolver } = await offered(hidden);
    expect(finishSolver.calls).toBe(0);
    expect(finishButton()).toBeNull();
  });

  it('with reduced motion plays the whole line at once: only legal moves, each counted, to a win', async () => {
    const start = lateTable();
    const { session } = await offered(start);
    const before = start.position.moves;
    fireEvent.click(finishButton()!);
    expect(session.phase.value).toBe('won');
    expect(screen.getByRole('dialog', { name: /won/ })).toBeTruthy();
    const journal = session.journal.snapshot().journal;
    expect(journal.length).toBeGreaterThan(5);
    expect(replaysToWin(start, journal)).toBe(true);
    expect(session.game.value.position.moves).toBe(before + journal.length);
    expect(session.counts.value.hints).toBe(0); // Finish is not a hint (README)
  });

  it('with motion plays a step at a time; a tap on the table skips to the end', async () => {
    const start = lateTable();
    const { session, timers } = await offered(start, 'full');
    fireEvent.click(finishButton()!);
    expect(session.journal.snapshot().journal).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Skip to the end' })).toBeTruthy();
    expect(statusText()).toContain(`Moves: ${start.position.moves + 1}`);
    await act(() => timers.advance(300));
    expect(session.journal.snapshot().journal.length).toBeGreaterThanOrEqual(2);
    expect(session.phase.value).toBe('playing');
    // A tap on any card: the rest at once.
    const top = document.querySelector<HTMLElement>('.col [data-card][aria-label]:last-child') ?? card(1, 'King of spades');
    fireEvent.click(top);
    await flush();
    expect(session.phase.value).toBe('won');
    expect(replaysToWin(start, session.journal.snapshot().journal)).toBe(true);
  });

  it('any other input stops the play-out; the steps made stay, each undoable', async () => {
    const start = lateTable();
    const { session, timers } = await offered(start, 'full');
    fireEvent.click(finishButton()!);
    await act(() => timers.advance(300));
    const made = session.journal.snapshot().journal.length;
    expect(made).toBe(2);
    fireEvent.click(tool('Undo'));
    expect(session.journal.snapshot().journal.at(-1)).toEqual({ type: 'undo' });
    await act(() => timers.advance(5_000));
    // No step after the undo: the play-out stopped; the table is searched again and offered.
    expect(session.journal.snapshot().journal).toHaveLength(made + 1);
    expect(session.phase.value).toBe('playing');
    await flush();
    expect(finishButton()).not.toBeNull();
  });

  it('E is Finish, and again skips to the end', async () => {
    const start = lateTable();
    const { session } = await offered(start, 'full');
    fireEvent.keyDown(document.body, { key: 'e' });
    expect(session.journal.snapshot().journal).toHaveLength(1);
    fireEvent.keyDown(document.body, { key: 'e' });
    expect(session.phase.value).toBe('won');
  });
});

describe('createPlayOut', () => {
  it('stops and says so when the engine refuses a step, applying nothing', () => {
    const game = oneMoveWin();
    const session = createSession({ initial: { game, kind: 'position' } });
    const said: string[] = [];
    const applied: unknown[] = [];
    // A "line" the engine refuses: the Ace of column 2 onto the 7 of column 1.
    const search: FinishSearch = { state: signal({ status: 'ready', game, line: [{ type: 'move', from: 1, to: 0, count: 1 }] }), dispose: () => {} };
    const playOut = createPlayOut({
      session,
      search,
      apply: (a) => (applied.push(a), null),
      timers: manualTimers(),
      reducedMotion: () => true,
      messages: { say: (t) => void said.push(t) },
      text: () => uiEn,
    });
    playOut.start();
    expect(applied).toEqual([]);
    expect(said.at(-1)).toBe(uiEn.finishStopped);
    expect(playOut.state.value.status).toBe('idle');
    expect(session.game.value).toBe(game);
  });
});
