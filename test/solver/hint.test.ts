/**
 * The hint (SPEC §4): exact verdicts on fully known tables, sampling when cards are unknown,
 * the heuristic's priorities and advice, and that it never says "lost" while a card is unknown.
 * Tables come from the game helpers (named cards, the rest out of the way), so they are real
 * positions through the engine's own parser.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, newGame, type Game } from '../../src/engine/game.ts';
import { isWon } from '../../src/engine/position.ts';
import { hint, plansGuide, type Hint } from '../../src/solver/hint.ts';
import { knownPosition, unknownCount } from '../../src/solver/known.ts';
import { knownTableKey } from '../../src/solver/lookahead.ts';
import { deadEnd, inertColumns, makeGame, type TableSpec } from '../game/helpers.ts';
import { bruteForce } from './helpers.ts';

const ask = (g: Game, budget = 1, extra: { seed?: number; verified?: boolean; samples?: number; method?: 'chance' | 'sample' } = {}): Hint =>
  hint(knownPosition(g), { rules: g.rules, seed: extra.seed ?? 1, budget, ...extra });

/** Three columns under test, six that nothing moves onto or off, and the leftovers in column 10. */
const table = (columns: string[][], more: Partial<TableSpec> = {}, suits: 1 | 2 | 4 = 2) =>
  makeGame({ suits, columns: [...columns, ...inertColumns(9 - columns.length, suits)], ...more });

