import type { SuitCount } from '../engine/cards.ts';
import type { Thirds } from '../data/third.ts';

export type { Third, Thirds } from '../data/third.ts';
import { dailyDeal, dayKey } from '../engine/daily.ts';
import { err, ok, type Result } from '../engine/result.ts';
import { parseDealNumber } from './link.ts';
import type { DealKind } from './session.ts';
import type { DealType, VerifiedGrade } from './settings.ts';

/**
 * Where new deals come from (SPEC §2), with the outside world injected: wall time for the
 * daily deal, chance for Verified and Random, and the shipped lists.
 */
export interface DealSources {
  readonly wallNow: () => number; // ms since the epoch
  readonly randomUint32: () => number; // 0..4294967295, uniform
  readonly loadVerified: (suits: SuitCount) => Promise<readonly number[]>;
  /** The same list in thirds by the search each deal needed; without it only Any is offered. */
  readonly loadThirds?: (suits: SuitCount) => Promise<Thirds>;
}

export type PickError =
  | 'list-unavailable' // the verified list could not be loaded (or is empty)
  | 'bad-number'; // "By number" text that is not a deal number

/** A chosen deal; it is also a session's NewGameOptions. */
export interface DealChoice {
  readonly suits: SuitCount;
  readonly deal: number;
  readonly kind: DealKind;
  readonly day?: string; // the daily deal's day
}

export type Pick = Result<DealChoice, PickError>;

/**
 * A new game's options for this deal type; `numberText` is what the player typed for "By number",
 * `grade` which third of the verified list a Verified deal comes from (the daily always uses the
 * whole list: its rule indexes the list by length).
 */
export async function pickDeal(sources: DealSources, type: DealType, suits: SuitCount, numberText = '', grade: VerifiedGrade = 'any'): Promise<Pick> {
  switch (type) {
    case 'random':
      return ok({ suits, deal: sources.randomUint32(), kind: 'random' });
    case 'number': {
      const deal = parseDealNumber(numberText);
      return deal === null ? err('bad-number', `${JSON.stringify(numberText)} is not a deal number`) : ok({ suits, deal, kind: 'number' });
    }
    case 'verified':
    case 'daily': {
      if (type === 'verified' && grade !== 'any') {
        const third = (await sources.loadThirds?.(suits).catch(() => null))?.[grade] ?? [];
        if (third.length === 0) return err('list-unavailable', `the ${grade} third of the verified ${suits}-suit list could not be loaded`);
        return ok({ suits, deal: third[sources.randomUint32() % third.length]!, kind: 'verified' });
      }
      const list = await sources.loadVerified(suits).catch(() => []);
      if (list.length === 0) return err('list-unavailable', `the verified ${suits}-suit list could not be loaded`);
      if (type === 'verified') {
        return ok({ suits, deal: list[sources.randomUint32() % list.length]!, kind: 'verified' });
      }
      const day = dayKey(new Date(sources.wallNow()));
      return ok({ suits, deal: dailyDeal(list, day, suits)!, kind: 'daily', day });
    }
  }
}
