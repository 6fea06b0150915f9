import { describe, expect, it } from 'vitest';
import { dailyDeal } from '../../src/engine/daily.ts';
import { newGame } from '../../src/engine/game.ts';
import { makeController } from './helpers.tsx';

const TODAY = Date.UTC(2026, 11, 2, 3); // 2 December 2026, noon in UTC+9
const LIST = [3, 8, 21, 34, 55];
const daily = (day: string, suits: 1 | 2 | 4) => dailyDeal(LIST, day, suits)!;

async function open(href: string, prepare = true) {
  const made = makeController({ game: newGame(1, 1), kind: 'verified', today: TODAY, list: LIST });
  if (prepare) await made.controller.links.prepare(href);
  made.controller.links.openLocation(href);
  return made;
}

describe('a shared daily’s link', () => {
  it('whose deal is that day’s daily starts that daily (counted as one: calendar, records, results)', async () => {
    const deal = daily('2026-12-01', 2);
    const { session, dailies } = await open(`https://spider.example/?suits=2&deal=${deal}&daily=2026-12-01`);
    expect(session.kind.value).toBe('daily');
    expect(session.day.value).toBe('2026-12-01');
    expect(session.game.value.deal).toBe(deal);
    expect(session.game.value.position.suits).toBe(2);
    await dailies.ready;
    session.deal();
    expect(dailies.history.value[2]).toEqual({ '2026-12-01': 'played' });
  });

  it('whose deal is not that day’s daily, whose day is after today, or with other rules: a plain link to the deal', async () => {
    const wrong = LIST.find((d) => d !== daily('2026-12-02', 2))!;
    for (const href of [
      `https://spider.example/?suits=2&deal=${wrong}&daily=2026-12-02`,
      `https://spider.example/?suits=2&deal=${daily('2026-12-03', 2)}&daily=2026-12-03`,
      `https://spider.example/?suits=2&deal=${daily('2026-12-02', 2)}&daily=2026-12-02&rules=strict`,
    ]) {
      const { session } = await open(href);
      expect(session.kind.value, href).toBe('link');
      expect(session.day.value, href).toBeNull();
    }
  });

  it('without its day’s list (not prepared, or the list does not load): a plain link', async () => {
    const { session } = await open(`https://spider.example/?suits=2&deal=${daily('2026-12-02', 2)}&daily=2026-12-02`, false);
    expect(session.kind.value).toBe('link');
    const failing = makeController({ game: newGame(1, 1), today: TODAY, loadVerified: () => Promise.reject(new Error('offline')) });
    const href = `https://spider.example/?suits=2&deal=${daily('2026-12-02', 2)}&daily=2026-12-02`;
    await failing.controller.links.prepare(href);
    failing.controller.links.openLocation(href);
    expect(failing.session.kind.value).toBe('link');
  });

  it('a bad day: refused with its reason, nothing changed', async () => {
    const { session, controller } = await open('https://spider.example/?suits=2&deal=8&daily=2026-13-01');
    expect(session.kind.value).toBe('verified');
    expect(session.game.value.deal).toBe(1);
    expect(controller.messages.toast.value).toMatchObject({
      tone: 'alert',
      text: 'That link’s daily date is not a calendar day (YYYY-MM-DD), so it was not opened.',
    });
  });

  it('a game in progress: asked first; Yes starts it as the daily', async () => {
    const href = `https://spider.example/?suits=4&deal=${daily('2026-12-02', 4)}&daily=2026-12-02`;
    const made = makeController({ game: newGame(1, 1), kind: 'verified', today: TODAY, list: LIST });
    made.session.deal();
    await made.controller.links.prepare(href);
    made.controller.links.openLocation(href);
    expect(made.controller.dialogs.dialog.value.kind).toBe('link');
    made.controller.dialogs.confirm();
    expect(made.session.kind.value).toBe('daily');
    expect(made.session.day.value).toBe('2026-12-02');
  });
});
