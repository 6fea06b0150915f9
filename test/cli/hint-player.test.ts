/**
 * The strength benchmark's player (scripts/hint-player.ts): the diagnostic peek shows the hint
 * only what it names; the tuning stage `look` asks only the look-ahead while a stock is left; a
 * game can stop at its last deal.
 */
import { describe, expect, it } from 'vitest';
import type { CardId, SuitCount } from '../../src/engine/cards.ts';
import { applyAction, newGame } from '../../src/engine/game.ts';
import { faceDownCount } from '../../src/engine/position.ts';
import { faceOf, knownPosition, unknownCount } from '../../src/solver/known.ts';
import { budgetFor, endgamePlan, learnedRoundsOf, playHintsOnly, samplesFor, shownToHint, vote, type PlayOptions } from '../../scripts/hint-player.ts';
import type { HintAdvice } from '../../src/solver/hint-types.ts';
import { newNet, uniform } from '../../src/solver/learned-value.ts';

describe("the strength benchmark's diagnostic peek", () => {
  const start = newGame(2, 7002, 'classic');
  const dealt = applyAction(start, { type: 'deal' });
  if (!dealt.ok) throw new Error('deal refused');
  const game = dealt.game;
  const faces = (ids: readonly CardId[]) => ids.map((id) => faceOf(id, 2));

  it('shows the hint only what the player knows when nothing is peeked', () => {
    expect(shownToHint(game)).toEqual(knownPosition(game));
    expect(unknownCount(shownToHint(game))).toBe(44 + 40);
  });

  it('uncovers the stock, in dealing order, and nothing else', () => {
    const k = shownToHint(game, 'stock');
    expect(k.stock).toEqual(faces(game.position.stock));
    expect(k.columns).toEqual(knownPosition(game).columns);
    expect(unknownCount(k)).toBe(44);
  });

  it('uncovers the face-down cards of every column, and nothing else', () => {
    const k = shownToHint(game, 'face-down');
    k.columns.forEach((c, i) => {
      expect(c.cards).toEqual(faces(game.position.columns[i]!.cards));
      expect(c.down).toBe(game.position.columns[i]!.down);
    });
    expect(k.stock).toEqual(knownPosition(game).stock);
    expect(unknownCount(k)).toBe(40);
  });

  it('with next uncovers only the card each column would turn over next', () => {
    const k = shownToHint(game, 'next');
    const known = knownPosition(game);
    k.columns.forEach((c, i) => {
      const col = game.position.columns[i]!;
      c.cards.forEach((slot, j) => expect(slot).toEqual(j === col.down - 1 || j >= col.down ? faceOf(col.cards[j]!, 2) : known.columns[i]!.cards[j]));
      expect(c.down).toBe(col.down);
    });
    expect(k.stock).toEqual(known.stock);
    expect(unknownCount(k)).toBe(44 + 40 - 10); // ten columns, each with cards face down
  });
});

/** A hint-only game's result (its time left out) and its actions, each as JSON. */
function playedActions(suits: SuitCount, deal: number, o: PlayOptions) {
  const played: string[] = [];
  const p = playHintsOnly(suits, deal, { ...o, onAction: (a) => played.push(JSON.stringify(a)) });
  return { p: { ...p, ms: 0 }, played };
}

