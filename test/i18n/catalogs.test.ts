import { describe, expect, it } from 'vitest';
import { uiDe } from '../../src/i18n/ui-de.ts';
import { uiEn } from '../../src/i18n/ui-en.ts';
import type { UiText } from '../../src/i18n/ui-text.ts';
import { uiZhHans } from '../../src/i18n/ui-zh-hans.ts';
import { uiZhHant } from '../../src/i18n/ui-zh-hant.ts';
import type { SaveError } from '../../src/game/save.ts';

const OTHERS: Record<string, UiText> = { de: uiDe, 'zh-Hans': uiZhHans, 'zh-Hant': uiZhHant };

const SAVE_ERRORS: SaveError[] = [
  { code: 'not-json' },
  { code: 'not-an-object' },
  { code: 'bad-version' },
  { code: 'missing-field', field: 'actions' },
  { code: 'bad-field', field: 'deal' },
  { code: 'bad-start', reason: 'cards' },
  { code: 'bad-action', index: 6 },
  { code: 'illegal-action', index: 41, reason: 'rank-mismatch' },
  { code: 'inconsistent' },
];

/**
 * Sample calls for every function in a catalog. A function without samples fails the test, so
 * a new message cannot slip in untested in some language.
 */
const SAMPLES: Record<string, unknown[][]> = {
  joinSentences: [[['Move 1.', 'Deal 2.']]],
  cardSizeNote: [
    [33, 33, true],
    [70, 72, true],
    [54, 57, false],
  ],
  firstWin: [[1], [2], [4]],
  cardName: [
    [7, 'H'],
    [12, 'S'],
    [1, 'C'],
    [10, 'D'],
    [13, 'S'],
    [11, 'H'],
  ],
  column: [[1], [10]],
  analysisProgress: [
    [1, 9],
    [9, 9],
  ],
  analysisMove: [
    ['7 of spades', 1, 3, 5],
    ['Queen of hearts', 4, 10, 1],
  ],
  analysisLostAt: [[87, '7 of spades from column 3 to column 5']],
  retriedTo: [[0], [86]],
  lastGameInfo: [[1], [57]],
  suitPlural: [['S'], ['H'], ['D'], ['C']],
  roundsLeft: [[0], [1], [2], [5]],
  moves: [[0], [1], [2], [5], [123]],
  runs: [[0], [3], [8]],
  dealsLeft: [[0], [1], [4]],
  faceDown: [[0], [1], [44]],
  time: [['1:05']],
  score: [[499]],
  dealInfo: [
    [7, 2, 'verified', null],
    [9, 4, 'daily', '2026-11-30'],
    [null, 1, 'position', null],
    [4294967295, 1, 'random', null],
    [5, 2, 'link', null],
    [6, 1, 'number', null],
  ],
  languageUnknown: [['xx']],
  runCompleted: [['S'], ['H'], ['D'], ['C']],
  suitsOption: [[1], [2], [4]],
  linkConfirmText: [[42, 2]],
  count: [[0], [7], [123]],
  percent: [[0], [0.5], [1]],
  duration: [[0], [65_000], [3_723_000]],
  confirmResetTitle: [[1], [2], [4]],
  recordsSummary: [
    [1, 0, 0, 0],
    [2, 3, 5, 1],
    [4, 12, 20, 7],
  ],
  pickerCount: [
    [1, 1],
    [2, 5],
    [5, 5],
  ],
  toColumn: [[1], [10]],
  hintMove: [
    ['7 of hearts', 1, 3, 5, false],
    ['Queen of spades', 4, 10, 1, true],
  ],
  hintSampled: [
    [3, 8],
    [1, 1],
  ],
  hintCount: [
    [1, 4],
    [3, 12],
  ],
  selectedCards: [[1], [3]],
  moveButton: [
    [1, 3, 5],
    [4, 10, 1],
  ],
  fromColumn: [[2]],
  moved: [
    ['7♥', 1, 4],
    ['Q♠', 3, 10],
  ],
  revealed: [['K♣']],
  dealt: [[0], [1], [4]],
  speedName: [[0.5], [1], [8]],
  showMeStart: [[1], [140]],
  showMeCounter: [
    [1, 1],
    [12, 140],
  ],
  showMeStep: [[12, 140, '7♥ → 4']],
  dailyPlayed: [
    [1, 1],
    [12, 9],
    [1234, 617],
  ],
  dailyBeat: [
    [0.5, 0.25],
    [0.7, null],
    [null, 0.4],
  ],
  storageNotice: [
    ...SAVE_ERRORS.map((error) => [{ kind: 'game-unreadable', error }]),
    [{ kind: 'settings-unreadable' }],
    [{ kind: 'settings-repaired', fields: ['theme', 'suits'] }],
    [{ kind: 'records-unreadable' }],
    [{ kind: 'records-repaired', fields: ['2.won'] }],
    [{ kind: 'dailies-unreadable' }],
    [{ kind: 'dailies-repaired', fields: ['2.2026-02-30'] }],
  ],
  // issue 24, a daily worth sharing
  dailyShareText: [
    [{ day: '2026-12-02', suits: 2, won: true, moves: 143, timeMs: 372_000, hints: 0, undos: 3, link: 'https://x.example/?suits=2&deal=9' }],
    [{ day: '2026-11-30', suits: 1, won: false, moves: 1, timeMs: 5_000, hints: 1, undos: 0, link: 'https://x.example/?suits=1&deal=8' }],
    [{ day: '2026-11-30', suits: 4, won: true, moves: 2, timeMs: 3_725_000, hints: null, undos: 1, link: 'https://x.example/?suits=4&deal=7' }],
  ],
  calendarMonth: [['2026-12'], ['2027-01']],
  calendarDay: [
    ['2026-12-02', 'won'],
    ['2026-11-30', 'played'],
    ['2027-01-31', null],
  ],
  weekday: [[0], [3], [6]],
  // issue 11, layout
  runsDone: [
    [0, 8],
    [3, 8],
  ],
  // issue 24, Finish
  finishPlaying: [
    [1, 22],
    [21, 22],
  ],
  finishDone: [[1], [22]],
  finishSkipped: [[1], [22]],
  finishInterrupted: [
    [1, 1],
    [3, 22],
  ],
};

