import type { SuitCount } from '../engine/cards.ts';
import { dailyDeal, dayKey } from '../engine/daily.ts';
import type { DealSources } from '../game/deals.ts';
import { parseDealLink } from '../game/link.ts';

/**
 * Whether a link's `daily=` day is true (issue 24): the deal it names must be that day's daily
 * by the frozen list, and the day must not be after today. Only then does the link start the
 * game as that daily (the calendar, the records and the results service count it); otherwise it
 * is an ordinary link to that deal number. The check is synchronous, so a link still starts its
 * game before the first paint: `prepare` loads the list first (a link without a day needs none).
 */
export interface DailyLinks {
  /** Loads the verified list a daily link in this address needs; never rejects. */
  prepare(href: string): Promise<void>;
  /** The daily deal of `day`, when its list is at hand and the day is not after today; else null. */
  known(day: string, suits: SuitCount): number | null;
}

export function createDailyLinks(deals: DealSources): DailyLinks {
  const lists = new Map<SuitCount, readonly number[]>();
  return {
    async prepare(href) {
      let search: string;
      try {
        search = new URL(href).search;
      } catch {
        return;
      }
      const parsed = parseDealLink(search);
      if (!parsed.ok || parsed.value?.day === undefined || lists.has(parsed.value.suits)) return;
      const list = await deals.loadVerified(parsed.value.suits).catch(() => []);
      if (list.length > 0) lists.set(parsed.value.suits, list);
    },
    known(day, suits) {
      const list = lists.get(suits);
      if (!list || day > dayKey(new Date(deals.wallNow()))) return null;
      return dailyDeal(list, day, suits);
    },
  };
}
