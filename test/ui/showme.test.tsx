// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { rankOf } from '../../src/engine/cards.ts';
import { applyAction, newGame, type Game } from '../../src/engine/game.ts';
import { manualTimers } from '../../src/game/clock.ts';
import { STEP_MS } from '../../src/game/showme.ts';
import { memoryStore, type KeyValueStore } from '../../src/game/storage.ts';
import { uiEn } from '../../src/i18n/ui-en.ts';
import type { SolverAction } from '../../src/solver/search.ts';
import { FakeSolver, settle } from '../game/fake-solver.ts';
import { inertColumns, makeGame, run } from '../game/helpers.ts';
import { layoutTable } from '../../src/ui/layout.ts';
import { card, columnCards, renderApp, tool } from './helpers.tsx';

afterEach(cleanup);

const SHOW_ME = 'Show me how';

/** A store that counts its writes. */
function countingStore(): KeyValueStore & { writes: number; data: Map<string, unknown> } {
  const base = memoryStore();
  const store = {
    writes: 0,
    data: base.data,
    getMany: base.getMany,
    del: base.del,
    setMany: (entries: Parameters<KeyValueStore['setMany']>[0]) => {
      store.writes++;
      return base.setMany(entries);
    },
  };
  return store;
}

function setup(game: Game = newGame(1, 2)) {
  const solver = new FakeSolver();
  const timers = manualTimers();
  const store = countingStore();
  const app = renderApp({ game, kind: 'number', solver, timers, store });
  return { ...app, solver, timers, store };
}

function giveUp() {
  fireEvent.click(tool('Give up'));
  fireEvent.click(within(screen.getByRole('dialog', { name: 'Give up this game?' })).getByRole('button', { name: 'Give up' }));
  return screen.getByRole('dialog', { name: 'Game over' });
}

const viewer = () => screen.getByRole('dialog', { name: SHOW_ME });
/** Card names of column n (1-based) on the viewer's table, bottom first. */
const shownCards = (n: number) =>
  within(within(viewer()).getByRole('group', { name: `Column ${n}` }))
    .queryAllByRole('img')
    .map((el) => el.getAttribute('aria-label'));
const shownTable = () => Array.from({ length: 10 }, (_, i) => shownCards(i + 1));
const announced = () => viewer().querySelector('[aria-live="polite"]')!.textContent;
/** The live table's cards, read from the DOM (it is hidden from the accessibility tree under a panel). */
const liveTable = () =>
  [...document.querySelectorAll('.app [role=group][aria-label^="Column "]')].map((col) =>
    [...col.querySelectorAll('[data-card]')].map((el) => el.getAttribute('aria-label')),
  );
const counter = () => viewer().querySelector('.show-me-counter')!.textContent;

/** The names the table gives the cards of a column of a 1-suit engine position. */
function namesOf(game: Game, column: number): string[] {
  const c = game.position.columns[column]!;
  return c.cards.map((id, i) => (i < c.down ? 'Face-down card' : uiEn.cardName(rankOf(id), 'S')));
}

async function openWithLine(s: ReturnType<typeof setup>) {
  fireEvent.click(within(screen.getByRole('dialog', { name: 'Game over' })).getByRole('button', { name: SHOW_ME }));
  const result = s.solver.answerWithSolver();
  await act(settle);
  return result.moves;
}

