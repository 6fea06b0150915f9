import { computed, effect, signal, type ReadonlySignal } from '@preact/signals';
import { decodeAction, encodeAction } from '../engine/action-code.ts';
import { SUIT_COUNTS, type SuitCount } from '../engine/cards.ts';
import { dayKey, isDayKey, isInstallId } from '../engine/daily.ts';
import { isOneOf, isRecord, isWholeNumber, own, ownFields } from '../engine/decode.ts';
import { DEAL_RULES, type DealRules } from '../engine/rules.ts';
import type { Timers } from './clock.ts';
import type { Session } from './session.ts';
import type { SettingsStore } from './settings.ts';
import { backupKey, KEYS, type KeyValueStore } from './storage.ts';
import type { Writer } from './writer.ts';

/**
 * Daily results (issue 13, SPEC §8b): a finished daily game is queued on the device and sent
 * to the results service when there is a network, until the service has it; the service's
 * figures for the daily on the table come back here for the end panel. The game never waits
 * for any of it. Everything outside — the service, the network, time, chance, storage — is
 * passed in, so this is as deterministic as the rest of the game layer.
 */

/** One finished daily game as the service takes it. */
export interface DailyResult {
  readonly day: string; // the daily's day "YYYY-MM-DD" (UTC+9)
  readonly suits: SuitCount;
  readonly rules: DealRules;
  readonly result: 'won' | 'lost';
  readonly actions: readonly string[]; // the journal as engine action codes
  readonly moves: number; // the final position's moves, for the percentile question
  readonly timeMs: number;
  // Counts only (issue 24), absent in results queued by older versions; hints also when not known.
  readonly hints?: number; // hints shown (GameCounts)
  readonly undos?: number; // undos used, a restart counted as one (GameCounts)
}

/** What came of one try to send: kept by the service, refused for good, or try again later. */
export type SendOutcome = 'sent' | 'refused' | 'retry';

/** The service's figures for one daily deal, with where the player's own game ranks. */
export interface DailyFigures {
  readonly day: string;
  readonly suits: SuitCount;
  readonly played: number;
  readonly won: number;
  readonly winRate: number | null; // 0..1; null when nobody has played
  readonly movesBeat: number | null; // share of the other wins with more moves, 0..1
  readonly timeBeat: number | null; // share of the other wins that took longer, 0..1
}

/** The service, as the game layer sees it (results-http.ts talks HTTP). Never rejects. */
export interface ResultsApi {
  send(installId: string, result: DailyResult): Promise<SendOutcome>;
  figures(day: string, suits: SuitCount, mine: { readonly moves: number; readonly timeMs: number } | null): Promise<DailyFigures | null>;
}

export interface Network {
  online(): boolean;
  /** Calls back when the network comes back; returns a function that stops it. */
  onOnline(listener: () => void): () => void;
}

export interface ResultsDeps {
  readonly session: Session;
  readonly settings: SettingsStore;
  readonly store: KeyValueStore; // read once, at start
  readonly writer: Writer; // every write, in the same transactions as the game and records
  readonly api: ResultsApi;
  readonly network: Network;
  readonly wallNow: () => number; // ms since the epoch: which days the service still takes
  readonly timers: Timers; // retries
  readonly random: () => number; // 0..1, spreads retries out
  readonly newInstallId: () => string; // made once per install
}

export interface DailyResults {
  /** The service's figures for the finished daily on the table; null until it has answered. */
  readonly figures: ReadonlySignal<DailyFigures | null>;
  /** Results waiting to be sent. */
  readonly pending: ReadonlySignal<readonly DailyResult[]>;
  /** Resolves once the stored queue has been read and a first send tried. */
  readonly ready: Promise<void>;
  /** Sends what is waiting now (the network came back, or a test). */
  flush(): Promise<void>;
  dispose(): void;
}

export const RESULTS_VERSION = 1;
const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 60 * 60 * 1000;

/** How long to wait before try number `attempt` + 1: doubling from 5 s to an hour, ±20 %. */
export function retryDelay(attempt: number, random: number): number {
  const base = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + 0.4 * random));
}

interface Queue {
  readonly installId: string | null;
  readonly items: readonly DailyResult[];
}

export function encodeQueue(q: Queue): unknown {
  return { version: RESULTS_VERSION, installId: q.installId, items: q.items.map((r) => ({ ...r, actions: [...r.actions] })) };
}

