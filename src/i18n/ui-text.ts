import type { Rank, Suit, SuitCount } from '../engine/cards.ts';
import type { DealRules } from '../engine/rules.ts';
import type { DestMark } from '../game/dests.ts';
import type { DealKind, GameRefusal } from '../game/session.ts';
import type { LinkError } from '../game/link.ts';
import type { CardSize, Contrast, Language, Motion, TapAction, TextSize, Theme } from '../game/settings.ts';
import type { StorageNotice } from '../game/stored.ts';
import type { DayState } from '../game/daily-days.ts';
import type { DailyShare } from '../game/share.ts';
import type { Advice, Confidence, Progress } from '../game/hints.ts';
import type { HintLevel, VerifiedGrade } from '../game/settings.ts';
import type { Third } from '../game/deals.ts';

/** One block of the Help text: a paragraph, a list, or terms with their descriptions. */
export type HelpBlock =
  { readonly p: string } | { readonly list: readonly string[] } | { readonly terms: readonly (readonly [term: string, description: string])[] };

export interface HelpSection {
  readonly heading: string;
  readonly blocks: readonly HelpBlock[];
}

/** The languages with a catalog (SPEC §3). */
export type LanguageCode = 'en' | 'de' | 'zh-Hans' | 'zh-Hant';

/**
 * Everything the table says, for one language. Each language supplies one of these
 * (English in ui-en.ts); words with numbers are functions so plurals and number formats
 * can follow the language.
 */
export interface UiText {
  readonly lang: LanguageCode; // also the BCP 47 tag for <html lang> and Intl
  /** Sentences said one after the other, as one text: with a space between, or none after a full-width stop. */
  joinSentences(lines: readonly string[]): string;
  /**
   * Where long words may break, with soft hyphens, for labels in narrow places (the phone
   * toolbar): browsers hyphenate few languages on their own. Shown only; names stay whole.
   */
  readonly wordBreaks?: Readonly<Record<string, string>>;
  readonly appTitle: string;

  // Cards and places
  cardName(rank: Rank, suit: Suit): string;
  readonly faceDownCard: string;
  column(n: number): string; // 1-based
  readonly emptyColumn: string;
  readonly compressed: string; // marker on a column squeezed to fit
  readonly foundations: string;
  readonly suitSymbol: Readonly<Record<Suit, string>>;
  suitPlural(suit: Suit): string;

  // Buttons
  readonly undo: string;
  readonly redo: string;
  readonly deal: string;
  readonly newGame: string;
  readonly restart: string;
  readonly giveUp: string;
  readonly pause: string;
  readonly resume: string;
  readonly settings: string;
  readonly statistics: string;
  readonly help: string; // the Help button and dialog
  readonly cancel: string;
  readonly close: string;
  readonly done: string; // a long sheet's button in its header (Help, Settings): closes it like Close
  readonly toolbarLabel: string;
  readonly updateReady: string;

  // Status line
  roundsLeft(n: number): string; // the stock's description
  moves(n: number): string; // must read `Moves: n`
  runs(k: number): string; // must read `Runs: k/8`
  dealsLeft(n: number): string;
  faceDown(n: number): string;
  time(text: string): string;
  score(n: number): string;
  readonly statusLabel: string;
  dealInfo(deal: number | null, suits: SuitCount, kind: DealKind, day: string | null): string; // day: a daily's "YYYY-MM-DD"
  readonly kinds: Readonly<Record<DealKind, string>>;

  // Messages
  readonly refusals: Readonly<Record<GameRefusal, string>>;
  readonly linkErrors: Readonly<Record<LinkError, string>>;
  languageUnknown(value: string): string; // a ?lang= this app has no catalog for
  runCompleted(suit: Suit): string;
  readonly dragCancelled: string;
  readonly linkCopied: string;
  readonly linkNotCopied: string;

  // Panels
  readonly wonTitle: string;
  readonly wonTime: string;
  readonly wonMoves: string;
  readonly wonUndos: string;
  readonly wonHints: string; // hints shown in the game (a restart keeps them)
  readonly hintsNotCounted: string; // a game resumed from a save made before hints were counted
  readonly wonRuns: string;
  readonly wonDeal: string;
  readonly copyLink: string;
  readonly playAgain: string;
  readonly stuckTitle: string;
  readonly stuckText: string;
  readonly gaveUpTitle: string;
  readonly gaveUpText: string;
  readonly confirmRestartTitle: string;
  readonly confirmRestartText: string;
  readonly confirmGiveUpTitle: string;
  readonly confirmGiveUpText: string;
  readonly keepPlaying: string;
  readonly pausedTitle: string;
  readonly pausedText: string;

