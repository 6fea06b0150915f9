import type { DealRules } from '../engine/rules.ts';
import { parseDealLink, withoutDealParams, type DealLink } from '../game/link.ts';
import type { NewGameOptions, Session } from '../game/session.ts';
import type { UiText } from '../i18n/ui-text.ts';
import type { Messages } from './messages.ts';

/** The new game a share link names; a link without rules deals by the player's own. */
export function linkGame(link: DealLink, rules: DealRules): NewGameOptions {
  return { ...link, rules: link.rules ?? rules, kind: 'link' };
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
}

export interface Links {
  /**
   * Reads a share link from an address; `replace` takes the address without it, so a reload
   * resumes instead of dealing the link's game again.
   */
  openLocation(href: string, replace?: (href: string) => void): void;
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
      messages.report(session.newGame(linkGame(link, deps.rules())));
    },
  };
}
