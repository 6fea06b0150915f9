import { describe, expect, it } from 'vitest';
import { dailyShare, shareText, type DailyShare, type SharePlatform } from '../../src/game/share.ts';
import { uiDe } from '../../src/i18n/ui-de.ts';
import { uiEn } from '../../src/i18n/ui-en.ts';
import { uiZhHans } from '../../src/i18n/ui-zh-hans.ts';
import { uiZhHant } from '../../src/i18n/ui-zh-hant.ts';

const WON: DailyShare = dailyShare('https://spider.example/play/?lang=de#x', {
  day: '2026-12-02',
  suits: 2,
  deal: 3447,
  rules: 'classic',
  won: true,
  moves: 143,
  timeMs: 372_400,
  counts: { undos: 3, hints: 0 },
});
const LOST: DailyShare = { ...WON, won: false, moves: 1, timeMs: 5_000, hints: 1, undos: 0 };

describe('the daily share text', () => {
  it('links that daily’s deal by its number and day, on the app’s address without its other parameters (the recipient keeps their own language)', () => {
    expect(WON.link).toBe('https://spider.example/play/?suits=2&deal=3447&daily=2026-12-02');
    expect(dailyShare('https://x.example/', { ...WON, deal: 7, rules: 'strict', counts: { undos: 0, hints: null } }).link).toBe(
      'https://x.example/?suits=2&deal=7&rules=strict&daily=2026-12-02',
    );
  });

  it('golden text in each language', () => {
    expect(uiEn.dailyShareText(WON)).toBe(
      'Spider daily 2026-12-02 · 2 suits · won in 143 moves, 6:12 · no hints · 3 undos\nhttps://spider.example/play/?suits=2&deal=3447&daily=2026-12-02',
    );
    expect(uiDe.dailyShareText(WON)).toBe(
      'Spider-Tagesspiel 2026-12-02 · 2 Farben · gewonnen in 143 Zügen, 6:12 · ohne Tipps · 3 Rücknahmen\nhttps://spider.example/play/?suits=2&deal=3447&daily=2026-12-02',
    );
    expect(uiZhHans.dailyShareText(WON)).toBe(
      '蜘蛛纸牌每日牌局 2026-12-02 · 2 种花色 · 通关，143 步，6:12 · 未用提示 · 撤销 3 次\nhttps://spider.example/play/?suits=2&deal=3447&daily=2026-12-02',
    );
    expect(uiZhHant.dailyShareText(WON)).toBe(
      '蜘蛛接龍每日牌局 2026-12-02 · 2 種花色 · 過關，143 步，6:12 · 沒用提示 · 復原 3 次\nhttps://spider.example/play/?suits=2&deal=3447&daily=2026-12-02',
    );
  });

  it('a loss, singular forms and hints not known', () => {
    expect(uiEn.dailyShareText(LOST)).toBe(
      'Spider daily 2026-12-02 · 2 suits · not won, 1 move, 0:05 · 1 hint · no undos\nhttps://spider.example/play/?suits=2&deal=3447&daily=2026-12-02',
    );
    expect(uiDe.dailyShareText(LOST)).toContain('nicht gewonnen, 1 Zug, 0:05 · 1 Tipp · ohne Rücknahme');
    expect(uiEn.dailyShareText({ ...WON, hints: null })).toContain('· hints not counted ·');
    expect(uiEn.dailyShareText({ ...WON, timeMs: 3_725_000 })).toContain('1:02:05');
  });

  it('spoils nothing: no card name, suit symbol or column in any language', () => {
    for (const t of [uiEn, uiDe, uiZhHans, uiZhHant]) {
      for (const s of [WON, LOST]) {
        const text = t.dailyShareText(s);
        for (const suit of ['S', 'H', 'D', 'C'] as const) {
          expect(text).not.toContain(t.suitSymbol[suit]);
          for (let rank = 1; rank <= 13; rank++) expect(text).not.toContain(t.cardName(rank as 1, suit));
        }
        expect(text).not.toContain(t.column(1));
        expect(text.split('\n')).toHaveLength(2);
      }
    }
  });
});

/** A platform whose parts record what they were given and answer as told. */
function platform(parts: { share?: 'ok' | 'abort' | 'deny'; canShare?: boolean; copy?: 'ok' | 'deny' }) {
  const calls: string[] = [];
  const p: SharePlatform = {
    ...(parts.share
      ? {
          share: async (data) => {
            calls.push(`share:${data.text}`);
            if (parts.share === 'abort') throw new DOMException('cancelled', 'AbortError');
            if (parts.share === 'deny') throw new DOMException('no activation', 'NotAllowedError');
          },
        }
      : {}),
    ...(parts.canShare !== undefined ? { canShare: () => parts.canShare! } : {}),
    ...(parts.copy
      ? {
          writeText: async (text) => {
            calls.push(`copy:${text}`);
            if (parts.copy === 'deny') throw new DOMException('denied', 'NotAllowedError');
          },
        }
      : {}),
  };
  return { p, calls };
}

describe('sharing: the share sheet, else the clipboard, else shown', () => {
  it('the share sheet when there is one', async () => {
    const { p, calls } = platform({ share: 'ok', copy: 'ok' });
    expect(await shareText(p, 'T')).toBe('shared');
    expect(calls).toEqual(['share:T']);
  });

  it('a cancelled share sheet is the player’s choice: nothing else is tried', async () => {
    const { p, calls } = platform({ share: 'abort', copy: 'ok' });
    expect(await shareText(p, 'T')).toBe('cancelled');
    expect(calls).toEqual(['share:T']);
  });

  it('a share the platform refuses, or says it cannot make, falls back to the clipboard', async () => {
    const denied = platform({ share: 'deny', copy: 'ok' });
    expect(await shareText(denied.p, 'T')).toBe('copied');
    expect(denied.calls).toEqual(['share:T', 'copy:T']);
    const cannot = platform({ share: 'ok', canShare: false, copy: 'ok' });
    expect(await shareText(cannot.p, 'T')).toBe('copied');
    expect(cannot.calls).toEqual(['copy:T']);
  });

  it('no share sheet: the clipboard; neither works: shown', async () => {
    const copy = platform({ copy: 'ok' });
    expect(await shareText(copy.p, 'T')).toBe('copied');
    const none = platform({ copy: 'deny' });
    expect(await shareText(none.p, 'T')).toBe('shown');
    expect(none.calls).toEqual(['copy:T']);
    expect(await shareText({}, 'T')).toBe('shown');
  });
});