  // New game chooser
  readonly chooserTitle: string;
  readonly suitsLabel: string;
  suitsOption(n: SuitCount): string;
  readonly dealTypeLabel: string;
  readonly dealRandom: string;
  readonly dealRandomNote: string;
  readonly dealByNumber: string;
  readonly dealVerified: string;
  readonly dealVerifiedNote: string;
  readonly dealDaily: string;
  readonly dealDailyNote: string;
  readonly dealListError: string;
  readonly dealNumberLabel: string;
  readonly dealNumberError: string;
  readonly startGame: string;
  readonly abandonNote: string;
  readonly linkConfirmTitle: string;
  linkConfirmText(deal: number, suits: SuitCount): string;

  // Numbers and times in this language
  count(n: number): string;
  percent(fraction: number): string; // 0..1
  duration(ms: number): string;

  // Statistics
  readonly statPlayed: string;
  readonly statWon: string;
  readonly statWinRate: string;
  readonly statStreak: string;
  readonly statBestStreak: string;
  readonly statBestTime: string;
  readonly statFewestMoves: string;
  readonly statWonWithoutUndo: string; // wins with no undo and no restart
  readonly statWonWithoutHints: string; // wins with no hint and no "Show me how" while in play
  readonly statDaily: string;
  readonly dailyWon: string;
  readonly dailyNotYet: string;
  readonly noRecordYet: string;
  readonly resetRecords: string;
  confirmResetTitle(suits: SuitCount): string;
  readonly confirmResetText: string;
  firstWin(suits: number): string; // the win panel's news: the first win at this suit count
  readonly newBestTime: string;
  readonly newFewestMoves: string;
  readonly newBestStreak: string;
  recordsSummary(suits: SuitCount, won: number, played: number, streak: number): string;

  // Stored data and other tabs
  readonly notSaving: string;
  storageNotice(notice: StorageNotice): string;
  readonly dismiss: string;
  readonly elsewhereTitle: string;
  readonly elsewhereText: string;
  readonly playHere: string;

  // Settings
  readonly tapActionLabel: string;
  readonly tapActions: Readonly<Record<TapAction, string>>;
  readonly rulesLabel: string;
  readonly rulesNames: Readonly<Record<DealRules, string>>;
  readonly rulesNote: string;
  readonly hintLevelLabel: string;
  readonly hintLevels: Readonly<Record<HintLevel, string>>;
  readonly hintLevelNote: string; // what a level changes
  readonly scoreLabel: string;
  readonly showScore: string;
  readonly undoPenalty: string;
  readonly lookLabel: string;
  readonly fourColour: string;
  readonly cardSizeLabel: string;
  readonly cardSizes: Readonly<Record<CardSize, string>>;
  readonly textSizeLabel: string;
  readonly textSizes: Readonly<Record<TextSize, string>>;
  cardSizeNote(auto: number, large: number, upright: boolean): string; // Larger cannot make the cards clearly bigger here (card widths in px; upright: portrait)
  readonly screenLabel: string; // Settings: focus mode and full screen
  readonly focusMode: string; // the setting, and what it does
  readonly focusModeNote: string;
  readonly leaveFocus: string; // the button that ends focus mode, in sight while it is on
  readonly focusModeOn: string; // announced when it is turned on
  readonly focusModeOff: string;
  readonly fullScreen: string; // the full-screen button (pressed while the page fills the screen)
  readonly themeLabel: string;
  readonly themes: Readonly<Record<Theme, string>>;
  readonly motionLabel: string;
  readonly motions: Readonly<Record<Motion, string>>;
  readonly languageLabel: string;
  readonly languageNames: Readonly<Record<Language, string>>; // each in its own language

  // Help
  readonly helpSections: readonly HelpSection[];

  // Daily results (the results service; everything here is hidden when the app has none)
  readonly resultsLabel: string; // the Settings group
  readonly sendResults: string; // the switch: "Send daily results"
  readonly sendResultsNote: string; // a short privacy note under the switch
  dailyPlayed(played: number, won: number): string; // end panel: how many played this daily (played > 0) and the share won
  dailyBeat(moves: number | null, time: number | null): string; // shares 0..1 of the other winners beaten; not both null
  readonly resultsHelp: HelpSection; // a Help section, shown with the switch

