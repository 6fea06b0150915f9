import { computed, type ReadonlySignal } from '@preact/signals';
import type { Timers } from '../game/clock.ts';
import type { DealSources } from '../game/deals.ts';
import { createFinishSearch, type FinishSearch, type FinishSolver } from '../game/finish.ts';
import { createHints, type HintMove, type HintService, type Hints, type HintState } from '../game/hints.ts';
import type { Session } from '../game/session.ts';
import type { HintLevel } from '../solver/levels.ts';
import { createShowMe, type LineSolver, type ShowMe } from '../game/showme.ts';

export interface HintingDeps {
  readonly session: Session;
  readonly hintLevel?: () => HintLevel; // the player's setting, read when a hint is asked for

  readonly deals: DealSources;
  /** Works hints out (the solver worker's client in the app); without one, Hint says it failed. */
  readonly hintService?: HintService;
  readonly solver?: LineSolver; // the solver worker's client; without one "Show me how" says it failed
  readonly timers?: Timers; // the "Show me how" playback
  readonly finishSolver?: FinishSolver; // Finish's own worker; without one Finish is never offered
}

/** The solver's two faces in the app: the hint for the table, and "Show me how" for the deal. */
export interface Hinting {
  readonly hints: Hints;
  /** The hint on show, on its way, or none (SPEC §4). */
  readonly state: ReadonlySignal<HintState>;
  /**
   * The move the hint bar shows, for the table to mark (null: none). A signal of its own, so
   * progress messages while a hint is worked out never re-render the table.
   */
  readonly shownMove: ReadonlySignal<HintMove | null>;
  /** Hides the hint bar. */
  clear(): void;
  /** "Show me how": the viewer's state; opened and closed through the dialogs. */
  readonly showMe: ShowMe;
  /** Finish: the exact search of a table with nothing hidden (issue 24). */
  readonly finish: FinishSearch;
  dispose(): void;
}

export function createHinting(deps: HintingDeps): Hinting {
  const hints = createHints({
    session: deps.session,
    service: deps.hintService ?? {
      hint: () => Promise.reject(new Error('no hint service')),
      cancel: () => {},
    },
    ...(deps.hintLevel && { level: deps.hintLevel }),
    // Only the wording depends on it: a deal from the verified list, played from its start.
    verified: async (game, kind) =>
      game.rules === 'classic' && game.deal !== null && kind !== 'position' && (await deps.deals.loadVerified(game.position.suits)).includes(game.deal),
  });
  const finish = createFinishSearch({ session: deps.session, solver: deps.finishSolver ?? null, ...(deps.timers ? { timers: deps.timers } : {}) });
  const showMe = createShowMe({ solver: deps.solver ?? null, ...(deps.timers ? { timers: deps.timers } : {}) });
  return {
    hints,
    state: hints.state,
    shownMove: computed(() => {
      const s = hints.state.value;
      if (s.status !== 'shown') return null;
      return s.hint.candidates[s.index]?.move ?? s.hint.move;
    }),
    clear: () => hints.clear(),
    showMe,
    finish,
    dispose() {
      finish.dispose();
      showMe.close();
      hints.dispose();
    },
  };
}
