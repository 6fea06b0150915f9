// @vitest-environment happy-dom
import { effect } from '@preact/signals';
import { act, cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../src/engine/game.ts';
import type { Messages } from '../../src/app/messages.ts';
import { manualTimers } from '../../src/game/clock.ts';
import { FINISH_SETTLE_MS, type FinishSolver } from '../../src/game/finish.ts';
import { uiEn } from '../../src/i18n/ui-en.ts';
import { solve } from '../../src/solver/search.ts';
import { lateTable } from '../game/finish-tables.ts';
import { card, renderApp, tool } from './helpers.tsx';

// Finish's play-out is told to screen readers once at its start and once at its end (or when a
// skip or a stop ends it), not step by step like the player's own moves.

const inlineSolver = (): FinishSolver => ({
  solve: async (position, rules, limits) => solve(position, { rules, ...(limits.budget !== undefined && { budget: limits.budget }) }),
  cancel: () => {},
});

const flush = () => act(async () => void (await new Promise((r) => setTimeout(r, 0))));

const stops: (() => void)[] = [];

/** What a screen reader is given from now on: every announcement and every toast not marked quiet. */
function listen(messages: Pick<Messages, 'announcement' | 'toast'>): string[] {
  const heard: string[] = [];
  let lastA = messages.announcement.peek()?.serial ?? -1;
  let lastT = messages.toast.peek()?.serial ?? -1;
  stops.push(
    effect(() => {
      const a = messages.announcement.value;
      if (a && a.serial !== lastA) heard.push(a.text);
      lastA = a?.serial ?? lastA;
    }),
    effect(() => {
      const t = messages.toast.value;
      if (t && t.serial !== lastT && !t.quiet) heard.push(t.text);
      lastT = t?.serial ?? lastT;
    }),
  );
  return heard;
}

async function offered(game: Game, motion: 'reduce' | 'full') {
  const timers = manualTimers();
  const made = renderApp({ game, timers, finishSolver: inlineSolver(), settings: { motion } });
  await act(() => timers.advance(FINISH_SETTLE_MS));
  await flush();
  return { ...made, timers };
}

/** The length of the line being played out (the bar's "move k of n"). */
const lineLength = (made: ReturnType<typeof renderApp>) => {
  const s = made.controller.input.playOut.value;
  return s.status === 'playing' ? s.total : 0;
};

const finishButton = () => screen.getByRole('button', { name: 'Finish' });

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  cleanup();
});
beforeAll(() => {
  Object.defineProperty(Element.prototype, 'animate', { value: undefined, configurable: true });
});

describe('Finish, for screen readers', () => {
  it('with motion: one word when the play-out starts and one at its end, none per step', async () => {
    const made = await offered(lateTable(), 'full');
    const { controller, session, timers } = made;
    const heard = listen(controller.messages);
    fireEvent.click(finishButton());
    const total = lineLength(made);
    expect(total).toBeGreaterThan(5);
    for (let i = 0; i < total && session.phase.value !== 'won'; i++) await act(() => timers.advance(1_000));
    expect(session.phase.value).toBe('won');
    expect(session.journal.snapshot().journal).toHaveLength(total);
    expect(heard).toEqual([uiEn.finishStarted, uiEn.finishDone(total)]);
  });

  it('with reduced motion the whole line is one step: only its end is told', async () => {
    const { controller, session } = await offered(lateTable(), 'reduce');
    const heard = listen(controller.messages);
    fireEvent.click(finishButton());
    expect(session.phase.value).toBe('won');
    const total = session.journal.snapshot().journal.length;
    expect(total).toBeGreaterThan(5);
    expect(heard).toEqual([uiEn.finishDone(total)]);
  });

  it('a skip says the rest was played at once', async () => {
    const made = await offered(lateTable(), 'full');
    const { controller, session, timers } = made;
    const heard = listen(controller.messages);
    fireEvent.click(finishButton());
    const total = lineLength(made);
    await act(() => timers.advance(300));
    fireEvent.click(document.querySelector<HTMLElement>('.col [data-card][aria-label]:last-child') ?? card(1, 'King of spades'));
    await flush();
    expect(session.phase.value).toBe('won');
    expect(heard).toEqual([uiEn.finishStarted, uiEn.finishSkipped(total)]);
  });

  it('a stop by other input says how far it got, then that input is told as usual', async () => {
    const made = await offered(lateTable(), 'full');
    const { controller, session, timers } = made;
    const heard = listen(controller.messages);
    fireEvent.click(finishButton());
    const total = lineLength(made);
    await act(() => timers.advance(300));
    expect(session.journal.snapshot().journal).toHaveLength(2);
    fireEvent.click(tool('Undo'));
    expect(heard).toEqual([uiEn.finishStarted, uiEn.finishInterrupted(2, total), uiEn.undone]);
  });
});