  // Segment picker (SPEC §3, names in §8)
  readonly columnKeysHint: string; // a column's description: Enter opens the picker
  selectedCards(count: number): string; // select mode: what a column has picked up
  pickerCount(count: number, total: number): string; // "Moving 3 of 5 movable cards"
  readonly moreCards: string; // ▲
  readonly fewerCards: string; // ▼
  toColumn(n: number): string; // must read `To column M`
  readonly marks: Readonly<Record<DestMark, string>>; // how a destination is marked
  readonly move: string; // confirms
  readonly nothingToPick: string; // the column has no face-up card
  readonly noDestination: string; // the chosen cards have nowhere to go

  // All-moves list
  readonly allMoves: string; // region name, must read `All moves`
  moveButton(count: number, from: number, to: number): string; // `Move n card(s) from column a to column b`
  readonly dealRow: string; // must read `Deal a row`
  readonly noMoves: string;
  readonly showMoves: string;
  readonly hideMoves: string;
  fromColumn(n: number): string; // a group heading in the list

  // Announcements (polite, once per action)
  moved(card: string, count: number, to: number): string;
  revealed(card: string): string;
  dealt(roundsLeft: number): string;
  readonly clauseJoiner: string; // between the parts of one announcement ("; ", "；")
  readonly undone: string;
  readonly redone: string;
  readonly fullScreenUnavailable: string;

  // "Show me how": the solver's winning line for a finished deal, replayed from its start
  readonly showMe: string; // the end panels' button and the viewer's name
  readonly showMeIntro: string; // says it is a replay that leaves the game alone
  readonly calculating: string; // "Calculating…"
  readonly showMeUnknown: string; // no line found within the solver's limit
  readonly showMeUnsolvable: string; // proven: no line wins this deal
  readonly showMeCancelled: string; // the calculation was stopped
  readonly showMeFailed: string; // the worker failed, or its line did not replay
  readonly tryAgain: string;
  readonly play: string; // the pause button is `pause`
  readonly stepBack: string;
  readonly stepForward: string;
  readonly speedLabel: string;
  speedName(speed: number): string; // 0.5, 1, 2, 4, 8 → "2×"
  showMeStart(total: number): string; // at the start of a line of `total` actions
  showMeCounter(step: number, total: number): string; // "Move 12 of 140"
  showMeStep(step: number, total: number, what: string): string; // announced: "Move 12 of 140: …"
  readonly showMeWon: string; // after the line's last action
  readonly showMeMoves: string; // the line's move list
  readonly showMeKeys: string; // Space and the arrow keys in the viewer

  // Hints (SPEC §4; the button's name in §8)
  readonly hint: string; // the button, must read `Hint`
  readonly more: string; // the toolbar button that shows the less used actions
  readonly hintRegion: string; // the hint bar's name for screen readers
  hintMove(card: string, count: number, from: number, to: number, empty: boolean): string; // 1-based columns
  readonly hintDeal: string; // the hint is to deal a row
  readonly hintWins: string; // nothing hidden: the move starts a winning line
  hintSampled(wins: number, samples: number): string; // won in that many guesses at the hidden cards
  readonly hintProgress: Readonly<Record<Progress, string>>; // what the move achieves
  readonly hintChance: Readonly<Record<Confidence, string>>; // how the reveal-aware search rates it
  readonly hintSetup: string; // no progress itself, but it opens a progress move
  readonly hintNoProgress: string; // another candidate that only moves cards about
  readonly hintUnfinished: string; // the search ran out of its limit
  readonly hintAdvice: Readonly<Record<Advice, string>>; // nothing makes progress: the next step
  readonly hintVerified: string; // a verified deal: winnable, but no line found in the limit
  readonly hintLost: string; // proven: no way to win from here
  readonly hintLostVerified: string; // …but the deal itself can be won from the start
  hintCount(index: number, total: number): string; // "Hint 2 of 5", 1-based
  readonly hintFailed: string;
  readonly restartDeal: string; // the "no way to win" bar
  readonly newDeal: string;
  // issue 11 cards: the high-contrast setting
  readonly contrastLabel: string;
  readonly contrasts: Readonly<Record<Contrast, string>>;

