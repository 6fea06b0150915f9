import type { Refusal } from '../engine/game.ts';

/** Why an action was refused, in words a player understands (English catalog). */
export const refusalMessages: Record<Refusal, string> = {
  'no-such-column': 'There is no such column.',
  'same-column': 'The cards are already in that column.',
  'bad-count': 'Choose at least one card to move.',
  'too-few-cards': 'That column does not hold that many cards.',
  'face-down': 'Face-down cards cannot be moved.',
  'mixed-suits': 'Only cards of one suit in descending order move together.',
  'not-descending': 'Only cards of one suit in descending order move together.',
  'onto-ace': 'Nothing can be placed on an Ace.',
  'king-needs-empty': 'A King can only go into an empty column.',
  'rank-mismatch': 'A card must go on a card exactly one rank higher.',
  'stock-empty': 'The stock is empty.',
  'empty-column': 'Fill every empty column before dealing.',
  'nothing-to-undo': 'There is nothing to undo.',
  'nothing-to-redo': 'There is nothing to redo.',
  'unknown-action': 'That action is not known.',
};