const digits = (s: string) => (s.match(/\d+/g) ?? []).sort();

function shapeOf(value: unknown): unknown {
  if (typeof value === 'string') return 'string';
  if (typeof value === 'function') return 'function';
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, shapeOf((value as Record<string, unknown>)[k])]),
    );
  }
  return typeof value;
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe.each(Object.entries(OTHERS))('the %s catalog', (code, text) => {
  it('has every member of the English one, of the same shape, and nothing empty', () => {
    expect(text.lang).toBe(code);
    for (const [key, en] of Object.entries(uiEn)) {
      const value: unknown = (text as unknown as Record<string, unknown>)[key];
      expect(value, key).toBeDefined();
      expect(shapeOf(value), key).toEqual(shapeOf(en));
      for (const s of strings(value)) expect(s.trim(), key).not.toBe('');
    }
  });

  it('every message with a number says the same numbers as in English (placeholders match)', () => {
    for (const [key, en] of Object.entries(uiEn)) {
      if (typeof en !== 'function') continue;
      const samples = SAMPLES[key];
      expect(samples, `samples for ${key}`).toBeDefined();
      const fn = (text as unknown as Record<string, (...a: unknown[]) => string>)[key]!;
      for (const args of samples!) {
        const mine = fn(...args);
        const theirs = (en as (...a: unknown[]) => string)(...args);
        expect(typeof mine, `${key}(${JSON.stringify(args)})`).toBe('string');
        expect(mine.trim(), `${key}(${JSON.stringify(args)})`).not.toBe('');
        if (key === 'cardName') continue; // ranks may be words ("Herz-Sieben"); tested below
        for (const d of digits(theirs)) expect(digits(mine), `${key}(${JSON.stringify(args)}) = "${mine}"`).toContain(d);
      }
    }
  });

  it('names the four languages by their own names', () => {
    const { auto: _auto, ...names } = text.languageNames;
    const { auto: _enAuto, ...enNames } = uiEn.languageNames;
    expect(names).toEqual(enNames);
  });

  it('word breaks only add soft hyphens to words the catalog uses', () => {
    const used = new Set(strings(Object.values(text)));
    for (const [word, broken] of Object.entries(text.wordBreaks ?? {})) {
      expect(broken.replace(/\u00ad/g, ''), word).toBe(word);
      expect(broken, word).toContain('\u00ad');
      expect(used.has(word), `${word} is a label in the catalog`).toBe(true);
    }
  });

  it('names every card differently (screen readers tell all 52 apart)', () => {
    const names = new Set<string>();
    for (const suit of ['S', 'H', 'D', 'C'] as const) for (let rank = 1; rank <= 13; rank++) names.add(text.cardName(rank as 1, suit));
    expect(names.size).toBe(52);
  });
});

describe('language-specific forms', () => {
  it('plural forms for 0, 1, 2 and 5', () => {
    expect([0, 1, 2, 5].map(uiEn.roundsLeft)).toEqual(['Stock empty, no rounds left', '1 round left', '2 rounds left', '5 rounds left']);
    const de = [1, 2, 5].map(uiDe.roundsLeft);
    expect(de[0]).toMatch(/\b1 Runde\b/);
    expect(de[1]).toMatch(/\b2 Runden\b/);
    expect(de[2]).toMatch(/\b5 Runden\b/);
    expect(uiDe.suitsOption(1)).toMatch(/\b1 Farbe$/);
    expect(uiDe.suitsOption(4)).toMatch(/\b4 Farben$/);
    // Chinese has one form: the count changes, the words around it do not.
    for (const zh of [uiZhHans, uiZhHant]) {
      const forms = [1, 2, 5].map((n) => zh.roundsLeft(n).replace(String(n), 'N'));
      expect(new Set(forms).size).toBe(1);
      expect(zh.roundsLeft(0)).not.toBe(forms[0]!.replace('N', '0'));
    }
  });

  it('card names in each language’s own style', () => {
    expect(uiDe.cardName(7, 'H')).toBe('Herz-Sieben');
    expect(uiDe.cardName(12, 'S')).toBe('Pik-Dame');
    expect(uiZhHans.cardName(7, 'H')).toBe('红桃7');
    expect(uiZhHant.cardName(7, 'H')).toBe('紅心7');
  });

  it('Simplified and Traditional Chinese differ where usage differs, not only in characters', () => {
    expect(uiZhHans.settings).toBe('设置');
    expect(uiZhHant.settings).toBe('設定');
    expect(uiZhHans.undo).not.toBe(uiZhHant.undo);
  });
});
