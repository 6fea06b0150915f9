import type { Rank, Suit } from '../engine/cards.ts';
import { refusalMessages } from './en.ts';
import type { UiText } from './ui-text.ts';
import type { SaveError } from '../game/save.ts';
import { formatTime } from '../game/timer.ts';

const RANK_NAMES = ['Ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jack', 'Queen', 'King'];
const SUIT_NAMES: Record<Suit, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);
const numbers = new Intl.NumberFormat('en');
const percents = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 });

/** Why a saved game was refused, as the end of a sentence. */
function saveProblem(e: SaveError): string {
  switch (e.code) {
    case 'not-json':
      return 'the data is damaged';
    case 'not-an-object':
      return 'the data is not a saved game';
    case 'bad-version':
      return 'it comes from a version of the app this one does not know';
    case 'missing-field':
      return `its “${e.field}” is missing`;
    case 'bad-field':
      return `its “${e.field}” is not valid`;
    case 'bad-start':
      return 'its starting position is not valid';
    case 'bad-action':
      return `action ${e.index + 1} is unreadable`;
    case 'illegal-action':
      return `action ${e.index + 1} is not legal there`;
    case 'inconsistent':
      return 'its state does not match its moves';
  }
}

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
  statistics: 'Statistics',
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
  score: (n) => `Score: ${numbers.format(n)}`,
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
  dragCancelled: 'The drag was interrupted, so the cards went back.',
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
  confirmRestartText: 'The deal starts again from the beginning, and your moves so far are undone. It stays the same game in your statistics.',
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
  dealVerified: 'Verified',
  dealVerifiedNote: 'the solver has won it with every card visible',
  dealDaily: 'Daily',
  dealDailyNote: 'one deal a day, the same for everyone',
  dealListError: 'The list of verified deals could not be loaded; try a random deal.',
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
  scoreLabel: 'Score',
  showScore: 'Show the score in the status line',
  undoPenalty: 'Each undo costs a point',
  lookLabel: 'Cards',
  fourColour: 'Four-colour deck (♣ green, ♦ blue)',
  cardSizeLabel: 'Card size',
  cardSizes: { auto: 'Fit the screen', large: 'Larger' },
  textSizeLabel: 'Text size',
  textSizes: { normal: 'Normal', large: 'Larger' },
  themeLabel: 'Theme',
  themes: { system: 'Like the system', light: 'Light', dark: 'Dark' },
  motionLabel: 'Motion',
  motions: { system: 'Like the system', reduce: 'Reduced', full: 'Full' },
  languageLabel: 'Language',
  languageNames: { auto: 'Browser language', en: 'English', de: 'Deutsch', 'zh-Hans': '简体中文', 'zh-Hant': '繁體中文' },

  count: (n) => numbers.format(n),
  percent: (fraction) => percents.format(fraction),
  duration: (ms) => formatTime(ms),

  statPlayed: 'Played',
  statWon: 'Won',
  statWinRate: 'Win rate',
  statStreak: 'Current streak',
  statBestStreak: 'Best streak',
  statBestTime: 'Best time',
  statFewestMoves: 'Fewest moves',
  statDaily: 'Today’s daily deal',
  dailyWon: 'Won',
  dailyNotYet: 'Not won yet',
  noRecordYet: '—',
  resetRecords: 'Reset statistics',
  confirmResetTitle: (suits) => `Reset the ${suits}-suit statistics?`,
  confirmResetText: 'Games played, wins, streaks and best results for this suit count go back to zero. This cannot be undone.',
  firstWin: 'Your first win with this many suits!',
  newBestTime: 'New best time!',
  newFewestMoves: 'New record: fewest moves!',
  newBestStreak: 'New best streak!',
  recordsSummary: (suits, won, played, streak) =>
    `${suits} ${plural(suits, 'suit', 'suits')}: ${numbers.format(won)} won of ${numbers.format(played)} played, streak ${numbers.format(streak)}.`,

  notSaving: 'Progress is not being saved on this device (storage is unavailable or full).',
  storageNotice: (n) => {
    switch (n.kind) {
      case 'game-unreadable':
        return `Your saved game could not be read back (${saveProblem(n.error)}), so a new game has started. The saved data is kept aside and your statistics are untouched.`;
      case 'settings-unreadable':
        return 'Your settings could not be read back; the defaults are in use. The old data is kept aside.';
      case 'settings-repaired':
        return `Some settings could not be read back and are at their defaults again: ${n.fields.join(', ')}.`;
      case 'records-unreadable':
        return 'Your statistics could not be read back; they start again from zero. The old data is kept aside.';
      case 'records-repaired':
        return `Some statistics could not be read back and were reset: ${n.fields.join(', ')}. The old data is kept aside.`;
    }
  },
  dismiss: 'OK',
  elsewhereTitle: 'Playing in another tab',
  elsewhereText: 'This game continues in another tab or window. Nothing here is saved until you take it back.',
  playHere: 'Play here',
};
