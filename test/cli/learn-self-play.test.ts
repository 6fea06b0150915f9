/**
 * Self-play for the learned value (scripts/learn-self-play.ts): the one-ply player sees only what
 * a player sees, plays only legal actions, and a game of TD(λ) is repeatable and learns.
 */
import { describe, expect, it } from 'vitest';
import { newNet, uniform } from '../../src/solver/learned-value.ts';
import { UNSEEN, type LookTable } from '../../src/solver/position-score.ts';
import {
  actionOf,
  decodeEndgameRates,
  endgameRate,
  netChooser,
  playOnePly,
  replayChoices,
  roundReward,
  scoreChooser,
  selfPlayGame,
  shuffledByKeys,
} from '../../scripts/learn-self-play.ts';
import type { Action } from '../../src/engine/game.ts';

const td = { alpha: 0.0002, lambda: 0.7, epsilon: 0.05, clip: 5 };

describe('self-play of the one-ply player', () => {
  it('shows the chooser no face-down card, before or after a choice', () => {
    const tables: LookTable[] = [];
    const net = newNet(6, 4, uniform(1));
    const choose = netChooser(net);
    playOnePly(4, 1_000_003, 'classic', (view, choices) => {
      tables.push(view, ...choices.map((c) => c.after));
      return choose(view, choices);
    });
    expect(tables.length).toBeGreaterThan(50);
    for (const t of tables) t.cols.forEach((col, c) => expect(col.slice(0, t.down[c]!).every((f) => f === UNSEEN)).toBe(true));
  });

  it("plays whole games with the app's score and with a network (an illegal choice would throw)", () => {
    const a = playOnePly(4, 1_000_004, 'classic', scoreChooser);
    const b = playOnePly(4, 1_000_004, 'classic', netChooser(newNet(6, 4, uniform(2))));
    for (const g of [a, b]) {
      expect(g.actions).toBeGreaterThan(0);
      expect(g.faceDownAtLastDeal === null || g.faceDownAtLastDeal <= 44).toBe(true);
    }
  });

  it("replays a stored game's choices as the player made them: the same tables after, the same rewards", () => {
    const made: [LookTable, number][] = [];
    const actions: Action[] = [];
    playOnePly(4, 1_000_006, 'classic', scoreChooser, 600, (c) => {
      made.push([c.after, c.reward]);
      actions.push(actionOf(c.move));
    });
    const replayed: [LookTable, number][] = [];
    const deals: boolean[] = [];
    replayChoices(4, 1_000_006, 'classic', actions, (after, reward, isDeal) => {
      replayed.push([after, reward]);
      deals.push(isDeal);
    });
    expect(made.length).toBeGreaterThan(20);
    expect(replayed).toEqual(made);
    // Each deal is told apart (fit --round-reach pays there), and only the deals.
    expect(deals).toEqual(actions.map((a) => a.type === 'deal'));
    expect(deals.filter(Boolean).length).toBeGreaterThan(0);
  });

  it('shuffles into a new order of the same items, the same one for the same draws', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const a = shuffledByKeys(items, uniform(11));
    expect(shuffledByKeys(items, uniform(11))).toEqual(a);
    expect([...a].sort((x, y) => x - y)).toEqual(items);
    expect(a).not.toEqual(items);
  });

  it('a TD(λ) game changes the weights, the same way each time', () => {
    const one = newNet(6, 4, uniform(3));
    const two = newNet(6, 4, uniform(3));
    const start = Array.from(one.params);
    const x = selfPlayGame(one, 4, 1_000_005, 'classic', td);
    const y = selfPlayGame(two, 4, 1_000_005, 'classic', td);
    expect(y).toEqual(x);
    expect(Array.from(two.params)).toEqual(Array.from(one.params));
    expect(Array.from(one.params)).not.toEqual(start);
  });
});

describe('the reward for a win kept in reach at a deal (fit --round-reach)', () => {
  it('pays the whole worth for a table the solver won, half for one it could not decide, nothing else', () => {
    expect([roundReward('solved', 2), roundReward('unknown', 2), roundReward('unsolvable', 2), roundReward(undefined, 2)]).toEqual([2, 1, 0, 0]);
  });
});

describe("the endgame's rates for a win in reach (fit --rates)", () => {
  it('weighs a table by the first band that holds its cards face down, and nothing past the last', () => {
    const r = decodeEndgameRates('5:1,10:0.8,15:0.2');
    expect(r.ok).toBe(true);
    const rates = r.ok ? r.value : null;
    expect([0, 5, 6, 10, 11, 15, 16].map((fd) => endgameRate(rates, fd))).toEqual([1, 1, 0.8, 0.8, 0.2, 0.2, 0]);
    expect(endgameRate(rates, null)).toBe(0);
    expect(endgameRate(null, 30)).toBe(1);
  });

  it('refuses bands out of order, rates outside 0..1 and malformed pairs', () => {
    for (const text of ['10:1,5:0.5', '5:1.5', '5', 'a:1', '5:1:2', '5:-0.1'])
      expect(decodeEndgameRates(text)).toMatchObject({ ok: false, error: 'bad-rates' });
    expect(decodeEndgameRates('')).toEqual({ ok: true, value: null });
  });
});
