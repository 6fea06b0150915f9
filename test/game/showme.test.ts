import { describe, expect, it } from 'vitest';
import { applyAction, newGame, type Game } from '../../src/engine/game.ts';
import { isWon } from '../../src/engine/position.ts';
import { manualTimers } from '../../src/game/clock.ts';
import { createShowMe, replayLine, SHOW_ME_BUDGET, SHOW_ME_SHORT_LINE, STEP_MS, type ShowMe } from '../../src/game/showme.ts';
import { solve, type SolverAction } from '../../src/solver/search.ts';
import { FakeSolver, settle } from './fake-solver.ts';

const GAME = newGame(1, 2);
const LINE = solve(GAME.position, { rules: 'classic', budget: 300_000 });

function setup(start: Game = GAME) {
  const solver = new FakeSolver();
  const timers = manualTimers();
  const showMe = createShowMe({ solver, timers });
  showMe.open(start);
  return { solver, timers, showMe };
}

async function ready() {
  const s = setup();
  s.solver.answerWithSolver();
  await settle();
  expect(s.showMe.state.value.kind).toBe('ready');
  return s;
}

const lineLength = (showMe: ShowMe) => {
  const s = showMe.state.value;
  if (s.kind !== 'ready') throw new Error(`no line: ${s.kind}`);
  return s.line.steps.length;
};

describe('replayLine', () => {
  it('replays the solver’s line through the engine, one table per action, ending in a win', () => {
    expect(LINE.result).toBe('solved');
    const line = replayLine(GAME, LINE.moves)!;
    expect(line.start).toBe(GAME.position);
    expect(line.steps).toHaveLength(LINE.moves.length);
    let game = GAME;
    line.steps.forEach((step, i) => {
      const r = applyAction(game, LINE.moves[i]!);
      if (!r.ok) throw new Error(r.reason);
      expect(step.before).toEqual(game.position);
      expect(step.after).toEqual(r.game.position);
      expect(step.events).toEqual(r.events);
      expect(step.after.moves).toBe(i + 1);
      game = r.game;
    });
    expect(isWon(line.steps.at(-1)!.after)).toBe(true);
  });

  it('refuses a line with an illegal action, or one that does not win', () => {
    const illegal: SolverAction[] = [{ type: 'move', from: 0, to: 0, count: 1 }];
    expect(replayLine(GAME, illegal)).toBeNull();
    expect(replayLine(GAME, LINE.moves.slice(0, 10))).toBeNull();
  });
});

