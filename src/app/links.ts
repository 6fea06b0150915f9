import type { SuitCount } from '../engine/cards.ts';
import { DEFAULT_RULES, type DealRules } from '../engine/rules.ts';
import { parseDealLink, withoutDealParams, type DealLink } from '../game/link.ts';
import type { NewGameOptions, Session } from '../game/session.ts';
import type { UiText } from '../i18n/ui-text.ts';
import type { DailyLinks } from './daily-links.ts';
import type { Messages } from './messages.ts';

/** The daily deal of a day, when known (app/daily-links.ts). */
export type KnownDaily = (day: string, suits: SuitCount) => number | null;

/**
 * The new game a share link names; a link without rules deals by the player's own. A daily's
 * link whose deal is that day's daily, by the list, is played as that daily (classic rules, as
 * every daily is); any other is a plain link to the deal.
 */
export function linkGame(link: DealLink, rules: DealRules, knownDaily?: KnownDaily): NewGameOptions {
  const { day, ...deal } = link;
  const daily = day !== undefined && (link.rules ?? rules) === DEFAULT_RULES && knownDaily?.(day, link.suits) === link.deal;
  return daily ? { ...deal, rules: DEFAULT_RULES, kind: 'daily', day } : { ...deal, rules: link.rules ?? rules, kind: 'link' };
}

export interface LinksDeps {
  readonly session: Session;
  readonly rules: () => DealRules; // the player's deal rules
  readonly text: () => UiText;
  readonly messages: Messages;
  /** True while leaving this game would count as a loss. */
  readonly inProgress: () => boolean;
  /** Asks before a link replaces a game in progress. */
  readonly askLink: (link: DealLink) => void;
  /** Loads and answers what a daily's link needs checked (none: every link is a plain deal). */
  readonly dailyLinks?: DailyLinks;
}

export interface Links {
  /**
   * Reads a share link from an address; `replace` takes the address without it, so a reload
   * resumes instead of dealing the link's game again.
   */
  openLocation(href: string, replace?: (href: string) => void): void;
  /** Loads what a daily's link in this address needs before `openLocation` (the day's list). */
  prepare(href: string): Promise<void>;
}

export function createLinks(deps: LinksDeps): Links {
  const { session, messages } = deps;
  return {
    openLocation(href, replace) {
      const url = new URL(href);
      const parsed = parseDealLink(url.search);
      if (!parsed.ok) {
        replace?.(withoutDealParams(href));
        messages.say(deps.text().linkErrors[parsed.error.code], 'alert');
        return;
      }
      const link = parsed.value;
      if (link === null) return; // the address names no deal
      replace?.(withoutDealParams(href));
      const g = session.game.value;
      const same = g.deal === link.deal && g.position.suits === link.suits && (link.rules ?? g.rules) === g.rules;
      // The game this link names is on the table already: keep playing it.
      if (same && session.kind.value !== 'position' && !session.views.over.value) return;
      if (deps.inProgress()) {
        deps.askLink(link);
        return;
      }
      messages.report(session.newGame(linkGame(link, deps.rules(), deps.dailyLinks?.known)));
    },
    prepare: (href) => deps.dailyLinks?.prepare(href) ?? Promise.resolve(),
  };
}
