/**
 * "Try from there" (issue 24, point 1): the session goes back to the table after k actions of
 * the game's own line with exactly that undo history, stays the same game (its clock and counts
 * go on, the step back counting as one undo), is marked retried, and all of it survives a reload.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, isStuck, type Action, type Game } from '../../src/engine/game.ts';
import { manualClock } from '../../src/game/clock.ts';
import { decodeSave } from '../../src/game/save.ts';
import { createSession, type Session } from '../../src/game/session.ts';
import { KEYS, memoryStore } from '../../src/game/storage.ts';
import { solve } from '../../src/solver/search.ts';
import { endgame, ENDGAME_LOST_AT_1 } from './helpers.ts';
import { bootWith } from './persist-helpers.ts';

function play(g: Game, actions: readonly Action[]): Game {
  return actions.reduce((x, a) => {
    const r = applyAction(x, a);
    if (!r.ok) throw new Error(r.reason);
    return r.game;
  }, g);
}

const act = (s: Session, a: Action) => {
  const r = a.type === 'move' ? s.move(a.from, a.to, a.count) : a.type === 'deal' ? s.deal() : a.type === 'undo' ? s.undo() : s.redo();
  expect(r.ok).toBe(true);
};

/** The endgame lost as in ENDGAME_LOST_AT_1, with a detour taken back on the way. */
function lostGame(clock = manualClock(0)) {
  const s = createSession({ clock, initial: { game: endgame(), kind: 'position' } });
  act(s, ENDGAME_LOST_AT_1[0]);
  clock.advance(1000);
  act(s, { type: 'move', from: 8, to: 1, count: 1 });
  act(s, { type: 'undo' });
  act(s, ENDGAME_LOST_AT_1[1]);
  clock.advance(1000);
  expect(isStuck(s.game.value.position)).toBe(true);
  return { s, clock };
}

describe('retryFrom', () => {
  it('restores the exact table and undo history of the line after k actions, redo empty', () => {
    const { s, clock } = lostGame();
    expect(s.retryFrom(1)).toEqual({ ok: true });
    const expected = play(endgame(), [ENDGAME_LOST_AT_1[0]]);
    expect(s.game.value.position).toEqual(expected.position);
    expect(s.game.value.past).toEqual(expected.past);
    expect(s.game.value.future).toBeNull();
    expect(s.journal.actions.value).toEqual([ENDGAME_LOST_AT_1[0]]);
    expect(s.phase.value).toBe('playing');
    expect(s.retried.value).toBe(true);
    // The same game: its time goes on; one undo before, the step back one more.
    expect(s.clock.elapsed()).toBe(2000);
    clock.advance(500);
    expect(s.clock.elapsed()).toBe(2500);
    expect(s.counts.value.undos).toBe(2);
    expect(s.summary()).toMatchObject({ retried: true, undos: 2 });
    expect(s.undo().ok).toBe(true);
    expect(s.game.value.position).toEqual(endgame().position);
    expect(s.undo().ok).toBe(false);
  });

  it('refuses a table the line does not reach, changing nothing', () => {
    const { s } = lostGame();
    const before = s.game.value;
    for (const k of [-1, 3, 1.5]) expect(s.retryFrom(k)).toMatchObject({ ok: false, reason: 'bad-retry' });
    expect(s.game.value).toBe(before);
    expect(s.retried.value).toBe(false);
  });

  it('back at the deal, waits for the first action like a restart, and is still the same game', () => {
    const { s } = lostGame();
    const ends: unknown[] = [];
    s.subscribe((e) => e.type === 'end' && ends.push(e));
    expect(s.retryFrom(0)).toEqual({ ok: true });
    expect(s.phase.value).toBe('fresh');
    expect(s.played.value).toBe(true);
    expect(s.game.value.position).toEqual(endgame().position);
    expect(ends).toEqual([]);
  });

  it('a game given up and tried again keeps its one entry: winning it later records nothing more', () => {
    const { s } = lostGame();
    const ends: string[] = [];
    s.subscribe((e) => e.type === 'end' && ends.push(e.result));
    s.giveUp();
    expect(ends).toEqual(['lost']);
    expect(s.retryFrom(1)).toEqual({ ok: true });
    expect(s.phase.value).toBe('playing');
    const win = solve(s.game.value.position, { rules: 'classic', budget: 50_000 });
    for (const a of win.moves) act(s, a);
    expect(s.phase.value).toBe('won');
    expect(ends).toEqual(['lost']);
  });

  it('a stuck game tried again and won is one win, retried, and not without undo', async () => {
    const store = memoryStore();
    const b = await bootWith(store);
    const s = b.session;
    s.journal.restore({ ...lostGame().s.journal.snapshot() });
    expect(s.retryFrom(1).ok).toBe(true);
    for (const a of solve(s.game.value.position, { rules: 'classic', budget: 50_000 }).moves) act(s, a);
    const r = b.persistence.records.value[1];
    expect(r).toMatchObject({ played: 1, won: 1, wonWithoutUndo: 0 });
  });

  it('survives a reload: the same table, undo history, counts and mark', async () => {
    const store = memoryStore();
    const first = await bootWith(store);
    const { s: lost } = lostGame();
    first.session.journal.restore(lost.journal.snapshot());
    expect(first.session.retryFrom(1).ok).toBe(true);
    await first.persistence.flush();
    const saved = JSON.parse(String(store.data.get(KEYS.game)));
    expect(saved).toMatchObject({ version: 3, retried: true, recorded: false, actions: ['m611'] });
    const again = (await bootWith(store)).session;
    expect(again.game.value.position).toEqual(first.session.game.value.position);
    expect(again.game.value.past).toEqual(first.session.game.value.past);
    expect(again.retried.value).toBe(true);
    expect(again.counts.value).toEqual(first.session.counts.value);
    expect(again.phase.value).toBe('playing');
  });

  it('a version 2 save still loads: not retried, and recorded exactly when it was played and over', () => {
    const v2 = {
      version: 2,
      suits: 1,
      deal: 7,
      rules: 'classic',
      kind: 'verified',
      day: null,
      actions: ['d'],
      elapsedMs: 5,
      played: true,
      hints: 0,
      priorUndos: 0,
    };
    const playing = decodeSave({ ...v2, phase: 'playing' });
    expect(playing.ok && playing.value.snapshot).toMatchObject({ retried: false, recorded: false });
    const over = decodeSave({ ...v2, phase: 'gave-up' });
    expect(over.ok && over.value.snapshot).toMatchObject({ retried: false, recorded: true });
    expect(decodeSave({ ...v2, version: 3, phase: 'playing' })).toMatchObject({ ok: false, error: { code: 'missing-field', field: 'retried' } });
  });
});