describe('createShowMe', () => {
  it('asks the solver for the deal’s start position with its rules and budget, and is calculating until it answers', () => {
    const { solver, showMe } = setup(newGame(1, 2, 'strict'));
    expect(showMe.state.value).toEqual({ kind: 'calculating' });
    expect(solver.calls).toHaveLength(1);
    expect(solver.calls[0]!.position).toEqual(GAME.position);
    expect(solver.calls[0]!.rules).toBe('strict');
    expect(solver.calls[0]!.budget).toBe(SHOW_ME_BUDGET);
    expect(solver.calls[0]!.shortLine).toBe(SHOW_ME_SHORT_LINE); // a line to watch is a short one
    expect(showMe.position.value).toBeNull();
  });

  it('shows the start, then steps forward and back within the line', async () => {
    const { showMe } = await ready();
    const n = lineLength(showMe);
    expect(showMe.step.value).toBe(0);
    expect(showMe.position.value).toBe(GAME.position);
    showMe.back();
    expect(showMe.step.value).toBe(0);
    showMe.forward();
    showMe.forward();
    expect(showMe.step.value).toBe(2);
    expect(showMe.position.value!.moves).toBe(2);
    showMe.back();
    expect(showMe.position.value!.moves).toBe(1);
    showMe.goTo(n + 5);
    expect(showMe.step.value).toBe(n);
    expect(isWon(showMe.position.value!)).toBe(true);
    showMe.forward();
    expect(showMe.step.value).toBe(n);
    showMe.goTo(-3);
    expect(showMe.step.value).toBe(0);
  });

  it('plays one action per tick of the injected timers, pauses, and changes speed', async () => {
    const { showMe, timers } = await ready();
    showMe.play();
    expect(showMe.playing.value).toBe(true);
    timers.advance(STEP_MS - 1);
    expect(showMe.step.value).toBe(0);
    timers.advance(1);
    expect(showMe.step.value).toBe(1);
    timers.advance(3 * STEP_MS);
    expect(showMe.step.value).toBe(4);
    showMe.setSpeed(4);
    timers.advance(STEP_MS);
    expect(showMe.step.value).toBe(8);
    showMe.toggle();
    expect(showMe.playing.value).toBe(false);
    timers.advance(10 * STEP_MS);
    expect(showMe.step.value).toBe(8);
    expect(timers.pending()).toBe(0);
    showMe.toggle();
    timers.advance(STEP_MS / 4);
    expect(showMe.step.value).toBe(9);
  });

  it('stops at the end; Play there starts again from the beginning; a step by hand pauses', async () => {
    const { showMe, timers } = await ready();
    const n = lineLength(showMe);
    showMe.setSpeed(8);
    showMe.play();
    timers.advance(n * STEP_MS);
    expect(showMe.step.value).toBe(n);
    expect(showMe.playing.value).toBe(false);
    expect(timers.pending()).toBe(0);
    showMe.play();
    expect(showMe.step.value).toBe(0);
    timers.advance(STEP_MS / 8);
    expect(showMe.step.value).toBe(1);
    showMe.forward();
    expect(showMe.playing.value).toBe(false);
    expect(showMe.step.value).toBe(2);
    timers.advance(STEP_MS);
    expect(showMe.step.value).toBe(2);
  });

  it('says when no line was found within the limit, or none exists', async () => {
    for (const result of ['unknown', 'unsolvable'] as const) {
      const { solver, showMe } = setup();
      solver.answer({ result });
      await settle();
      expect(showMe.state.value).toEqual({ kind: 'no-line', result });
      showMe.play();
      showMe.forward();
      expect(showMe.playing.value).toBe(false);
      expect(showMe.step.value).toBe(0);
    }
  });

  it('a failed, cancelled or unplayable answer is a failure that can be tried again', async () => {
    const { solver, showMe } = setup();
    solver.fail();
    await settle();
    expect(showMe.state.value).toEqual({ kind: 'failed', reason: 'error' });
    showMe.retry();
    expect(showMe.state.value.kind).toBe('calculating');
    solver.cancel(); // e.g. a newer request took the worker
    await settle();
    expect(showMe.state.value).toEqual({ kind: 'failed', reason: 'cancelled' });
    showMe.retry();
    solver.answer({ result: 'solved', moves: [{ type: 'deal' }, { type: 'move', from: 0, to: 0, count: 1 }] });
    await settle();
    expect(showMe.state.value).toEqual({ kind: 'failed', reason: 'bad-line' });
    showMe.retry();
    solver.answerWithSolver();
    await settle();
    expect(showMe.state.value.kind).toBe('ready');
    expect(solver.calls).toHaveLength(4);
  });

  it('without a solver (no worker here) it fails instead of waiting', async () => {
    const showMe = createShowMe({ solver: null, timers: manualTimers() });
    showMe.open(GAME);
    await settle();
    expect(showMe.state.value).toEqual({ kind: 'failed', reason: 'error' });
  });

  it('closing while calculating cancels the request and drops its answer', async () => {
    const { solver, showMe } = setup();
    const call = solver.calls[0]!;
    showMe.close();
    expect(solver.cancels).toBe(1);
    expect(showMe.state.value).toEqual({ kind: 'closed' });
    call.resolve(LINE); // an answer that arrives anyway is ignored
    await settle();
    expect(showMe.state.value).toEqual({ kind: 'closed' });
  });

  it('closing stops the playback; reopening the same deal reuses its line from the start', async () => {
    const { solver, showMe, timers } = await ready();
    showMe.play();
    timers.advance(STEP_MS * 3);
    showMe.close();
    expect(showMe.playing.value).toBe(false);
    expect(timers.pending()).toBe(0);
    expect(solver.cancels).toBe(0);
    showMe.open(GAME);
    expect(showMe.state.value.kind).toBe('ready');
    expect(showMe.step.value).toBe(0);
    expect(solver.calls).toHaveLength(1);
    showMe.close();
    showMe.open(newGame(1, 3)); // another deal: asked again
    expect(showMe.state.value.kind).toBe('calculating');
    expect(solver.calls).toHaveLength(2);
  });
});