describe('the hint-only player', () => {
  it('with --stage look plays the look-ahead alone while a stock is left: only its kinds of hint, never a search', () => {
    const p = playHintsOnly(2, 7, { budget: 20_000, stage: 'look', maxActions: 30 });
    expect(p.stockLeft).toBeGreaterThan(0);
    expect(p.faceDownAtLastDeal).toBeNull();
    expect(p.kinds.win + p.kinds.chance + p.kinds.sample + p.kinds.lost).toBe(0);
    expect(p.kinds.heuristic).toBeGreaterThan(0);
    expect(p.actions).toBeGreaterThan(10);
  });

  it('with --stage look asks the whole hint once the stock is dealt out', () => {
    const p = playHintsOnly(1, 7, { budget: 20_000, games: 100, stage: 'look' });
    expect(p.stockLeft).toBe(0);
    expect(p.kinds.chance + p.kinds.sample + p.kinds.win).toBeGreaterThan(0);
    // After the last deal cards are only turned over, never dealt face down.
    expect(p.faceDownAtLastDeal).toBeGreaterThanOrEqual(p.faceDown);
  });

  it('shows each action with the game just after it, the one the engine makes of the actions so far', () => {
    let replayed = newGame(2, 7, 'classic');
    let seen = 0;
    playHintsOnly(2, 7, {
      budget: 20_000,
      stage: 'look',
      maxActions: 30,
      onAction: (a, after) => {
        const r = applyAction(replayed, a);
        if (!r.ok) throw new Error(r.reason);
        replayed = r.game;
        expect(after.position).toEqual(replayed.position);
        seen++;
      },
    });
    expect(seen).toBeGreaterThan(10);
  });

  it('stops at the last deal when asked, having shown that table once, as the whole game reaches it', () => {
    const o = { budget: 20_000, games: 100, stage: 'look' } as const;
    const whole = playHintsOnly(2, 7, o);
    const shown: number[] = [];
    const p = playHintsOnly(2, 7, { ...o, stopAtLastDeal: true, onLastDeal: (g) => shown.push(g.position.stock.length, faceDownCount(g.position)) });
    expect(shown).toEqual([0, whole.faceDownAtLastDeal]);
    expect(p.ending).toBe('stopped');
    expect(p.stockLeft).toBe(0);
    expect(p.faceDown).toBe(whole.faceDownAtLastDeal);
    expect(p.actions).toBeLessThan(whole.actions);
  });

  it('with an endgame budget or fewer endgame arrangements asks for them only once the stock is dealt out, and plays the same game until then', () => {
    expect([budgetFor({ budget: 100 }, 0), budgetFor({ budget: 100, endBudget: 500 }, 10), budgetFor({ budget: 100, endBudget: 500 }, 0)]).toEqual([
      100, 100, 500,
    ]);
    const o = { budget: 20_000, games: 100, stage: 'look' } as const;
    const actions = (extra: { endBudget?: number; endSamples?: number }) => playedActions(2, 7, { ...o, ...extra });
    const plain = actions({});
    expect(actions({ endBudget: 20_000 })).toEqual(plain);
    expect([samplesFor({ samples: 8 }, 0), samplesFor({ samples: 8, endSamples: 2 }, 10), samplesFor({ samples: 8, endSamples: 2 }, 0)]).toEqual([8, 8, 2]);
    const bigger = actions({ endBudget: 200_000 });
    const lastDeal = plain.played.lastIndexOf(JSON.stringify({ type: 'deal' }));
    expect(lastDeal).toBeGreaterThan(0);
    expect(bigger.played.slice(0, lastDeal + 1)).toEqual(plain.played.slice(0, lastDeal + 1));
    expect(bigger.p.faceDownAtLastDeal).toBe(plain.p.faceDownAtLastDeal);
    // After it the bigger search plays its own endgame (on this deal, five actions shorter).
    expect(bigger.played).not.toEqual(plain.played);
    // Fewer arrangements in the endgame: the same game up to the last deal too.
    const fewer = actions({ endSamples: 1 });
    expect(fewer.played.slice(0, lastDeal + 1)).toEqual(plain.played.slice(0, lastDeal + 1));
  });

  it('with a learned score only at the end plays the same game as without until the last deal', () => {
    const o = { budget: 20_000, games: 100, stage: 'look' } as const;
    const learned = { net: newNet(6, 4, uniform(7)), mix: 0.5 };
    const actions = (extra: Partial<PlayOptions>) => playedActions(2, 7, { ...o, ...extra }).played;
    const plain = actions({});
    const lastDeal = plain.lastIndexOf(JSON.stringify({ type: 'deal' }));
    expect(lastDeal).toBeGreaterThan(0);
    const always = actions({ learned });
    expect(always.slice(0, lastDeal + 1)).not.toEqual(plain.slice(0, lastDeal + 1)); // the score matters before it
    expect(actions({ learned, learnedOnlyAtEnd: true }).slice(0, lastDeal + 1)).toEqual(plain.slice(0, lastDeal + 1));
  });

  it("with a panel of learned scores plays the move most of the panel chooses, the app's score breaking ties", () => {
    const o = { budget: 20_000, games: 100, stage: 'look', maxActions: 60, learnedWhileStock: 10 } as const;
    const learned = { net: newNet(6, 4, uniform(7)), mix: 0.5 };
    const game = (extra: Partial<PlayOptions>) => playedActions(4, 1_000_006, { ...o, ...extra }).played;
    const base = game({});
    const alone = game({ learned });
    expect(alone).not.toEqual(base); // the learned score chooses otherwise somewhere
    // The app's score and one learned score: every disagreement is a tie, so the app's move.
    expect(game({ voters: [learned] })).toEqual(base);
    // The app's score and the same learned score twice: the learned score's move, two to one.
    expect(game({ voters: [learned, learned] })).toEqual(alone);
  });

  it('a vote takes the move most answers give, and the first asked among equals', () => {
    const answer = (from: number | null): HintAdvice => ({
      move: from === null ? null : { type: 'move', from, to: 9, count: 1 },
      kind: from === null ? 'no-progress' : 'heuristic',
      candidates: [],
      advice: null,
      finished: false,
    });
    const a = answer(1);
    const b = answer(2);
    const b2 = answer(2);
    expect(vote([a, b, b2])).toBe(b);
    expect(vote([a, b])).toBe(a);
    expect(vote([answer(null), a, answer(null)]).move).toBeNull();
    expect(() => vote([])).toThrow();
  });

  it('otherwise asks the whole hint, whose searches answer too', () => {
    const p = playHintsOnly(2, 7, { budget: 20_000, games: 100, maxActions: 80 });
    expect(p.kinds.chance + p.kinds.sample + p.kinds.win).toBeGreaterThan(0);
  });
});

