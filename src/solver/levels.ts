/**
 * Hint levels (SPEC §4): budgets counted in work, not time, so a level gives the same hint on
 * every device; the app's time cap only guards slow phones. `positions` and `samples` bound the
 * search over arrangements of the hidden cards and the exact search; `games` bounds the
 * reveal-aware search (simulated games, chance-search.ts).
 */
export type HintLevel = 'quick' | 'normal' | 'deep';

export const HINT_LEVELS: readonly HintLevel[] = ['quick', 'normal', 'deep'];

export const DEFAULT_LEVEL: HintLevel = 'normal';

export interface LevelLimits {
  readonly budget: number; // positions, all searches together
  readonly samples: number; // arrangements of the hidden cards
  readonly games: number; // simulated games of the reveal-aware search
}

export const LEVEL_LIMITS: Readonly<Record<HintLevel, LevelLimits>> = {
  quick: { budget: 30_000, samples: 4, games: 250 },
  normal: { budget: 100_000, samples: 8, games: 1_000 },
  deep: { budget: 300_000, samples: 16, games: 4_000 },
};

/** The sampling seed of the app and the CLI: the same known position always gets the same hint. */
export const HINT_SEED = 1;

export const isHintLevel = (v: unknown): v is HintLevel => HINT_LEVELS.some((l) => l === v);
