import { COLUMN_COUNT, type CardId, type SuitCount } from './cards.ts';
import { applyDeal, applyMove, dealRefusal, hasLegalMove, moveRefusal, type DealRefusal, type Move, type MoveRefusal, type TableEvent } from './moves.ts';
import { dealPosition, isWon, type Position } from './position.ts';
import type { Refused } from './result.ts';
import { DEFAULT_RULES, type DealRules } from './rules.ts';
import { hasSeen, NOTHING_SEEN, withSeen, type Seen } from './seen.ts';

/** Positions one step apart, newest first; shared between games, never copied. */
export type History = { readonly position: Position; readonly rest: History } | null;

/** A game: the current position plus everything undo, redo and hints need. */
export interface Game {
  readonly rules: DealRules;
  readonly deal: number | null; // deal number, or null for a position loaded from a file
  readonly position: Position;
  readonly past: History; // undo stack, most recent first
  readonly future: History; // redo stack, next redo first
  readonly seen: Seen; // every card ever seen face up, kept through undo
  readonly undos: number; // undo actions taken
}

export type Action = Move | { readonly type: 'deal' } | { readonly type: 'undo' } | { readonly type: 'redo' };

export type HistoryRefusal = 'nothing-to-undo' | 'nothing-to-redo';
export type Refusal = MoveRefusal | DealRefusal | HistoryRefusal | 'unknown-action';

export type ActionResult = { readonly ok: true; readonly game: Game; readonly events: readonly TableEvent[] } | Refused<Refusal>;

function faceUpIds(position: Position): CardId[] {
  const ids: CardId[] = [];
  for (const c of position.columns) {
    for (let i = c.down; i < c.cards.length; i++) ids.push(c.cards[i]!);
  }
  return ids;
}

/** A game starting from `position`; its face-up cards plus `seen` are known. */
export function gameFromPosition(position: Position, rules: DealRules = DEFAULT_RULES, deal: number | null = null, seen: Seen = NOTHING_SEEN): Game {
  return {
    rules,
    deal,
    position,
    past: null,
    future: null,
    seen: withSeen(seen, faceUpIds(position)),
    undos: 0,
  };
}

export function newGame(suits: SuitCount, deal: number, rules: DealRules = DEFAULT_RULES): Game {
  return gameFromPosition(dealPosition(suits, deal), rules, deal);
}

function advance(game: Game, position: Position, events: readonly TableEvent[], newlyUp: CardId[]): ActionResult {
  for (const e of events) if (e.kind === 'flip') newlyUp.push(e.card);
  return {
    ok: true,
    game: {
      ...game,
      position,
      past: { position: game.position, rest: game.past },
      future: null,
      seen: withSeen(game.seen, newlyUp),
    },
    events,
  };
}

/**
 * The one way a game changes. Total: an illegal or malformed action returns a reason and
 * the caller keeps the game it had.
 */
export function applyAction(game: Game, action: Action): ActionResult {
  switch (action?.type) {
    case 'move': {
      const reason = moveRefusal(game.position, action);
      if (reason) return { ok: false, reason };
      const { position, events } = applyMove(game.position, action);
      return advance(game, position, events, []);
    }
    case 'deal': {
      const reason = dealRefusal(game.position, game.rules);
      if (reason) return { ok: false, reason };
      const dealt = game.position.stock.slice(0, COLUMN_COUNT);
      const { position, events } = applyDeal(game.position);
      return advance(game, position, events, dealt);
    }
    case 'undo': {
      if (!game.past) return { ok: false, reason: 'nothing-to-undo' };
      return {
        ok: true,
        game: {
          ...game,
          position: game.past.position,
          past: game.past.rest,
          future: { position: game.position, rest: game.future },
          undos: game.undos + 1,
        },
        events: [],
      };
    }
    case 'redo': {
      if (!game.future) return { ok: false, reason: 'nothing-to-redo' };
      return {
        ok: true,
        game: {
          ...game,
          position: game.future.position,
          past: { position: game.position, rest: game.past },
          future: game.future.rest,
        },
        events: [],
      };
    }
    default:
      return { ok: false, reason: 'unknown-action' };
  }
}

/** Stock empty and no legal move: the only way the game itself declares a loss. */
export function isStuck(position: Position): boolean {
  return position.stock.length === 0 && !isWon(position) && !hasLegalMove(position);
}

export function canUndo(game: Game): boolean {
  return game.past !== null;
}

export function canRedo(game: Game): boolean {
  return game.future !== null;
}

/** True while any card in the tableau or stock has never been seen face up. */
export function hasHiddenCards(game: Game): boolean {
  const { columns, stock } = game.position;
  if (stock.some((id) => !hasSeen(game.seen, id))) return true;
  return columns.some((c) => c.cards.slice(0, c.down).some((id) => !hasSeen(game.seen, id)));
}