describe('when a learned value stops (--net …,midK)', () => {
  it('reads mid as the last deal and midK as K rounds left, and nothing else', () => {
    expect(learnedRoundsOf('mid')).toBe(0);
    expect([1, 2, 3, 4].map((k) => learnedRoundsOf(`mid${k}`))).toEqual([1, 2, 3, 4]);
    for (const bad of ['mid0', 'mid5', 'mid12', 'MID', '', 'mid 1']) expect(learnedRoundsOf(bad)).toBeNull();
  });
});

describe('the endgame plan (--end-plan)', () => {
  it('is drawn from what the player knows: the same line whatever lies under the face-down cards', () => {
    const game = newGame(1, 12, 'classic');
    // The same table with the face-down cards of columns 0 and 1 swapped: nothing the player sees differs.
    const [a, b] = [game.position.columns[0]!, game.position.columns[1]!];
    const swapped = {
      ...game,
      position: {
        ...game.position,
        columns: [
          { ...a, cards: [...b.cards.slice(0, a.down), ...a.cards.slice(a.down)] },
          { ...b, cards: [...a.cards.slice(0, a.down), ...b.cards.slice(a.down)] },
          ...game.position.columns.slice(2),
        ],
      },
    };
    expect(a.down).toBe(b.down);
    expect(swapped.position.columns[0]!.cards.slice(0, a.down)).not.toEqual(a.cards.slice(0, a.down));
    const plan = endgamePlan(game, 200_000, 'classic', 1);
    expect(plan).not.toBeNull();
    expect(endgamePlan(swapped, 200_000, 'classic', 1)).toEqual(plan);
    expect(endgamePlan(game, 200_000, 'classic', 2)?.line).not.toEqual(plan!.line); // the seed draws another guess
  });

  it('plays the same game as without until the last deal, and follows only its own line after', () => {
    const o = { budget: 20_000, games: 100, stage: 'look' } as const;
    const plain = playedActions(2, 7, o).played;
    const lastDeal = plain.lastIndexOf(JSON.stringify({ type: 'deal' }));
    const planned = playedActions(2, 7, { ...o, endPlan: 100_000 });
    expect(planned.played.slice(0, lastDeal + 1)).toEqual(plain.slice(0, lastDeal + 1));
    expect(planned.p.kinds.sample).toBeGreaterThan(0);
    // Only where the hint is stuck: the same game up to the last deal as well.
    const stuck = playedActions(2, 7, { ...o, endPlan: 100_000, endPlanWhenStuck: true });
    expect(stuck.played.slice(0, lastDeal + 1)).toEqual(plain.slice(0, lastDeal + 1));
  });
});