  // Status bar, deal line, stuck bar and lazy panels (issue 11, chrome)
  readonly rulesShort: Readonly<Record<DealRules, string>>; // in the deal line when not classic
  readonly loading: string; // a panel whose code is still being fetched
  readonly loadFailed: string; // …and could not be
  // issue 11, layout: the stock and the foundation slots
  readonly stockEmpty: string; // written on the empty stock (short: a card's width)
  runsDone(done: number, total: number): string; // the count in the next free foundation slot
  // issue 24, Finish: a proven win from a table with nothing hidden, played out
  readonly finish: string; // the button (SPEC §8: "Finish")
  readonly finishOffered: string; // announced when the button appears
  readonly finishReady: string; // the bar's words beside the button
  finishPlaying(done: number, total: number): string; // the bar during the play-out
  readonly finishSkip: string; // its button then: the rest at once
  finishDone(moves: number): string; // announced at the end
  readonly finishStopped: string; // the engine refused a step: the play-out stops
  readonly finishNotReady: string; // Finish (or E) with no proven win for this table
  readonly finishStarted: string; // announced once as an animated play-out starts (not per step)
  finishSkipped(moves: number): string; // announced when a skip played the rest at once
  finishInterrupted(done: number, total: number): string; // other input stopped it: the steps made stay
  // issue 24, verified deals by difficulty (data/thirds.ts)
  readonly gradeLabel: string; // the new-game chooser's group under Verified
  readonly grades: Readonly<Record<VerifiedGrade, string>>; // Any / Easier / Harder
  readonly gradeNote: string; // what the thirds are
  readonly dealGrade: Readonly<Record<Third, string>>; // in the deal line: "verified · easier"

  // issue 24, a daily worth sharing: Share result and the calendar of dailies in Statistics
  readonly shareResult: string; // the end panel's button, must read `Share result`
  dailyShareText(s: DailyShare): string; // figures only, no card or move; the link on its own line
  readonly resultShared: string;
  readonly resultCopied: string;
  readonly resultNotCopied: string; // the text is shown to copy by hand
  readonly resultText: string; // the shown text's name
  readonly dailyCalendar: string; // the calendar's heading
  calendarMonth(month: string): string; // "YYYY-MM" → "December 2026"
  calendarDay(day: string, state: DayState | null): string; // "2 December: won"
  weekday(day: number): string; // short name, 0 Sunday … 6 Saturday
  readonly weekStart: 0 | 1; // 0 Sunday, 1 Monday
  readonly previousMonth: string;
  readonly nextMonth: string;
  readonly calendarMarks: Readonly<Record<DayState, string>>; // the mark in a day's cell (not colour alone)
  readonly calendarLegend: string; // what the marks mean
  readonly calendarKeys: string; // the arrow keys, Page Up/Down
  readonly statDailyStreak: string; // won dailies on consecutive days, up to today or yesterday
  readonly statDailyBestStreak: string;
  readonly calendarNote: string; // a streak is of wins; days before this version are not known
  // "Where did it go wrong?" (issue 24, point 1; the three buttons' English names are SPEC §8's)
  readonly whereWrong: string; // the end panels' and stuck bar's button, must read `Where did it go wrong?`
  readonly tryFromThere: string; // must read `Try from there`
  readonly showMeFromThere: string; // must read `Show me how from there`
  readonly analysisIntro: string; // what the analysis does: the player's own line, every card visible
  analysisProgress(done: number, total: number): string; // the progress bar's text: searches done
  readonly analysisStarted: string; // announced when it starts
  readonly analysisHalfway: string; // announced once, halfway
  analysisMove(card: string, count: number, from: number, to: number): string; // 1-based columns
  readonly analysisDeal: string; // the deal of a row, as the move named
  analysisLostAt(move: number, what: string): string; // "After move 87 — … — no winning line was found."
  readonly analysisStillWinnable: string; // a win was still found from the final table
  readonly analysisUnknown: string; // no win found even from the deal, within the limit
  readonly analysisUnsolvable: string; // proven: the deal cannot be won
  readonly analysisNext: string; // heads the next moves of the winning line
  readonly analysisTable: string; // the read-only table's name: the table before that move
  readonly analysisCancelled: string;
  readonly analysisFailed: string;
  retriedTo(move: number): string; // announced after "Try from there": the moves on the table now
  readonly retriedNote: string; // on the end panels of a game tried again
  readonly lastGameTitle: string; // Statistics: the last game left with moves
  lastGameInfo(moves: number): string; // …and how far it got
}
