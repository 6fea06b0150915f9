import { describe, expect, it } from 'vitest';
import { applyAction, newGame } from '../../src/engine/game.ts';
import { legalMoves } from '../../src/engine/moves.ts';
import { manualClock } from '../../src/game/clock.ts';
import { createSession, type SessionEvent } from '../../src/game/session.ts';
import { replayJournal } from '../../src/game/session-journal.ts';
import { codes, inertColumns, makeGame, run } from './helpers.ts';

function session1(deal = 7) {
  const clock = manualClock(1000);
  const s = createSession({ clock, pickDeal: () => 42, initial: { game: newGame(1, deal), kind: 'number' } });
  return { s, clock };
}

describe('session actions', () => {
  it('starts from the injected deal picker when nothing else is given', () => {
    const s = createSession({ pickDeal: () => 12345 });
    expect(s.game.value.deal).toBe(12345);
    expect(s.kind.value).toBe('random');
    expect(s.phase.value).toBe('fresh');
  });

  it('counts game time in whole milliseconds, so records and daily results can store it', () => {
    const { s, clock } = session1();
    const m = legalMoves(s.game.value.position)[0]!;
    s.move(m.from, m.to, m.count);
    clock.advance(1234.56);
    expect(s.summary().timeMs).toBe(1235);
  });

  it('applies a legal move, journals it and reports the result', () => {
    const { s } = session1();
    const m = legalMoves(s.game.value.position)[0]!;
    const before = s.game.value;
    const r = s.move(m.from, m.to, m.count);
    expect(r.ok).toBe(true);
    expect(s.game.value).not.toBe(before);
    expect(s.views.status.value.moves).toBe(1);
    expect(s.journal.actions.value).toEqual([m]);
    expect(s.phase.value).toBe('playing');
  });

  it('refuses an illegal move with a reason and changes nothing', () => {
    const { s } = session1();
    const before = s.game.value;
    const r = s.move(0, 0, 1);
    expect(r).toEqual({ ok: false, reason: 'same-column' });
    expect(s.game.value).toBe(before);
    expect(s.journal.actions.value).toEqual([]);
    expect(s.phase.value).toBe('fresh');
    expect(s.undo()).toEqual({ ok: false, reason: 'nothing-to-undo' });
    expect(s.redo()).toEqual({ ok: false, reason: 'nothing-to-redo' });
  });

  it('undo and redo walk the history; the journal replays to the same game', () => {
    const { s } = session1(3);
    s.deal();
    const m = legalMoves(s.game.value.position)[0]!;
    s.move(m.from, m.to, m.count);
    const after = s.game.value.position;
    expect(s.undo().ok).toBe(true);
    expect(s.views.canRedo.value).toBe(true);
    expect(s.redo().ok).toBe(true);
    expect(s.game.value.position).toEqual(after);
    expect(s.views.status.value.undos).toBe(1);
    const rebuilt = replayJournal(s.start.value, s.journal.actions.value);
    expect(rebuilt).toEqual(s.game.value);
  });

  it('taps through the best-spot rule and reports tap refusals', () => {
    const g = makeGame({ suits: 2, columns: [['#9S', '9S', '8H', '7S'], ['#QS', '8S'], ...inertColumns(7, 2)] });
    const s = createSession({ initial: { game: g, kind: 'position' } });
    expect(s.tap(0, 1)).toEqual({ ok: false, reason: 'not-a-run' });
    expect(s.tap(0, 0)).toEqual({ ok: false, reason: 'face-down' });
    const r = s.tap(0, 3);
    expect(r).toMatchObject({ ok: true, action: { type: 'move', from: 0, to: 1, count: 1 } });
    expect(codes(s.game.value, 1).slice(-2)).toEqual(['8S', '7S']);
  });

  it('exposes movable runs, deal blocks and status figures', () => {
    const g = makeGame({ suits: 2, columns: [['#9S', '9S', '8S', '7H'], [], ['TH', '9H', '8H']], stock: 2, dump: [9] });
    const s = createSession({ initial: { game: g, kind: 'position' } });
    expect(s.views.movableRuns.value.slice(0, 3)).toEqual([1, 0, 3]);
    expect(s.views.dealBlock.value).toBe('empty-column');
    expect(s.views.status.value).toMatchObject({ moves: 0, roundsLeft: 2, faceDown: g.position.columns.reduce((n, c) => n + c.down, 0) });
    expect(s.views.status.value.runsBySuit.map((r) => r.suit)).toEqual(['S', 'H']);
  });

  it('new game validates its input and picks a random deal when none is given', () => {
    const { s } = session1();
    expect(s.newGame({ suits: 2, deal: -1 })).toEqual({ ok: false, reason: 'bad-deal' });
    expect(s.newGame({ suits: 2, deal: 2 ** 32 })).toEqual({ ok: false, reason: 'bad-deal' });
    expect(s.newGame({ suits: 3 as 2 })).toEqual({ ok: false, reason: 'bad-suits' });
    expect(s.game.value.deal).toBe(7);
    expect(s.newGame({ suits: 4 })).toEqual({ ok: true });
    expect(s.game.value.deal).toBe(42);
    expect(s.kind.value).toBe('random');
    expect(s.newGame({ suits: 2, deal: 4294967295, rules: 'strict' })).toEqual({ ok: true });
    expect(s.game.value).toMatchObject({ deal: 4294967295, rules: 'strict' });
    expect(s.kind.value).toBe('number');
  });
});

