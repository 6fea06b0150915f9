import { computed, type ReadonlySignal } from '@preact/signals';
import { suitIndexOf, suitsInPlay, type Suit } from '../engine/cards.ts';
import { canRedo, canUndo, isStuck, type Game } from '../engine/game.ts';
import { dealRefusal, type DealRefusal } from '../engine/moves.ts';
import { faceDownCount, isWon, roundsLeft, runLength } from '../engine/position.ts';

export interface RunsBySuit {
  readonly suit: Suit;
  readonly count: number;
}

export interface StatusFigures {
  readonly moves: number;
  readonly runs: number; // completed runs 0..8
  readonly runsBySuit: readonly RunsBySuit[]; // one entry per suit in play
  readonly roundsLeft: number; // stock rounds 0..5
  readonly faceDown: number;
  readonly undos: number;
}

/** What the table shows about the game, computed from it: read-only, recomputed on change. */
export interface SessionViews {
  readonly movableRuns: ReadonlySignal<readonly number[]>; // run length on top of each column
  readonly dealBlock: ReadonlySignal<DealRefusal | null>; // why a deal is not allowed now
  readonly won: ReadonlySignal<boolean>;
  readonly over: ReadonlySignal<boolean>; // won or given up: no more actions
  readonly stuck: ReadonlySignal<boolean>; // stock empty, no legal move, game not over
  readonly canUndo: ReadonlySignal<boolean>;
  readonly canRedo: ReadonlySignal<boolean>;
  readonly status: ReadonlySignal<StatusFigures>;
}

/** `over`: the game is won or given up (the session's phase says so). */
export function createViews(game: ReadonlySignal<Game>, over: ReadonlySignal<boolean>): SessionViews {
  const position = computed(() => game.value.position);
  return {
    movableRuns: computed(() => position.value.columns.map((c) => runLength(c, position.value.suits))),
    dealBlock: computed(() => dealRefusal(position.value, game.value.rules)),
    won: computed(() => isWon(position.value)),
    over,
    stuck: computed(() => !over.value && isStuck(position.value)),
    canUndo: computed(() => canUndo(game.value)),
    canRedo: computed(() => canRedo(game.value)),
    status: computed<StatusFigures>(() => {
      const p = position.value;
      const counts = suitsInPlay(p.suits).map(() => 0);
      for (const run of p.completed) counts[suitIndexOf(run[0]!, p.suits)]!++;
      return {
        moves: p.moves,
        runs: p.completed.length,
        runsBySuit: suitsInPlay(p.suits).map((suit, i) => ({ suit, count: counts[i]! })),
        roundsLeft: roundsLeft(p),
        faceDown: faceDownCount(p),
        undos: game.value.undos,
      };
    }),
  };
}