describe('"Show me how" is never offered during a game in play', () => {
  it('not on the table, in the pause panel or any other dialog, and the controller refuses to open it', () => {
    const { controller, solver, session } = setup(newGame(1, 2));
    const none = () => {
      // (The Help may name it in its list of keys; nothing offers it.)
      expect(screen.queryByRole('button', { name: SHOW_ME, hidden: true })).toBeNull();
      expect(screen.queryByRole('dialog', { name: SHOW_ME, hidden: true })).toBeNull();
    };
    none();
    fireEvent.click(screen.getByRole('button', { name: 'Deal' })); // a game in play, 44 cards face down
    expect(session.phase.value).toBe('playing');
    none();
    act(() => controller.dialogs.openShowMe());
    none();
    expect(controller.dialogs.dialog.value.kind).toBe('none');
    expect(solver.calls).toHaveLength(0);
    fireEvent.click(tool('Pause'));
    expect(screen.getByRole('dialog', { name: 'Paused' })).toBeTruthy();
    none();
    act(() => controller.dialogs.openShowMe());
    expect(screen.queryByRole('dialog', { name: SHOW_ME })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    for (const open of ['Settings', 'Help', 'Give up', 'New game']) {
      fireEvent.click(tool(open));
      expect(screen.getByRole('dialog')).toBeTruthy();
      none();
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    }
    expect(solver.calls).toHaveLength(0);
  });

  it('is offered by the game-over and win panels and the stuck bar', async () => {
    setup();
    expect(within(giveUp()).getByRole('button', { name: SHOW_ME })).toBeTruthy();
    cleanup();

    setup(makeGame({ columns: [[...run('K', '2', 'S')], ['AS']], completed: 7, dump: [] }));
    fireEvent.click(card(2, 'Ace of spades'));
    expect(within(screen.getByRole('dialog', { name: /won/ })).getByRole('button', { name: SHOW_ME })).toBeTruthy();
    cleanup();

    setup(makeGame({ columns: [['#9S', '4S'], ['#9S', '3S'], ...inertColumns(8)], dump: [2, 3] }));
    fireEvent.click(card(2, '3 of spades'));
    expect(within(screen.getByRole('region', { name: 'No moves left' })).getByRole('button', { name: SHOW_ME })).toBeTruthy();
  });
});

describe('the viewer', () => {
  it('solves the deal from its start (not from where the player stopped) and shows “Calculating…” meanwhile', async () => {
    const s = setup(newGame(1, 2));
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
    giveUp();
    fireEvent.click(screen.getByRole('button', { name: SHOW_ME }));
    expect(viewer()).toBeTruthy();
    expect(viewer().textContent).toContain('Calculating…');
    expect(s.solver.calls).toHaveLength(1);
    expect(s.solver.calls[0]!.position).toBe(s.session.start.value.position);
    expect(s.solver.calls[0]!.position.moves).toBe(0);
    expect(s.solver.calls[0]!.rules).toBe('classic');
  });

  it('steps through the line on a read-only copy of the table, as the engine plays it', async () => {
    const s = setup(newGame(1, 2));
    giveUp();
    const moves = await openWithLine(s);
    const n = moves.length;
    expect(counter()).toBe(`Start: won in ${n} moves`);
    expect(announced()).toBe(`Start: won in ${n} moves`);
    let game = newGame(1, 2);
    for (let c = 0; c < 10; c++) expect(shownCards(c + 1)).toEqual(namesOf(game, c));
    // Nothing on it can be pressed or focused: no stock button, no column in the tab order.
    expect(within(viewer()).queryByRole('button', { name: 'Deal' })).toBeNull();
    // Its stock shows the rounds left as the table's does (the caption names them too).
    const stock = () => within(viewer()).getByRole('img', { name: /deals? left|rounds? left/ });
    expect(stock().querySelector('.stock-count')?.textContent).toBe('5');
    for (const group of within(viewer()).getAllByRole('group')) expect(group.getAttribute('tabindex')).toBeNull();

    const forward = within(viewer()).getByRole('button', { name: 'Step forward' });
    for (let i = 0; i < 3; i++) {
      fireEvent.click(forward);
      const r = applyAction(game, moves[i]!);
      if (!r.ok) throw new Error(r.reason);
      game = r.game;
      for (let c = 0; c < 10; c++) expect(shownCards(c + 1)).toEqual(namesOf(game, c));
    }
    expect(counter()).toMatch(new RegExp(`^Move 3 of ${n} `));
    expect(announced()).toMatch(new RegExp(`^Move 3 of ${n}: (Moved|Dealt)`));
    fireEvent.click(within(viewer()).getByRole('button', { name: 'Step back' }));
    expect(counter()).toMatch(new RegExp(`^Move 2 of ${n} `));
    // The list of the line: one button per action, the current one marked.
    const list = within(viewer()).getByRole('list', { name: 'Moves of the line' });
    const items = within(list).getAllByRole('button');
    expect(items).toHaveLength(n);
    expect(items[1]!.getAttribute('aria-current')).toBe('step');
    fireEvent.click(items[n - 1]!);
    expect(counter()).toContain(`Move ${n} of ${n}`);
    expect(counter()).toContain('The game is won.');
    expect(announced()).toMatch(/The game is won\.$/);
    const runs = within(viewer()).getByRole('group', { name: 'Completed runs' }).getAttribute('aria-description');
    expect(runs!.split(', ')).toEqual(Array(8).fill('spades'));
    expect(shownTable().flat()).toEqual([]); // every card is in the foundations
    expect(stock().querySelector('.stock-count')).toBeNull(); // the stock is dealt out
  });

  it('marks its strips as the table does: a whole index, a smaller one or a clean edge (issue 25, point 7)', async () => {
    // The replay's table measured as on a phone (happy-dom lays nothing out): its long columns squeeze.
    const REPLAY = { width: 360, height: 330 };
    const proto = HTMLElement.prototype;
    const sized = (key: 'clientWidth' | 'clientHeight', value: number) => {
      const mine = Object.getOwnPropertyDescriptor(proto, key);
      const own = mine ?? Object.getOwnPropertyDescriptor(Element.prototype, key)!;
      Object.defineProperty(proto, key, {
        configurable: true,
        get(this: HTMLElement) {
          return this.classList.contains('replay') ? value : own.get!.call(this);
        },
      });
      onTestFinished(() => {
        if (mine) Object.defineProperty(proto, key, mine);
        else delete (proto as unknown as Record<string, unknown>)[key];
      });
    };
    sized('clientWidth', REPLAY.width);
    sized('clientHeight', REPLAY.height);
    const s = setup(newGame(1, 2));
    giveUp();
    const moves = await openWithLine(s);
    const forward = within(viewer()).getByRole('button', { name: 'Step forward' });
    let game = newGame(1, 2);
    let marked = 0;
    for (let i = 0; i <= moves.length; i++) {
      // What the live table's layout marks for this position at the replay's size.
      const layout = layoutTable(game.position, REPLAY);
      const want = new Map<string, string>();
      game.position.columns.forEach((col, ci) => {
        for (const k of layout.columns[ci]!.small) want.set(String(col.cards[k]), 'small');
        for (const k of layout.columns[ci]!.edges) want.set(String(col.cards[k]), 'none');
      });
      const shown = new Map([...viewer().querySelectorAll<HTMLElement>('[data-edge]')].map((el) => [el.dataset.card!, el.dataset.edge!]));
      expect(shown, `step ${i}`).toEqual(want);
      marked += shown.size;
      if (i === moves.length) break;
      fireEvent.click(forward);
      const r = applyAction(game, moves[i]!);
      if (!r.ok) throw new Error(r.reason);
      game = r.game;
    }
    expect(marked, 'some strips of the line are squeezed').toBeGreaterThan(0);
  });

  it('Space plays and pauses with the injected timers; ← and → step', async () => {
    const s = setup(newGame(1, 2));
    giveUp();
    const moves = await openWithLine(s);
    const n = moves.length;
    const play = within(viewer()).getByRole('button', { name: 'Play' });
    expect(document.activeElement).toBe(play); // the answer takes the focus to Play
    fireEvent.keyDown(play, { key: ' ' });
    expect(within(viewer()).getByRole('button', { name: 'Pause' })).toBeTruthy();
    act(() => s.timers.advance(STEP_MS * 2));
    expect(counter()).toMatch(new RegExp(`^Move 2 of ${n} `));
    fireEvent.keyDown(document.activeElement!, { key: ' ' });
    expect(within(viewer()).getByRole('button', { name: 'Play' })).toBeTruthy();
    act(() => s.timers.advance(STEP_MS * 5));
    expect(counter()).toMatch(new RegExp(`^Move 2 of ${n} `));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(counter()).toMatch(new RegExp(`^Move 4 of ${n} `));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(announced()).toMatch(new RegExp(`^Move 3 of ${n}: `));
    // Faster: 4× takes a quarter of the time per action.
    fireEvent.change(within(viewer()).getByRole('combobox', { name: 'Speed' }), { target: { value: '4' } });
    fireEvent.click(within(viewer()).getByRole('button', { name: 'Play' }));
    act(() => s.timers.advance(STEP_MS));
    expect(counter()).toMatch(new RegExp(`^Move 7 of ${n} `));
    act(() => s.timers.advance(STEP_MS * n));
    expect(counter()).toContain(`Move ${n} of ${n}`);
    expect(within(viewer()).getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('leaves the live game, its history and its saved state exactly as they were', async () => {
    const s = setup(newGame(1, 2));
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
    fireEvent.click(card(1, columnCards(1).at(-1)!)); // whatever the tap does, it is the player's game
    giveUp();
    await act(() => s.persistence.flush());
    const before = s.session.journal.snapshot();
    const game = s.session.game.value;
    const stored = JSON.stringify([...s.store.data]);
    const writes = s.store.writes;
    const table = liveTable();
    expect(table.flat()).toHaveLength(54 + 10);

    await openWithLine(s);
    fireEvent.click(within(viewer()).getByRole('button', { name: 'Play' }));
    act(() => s.timers.advance(STEP_MS * 10));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.click(within(viewer()).getByRole('button', { name: 'Close' }));
    await act(settle);

    expect(s.store.writes).toBe(writes);
    expect(s.session.game.value).toBe(game);
    expect(s.session.journal.snapshot()).toEqual(before);
    expect(s.session.phase.value).toBe('gave-up');
    expect(liveTable()).toEqual(table);
    await act(() => s.persistence.flush());
    expect(JSON.stringify([...s.store.data])).toBe(stored);
  });

  it('closes back to the stuck bar (Close or Esc), the focus on its button; the bar still works', async () => {
    const s = setup(makeGame({ columns: [['#9S', '4S'], ['#9S', '3S'], ...inertColumns(8)], dump: [2, 3] }));
    fireEvent.click(card(2, '3 of spades'));
    const stuck = screen.getByRole('region', { name: 'No moves left' });
    const button = within(stuck).getByRole('button', { name: SHOW_ME });
    button.focus();
    fireEvent.click(button);
    expect(viewer()).toBeTruthy();
    // The stuck bar stays underneath, out of reach.
    expect(stuck.closest('[inert]')).not.toBeNull();
    expect(within(viewer()).getByRole('button', { name: 'Close' })).toBe(document.activeElement);
    fireEvent.keyDown(viewer(), { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: SHOW_ME })).toBeNull();
    expect(s.solver.cancels).toBe(1); // closing while calculating stops the worker
    expect(screen.getByRole('region', { name: 'No moves left' })).toBe(stuck);
    expect(stuck.closest('[inert]')).toBeNull();
    expect(document.activeElement).toBe(button);
    fireEvent.click(within(stuck).getByRole('button', { name: 'Undo' }));
    expect(screen.queryByRole('region', { name: 'No moves left' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(columnCards(2).at(-1)).toBe('3 of spades');
  });

  it('says so when the solver finds no line within its limit, or proves there is none', async () => {
    const s = setup();
    giveUp();
    fireEvent.click(screen.getByRole('button', { name: SHOW_ME }));
    s.solver.answer({ result: 'unknown' });
    await act(settle);
    expect(viewer().textContent).toContain('The solver found no winning line within its limit.');
    expect(announced()).toContain('no winning line within its limit');
    expect(within(viewer()).queryByRole('button', { name: 'Play' })).toBeNull();
    fireEvent.click(within(viewer()).getByRole('button', { name: 'Close' }));

    fireEvent.click(screen.getByRole('button', { name: SHOW_ME }));
    expect(s.solver.calls).toHaveLength(1); // the same deal: the answer is kept
    expect(viewer().textContent).toContain('no winning line within its limit');
    cleanup();

    const t = setup();
    giveUp();
    fireEvent.click(screen.getByRole('button', { name: SHOW_ME }));
    t.solver.answer({ result: 'unsolvable' });
    await act(settle);
    expect(viewer().textContent).toContain('No line wins this deal');
  });

  it('a failed or cancelled calculation says so and can be tried again; a bad line is never shown', async () => {
    const s = setup();
    giveUp();
    fireEvent.click(screen.getByRole('button', { name: SHOW_ME }));
    s.solver.fail();
    await act(settle);
    expect(viewer().textContent).toContain('The winning line could not be worked out here.');
    const retry = within(viewer()).getByRole('button', { name: 'Try again' });
    expect(document.activeElement).toBe(retry);
    fireEvent.click(retry);
    expect(viewer().textContent).toContain('Calculating…');
    s.solver.cancel();
    await act(settle);
    expect(viewer().textContent).toContain('The calculation was stopped before it finished.');
    fireEvent.click(within(viewer()).getByRole('button', { name: 'Try again' }));
    const illegal: SolverAction[] = [{ type: 'move', from: 0, to: 0, count: 1 }];
    s.solver.answer({ result: 'solved', moves: illegal });
    await act(settle);
    expect(viewer().textContent).toContain('could not be worked out');
    expect(within(viewer()).queryByRole('group', { name: 'Column 1' })).toBeNull();
    fireEvent.click(within(viewer()).getByRole('button', { name: 'Try again' }));
    s.solver.answerWithSolver();
    await act(settle);
    expect(within(viewer()).getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('without a solver worker it fails with a message rather than waiting', async () => {
    renderApp({ game: newGame(1, 2), kind: 'number' });
    giveUp();
    fireEvent.click(screen.getByRole('button', { name: SHOW_ME }));
    await act(settle);
    expect(viewer().textContent).toContain('could not be worked out');
  });
});
