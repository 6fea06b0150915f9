import { SUIT_COUNTS, type SuitCount } from '../engine/cards.ts';
import { isRecord, isWholeNumber, own } from '../engine/decode.ts';
import type { DailyFigures, DailyResult, ResultsApi, SendOutcome } from './results.ts';

/**
 * The results service over HTTP (server/, SPEC §8b). Answers are decoded like any outside data;
 * a slow or absent service is a `retry` or no figures, never an exception and never a wait
 * longer than `timeoutMs`.
 */
export function httpResultsApi(baseUrl: string, fetcher: typeof fetch = fetch, timeoutMs = 10_000): ResultsApi {
  const base = baseUrl.replace(/\/+$/, '');
  const daily = (day: string, suits: SuitCount) => `${base}/api/daily/${encodeURIComponent(day)}/${suits}`;
  return {
    async send(installId, r: DailyResult): Promise<SendOutcome> {
      const post = (counts: boolean) =>
        fetcher(`${daily(r.day, r.suits)}/result`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            installId,
            result: r.result,
            rules: r.rules,
            actions: r.actions,
            timeMs: r.timeMs,
            ...(counts && r.hints !== undefined ? { hints: r.hints } : {}),
            ...(counts && r.undos !== undefined ? { undos: r.undos } : {}),
          }),
          signal: AbortSignal.timeout(timeoutMs),
          credentials: 'omit',
        });
      try {
        let res = await post(true);
        // A service from before the counts refuses fields it does not know (400): the result
        // itself matters more than its counts, so it goes again without them.
        if (res.status === 400 && (r.hints !== undefined || r.undos !== undefined)) res = await post(false);
        return sendOutcome(res.status);
      } catch {
        return 'retry'; // offline, refused connection, timed out
      }
    },
    async figures(day, suits, mine) {
      const query = mine ? `?moves=${mine.moves}&timeMs=${mine.timeMs}` : '';
      try {
        const res = await fetcher(`${daily(day, suits)}${query}`, { signal: AbortSignal.timeout(timeoutMs), credentials: 'omit' });
        if (!res.ok) return null;
        return decodeFigures(await res.json(), day, suits);
      } catch {
        return null;
      }
    },
  };
}

/** 2xx: the service has it (recorded or a repeat). A refusal of this request as it is (400,
 *  413, 422, …) will not change by sending it again. Anything else may pass later. */
export function sendOutcome(status: number): SendOutcome {
  if (status >= 200 && status < 300) return 'sent';
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) return 'refused';
  return 'retry';
}

const isShare = (v: unknown): v is number => typeof v === 'number' && v >= 0 && v <= 1;

function beat(metric: unknown): number | null | undefined {
  if (!isRecord(metric)) return undefined;
  const b = own(metric, 'beats');
  if (b === undefined || b === null) return null;
  return isShare(b) ? b : undefined;
}

/** A GET answer → figures for exactly the daily asked for, or null if it is anything else. */
export function decodeFigures(raw: unknown, day: string, suits: SuitCount): DailyFigures | null {
  if (!isRecord(raw)) return null;
  const s = own(raw, 'suits');
  const played = own(raw, 'played');
  const won = own(raw, 'won');
  const winRate = own(raw, 'winRate');
  if (own(raw, 'date') !== day || !SUIT_COUNTS.some((c) => c === s) || s !== suits) return null;
  if (!isWholeNumber(played) || !isWholeNumber(won) || won > played) return null;
  if (!(winRate === null || isShare(winRate))) return null;
  const movesBeat = beat(own(raw, 'moves'));
  const timeBeat = beat(own(raw, 'timeMs'));
  if (movesBeat === undefined || timeBeat === undefined) return null;
  return { day, suits, played, won, winRate, movesBeat, timeBeat };
}
