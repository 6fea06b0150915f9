import { isSuitCount, type SuitCount } from '../engine/cards.ts';
import { isDayKey } from '../engine/daily.ts';
import { err, ok, type Result } from '../engine/result.ts';
import { DEFAULT_RULES, isDealRules, type DealRules } from '../engine/rules.ts';
import { MAX_DEAL } from '../engine/shuffle.ts';

/** A share link `?suits=S&deal=N[&rules=R][&daily=YYYY-MM-DD]` (SPEC §2), decoded at the edge. */
export interface DealLink {
  readonly suits: SuitCount;
  readonly deal: number;
  readonly rules: DealRules | null; // null when the link does not say
  /**
   * A shared daily result's link (issue 24) says which day's daily the deal is; it is played as
   * that daily only once the day's list confirms the number (app/daily-links.ts), else as a
   * plain deal. Absent when the link does not say.
   */
  readonly day?: string;
}

export type LinkError =
  | 'bad-suits' // suits is not 1, 2 or 4
  | 'bad-deal' // deal is not a whole number 0..4294967295
  | 'bad-rules' // rules is not classic, strict or relaxed
  | 'bad-daily' // daily is not a calendar day YYYY-MM-DD
  | 'missing-suits'
  | 'missing-deal';

/** The link's deal, null when the address names none; or what is wrong and the text it was. */
export type LinkParse = Result<DealLink | null, { readonly code: LinkError; readonly value: string }>;

const refuse = (code: LinkError, value: string): LinkParse => err({ code, value }, `${code.replace('-', ' ')} in the link: ${JSON.stringify(value)}`);

const LINK_KEYS = ['suits', 'deal', 'rules', 'daily'] as const;

export function parseDealLink(search: string): LinkParse {
  const params = new URLSearchParams(search);
  if (!LINK_KEYS.some((k) => params.has(k))) return ok(null);
  const suitsText = params.get('suits');
  const dealText = params.get('deal');
  const rulesText = params.get('rules');
  const dailyText = params.get('daily');
  if (suitsText === null) return refuse('missing-suits', '');
  const suits = /^[124]$/.test(suitsText) ? Number(suitsText) : NaN;
  if (!isSuitCount(suits)) return refuse('bad-suits', suitsText);
  if (dealText === null) return refuse('missing-deal', '');
  const deal = parseDealNumber(dealText);
  if (deal === null) return refuse('bad-deal', dealText);
  let rules: DealRules | null = null;
  if (rulesText !== null) {
    if (!isDealRules(rulesText)) return refuse('bad-rules', rulesText);
    rules = rulesText;
  }
  if (dailyText === null) return ok({ suits, deal, rules });
  if (!isDayKey(dailyText)) return refuse('bad-daily', dailyText);
  return ok({ suits, deal, rules, day: dailyText });
}

/** Digits only (no sign, exponent or hex), 0..4294967295; null otherwise. */
export function parseDealNumber(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,10}$/.test(t)) return null;
  const n = Number(t);
  return n <= MAX_DEAL ? n : null;
}

/** The share link for a deal (a daily's: with its day), relative to the app's own address. */
export function dealLink(base: string, suits: SuitCount, deal: number, rules: DealRules, day?: string): string {
  const url = new URL(base);
  url.search = '';
  url.hash = '';
  url.searchParams.set('suits', String(suits));
  url.searchParams.set('deal', String(deal));
  if (rules !== DEFAULT_RULES) url.searchParams.set('rules', rules);
  if (day !== undefined) url.searchParams.set('daily', day);
  return url.href;
}

/** The address with the deal parameters removed, so a reload does not start the deal again. */
export function withoutDealParams(href: string): string {
  const url = new URL(href);
  for (const k of LINK_KEYS) url.searchParams.delete(k);
  return url.href;
}
