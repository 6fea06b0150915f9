import type { Rank, Suit } from '../engine/cards.ts';
import { refusalMessages } from './en.ts';
import type { UiText } from './ui-text.ts';

const RANK_NAMES = ['Ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jack', 'Queen', 'King'];
const SUIT_NAMES: Record<Suit, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** The English words of the table. */
export const uiEn: UiText = {
  locale: 'en',
  appTitle: 'Spider Solitaire',

  cardName: (rank: Rank, suit: Suit) => `${RANK_NAMES[rank - 1]} of ${SUIT_NAMES[suit]}`,
  faceDownCard: 'Face-down card',
  column: (n) => `Column ${n}`,
  emptyColumn: 'empty',
  compressed: 'Column squeezed to fit',
  foundations: 'Completed runs',
  suitSymbol: { S: '♠', H: '♥', D: '♦', C: '♣' },
  suitPlural: (suit) => SUIT_NAMES[suit],

  undo: 'Undo',
  redo: 'Redo',
  deal: 'Deal',
  newGame: 'New game',
  restart: 'Restart',
  giveUp: 'Give up',
  pause: 'Pause',
  resume: 'Resume',
  settings: 'Settings',
  cancel: 'Cancel',
  close: 'Close',
  toolbarLabel: 'Game actions',
  updateReady: 'Update available — reload',

  roundsLeft: (n) => (n === 0 ? 'Stock empty, no rounds left' : `${n} ${plural(n, 'round', 'rounds')} left`),
  moves: (n) => `Moves: ${n}`,
  runs: (k) => `Runs: ${k}/8`,
  dealsLeft: (n) => `Deals left: ${n}`,
  faceDown: (n) => `Face down: ${n}`,
  time: (text) => `Time: ${text}`,
  statusLabel: 'Game status',
  dealInfo: (deal, suits, kind) =>
    `${deal === null ? 'Custom deal' : `Deal ${deal}`} · ${suits} ${plural(suits, 'suit', 'suits')} · ${uiEn.kinds[kind]}`,
  kinds: {
    random: 'random',
    number: 'by number',
    link: 'shared link',
    verified: 'verified',
    daily: 'daily',
    position: 'custom',
  },

  refusals: {
    ...refusalMessages,
    'not-a-run': 'Only cards of one suit in descending order move together.',
    'no-destination': 'There is no place these cards can go.',
    'no-such-card': 'There is no card there.',
    'game-over': 'This game is over. Start a new one or play it again.',
    'bad-deal': 'A deal number is a whole number from 0 to 4294967295.',
    'bad-suits': 'Choose 1, 2 or 4 suits.',
    'bad-rules': 'Choose classic, strict or relaxed deal rules.',
    'bad-save': 'The saved game could not be read back.',
  },
  linkErrors: {
    'bad-suits': 'That link names a suit count other than 1, 2 or 4, so it was not opened.',
    'bad-deal': 'That link’s deal number is not a whole number from 0 to 4294967295, so it was not opened.',
    'bad-rules': 'That link names unknown deal rules (use classic, strict or relaxed), so it was not opened.',
    'missing-suits': 'That link does not say how many suits to play, so it was not opened.',
    'missing-deal': 'That link does not name a deal number, so it was not opened.',
  },
  runCompleted: (suit) => `Run of ${SUIT_NAMES[suit]} completed.`,
  linkCopied: 'Link copied.',
  linkNotCopied: 'Could not copy; the link is shown so you can copy it yourself.',

  wonTitle: 'You won!',
  wonTime: 'Time',
  wonMoves: 'Moves',
  wonUndos: 'Undos',
  wonRuns: 'Runs',
  wonDeal: 'Deal',
  copyLink: 'Copy link',
  playAgain: 'Play again',
  stuckTitle: 'No moves left',
  stuckText: 'The stock is empty and no card can move. Undo, play the deal again or start a new one.',
  gaveUpTitle: 'Game over',
  gaveUpText: 'You gave up this game.',
  confirmRestartTitle: 'Restart this deal?',
  confirmRestartText: 'The deal starts again from the beginning. This game counts as a loss.',
  confirmGiveUpTitle: 'Give up this game?',
  confirmGiveUpText: 'It counts as a loss.',
  keepPlaying: 'Keep playing',
  pausedTitle: 'Paused',
  pausedText: 'The clock is stopped.',

  chooserTitle: 'New game',
  suitsLabel: 'Suits',
  suitsOption: (n) => `${n} ${plural(n, 'suit', 'suits')}`,
  dealTypeLabel: 'Deal',
  dealRandom: 'Random',
  dealRandomNote: 'unfiltered: may be impossible to win',
  dealByNumber: 'By number',
  dealNumberLabel: 'Deal number',
  dealNumberError: 'Type a whole number from 0 to 4294967295.',
  startGame: 'Start',
  abandonNote: 'The game in progress counts as a loss.',
  linkConfirmTitle: 'Open the shared deal?',
  linkConfirmText: (deal, suits) =>
    `Start deal ${deal} with ${suits} ${plural(suits, 'suit', 'suits')}? The game in progress counts as a loss.`,

  tapActionLabel: 'Tap a card to',
  tapActions: {
    move: 'Move it to the best spot',
    select: 'Select it, then tap a column',
    off: 'Nothing (drag only)',
  },
  rulesLabel: 'Empty columns and dealing',
  rulesNames: {
    classic: 'Classic: no deal while a column is empty, unless under 10 cards are left',
    strict: 'Strict: never deal while a column is empty',
    relaxed: 'Relaxed: deal even onto empty columns',
  },
  rulesNote: 'Applies from the next game.',
  reduceMotion: 'Reduce motion',
};