describe('game life: records hooks, win, give up, restart', () => {
  it('a won game ends the session game and refuses further actions', () => {
    const g = makeGame({ columns: [[...run('K', '2', 'S')], ['AS']], completed: 7, dump: [] });
    const s = createSession({ initial: { game: g, kind: 'position' } });
    const events: SessionEvent[] = [];
    s.subscribe((e) => events.push(e));
    const r = s.tap(1, 0);
    expect(r.ok && r.events.some((e) => e.kind === 'complete')).toBe(true);
    expect(s.views.won.value).toBe(true);
    expect(s.phase.value).toBe('won');
    expect(events.map((e) => e.type)).toEqual(['action', 'end']);
    expect(events[1]).toMatchObject({ type: 'end', result: 'won', summary: { moves: 1, runs: 8 } });
    expect(s.undo()).toEqual({ ok: false, reason: 'game-over' });
    expect(s.giveUp()).toEqual({ ok: false, reason: 'game-over' });
    expect(s.views.stuck.value).toBe(false);
  });

  it('restart returns to the deal and stays one game: leaving it later is one loss', () => {
    const { s } = session1();
    const start = s.game.value;
    const events: SessionEvent[] = [];
    s.subscribe((e) => events.push(e));
    s.restart();
    expect(events.map((e) => e.type)).toEqual(['start']);
    expect(s.played.value).toBe(false);
    s.deal();
    s.restart();
    expect(events.map((e) => e.type)).toEqual(['start', 'action', 'start']); // no loss yet
    expect(s.game.value).toBe(start);
    expect(s.phase.value).toBe('fresh');
    expect(s.journal.actions.value).toEqual([]);
    expect(s.played.value).toBe(true);
    s.restart();
    s.newGame({ suits: 1, deal: 3 });
    expect(events.map((e) => e.type)).toEqual(['start', 'action', 'start', 'start', 'end', 'start']);
    expect(events[4]).toMatchObject({ result: 'lost' });
    expect(s.played.value).toBe(false);
  });

  it('a restart keeps the game’s time, paused until the next action', () => {
    const { s, clock } = session1();
    s.deal();
    clock.advance(30_000);
    s.restart();
    clock.advance(5_000);
    expect(s.clock.elapsed()).toBe(30_000);
    s.deal();
    clock.advance(1_000);
    expect(s.clock.elapsed()).toBe(31_000);
  });

  it('a restarted game given up before its next action still counts as a loss', () => {
    const { s } = session1();
    s.deal();
    s.restart();
    const events: SessionEvent[] = [];
    s.subscribe((e) => events.push(e));
    expect(s.giveUp()).toEqual({ ok: true });
    expect(events).toMatchObject([{ type: 'end', result: 'lost' }]);
  });

  it('play again after a win is a new game', () => {
    const g = makeGame({ columns: [[...run('K', '2', 'S')], ['AS']], completed: 7, dump: [] });
    const s = createSession({ initial: { game: g, kind: 'position' } });
    s.tap(1, 0);
    s.restart();
    expect(s.played.value).toBe(false);
    const events: SessionEvent[] = [];
    s.subscribe((e) => events.push(e));
    s.newGame({ suits: 1, deal: 2 });
    expect(events.map((e) => e.type)).toEqual(['start']);
  });

  it('give up ends the game as a loss', () => {
    const { s } = session1();
    s.deal();
    const events: SessionEvent[] = [];
    s.subscribe((e) => events.push(e));
    expect(s.giveUp()).toEqual({ ok: true });
    expect(s.phase.value).toBe('gave-up');
    expect(events).toMatchObject([{ type: 'end', result: 'lost' }]);
    expect(s.deal()).toEqual({ ok: false, reason: 'game-over' });
  });

  it('declares stuck only with an empty stock and no legal move', () => {
    // Every column is an Ace over face-down cards: nothing can move, and the stock is empty.
    const g = makeGame({ columns: inertColumns(10), dump: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] });
    const s = createSession({ initial: { game: g, kind: 'position' } });
    expect(s.views.stuck.value).toBe(true);
    const withStock = makeGame({ columns: inertColumns(10), stock: 1, dump: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] });
    expect(createSession({ initial: { game: withStock, kind: 'position' } }).views.stuck.value).toBe(false);
  });
});

