import type { SuitCount } from '../engine/cards.ts';
import type { DealRules } from '../engine/rules.ts';
import { dealLink } from './link.ts';
import type { GameCounts } from './session-types.ts';

/**
 * A finished daily's result as the player may share it (issue 24): only figures, never a card
 * or a move, so it spoils nothing for someone who has yet to play that daily.
 */
export interface DailyShare {
  readonly day: string; // the daily's day "YYYY-MM-DD" (UTC+9)
  readonly suits: SuitCount;
  readonly won: boolean;
  readonly moves: number;
  readonly timeMs: number;
  readonly hints: number | null; // null: not known (a game from before hints were counted)
  readonly undos: number;
  readonly link: string; // opens that daily's deal
}

export interface ShareGame {
  readonly day: string;
  readonly suits: SuitCount;
  readonly deal: number;
  readonly rules: DealRules;
  readonly won: boolean;
  readonly moves: number;
  readonly timeMs: number;
  readonly counts: GameCounts;
}

/**
 * The share's facts. The link names the daily's deal number and its day
 * (`?suits=S&deal=N&daily=YYYY-MM-DD`): the number opens that deal anywhere, on any later day and
 * in versions that know nothing of `daily`; the day lets the recipient's app play it as that
 * day's daily once its own list confirms the number.
 */
export function dailyShare(base: string, g: ShareGame): DailyShare {
  return {
    day: g.day,
    suits: g.suits,
    won: g.won,
    moves: g.moves,
    timeMs: Math.round(g.timeMs),
    hints: g.counts.hints,
    undos: g.counts.undos,
    link: dealLink(base, g.suits, g.deal, g.rules, g.day),
  };
}

/** The platform's ways to pass text on, injected (the app gives navigator's; tests give fakes). */
export interface SharePlatform {
  readonly share?: (data: { readonly text: string }) => Promise<void>;
  readonly canShare?: (data: { readonly text: string }) => boolean;
  readonly writeText?: (text: string) => Promise<void>;
}

/** What became of a share: the system's sheet took it, it was copied, the player cancelled, or it is to be shown. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'shown';

const isAbort = (e: unknown) => typeof e === 'object' && e !== null && Reflect.get(e, 'name') === 'AbortError';

/**
 * The Web Share API where the platform has it and says it can share this, else the clipboard,
 * else 'shown' (the panel shows the text to select). Cancelling the share sheet is the
 * player's choice, not a failure: nothing else is tried then.
 */
export async function shareText(platform: SharePlatform, text: string): Promise<ShareOutcome> {
  const data = { text };
  if (platform.share && (platform.canShare?.(data) ?? true)) {
    try {
      await platform.share(data);
      return 'shared';
    } catch (e) {
      if (isAbort(e)) return 'cancelled';
      // Not allowed here (no user activation, a policy): the clipboard may still be.
    }
  }
  if (platform.writeText) {
    try {
      await platform.writeText(text);
      return 'copied';
    } catch {
      // Denied or unavailable: the text is shown instead.
    }
  }
  return 'shown';
}