describe('heuristic priorities (SPEC §4), when no search finds a win', () => {
  it('a move that reveals a card comes first', () => {
    // 5S onto 6H reveals; 4S onto 5S empties column 3 and joins.
    const g = table([['#2H', '5S'], ['#3H', '6H'], ['4S']]);
    const h = ask(g);
    expect(h.kind).toBe('heuristic');
    expect(h.finished).toBe(false);
    expect(h.move).toEqual({ type: 'move', from: 0, to: 1, count: 1 });
    expect(h.candidates[0]!.progress).toContain('reveals');
  });

  // Four suits; columns 5..10 hold a King over a low card (nothing moves: no column is
  // empty), the leftovers face down under column 5.
  const fillers = [
    ['3D', 'KH'],
    ['3D', 'KH'],
    ['4D', 'KD'],
    ['4D', 'KD'],
    ['5D', 'KS'],
    ['5D', 'KS'],
  ];
  const kq = ['KC', 'QC', 'JC', 'TC', '9C', '8C', '7C', '6C', '5C', '4C', '3C', '2C'];
  const four = (columns: string[][]) => makeGame({ suits: 4, columns: [...columns, ...fillers], dump: [4] });

  it('then one that empties a column, before completing a run', () => {
    const g = four([kq, ['7H', 'AC'], ['9H'], ['#4H', 'TH']]);
    const h = ask(g);
    expect(h.move).toEqual({ type: 'move', from: 2, to: 3, count: 1 });
    expect(h.candidates[0]!.progress[0]).toBe('empties');
  });

  it('then one that completes a run, before a join', () => {
    const g = four([kq, ['7H', 'AC'], ['TH', '6S'], ['#4H', '7S']]);
    const h = ask(g);
    expect(h.move).toEqual({ type: 'move', from: 1, to: 0, count: 1 });
    expect(h.candidates[0]!.progress[0]).toBe('completes');
    expect(h.candidates.map((c) => c.progress[0])).toContain('joins');
  });

  it('a same-suit join beats stacking onto another suit, which is no progress', () => {
    const g = table([
      ['TH', '6S'],
      ['#3H', '7S'],
      ['#4H', '7H'],
    ]);
    const h = ask(g);
    expect(h.move).toEqual({ type: 'move', from: 0, to: 1, count: 1 });
    expect(h.candidates.some((c) => c.move.type === 'move' && c.move.to === 2 && c.progress.length > 0)).toBe(false);
  });

  it('nothing makes progress and a row can be dealt: deal', () => {
    // 1 suit, two copies of each rank left: tops K K J J 8 8 5 5 2 2 fit nowhere; a stock round.
    const g = makeGame({
      suits: 1,
      completed: 6,
      stock: 1,
      dump: [],
      columns: [['QS', '8S'], ['QS', '8S'], ['TS', '5S'], ['TS', '5S'], ['7S', '2S'], ['7S', '2S'], ['KS'], ['KS'], ['JS'], ['JS']],
    });
    const h = ask(g);
    expect(h).toMatchObject({ kind: 'no-progress', advice: 'deal', move: { type: 'deal' } });
  });

  /** 1 suit, a stock round left, column 10 empty, and nothing else to do. */
  const emptyColumnBlocksDeal = () =>
    makeGame({
      suits: 1,
      completed: 6,
      stock: 1,
      dump: [],
      columns: [['9S', '5S'], ['9S', '5S'], ['6S', '2S'], ['6S', '2S'], ['3S', '8S'], ['3S', '8S'], ['KS'], ['KS'], ['JS', 'JS'], []],
    });

  it('an empty column blocks the deal: fill it, then deal', () => {
    const g = emptyColumnBlocksDeal();
    const h = ask(g);
    expect(h).toMatchObject({ kind: 'no-progress', advice: 'fill-then-deal', move: { type: 'move', from: 0, to: 9, count: 1 } });
  });

  it('fill then deal: a fill that leads back to a table the game has had gives way to another', () => {
    const g = emptyColumnBlocksDeal();
    const first = { type: 'move' as const, from: 0, to: 9, count: 1 };
    const r = applyAction(g, first);
    if (!r.ok) throw new Error(r.reason);
    const memory = [knownTableKey(knownPosition(g)), knownTableKey(knownPosition(r.game))];
    const h = hint(knownPosition(g), { rules: g.rules, seed: 1, budget: 1, memory });
    expect(h).toMatchObject({ kind: 'no-progress', advice: 'fill-then-deal', move: { type: 'move', to: 9, count: 1 } });
    expect(h.move).not.toEqual(first);
  });

  it('no stock and nothing makes progress: undo a few moves (never "lost" while unsettled)', () => {
    // No stock, tops K K J J 8 8 5 5 2 2 that fit nowhere (no move at all), cards still unknown.
    const g = makeGame({
      suits: 1,
      completed: 6,
      dump: [],
      columns: [
        ['#QS', 'TS', 'KS'],
        ['#QS', 'TS', 'KS'],
        ['#9S', '7S', 'JS'],
        ['#9S', '7S', 'JS'],
        ['#6S', '4S', '8S'],
        ['#6S', '4S', '8S'],
        ['#3S', 'AS', '5S'],
        ['#3S', 'AS', '5S'],
        ['2S'],
        ['2S'],
      ],
    });
    const h = ask(g);
    expect(h).toMatchObject({ kind: 'no-progress', advice: 'undo', move: null, finished: false });
  });

  it('no single move makes progress, but one opens the way to a reveal: that first', () => {
    // 5S onto 6D is no progress by itself, but then 6H can go onto 7C and turn a card over
    // (6D onto 7C would only open the way to emptying a column, which comes after).
    const h = ask(
      four([
        ['#2H', '6H', '5S'],
        ['#3H', '7C'],
        ['4H', '6D'],
        ['8S', 'TD'],
      ]),
    );
    expect(h.kind).toBe('heuristic');
    expect(h.candidates[0]!.progress).toEqual([]);
    expect(h.move).toEqual({ type: 'move', from: 0, to: 2, count: 1 });
  });

  it('carries the verified flag (it only chooses the words)', () => {
    const g = table([
      ['TH', '6S'],
      ['#3H', '7H'],
    ]);
    expect(ask(g, 1, { verified: true }).verified).toBe(true);
    expect(ask(g, 1, { verified: false }).verified).toBe(false);
    expect({ ...ask(g, 1, { verified: true }), verified: false }).toEqual(ask(g, 1));
  });
});

describe('exact verdicts on fully known tables', () => {
  it('a proven dead end says "lost", and the engine agrees no line wins', () => {
    const g = deadEnd('*');
    expect(unknownCount(knownPosition(g))).toBe(0);
    expect(bruteForce(g).won).toBe(false);
    const h = ask(g, 200_000);
    expect(h).toMatchObject({ kind: 'lost', move: null, finished: true });
  });

  it('a won line: every hint is a win, and following them wins the game', () => {
    let g = makeGame({
      suits: 1,
      completed: 7,
      dump: [],
      columns: [['QS', 'KS'], ['TS', 'JS'], ['8S', '9S'], ['6S', '7S'], ['4S', '5S'], ['2S', '3S'], ['AS']],
    });
    expect(bruteForce(g).won).toBe(true);
    for (let n = 0; n < 60 && !isWon(g.position); n++) {
      const h = ask(g, 200_000);
      expect(h.kind).toBe('win');
      const r = applyAction(g, h.move!);
      expect(r.ok).toBe(true);
      if (r.ok) g = r.game;
    }
    expect(isWon(g.position)).toBe(true);
  });

  it('out of budget it says the search did not finish, never "lost"', () => {
    const h = ask(deadEnd('*'), 1);
    expect(h.kind).not.toBe('lost');
    expect(h.finished).toBe(false);
  });
});