describe('deal blocked by an empty column, per rule', () => {
  const spec = { columns: [[], ['#9S', '7S'], ...inertColumns(8)], stock: 1, dump: [2, 3] };
  it('classic and strict refuse, relaxed deals', () => {
    for (const rules of ['classic', 'strict'] as const) {
      const s = createSession({ initial: { game: makeGame(spec, rules), kind: 'position' } });
      expect(s.deal()).toEqual({ ok: false, reason: 'empty-column' });
    }
    const s = createSession({ initial: { game: makeGame(spec, 'relaxed'), kind: 'position' } });
    expect(s.deal().ok).toBe(true);
    expect(codes(s.game.value, 0)).toHaveLength(1);
  });

  it('classic deals onto a nearly empty table; strict never does', () => {
    const few = { columns: [[], ['KS', 'QS'], ['5S']], stock: 1, completed: 7, dump: [] };
    const classic = createSession({ initial: { game: makeGame(few, 'classic'), kind: 'position' } });
    const tableCards = classic.game.value.position.columns.reduce((n, c) => n + c.cards.length, 0);
    expect(tableCards).toBeLessThan(10);
    expect(classic.deal().ok).toBe(true);
    const strict = createSession({ initial: { game: makeGame(few, 'strict'), kind: 'position' } });
    expect(strict.deal()).toEqual({ ok: false, reason: 'empty-column' });
  });

  it('an empty stock refuses to deal', () => {
    const s = createSession({ initial: { game: makeGame({ columns: inertColumns(10) }), kind: 'position' } });
    expect(s.deal()).toEqual({ ok: false, reason: 'stock-empty' });
  });
});

describe('timer', () => {
  it('starts at the first action and pauses while hidden or paused', () => {
    const { s, clock } = session1();
    clock.advance(5000);
    expect(s.clock.elapsed()).toBe(0);
    s.deal();
    clock.advance(2000);
    expect(s.clock.elapsed()).toBe(2000);
    s.clock.setHidden(true);
    clock.advance(60_000);
    expect(s.clock.elapsed()).toBe(2000);
    s.clock.setHidden(false);
    clock.advance(1000);
    expect(s.clock.elapsed()).toBe(3000);
    s.clock.pause();
    clock.advance(9000);
    expect(s.clock.elapsed()).toBe(3000);
    s.clock.resume();
    clock.advance(500);
    expect(s.clock.elapsed()).toBe(3500);
  });

  it('stops at the win and restarts from zero with the next game', () => {
    const g = makeGame({ columns: [[...run('K', '2', 'S')], ['AS']], completed: 7, dump: [] });
    const clock = manualClock();
    const s = createSession({ clock, initial: { game: g, kind: 'position' } });
    // The first action starts the clock; the win stops it at once.
    s.tap(1, 0);
    clock.advance(10_000);
    expect(s.clock.elapsed()).toBe(0);
    s.newGame({ suits: 1, deal: 1 });
    expect(s.clock.elapsed()).toBe(0);
    expect(s.clock.timer.value.since).toBeNull();
  });

  it('an action while paused resumes the game', () => {
    const { s, clock } = session1();
    s.deal();
    s.clock.pause();
    clock.advance(1000);
    s.undo();
    expect(s.clock.paused.value).toBe(false);
    clock.advance(1000);
    expect(s.clock.elapsed()).toBe(1000);
  });
});

describe('journal', () => {
  it('refuses to replay a journal that does not fit the start', () => {
    const g = newGame(1, 1);
    expect(replayJournal(g, [{ type: 'undo' }])).toBeNull();
    const dealt = applyAction(g, { type: 'deal' });
    expect(dealt.ok && replayJournal(g, [{ type: 'deal' }])).toEqual(dealt.ok && dealt.game);
  });
});

describe('snapshot and restore (what persistence will store)', () => {
  it('a snapshot restores the same game, journal, phase and time into a fresh session', () => {
    const { s, clock } = session1(11);
    s.deal();
    const m = legalMoves(s.game.value.position)[0]!;
    s.move(m.from, m.to, m.count);
    s.undo();
    clock.advance(4200);
    const saved = s.journal.snapshot();
    const other = createSession({ clock, pickDeal: () => 5 });
    expect(other.journal.restore(saved)).toEqual({ ok: true });
    expect(other.game.value).toEqual(s.game.value);
    expect(other.views.status.value).toEqual(s.views.status.value);
    expect(other.phase.value).toBe('playing');
    expect(other.clock.elapsed()).toBe(4200);
    expect(other.redo().ok).toBe(true);
    clock.advance(800);
    expect(other.clock.elapsed()).toBe(5000);
  });

  it('refuses a journal that does not replay', () => {
    const { s } = session1();
    const before = s.game.value;
    const r = s.journal.restore({
      start: newGame(1, 1),
      kind: 'number',
      day: null,
      journal: [{ type: 'redo' }],
      phase: 'playing',
      played: true,
      elapsedMs: 0,
      hints: 0,
      priorUndos: 0,
      retried: false,
      recorded: false,
    });
    expect(r).toEqual({ ok: false, reason: 'bad-save' });
    expect(s.game.value).toBe(before);
  });
});