const isSuits = (v: unknown): v is SuitCount => SUIT_COUNTS.some((s) => s === v);
const isRules = (v: unknown): v is DealRules => isOneOf(DEAL_RULES, v);
const isOutcome = (v: unknown): v is 'won' | 'lost' => v === 'won' || v === 'lost';

function decodeResult(raw: unknown): DailyResult | null {
  if (!isRecord(raw)) return null;
  const { day, suits, rules, result, actions, moves, timeMs, hints, undos } = ownFields(raw, [
    'day',
    'suits',
    'rules',
    'result',
    'actions',
    'moves',
    'timeMs',
    'hints',
    'undos',
  ]);
  if (!isDayKey(day) || !isSuits(suits) || !isRules(rules) || !isOutcome(result)) return null;
  if (!isWholeNumber(moves) || !isWholeNumber(timeMs) || !Array.isArray(actions) || actions.length === 0) return null;
  if (!isOptionalCount(hints) || !isOptionalCount(undos)) return null;
  const codes: string[] = [];
  for (const a of actions) {
    if (typeof a !== 'string' || decodeAction(a) === null) return null;
    codes.push(a);
  }
  return { day, suits, rules, result, actions: codes, moves, timeMs, ...counted(hints, undos) };
}

const isOptionalCount = (v: unknown): v is number | undefined => v === undefined || isWholeNumber(v);

/** The counts a result carries: only those there are (a hint count not known is left out). */
function counted(hints: number | null | undefined, undos: number | undefined): { hints?: number; undos?: number } {
  return { ...(typeof hints === 'number' ? { hints } : {}), ...(undos !== undefined ? { undos } : {}) };
}

/** The stored queue; `damaged` when any of it could not be used (the raw value is kept aside). */
export function decodeQueue(raw: unknown): { readonly queue: Queue; readonly damaged: boolean } {
  const empty: Queue = { installId: null, items: [] };
  if (raw === undefined) return { queue: empty, damaged: false };
  if (!isRecord(raw) || own(raw, 'version') !== RESULTS_VERSION) return { queue: empty, damaged: true };
  const id = own(raw, 'installId');
  const list = own(raw, 'items');
  const installId = isInstallId(id) ? id : null;
  const items = Array.isArray(list) ? list.map(decodeResult) : [];
  const kept = items.filter((r): r is DailyResult => r !== null);
  const damaged = (id !== null && installId === null) || !Array.isArray(list) || kept.length !== items.length;
  return { queue: { installId, items: kept }, damaged };
}

const sameDaily = (a: { day: string; suits: SuitCount }, b: { day: string; suits: SuitCount }) => a.day === b.day && a.suits === b.suits;

