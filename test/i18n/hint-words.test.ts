/**
 * How sure a reveal-aware hint is, in words (SPEC §4): from the search's own share of won
 * trial games, for the move shown and for each candidate that Hint again cycles to; never a
 * certainty while cards are hidden; in every language.
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine/game.ts';
import { confidenceOf, type Hint } from '../../src/game/hints.ts';
import { hintMessage, hintWords } from '../../src/i18n/hint-words.ts';
import { uiDe } from '../../src/i18n/ui-de.ts';
import { uiEn } from '../../src/i18n/ui-en.ts';
import { uiZhHans } from '../../src/i18n/ui-zh-hans.ts';
import { uiZhHant } from '../../src/i18n/ui-zh-hant.ts';

const position = newGame(2, 1).position; // 2S (column 3) fits on 3H (column 1) and 3S (column 4)

function chanceHint(candidates: { wins: number; games: number }[]): Hint {
  const moves = [{ type: 'move' as const, from: 2, to: 3, count: 1 }, { type: 'move' as const, from: 2, to: 0, count: 1 }, { type: 'deal' as const }];
  return {
    kind: 'chance',
    move: moves[0]!,
    candidates: candidates.map((c, i) => ({ move: moves[i]!, wins: c.wins, games: c.games, progress: [] })),
    advice: null,
    finished: true,
    samples: candidates[0]!.games,
    wins: candidates[0]!.wins,
    verified: false,
    positions: 1000,
  };
}

describe('confidence words', () => {
  it('bands the share of won trial games', () => {
    expect(confidenceOf(80, 100)).toBe('likely');
    expect(confidenceOf(70, 100)).toBe('likely');
    expect(confidenceOf(69, 100)).toBe('even');
    expect(confidenceOf(40, 100)).toBe('even');
    expect(confidenceOf(39, 100)).toBe('gamble');
    expect(confidenceOf(0, 0)).toBe('gamble');
  });

  it('says how the search rates the move shown, and each candidate Hint again shows', () => {
    const h = chanceHint([
      { wins: 90, games: 100 },
      { wins: 50, games: 100 },
      { wins: 10, games: 100 },
    ]);
    expect(hintWords(uiEn, position, h, 0, false)).toEqual(['Move 2 of spades from column 3 to column 4.', uiEn.hintChance.likely]);
    expect(hintWords(uiEn, position, h, 1, false)[1]).toBe(uiEn.hintChance.even);
    expect(hintWords(uiEn, position, h, 2, false)).toEqual([uiEn.hintDeal, uiEn.hintChance.gamble]);
  });

  it("takes the words from the judged search's estimate where it gives one", () => {
    const h = chanceHint([
      { wins: 0, games: 100 },
      { wins: 0, games: 100 },
      { wins: 90, games: 100 },
    ]);
    const judged: Hint = { ...h, candidates: h.candidates.map((c, i) => ({ ...c, chance: [0.75, 0.45, 0.1][i]! })) };
    expect(hintWords(uiEn, position, judged, 0, false)[1]).toBe(uiEn.hintChance.likely);
    expect(hintWords(uiEn, position, judged, 1, false)[1]).toBe(uiEn.hintChance.even);
    expect(hintWords(uiEn, position, judged, 2, false)[1]).toBe(uiEn.hintChance.gamble);
  });

  it('never claims a certain win while cards are hidden, in any language', () => {
    for (const text of [uiEn, uiDe, uiZhHans, uiZhHant]) {
      const words = Object.values(text.hintChance);
      expect(new Set(words).size).toBe(3);
      for (const w of words) expect(w).not.toBe(text.hintWins);
    }
    for (const w of Object.values(uiEn.hintChance)) expect(w).not.toMatch(/\b(certain|sure|always|guaranteed)\b/i);
  });
});

describe('one message per idea (issue 25)', () => {
  const deal = { type: 'deal' as const };
  const noProgress = (verified: boolean): Hint => ({
    kind: 'no-progress',
    move: deal,
    candidates: [{ move: deal, wins: 0, progress: [] }],
    advice: 'deal',
    finished: false,
    samples: 0,
    wins: 0,
    verified,
    positions: 10,
  });
  const later = { ...position, moves: 12 };

  it('at the start of a game a deal is simply the move, with no word of a search that found nothing', () => {
    for (const text of [uiEn, uiDe, uiZhHans, uiZhHant]) expect(hintWords(text, position, noProgress(true), 0, false)).toEqual([text.hintDeal]);
  });

  it('later, the advice to deal says the move once, and "found no way" once', () => {
    for (const text of [uiEn, uiDe, uiZhHans, uiZhHant]) {
      expect(hintWords(text, later, noProgress(true), 0, false)).toEqual([text.hintAdvice.deal, text.hintVerified]);
      expect(hintWords(text, later, noProgress(false), 0, false)).toEqual([text.hintAdvice.deal]);
    }
  });

  it('a heuristic hint on a verified deal says that no line was found once, not twice', () => {
    const h: Hint = { ...noProgress(true), kind: 'heuristic', advice: null, move: { type: 'move', from: 2, to: 3, count: 1 }, candidates: [] };
    const words = hintWords(uiEn, later, h, 0, false);
    expect(words).toContain(uiEn.hintVerified);
    expect(words).not.toContain(uiEn.hintUnfinished);
    expect(hintWords(uiEn, later, { ...h, verified: false }, 0, false)).toContain(uiEn.hintUnfinished);
  });
});

describe('sentences said together (issue 25)', () => {
  it('join with a space in English and German, with nothing after a full-width stop in Chinese', () => {
    const later = { ...position, moves: 12 };
    const h: Hint = {
      kind: 'heuristic',
      move: { type: 'move', from: 2, to: 3, count: 1 },
      candidates: [],
      advice: null,
      finished: false,
      samples: 0,
      wins: 0,
      verified: true,
      positions: 10,
    };
    for (const text of [uiEn, uiDe]) expect(hintMessage(text, later, h, 0, false)).toBe(hintWords(text, later, h, 0, false).join(' '));
    for (const text of [uiZhHans, uiZhHant]) {
      const m = hintMessage(text, later, h, 0, false);
      expect(hintWords(text, later, h, 0, false).length).toBeGreaterThan(1);
      expect(m).not.toMatch(/[。！？] /);
      expect(m).toBe(hintWords(text, later, h, 0, false).join(''));
    }
  });

  it('a single card that cannot go anywhere is "this card", not "these cards"', () => {
    expect(uiEn.refusals['no-destination-card']).toMatch(/this card/);
    expect(uiEn.refusals['no-destination']).toMatch(/these cards/);
    for (const text of [uiDe, uiZhHans, uiZhHant]) expect(text.refusals['no-destination-card']).not.toBe(text.refusals['no-destination']);
  });
});
