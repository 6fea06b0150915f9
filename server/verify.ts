import { decodeAction } from '../src/engine/action-code.ts';
import type { SuitCount } from '../src/engine/cards.ts';
import { dailyDeal, dayKey } from '../src/engine/daily.ts';
import { applyAction, newGame, type Refusal } from '../src/engine/game.ts';
import { isWon } from '../src/engine/position.ts';
import { err, ok, type Result } from '../src/engine/result.ts';
import type { DealRules } from '../src/engine/rules.ts';

/** What the player says happened; a win is believed only when the actions replay to one. */
export type Claim = 'won' | 'lost';

/** A result as it came in, already decoded at the edge (see api.ts). */
export interface ResultClaim {
  readonly date: string; // "YYYY-MM-DD", a real calendar day
  readonly suits: SuitCount;
  readonly rules: DealRules; // the deal rules the game was played under
  readonly result: Claim;
  readonly actions: readonly string[]; // engine action codes, in order
}

/** Why a result is refused after decoding; each is answered with 422 and this code. */
export type RefusalCode =
  | 'wrong-date' // not today or yesterday in UTC+9
  | 'no-daily' // no verified list for this suit count: there is no daily deal
  | 'bad-action' // an entry that is not an action code
  | 'illegal-action' // an action the engine refuses at that point of the game
  | 'not-won' // claimed a win, but the actions do not end in one (truncated or forged)
  | 'won-not-lost' // claimed a loss, but the actions end in a win
  | 'past-the-end'; // the game was already won before the last action

/** A refusal with what it points at: the action's index, and the engine's reason for an illegal one. */
export interface VerifyRefusal {
  readonly code: RefusalCode;
  readonly index?: number;
  readonly reason?: Refusal;
}

/** A finished game of the day's deal: its number, whether it was won, the engine's move count. */
export interface Verified {
  readonly deal: number;
  readonly won: boolean;
  readonly moves: number;
}

export type Verdict = Result<Verified, VerifyRefusal>;

const refuse = (r: VerifyRefusal): Verdict => err(r, refusalMessage(r));

const DAY_MS = 24 * 60 * 60 * 1000;

/** The days whose daily results are taken at `nowMs`: today and yesterday in UTC+9. */
export function acceptedDays(nowMs: number): readonly [today: string, yesterday: string] {
  return [dayKey(new Date(nowMs)), dayKey(new Date(nowMs - DAY_MS))];
}

/**
 * Rebuilds the daily deal of `claim.date` from the same verified list and rule the app uses
 * (SPEC §2), replays every action through the shared engine, and says whether the result is a
 * finished game of that deal. Pure: the list and the time are passed in.
 */
export function verifyResult(claim: ResultClaim, verified: readonly number[], nowMs: number): Verdict {
  if (!acceptedDays(nowMs).includes(claim.date)) return refuse({ code: 'wrong-date' });
  const deal = dailyDeal(verified, claim.date, claim.suits);
  if (deal === null) return refuse({ code: 'no-daily' });
  let game = newGame(claim.suits, deal, claim.rules);
  const last = claim.actions.length - 1;
  for (let index = 0; index <= last; index++) {
    const action = decodeAction(claim.actions[index]);
    if (!action) return refuse({ code: 'bad-action', index });
    const r = applyAction(game, action);
    if (!r.ok) return refuse({ code: 'illegal-action', index, reason: r.reason });
    game = r.game;
    // The app takes no action once a game is won: a list that goes on was not played.
    if (index < last && isWon(game.position)) return refuse({ code: 'past-the-end', index });
  }
  const won = isWon(game.position);
  if (claim.result === 'won' && !won) return refuse({ code: 'not-won' });
  if (claim.result === 'lost' && won) return refuse({ code: 'won-not-lost' });
  return ok({ deal, won, moves: game.position.moves });
}

/** One sentence for each refusal, sent with the 422 (for people reading logs and responses). */
function refusalMessage(v: VerifyRefusal): string {
  switch (v.code) {
    case 'wrong-date':
      return 'results are taken for today and yesterday (UTC+9) only';
    case 'no-daily':
      return 'there is no daily deal for this suit count';
    case 'bad-action':
      return `action ${v.index ?? 0} is not an action code`;
    case 'illegal-action':
      return `action ${v.index ?? 0} is not legal there (${v.reason ?? 'refused'})`;
    case 'not-won':
      return 'the actions do not win the deal';
    case 'won-not-lost':
      return 'the actions win the deal, but the result says lost';
    case 'past-the-end':
      return `the deal is already won after action ${v.index ?? 0}`;
  }
}
