import type { Rank, Suit } from '../engine/cards.ts';
import { refusalMessages } from './en.ts';
import type { UiText } from './ui-text.ts';
import type { SaveError } from '../game/save.ts';
import { clockTime, formatters } from './format.ts';

const RANK_NAMES = ['Ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jack', 'Queen', 'King'];
const SUIT_NAMES: Record<Suit, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
const f = formatters('en');
const n = f.count;
const suitsText = (k: number) => `${n(k)} ${f.plural(k, { one: 'suit', other: 'suits' })}`;

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
  lang: 'en',
  joinSentences: (lines) => lines.join(' '),
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
  help: 'Help',
  cancel: 'Cancel',
  close: 'Close',
  done: 'Done',
  toolbarLabel: 'Game actions',
  updateReady: 'Update available — reload',

  roundsLeft: (k) => (k === 0 ? 'Stock empty, no rounds left' : `${n(k)} ${f.plural(k, { one: 'round', other: 'rounds' })} left`),
  moves: (k) => `Moves: ${n(k)}`,
  runs: (k) => `Runs: ${n(k)}/8`,
  dealsLeft: (k) => `Deals left: ${n(k)}`,
  faceDown: (k) => `Face down: ${n(k)}`,
  time: (text) => `Time: ${text}`,
  score: (k) => `Score: ${n(k)}`,
  statusLabel: 'Game status',
  dealInfo: (deal, suits, kind, day) =>
    `${deal === null ? 'Custom deal' : `Deal ${deal}`} · ${suitsText(suits)} · ${uiEn.kinds[kind]}${day ? `, ${f.day(day)}` : ''}`,
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
    'no-destination-card': 'There is no place this card can go.',
    'no-such-card': 'There is no card there.',
    'game-over': 'This game is over. Start a new one or play it again.',
    'bad-deal': 'A deal number is a whole number from 0 to 4294967295.',
    'bad-suits': 'Choose 1, 2 or 4 suits.',
    'bad-rules': 'Choose classic, strict or relaxed deal rules.',
    'bad-save': 'The saved game could not be read back.',
    'bad-retry': 'That table is not on this game’s own line.',
  },
  linkErrors: {
    'bad-suits': 'That link names a suit count other than 1, 2 or 4, so it was not opened.',
    'bad-deal': 'That link’s deal number is not a whole number from 0 to 4294967295, so it was not opened.',
    'bad-rules': 'That link names unknown deal rules (use classic, strict or relaxed), so it was not opened.',
    'missing-suits': 'That link does not say how many suits to play, so it was not opened.',
    'missing-deal': 'That link does not name a deal number, so it was not opened.',
    'bad-daily': 'That link’s daily date is not a calendar day (YYYY-MM-DD), so it was not opened.',
  },
  languageUnknown: (value) => `There is no “${value}” language here, so the page is in English.`,
  runCompleted: (suit) => `Run of ${SUIT_NAMES[suit]} completed.`,
  dragCancelled: 'The drag was interrupted, so the cards went back.',
  linkCopied: 'Link copied.',
  linkNotCopied: 'Could not copy; the link is shown so you can copy it yourself.',

  wonTitle: 'You won!',
  wonTime: 'Time',
  wonMoves: 'Moves',
  wonUndos: 'Undos',
  wonHints: 'Hints',
  hintsNotCounted: 'not counted',
  wonRuns: 'Runs',
  wonDeal: 'Deal',
  copyLink: 'Copy link',
  playAgain: 'Play again',
  stuckTitle: 'No moves left',
  stuckText: 'The stock is empty and no card can move. Undo, play the deal again or start a new one.',
  gaveUpTitle: 'Game over',
  gaveUpText: 'You gave up this game.',
  confirmRestartTitle: 'Restart this deal?',
  confirmRestartText:
    'The deal starts again from the beginning, and your moves so far are undone. It stays the same game in your statistics, and the restart counts as an undo.',
  confirmGiveUpTitle: 'Give up this game?',
  confirmGiveUpText: 'It counts as a loss.',
  keepPlaying: 'Keep playing',
  pausedTitle: 'Paused',
  pausedText: 'The clock is stopped.',

  chooserTitle: 'New game',
  suitsLabel: 'Suits',
  suitsOption: suitsText,
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
  linkConfirmText: (deal, suits) => `Start deal ${deal} with ${suitsText(suits)}? The game in progress counts as a loss.`,

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
  hintLevelLabel: 'Hint strength',
  hintLevels: { quick: 'Quick', normal: 'Normal', deep: 'Deep' },
  hintLevelNote: 'Deep plays more trial games and takes longer. A level gives the same hint on every device.',
  scoreLabel: 'Score',
  showScore: 'Show the score in the status line',
  undoPenalty: 'Each undo costs a point',
  lookLabel: 'Cards',
  fourColour: 'Four-colour deck (♣ green, ♦ blue)',
  cardSizeLabel: 'Card size',
  cardSizes: { auto: 'Fit the screen', large: 'Larger' },
  textSizeLabel: 'Text size',
  textSizes: { normal: 'Normal', large: 'Larger' },
  cardSizeNote: (auto, large, upright) =>
    (auto === large
      ? 'On this screen the cards already fill the width, so Larger cannot make them bigger.'
      : `On this screen the cards already fill the width, so Larger makes them only a little bigger (${large} instead of ${auto} pixels wide).`) +
    (upright ? ' Turned on its side, the screen gives bigger cards.' : ' Focus mode gives the table more room.'),
  screenLabel: 'Screen',
  focusMode: 'Focus mode: only the essentials around the table',
  focusModeNote: 'Moves and runs stay in sight, the buttons show their icons, and the table gets the room. F turns it on and off.',
  leaveFocus: 'Leave focus mode',
  focusModeOn: 'Focus mode on. The four-corners button at the top, “Leave focus mode”, brings everything back.',
  focusModeOff: 'Focus mode off.',
  fullScreen: 'Full screen',
  themeLabel: 'Theme',
  themes: { system: 'Like the system', light: 'Light', dark: 'Dark' },
  motionLabel: 'Motion',
  motions: { system: 'Like the system', reduce: 'Reduced', full: 'Full' },
  languageLabel: 'Language',
  languageNames: { auto: 'Browser language', en: 'English', de: 'Deutsch', 'zh-Hans': '简体中文', 'zh-Hant': '繁體中文' },

  count: f.count,
  percent: f.percent,
  duration: f.duration,

  statPlayed: 'Played',
  statWon: 'Won',
  statWinRate: 'Win rate',
  statStreak: 'Current streak',
  statBestStreak: 'Best streak',
  statBestTime: 'Best time',
  statFewestMoves: 'Fewest moves',
  statWonWithoutUndo: 'Won without undo',
  statWonWithoutHints: 'Won without hints',
  statDaily: 'Today’s daily deal',
  dailyWon: 'Won',
  dailyNotYet: 'Not won yet',
  noRecordYet: '—',
  resetRecords: 'Reset statistics',
  confirmResetTitle: (suits) => `Reset the ${suits}-suit statistics?`,
  confirmResetText: 'Games played, wins, streaks and best results for this suit count go back to zero. This cannot be undone.',
  firstWin: (suits) => `Your first ${n(suits)}-suit win!`,
  newBestTime: 'New best time!',
  newFewestMoves: 'New record: fewest moves!',
  newBestStreak: 'New best streak!',
  recordsSummary: (suits, won, played, streak) => `${suitsText(suits)}: ${n(won)} won of ${n(played)} played, streak ${n(streak)}.`,

  notSaving: 'Progress is not being saved on this device (storage is unavailable or full).',
  storageNotice: (notice) => {
    const n = notice;
    switch (n.kind) {
      case 'game-unreadable':
        return `Your saved game could not be read back (${saveProblem(n.error)}), so a new game has started. The saved data is kept aside and your statistics are untouched.`;
      case 'settings-unreadable':
        return 'Your settings could not be read back; the defaults are in use. The old data is kept aside.';
      case 'settings-repaired':
        return `Some settings could not be read back and are at their defaults again.`;
      case 'records-unreadable':
        return 'Your statistics could not be read back; they start again from zero. The old data is kept aside.';
      case 'records-repaired':
        return `Some statistics could not be read back and were reset. The old data is kept aside.`;
      case 'dailies-unreadable':
        return 'Your calendar of daily deals could not be read back; it starts again empty. The old data is kept aside.';
      case 'dailies-repaired':
        return 'Some days of your daily-deal calendar could not be read back and were left out. The old data is kept aside.';
    }
  },
  dismiss: 'OK',
  elsewhereTitle: 'Playing in another tab',
  elsewhereText: 'This game continues in another tab or window. Nothing here is saved until you take it back.',
  playHere: 'Play here',

  selectedCards: (k) => `${n(k)} ${f.plural(k, { one: 'card', other: 'cards' })} picked up`,
  columnKeysHint: 'Enter picks cards to move; the arrow keys go to the next column.',
  pickerCount: (count, total) => `Moving ${n(count)} of ${n(total)} movable ${f.plural(total, { one: 'card', other: 'cards' })}`,
  moreCards: 'One more card',
  fewerCards: 'One card fewer',
  toColumn: (k) => `To column ${n(k)}`,
  marks: {
    completes: 'completes a run',
    'same-suit': 'same suit',
    'other-suit': 'other suit',
    empty: 'empty column',
    none: 'changes nothing',
  },
  move: 'Move',
  nothingToPick: 'This column has no face-up card to move.',
  noDestination: 'These cards have nowhere to go.',

  allMoves: 'All moves',
  moveButton: (count, from, to) => `Move ${n(count)} ${f.plural(count, { one: 'card', other: 'cards' })} from column ${n(from)} to column ${n(to)}`,
  dealRow: 'Deal a row',
  noMoves: 'No card can move.',
  showMoves: 'Show all moves',
  hideMoves: 'Hide all moves',
  fromColumn: (k) => `From column ${n(k)}`,

  moved: (card, count, to) => (count === 1 ? `Moved ${card} to column ${n(to)}` : `Moved ${card} and ${n(count - 1)} more to column ${n(to)}`),
  revealed: (card) => `revealed ${card}`,
  dealt: (left) => `Dealt a row, ${n(left)} ${f.plural(left, { one: 'deal', other: 'deals' })} left`,
  clauseJoiner: '; ',
  undone: 'Undone',
  redone: 'Redone',
  fullScreenUnavailable: 'Full screen is not available here.',

  showMe: 'Show me how',
  showMeIntro: 'The solver’s winning line for this deal, from the first card. Your game stays as it is.',
  calculating: 'Calculating…',
  showMeUnknown: 'The solver found no winning line within its limit. The deal may still be winnable.',
  showMeUnsolvable: 'No line wins this deal: the solver tried every one.',
  showMeCancelled: 'The calculation was stopped before it finished.',
  showMeFailed: 'The winning line could not be worked out here.',
  tryAgain: 'Try again',
  play: 'Play',
  stepBack: 'Step back',
  stepForward: 'Step forward',
  speedLabel: 'Speed',
  speedName: (x) => `${n(x)}×`,
  showMeStart: (total) => `Start: won in ${n(total)} ${f.plural(total, { one: 'move', other: 'moves' })}`,
  showMeCounter: (step, total) => `Move ${n(step)} of ${n(total)}`,
  showMeStep: (step, total, what) => `Move ${n(step)} of ${n(total)}: ${what}`,
  showMeWon: 'The game is won.',
  showMeMoves: 'Moves of the line',
  showMeKeys: 'Space plays or pauses; ← and → step.',

  resultsLabel: 'Daily results',
  sendResults: 'Send daily results',
  sendResultsNote:
    'When a daily deal ends, its moves and time go to the results service, which replays them to check the game and keeps only the day’s totals — never your moves, your time or anything that identifies you.',
  dailyPlayed: (played, won) =>
    `${n(played)} ${f.plural(played, { one: 'player', other: 'players' })} on this daily deal so far, ${f.percent(won / played)} won.`,
  dailyBeat: (moves, time) => {
    const parts = [moves !== null ? `your moves beat ${f.percent(moves)}` : null, time !== null ? `your time beat ${f.percent(time)}` : null].filter(
      (p): p is string => p !== null,
    );
    const text = `${parts.join(', ')} of the other winners.`;
    return text.charAt(0).toUpperCase() + text.slice(1);
  },
  resultsHelp: {
    heading: 'Daily results',
    blocks: [
      {
        p: 'When a daily deal ends, won or lost, the result goes to the results service as soon as you are online. The win panel then shows how many played that daily, how many won, and how your moves and time compare with the other winners. Offline, the result waits on this device and goes out later; the game never waits for it.',
      },
      {
        p: 'Privacy: the service replays the moves to check the game, then keeps only counts for the day. It does not keep your moves, your time, your address or any name. A random number made for this device, which the service keeps only as a keyed hash, stops one result from counting twice. Switch off “Send daily results” in Settings and nothing is sent.',
      },
    ],
  },
  hint: 'Hint',
  more: 'More',
  hintRegion: 'Hint',
  hintMove: (card, count, from, to, empty) =>
    `Move ${card}${count > 1 ? ` and the ${n(count - 1)} ${f.plural(count - 1, { one: 'card', other: 'cards' })} on it` : ''} from column ${n(from)} ${empty ? `into the empty column ${n(to)}` : `to column ${n(to)}`}.`,
  hintDeal: 'Deal a row.',
  hintWins: 'It starts a line that wins.',
  hintSampled: (wins, samples) => `It won in ${n(wins)} of ${n(samples)} guesses at the hidden cards.`,
  hintChance: {
    likely: 'Most trial games played from here with it are won, though the hidden cards can still spoil it.',
    even: 'A fair chance: about as many trial games from here win as lose, so the hidden cards decide.',
    gamble: 'A gamble on the hidden cards: only some trial games from here are won.',
  },
  hintProgress: {
    reveals: 'It turns over a card.',
    empties: 'It empties a column.',
    completes: 'It completes a run.',
    joins: 'It builds a longer run of one suit.',
  },
  hintSetup: 'It makes way for progress on the next move.',
  hintNoProgress: 'Another way to go on.',
  hintUnfinished: 'No winning line found within the limit.',
  hintAdvice: {
    deal: 'Nothing left makes progress: deal a row.',
    'fill-then-deal': 'Nothing left makes progress: fill the empty columns, then deal.',
    undo: 'Nothing left makes progress: undo a few moves.',
  },
  hintVerified: 'This deal can be won, but the hint found no way from here within its limit.',
  hintLost: 'No way to win from this position.',
  hintLostVerified: 'The deal itself can be won: restart it, or undo.',
  hintCount: (index, total) => `Hint ${n(index)} of ${n(total)}`,
  hintFailed: 'The hint could not be worked out.',
  restartDeal: 'Restart deal',
  newDeal: 'New deal',

  helpSections: [
    {
      heading: 'The aim',
      blocks: [
        {
          p: 'Two decks, 104 cards, are dealt into ten columns; 50 cards wait in the stock. Build each suit from King down to Ace in one column: those thirteen cards then leave the table. Clear all eight such runs and the game is won.',
        },
        { p: 'With 1 suit every card is a spade; with 2 suits spades and hearts; with 4 suits all four. Fewer suits make an easier game.' },
      ],
    },
    {
      heading: 'Moving cards',
      blocks: [
        {
          list: [
            'Any face-up card may go onto a card exactly one rank higher, whatever its suit. Nothing goes onto an Ace.',
            'Cards move together only when they form a run: one suit, each one rank lower than the card beneath it.',
            'Anything may go into an empty column.',
            'When a face-down card comes to the top of a column it turns over.',
          ],
        },
        {
          p: 'Tap a card to send it (with the cards on it) to the best place: first where it completes a King-to-Ace run, then onto the same suit, then onto another suit, then into an empty column. In Settings a tap can select instead, or do nothing; dragging always works.',
        },
        {
          p: 'To choose exactly which cards go where, press and hold a column (or right-click it, or press Enter on it): the column opens large, the arrows choose how many cards to take, and every place they can go is a button. Below the table, “All moves” lists every legal move as a button.',
        },
      ],
    },
    {
      heading: 'Dealing from the stock',
      blocks: [
        { p: 'Tap the stock to deal one card face up onto every column: five deals in all. The Settings decide what an empty column means for a deal:' },
        {
          terms: [
            ['Classic', 'No deal while a column is empty, unless fewer than ten cards are left on the table.'],
            ['Strict', 'Never deal while a column is empty.'],
            ['Relaxed', 'Deal whenever the stock has cards, empty columns or not.'],
          ],
        },
      ],
    },
    {
      heading: 'Score',
      blocks: [
        {
          p: 'The score, shown when Settings ask for it, starts at 500, loses 1 for each move or deal (and each undo, unless that is switched off) and gains 100 for each completed run.',
        },
      ],
    },
    {
      heading: 'Kinds of deal',
      blocks: [
        {
          terms: [
            [
              'Verified',
              'A deal the solver has won with every card visible, so it can be won. Easier and Harder pick from the third of the list that took the solver least or most search.',
            ],
            ['Daily', 'One deal a day for each suit count, the same for every player.'],
            ['Random', 'Any of about four billion deals; some cannot be won.'],
            ['By number', 'Type a deal number to play it, for instance one a friend shared.'],
          ],
        },
      ],
    },
    {
      heading: 'Hints',
      blocks: [
        {
          p: 'Hint (or H) suggests a move and shows it on the table; press it again for the next suggestion. It is worked out in the background, so you can keep playing meanwhile; a move of yours makes it start over.',
        },
        {
          p: 'The hint is honest: it uses only cards you have seen. When some are still hidden it tries many guesses at them and picks the move that wins most often. When nothing is hidden any more it searches exactly, and if no line can win it says so, with Restart deal, New deal and Undo at hand.',
        },
        {
          p: 'Once no card is face down and every card left in the stock has been seen, the game looks for a win itself. When it finds one, Finish (or E) plays it out for you, move by move; a tap on the table skips to the end.',
        },
      ],
    },
    {
      heading: 'Tips',
      blocks: [
        {
          list: [
            'Turning face-down cards over comes first: every hidden card is a choice you cannot make yet.',
            'Empty columns are the most useful thing on the table. Fill one only when it gains something.',
            'Build in one suit where you can; a mixed stack has to be taken apart again.',
            'Deal only when nothing useful is left to do, since every deal covers ten cards.',
            'Undo is unlimited, so no move has to be final: try a line, and take it back if it leads nowhere.',
          ],
        },
      ],
    },
    {
      heading: 'Keyboard',
      blocks: [
        {
          terms: [
            ['U or Ctrl+Z', 'Undo'],
            ['Shift+U or Ctrl+Y', 'Redo'],
            ['D or Space', 'Deal a row'],
            ['← and →', 'Go from column to column'],
            ['Enter or Space on a column', 'Choose cards to move from it'],
            ['↑ and ↓ in that dialog', 'Take one card more or fewer'],
            ['H', 'Hint; again: the next suggestion'],
            ['E', 'Finish: play out a proven win; again: skip to the end'],
            ['F', 'Focus mode on or off'],
            ['N', 'New game'],
            ['R', 'Restart the deal'],
            ['P', 'Pause or resume'],
            ['? or F1', 'This help'],
            ['Space, ← and → in “Show me how”', 'Play or pause, step back or forward'],
            ['Esc', 'Close a dialog'],
          ],
        },
      ],
    },
  ],
  // issue 11 cards: the high-contrast setting
  contrastLabel: 'Contrast',
  contrasts: { system: 'Like the system', more: 'High', normal: 'Normal' },

  // Status bar, deal line, stuck bar and lazy panels (issue 11, chrome)
  rulesShort: { classic: 'classic rules', strict: 'strict rules', relaxed: 'relaxed rules' },
  loading: 'Loading…',
  loadFailed: 'This part of the game could not be loaded.',
  // issue 11, layout: the stock and the foundation slots
  stockEmpty: 'Empty',
  runsDone: (done, total) => `${n(done)}/${n(total)}`,
  // issue 24, Finish
  finish: 'Finish',
  finishOffered: 'The rest can be played out: Finish',
  finishReady: 'Every card is known and a win is proven.',
  finishPlaying: (done, total) => `Playing out: move ${n(done)} of ${n(total)}`,
  finishSkip: 'Skip to the end',
  finishDone: (moves) => `Played out in ${n(moves)} ${f.plural(moves, { one: 'move', other: 'moves' })}`,
  finishStopped: 'Finish stopped: a step was not legal on this table.',
  finishNotReady: 'Finish is offered once every card is known and a win is proven.',
  finishStarted: 'Playing out the rest…',
  finishSkipped: (moves) => `Skipped to the end: played out in ${n(moves)} ${f.plural(moves, { one: 'move', other: 'moves' })}`,
  finishInterrupted: (done, total) => `Finish stopped after ${n(done)} of ${n(total)} ${f.plural(total, { one: 'move', other: 'moves' })}`,
  // issue 24, verified deals by difficulty
  gradeLabel: 'Difficulty',
  grades: { any: 'Any', easier: 'Easier', harder: 'Harder' },
  gradeNote: 'thirds of the list by how much search the solver needed',
  dealGrade: { easier: 'easier', medium: 'medium', harder: 'harder' },

  // issue 24, a daily worth sharing
  shareResult: 'Share result',
  dailyShareText: (s) =>
    [
      `Spider daily ${s.day} · ${suitsText(s.suits)}`,
      `${s.won ? 'won in' : 'not won,'} ${n(s.moves)} ${f.plural(s.moves, { one: 'move', other: 'moves' })}, ${clockTime(s.timeMs)}`,
      s.hints === null ? 'hints not counted' : s.hints === 0 ? 'no hints' : `${n(s.hints)} ${f.plural(s.hints, { one: 'hint', other: 'hints' })}`,
      s.undos === 0 ? 'no undos' : `${n(s.undos)} ${f.plural(s.undos, { one: 'undo', other: 'undos' })}`,
    ].join(' · ') + `\n${s.link}`,
  resultShared: 'Result shared.',
  resultCopied: 'Result copied.',
  resultNotCopied: 'Could not copy; the result is shown so you can copy it yourself.',
  resultText: 'Result to share',
  dailyCalendar: 'Daily deals',
  calendarMonth: (month) => f.month(month),
  calendarDay: (day, state) => `${f.dayMonth(day)}: ${state === 'won' ? 'won' : state === 'played' ? 'played, not won' : 'not played'}`,
  weekday: (day) => f.weekdays()[day] ?? String(day),
  weekStart: 0,
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  calendarMarks: { won: '✓', played: '•' },
  calendarLegend: '✓ won · • played, not won',
  calendarKeys: 'Arrow keys go from day to day, Home and End to the start and end of the week, Page Up and Page Down from month to month.',
  statDailyStreak: 'Daily streak',
  statDailyBestStreak: 'Best daily streak',
  calendarNote: 'A daily streak counts dailies won on days in a row. The calendar starts with this version: earlier dailies are not known.',
  // "Where did it go wrong?" (issue 24, point 1)
  whereWrong: 'Where did it go wrong?',
  tryFromThere: 'Try from there',
  showMeFromThere: 'Show me how from there',
  analysisIntro: 'The solver went back over your own moves, with every card visible, to the last table it could still win from.',
  analysisProgress: (done, total) => `Looking back over your game: search ${n(done)} of at most ${n(total)}`,
  analysisStarted: 'Looking back over your game for where it went wrong…',
  analysisHalfway: 'Halfway through looking back.',
  analysisMove: (card, count, from, to) => `${card}${count > 1 ? ` and ${n(count - 1)} more` : ''} from column ${n(from)} to column ${n(to)}`,
  analysisDeal: 'dealing a row',
  analysisLostAt: (move, what) => `After move ${n(move)} — ${what} — no winning line was found.`,
  analysisStillWinnable: 'A winning line was still found from the table you ended on.',
  analysisUnknown: 'No winning line was found for this deal within the limit.',
  analysisUnsolvable: 'This deal could not be won: the solver tried every line.',
  analysisNext: 'A winning line from just before it begins:',
  analysisTable: 'The table before that move',
  analysisCancelled: 'The analysis was stopped.',
  analysisFailed: 'The analysis could not be finished here.',
  retriedTo: (move) => `Back to the table after move ${n(move)}.`,
  retriedNote: 'Tried again from an earlier table.',
  lastGameTitle: 'Last game left:',
  lastGameInfo: (moves) => `${n(moves)} ${f.plural(moves, { one: 'move', other: 'moves' })}.`,
};