export function createDailyResults(deps: ResultsDeps): DailyResults {
  const { session, settings, writer, api, network, timers } = deps;
  const queue = signal<Queue>({ installId: null, items: [] });
  const figures = signal<DailyFigures | null>(null);
  const enabled = computed(() => settings.settings.value.sendResults);
  let attempts = 0; // failed tries in a row; a success, a reload or the network coming back resets it
  let cancelRetry: (() => void) | null = null;
  let flushing: Promise<void> | null = null;
  let loaded = false;
  let disposed = false;

  const save = (q: Queue) => {
    queue.value = q;
    writer.put(KEYS.results, encodeQueue(q));
  };

  /** The finished daily on the table, if any: what the end panel would show figures for. */
  const onTable = computed(() => {
    const phase = session.phase.value;
    const day = session.day.value;
    if ((phase !== 'won' && phase !== 'gave-up') || session.kind.value !== 'daily' || day === null) return null;
    const g = session.game.value;
    return { day, suits: g.position.suits, won: phase === 'won', moves: g.position.moves };
  });

  let asked: string | null = null; // the daily whose figures were last asked for
  const askFigures = () => {
    const t = onTable.peek();
    if (!t || !enabled.peek() || !loaded || queue.peek().items.some((r) => sameDaily(r, t))) return;
    const key = `${t.day}:${t.suits}`;
    if (asked === key) return;
    asked = key;
    const mine = t.won ? { moves: t.moves, timeMs: Math.round(session.clock.elapsed()) } : null;
    void api.figures(t.day, t.suits, mine).then((f) => {
      const now = onTable.peek();
      // Only while that daily is still the one on the table.
      if (f && now && sameDaily(now, f) && !disposed) figures.value = f;
      else if (!f) asked = null; // no answer: ask again next time there is a chance
    });
  };

  const schedule = () => {
    cancelRetry?.();
    cancelRetry = null;
    if (disposed || !enabled.peek() || queue.peek().items.length === 0 || attempts === 0) return;
    cancelRetry = timers.after(retryDelay(attempts, deps.random()), () => void flush());
  };

  const run = async () => {
    if (!enabled.peek() || !network.online()) return;
    // The service takes today's and yesterday's dailies only: older ones are not worth a try.
    const now = deps.wallNow();
    const open = [dayKey(new Date(now)), dayKey(new Date(now - DAY_MS))];
    const current = queue.peek();
    if (current.items.some((r) => !open.includes(r.day))) save({ ...current, items: current.items.filter((r) => open.includes(r.day)) });
    for (;;) {
      const q = queue.peek();
      const next = q.items[0];
      if (!next || !q.installId || disposed || !enabled.peek()) return;
      const outcome = await api.send(q.installId, next);
      if (disposed || !enabled.peek()) return;
      if (outcome === 'retry') {
        attempts++;
        return;
      }
      attempts = 0;
      const after = queue.peek();
      save({ ...after, items: after.items.filter((r) => r !== next) });
      askFigures();
    }
  };

  const flush = (): Promise<void> => {
    flushing ??= run().finally(() => {
      flushing = null;
      schedule();
    });
    return flushing;
  };

  const stopSession = session.subscribe((event) => {
    if (event.type !== 'end' || !enabled.peek()) return;
    const s = event.summary;
    // The event comes before the session moves on, so the journal is still this game's.
    const journal = session.journal.actions.peek();
    if (s.kind !== 'daily' || s.day === null || journal.length === 0) return;
    const q = queue.peek();
    // One result per daily: the service keeps the first it gets, so the queue does too.
    if (q.items.some((r) => r.day === s.day && r.suits === s.suits)) return;
    const result: DailyResult = {
      day: s.day,
      suits: s.suits,
      rules: s.rules,
      result: event.result,
      actions: journal.map(encodeAction),
      moves: s.moves,
      timeMs: Math.round(s.timeMs),
      ...counted(s.hints, s.undos),
    };
    const next = { installId: q.installId ?? deps.newInstallId(), items: [...q.items, result] };
    // Before the stored queue is read, writing would replace it: it is merged and written then.
    if (!loaded) {
      queue.value = next;
      return;
    }
    save(next);
    attempts = 0;
    void flush();
  });

  // Switched off: nothing is sent, nothing waits to be sent, nothing is asked.
  const stopSwitch = effect(() => {
    if (enabled.value || !loaded) return;
    cancelRetry?.();
    cancelRetry = null;
    figures.value = null;
    asked = null;
    if (queue.peek().items.length > 0) save({ ...queue.peek(), items: [] });
  });

  // Another game on the table: the figures of the last one go, the new one's are asked for —
  // a moment later, once the session's 'end' event (sent after this runs) has queued its result,
  // so the question waits until the service has the player's own game.
  const stopTable = effect(() => {
    const t = onTable.value;
    const shown = figures.peek();
    if (!t || (shown && !sameDaily(shown, t))) figures.value = null;
    if (!t) asked = null;
    else void Promise.resolve().then(askFigures);
  });

  const stopOnline = network.onOnline(() => {
    attempts = 0;
    void flush();
  });

  const ready = (async () => {
    let raw: unknown;
    try {
      [raw] = await deps.store.getMany([KEYS.results]);
    } catch {
      raw = undefined; // no storage: the queue lives in memory only, as the game does then
    }
    const { queue: stored, damaged } = decodeQueue(raw);
    if (damaged) writer.put(backupKey(KEYS.results, deps.wallNow()), raw);
    // A result queued in this tab while the stored one was read goes first.
    const mine = queue.peek();
    const items = [...stored.items, ...mine.items];
    // Results kept without a usable install id get a new one rather than waiting forever.
    const installId = stored.installId ?? mine.installId ?? (items.length > 0 ? deps.newInstallId() : null);
    const merged = { installId, items };
    loaded = true;
    if (!enabled.peek()) {
      if (merged.items.length > 0 || damaged) save({ ...merged, items: [] });
      else queue.value = merged;
    } else if (damaged || mine.items.length > 0 || installId !== stored.installId) save(merged);
    else queue.value = merged;
    askFigures();
    await flush();
  })();

  return {
    figures,
    pending: computed(() => queue.value.items),
    ready,
    flush,
    dispose() {
      disposed = true;
      cancelRetry?.();
      stopSession();
      stopSwitch();
      stopTable();
      stopOnline();
    },
  };
}
