import { batch, effect, signal, type ReadonlySignal } from '@preact/signals';
import type { Game } from '../engine/game.ts';
import type { HintLimits } from '../solver/client.ts';
import type { Hint } from '../solver/hint.ts';

export type { Advice, Confidence, Hint, HintKind } from '../solver/hint.ts';
export { candidateConfidence, confidenceOf } from '../solver/hint.ts';
export type { HintMove, Progress } from '../solver/heuristic.ts';
import { DEFAULT_LEVEL, HINT_SEED, LEVEL_LIMITS, type HintLevel } from '../solver/levels.ts';
import { knownPosition, type KnownPosition } from '../solver/known.ts';
import { memoryOf } from '../solver/memory.ts';
import type { DealKind, Session } from './session.ts';

/**
 * What works the hint out (the solver worker's client in the app, a stand-in in tests): a new
 * request may cancel the one before; `cancel` stops the running one. Its promise rejects
 * when cancelled.
 */
export interface HintService {
  hint(known: KnownPosition, limits: HintLimits, onProgress: (done: number, total: number) => void): Promise<Hint>;
  cancel(): void;
}

/** The hint as the table shows it. */
export type HintState =
  | { readonly status: 'idle' }
  | { readonly status: 'calculating'; readonly done: number; readonly total: number } // samples searched
  | { readonly status: 'shown'; readonly hint: Hint; readonly index: number } // index: the candidate on show
  | { readonly status: 'failed'; readonly message: string };

export interface HintDeps {
  readonly session: Session;
  readonly service: HintService;
  /** Whether this game is a deal on a verified list (only the wording depends on it). */
  readonly verified?: (game: Game, kind: DealKind) => Promise<boolean>;
  readonly seed?: number; // the sampling seed: the same known position always gets the same hint
  /** The player's hint level (a setting), read when a hint is asked for; Normal without one. */
  readonly level?: () => HintLevel;
  readonly budget?: number; // overrides the level's (tests)
  readonly samples?: number;
  readonly timeLimitMs?: number;
}

export interface Hints {
  readonly state: ReadonlySignal<HintState>;
  /**
   * The Hint button and H: asks for a hint for the table as it is, or, when one is on show for
   * this table, shows the next candidate (cycling).
   */
  request(): void;
  /** Hides the hint (and stops a search). */
  clear(): void;
  dispose(): void;
}

export { HINT_SEED } from '../solver/levels.ts';
/** A search that has not answered by then gives its heuristic answer (phones are slower). */
export const HINT_TIME_LIMIT_MS = 2_500;

/**
 * Hint state for one session (SPEC §4). The game stays playable while a hint is worked out;
 * any change of game (a move, undo, a new deal) cancels the search and drops its answer, so
 * a hint always belongs to the table on screen.
 */
export function createHints(deps: HintDeps): Hints {
  const { session, service } = deps;
  const state = signal<HintState>({ status: 'idle' });
  let ticket = 0; // the request whose answer is awaited; any other answer is stale
  let shownFor: Game | null = null; // the game the state describes
  let countedFor: Game | null = null; // the table whose hint was last counted in the game's hints

  const stop = () => {
    ticket++;
    if (state.peek().status === 'calculating') service.cancel();
  };

  // A new table makes any hint (on show or on its way) stale.
  const stopFollowing = effect(() => {
    const g = session.game.value;
    if (shownFor !== null && g !== shownFor) {
      stop();
      shownFor = null;
      state.value = { status: 'idle' };
    }
  });

  const start = async () => {
    const game = session.game.value;
    const mine = ++ticket;
    shownFor = game;
    state.value = { status: 'calculating', done: 0, total: 0 };
    let verified = false;
    try {
      verified = (await deps.verified?.(game, session.kind.value)) ?? false;
    } catch {
      verified = false; // the list could not be read: the wording only loses "can be won"
    }
    if (mine !== ticket) return;
    const level = LEVEL_LIMITS[deps.level?.() ?? DEFAULT_LEVEL];
    const limits: HintLimits = {
      rules: game.rules,
      seed: deps.seed ?? HINT_SEED,
      budget: deps.budget ?? level.budget,
      samples: deps.samples ?? level.samples,
      games: level.games,
      verified,
      timeLimitMs: deps.timeLimitMs ?? HINT_TIME_LIMIT_MS,
      memory: memoryOf(game),
    };
    try {
      const hint = await service.hint(knownPosition(game), limits, (done, total) => {
        if (mine === ticket) state.value = { status: 'calculating', done, total };
      });
      if (mine !== ticket || session.game.peek() !== game) return; // stale: dropped
      state.value = { status: 'shown', hint, index: 0 };
      // One hint per table it answers for: "Hint again" (the next candidate) and asking again
      // for the same table after closing the bar show what was already shown.
      if (countedFor !== game) {
        countedFor = game;
        session.noteHint();
      }
    } catch (e) {
      if (mine !== ticket) return; // cancelled or superseded
      state.value = { status: 'failed', message: e instanceof Error ? e.message : String(e) };
    }
  };

  return {
    state,
    request() {
      if (session.views.over.peek()) return;
      const s = state.peek();
      const same = shownFor === session.game.peek();
      if (same && s.status === 'calculating') return; // already on its way
      if (same && s.status === 'shown') {
        const n = s.hint.candidates.length;
        if (n > 1) state.value = { ...s, index: (s.index + 1) % n };
        else state.value = { ...s }; // the same again (announced again)
        return;
      }
      void start();
    },
    clear() {
      batch(() => {
        stop();
        shownFor = null;
        state.value = { status: 'idle' };
      });
    },
    dispose() {
      stop();
      stopFollowing();
    },
  };
}