describe('with unknown cards', () => {
  it('the same dead end with its face-down cards unseen is never "lost"', () => {
    const g = deadEnd('#');
    expect(unknownCount(knownPosition(g))).toBe(8);
    for (const budget of [1, 5_000, 100_000]) {
      const h = ask(g, budget, { samples: 4 });
      expect(h.kind).not.toBe('lost');
      expect(h.move).not.toBeNull();
    }
  });

  it('a win found in the samples names a legal move, and the same seed repeats it exactly', () => {
    const g = table([['#2S', '5S'], ['#3S', '6S'], ['4S']], {}, 1);
    const a = ask(g, 20_000, { samples: 4, seed: 7, method: 'sample' });
    const b = ask(g, 20_000, { samples: 4, seed: 7, method: 'sample' });
    expect(a).toEqual(b);
    expect(a.samples).toBe(4);
    if (a.move) expect(applyAction(g, a.move).ok).toBe(true);
    for (const c of a.candidates) expect(applyAction(g, c.move).ok).toBe(true);
  });

  it('the reveal-aware search names a legal move, rated by its trial games, and the same seed repeats it exactly', () => {
    const g = table([['#2S', '5S'], ['#3S', '6S'], ['4S']], {}, 1);
    const a = ask(g, 20_000, { seed: 7 });
    const b = ask(g, 20_000, { seed: 7 });
    expect(a).toEqual(b);
    expect(a.kind).toBe('chance');
    expect(a.samples).toBe(a.candidates[0]!.games);
    expect(a.wins).toBeLessThanOrEqual(a.samples);
    if (a.move) expect(applyAction(g, a.move).ok).toBe(true);
    for (const c of a.candidates) expect(applyAction(g, c.move).ok).toBe(true);
  });
});

describe('when the sampled wins guide the hint', () => {
  it('with a stock left, only when three quarters of the arrangements were won; with none, any win', () => {
    expect(plansGuide(10, 8, 8)).toBe(true);
    expect(plansGuide(10, 6, 8)).toBe(true);
    expect(plansGuide(10, 5, 8)).toBe(false);
    expect(plansGuide(50, 4, 8)).toBe(false);
    expect(plansGuide(0, 1, 8)).toBe(true);
    expect(plansGuide(0, 0, 8)).toBe(false);
  });
});

describe('the time cap (slow phones)', () => {
  it('a hint that runs out of time still names a legal move, and a fast clock changes nothing', () => {
    const g = table([['#2S', '5S'], ['#3S', '6S'], ['4S']], {}, 1);
    let t = 0;
    const slow = hint(knownPosition(g), { rules: g.rules, seed: 3, budget: 20_000, timeLimitMs: 1_000, now: () => (t += 100) });
    if (slow.move) expect(applyAction(g, slow.move).ok).toBe(true);
    const frozen = hint(knownPosition(g), { rules: g.rules, seed: 3, budget: 20_000, timeLimitMs: 1_000, now: () => 0 });
    expect(frozen).toEqual(hint(knownPosition(g), { rules: g.rules, seed: 3, budget: 20_000 }));
  });
});

describe("a benchmark's judge", () => {
  it('makes the search judged where the app has no judge (4 suits), and only then', () => {
    const g = newGame(4, 11);
    const asked = (shape: { horizon: number; lines: number; judge?: readonly number[] }) =>
      hint(knownPosition(g), { rules: g.rules, seed: 1, budget: 20_000, games: 60, shape });
    const judge = [0.5, -2, -1, 1.5, 2, 1, 0.5, -1, -2, 0.5, 1];
    const judged = asked({ horizon: 20, lines: 0, judge });
    expect(judged.kind).toBe('chance');
    expect(judged.candidates.every((c) => c.chance !== undefined)).toBe(true);
    expect(asked({ horizon: 20, lines: 0 }).candidates.some((c) => c.chance !== undefined)).toBe(false);
  });
});
