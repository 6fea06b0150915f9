/**
 * The supervised value (scripts/learn-reach.ts): its examples are the player's view of the
 * labelled tables, its targets follow the solver's verdicts, and a fit is repeatable and learns.
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/engine/game.ts';
import { newNet, uniform } from '../../src/solver/learned-value.ts';
import { UNSEEN, type LookTable } from '../../src/solver/position-score.ts';
import { actionOf, playOnePly, replayChoices, scoreChooser } from '../../scripts/learn-self-play.ts';
import { fitReach, meanSquare, reachExamples, reachTarget, type Verdict } from '../../scripts/learn-reach.ts';

/** A game of the one-ply player with the app's score: its actions. */
function played(deal: number): Action[] {
  const actions: Action[] = [];
  playOnePly(4, deal, 'classic', scoreChooser, 600, (c) => actions.push(actionOf(c.move)));
  return actions;
}

describe('examples for the supervised value', () => {
  it('are the tables after the labelled actions as the player saw them, worth what the verdict says', () => {
    const actions = played(1_000_021);
    const all: LookTable[] = [];
    replayChoices(4, 1_000_021, 'classic', actions, (after) => all.push(after));
    const labels: [number, Verdict][] = [
      [2, 'solved'],
      [9, 'unknown'],
      [15, 'unsolvable'],
    ];
    const ex = reachExamples(4, 1_000_021, 'classic', actions, labels, 20, 0.25);
    expect(ex.map((e) => e.table)).toEqual([all[2], all[9], all[15]]);
    expect(ex.map((e) => e.target)).toEqual([20, 5, 0]);
    for (const e of ex) e.table.cols.forEach((col, c) => expect(col.slice(0, e.table.down[c]!).every((f) => f === UNSEEN)).toBe(true));
  });

  it('values a verdict by its worth', () => {
    expect([reachTarget('solved', 10, 0.5), reachTarget('unknown', 10, 0.5), reachTarget('unsolvable', 10, 0.5)]).toEqual([10, 5, 0]);
  });
});

describe('fitting the supervised value', () => {
  const actions = played(1_000_022);
  const labels: [number, Verdict][] = actions.map((_, i) => [i, i % 3 === 0 ? 'unsolvable' : 'solved']);
  const examples = reachExamples(4, 1_000_022, 'classic', actions, labels, 10, 0);

  it('is the same fit every time, and lowers the squared error', () => {
    const one = newNet(6, 4, uniform(7));
    const two = newNet(6, 4, uniform(7));
    const before = meanSquare(one, examples);
    fitReach(one, examples, { alpha: 0.0005, epochs: 4, seed: 3 });
    fitReach(two, examples, { alpha: 0.0005, epochs: 4, seed: 3 });
    expect(Array.from(two.params)).toEqual(Array.from(one.params));
    expect(meanSquare(one, examples)).toBeLessThan(before);
  });

  it('learns a target that never changes', () => {
    const flat = examples.map((e) => ({ ...e, target: 7 }));
    const net = newNet(6, 4, uniform(8));
    fitReach(net, flat, { alpha: 0.0005, epochs: 30, seed: 4 });
    expect(meanSquare(net, flat)).toBeLessThan(0.5);
  });

  it('stops with a clear message when the weights diverge', () => {
    const net = newNet(6, 4, uniform(9));
    expect(() => fitReach(net, examples, { alpha: 10, epochs: 3, seed: 5 })).toThrow(/diverged/);
  });
});
