import type { Rank, Suit } from '../engine/cards.ts';
import type { UiText } from './ui-text.ts';
import type { SaveError } from '../game/save.ts';
import { clockTime, formatters } from './format.ts';

const RANK_NAMES = ['Ass', 'Zwei', 'Drei', 'Vier', 'Fünf', 'Sechs', 'Sieben', 'Acht', 'Neun', 'Zehn', 'Bube', 'Dame', 'König'];
const SUIT_NAMES: Record<Suit, string> = { S: 'Pik', H: 'Herz', D: 'Karo', C: 'Kreuz' };
const f = formatters('de');
const n = f.count;
const suitsText = (k: number) => `${n(k)} ${f.plural(k, { one: 'Farbe', other: 'Farben' })}`;

/** Why a saved game was refused, as the end of a sentence. */
function saveProblem(e: SaveError): string {
  switch (e.code) {
    case 'not-json':
      return 'die Daten sind beschädigt';
    case 'not-an-object':
      return 'die Daten sind kein gespeichertes Spiel';
    case 'bad-version':
      return 'sie stammen aus einer Version der App, die diese Version nicht kennt';
    case 'missing-field':
      return `„${e.field}“ fehlt`;
    case 'bad-field':
      return `„${e.field}“ ist ungültig`;
    case 'bad-start':
      return 'die Ausgangsstellung ist ungültig';
    case 'bad-action':
      return `Aktion ${n(e.index + 1)} ist nicht lesbar`;
    case 'illegal-action':
      return `Aktion ${n(e.index + 1)} ist an dieser Stelle nicht erlaubt`;
    case 'inconsistent':
      return 'der Spielstand passt nicht zu den Zügen';
  }
}

/** Die deutschen Texte des Spieltischs. */
export const uiDe: UiText = {
  lang: 'de',
  joinSentences: (lines) => lines.join(' '),
  wordBreaks: {
    Rückgängig: 'Rück\u00adgängig',
    Wiederholen: 'Wieder\u00adholen',
    Aufgeben: 'Auf\u00adgeben',
  },
  appTitle: 'Spider Solitär',

  cardName: (rank: Rank, suit: Suit) => `${SUIT_NAMES[suit]}-${RANK_NAMES[rank - 1]}`,
  faceDownCard: 'Verdeckte Karte',
  column: (k) => `Spalte ${n(k)}`,
  emptyColumn: 'leer',
  compressed: 'Spalte zusammengeschoben, damit sie passt',
  foundations: 'Fertige Reihen',
  suitSymbol: { S: '♠', H: '♥', D: '♦', C: '♣' },
  suitPlural: (suit) => SUIT_NAMES[suit],

  undo: 'Rückgängig',
  redo: 'Wiederholen',
  deal: 'Austeilen',
  newGame: 'Neues Spiel',
  restart: 'Neustart',
  giveUp: 'Aufgeben',
  pause: 'Pause',
  resume: 'Weiter',
  settings: 'Einstellungen',
  statistics: 'Statistik',
  help: 'Hilfe',
  cancel: 'Abbrechen',
  close: 'Schließen',
  done: 'Fertig',
  toolbarLabel: 'Spielaktionen',
  updateReady: 'Update verfügbar – neu laden',

  roundsLeft: (k) => (k === 0 ? 'Stapel leer, keine Runde mehr' : `Noch ${n(k)} ${f.plural(k, { one: 'Runde', other: 'Runden' })}`),
  moves: (k) => `Züge: ${n(k)}`,
  runs: (k) => `Reihen: ${n(k)}/${n(8)}`,
  dealsLeft: (k) => `Runden übrig: ${n(k)}`,
  faceDown: (k) => `Verdeckt: ${n(k)}`,
  time: (text) => `Zeit: ${text}`,
  score: (k) => `Punkte: ${n(k)}`,
  statusLabel: 'Spielstand',
  dealInfo: (deal, suits, kind, day) =>
    `${deal === null ? 'Eigenes Spiel' : `Spiel ${deal}`} · ${suitsText(suits)} · ${uiDe.kinds[kind]}${day ? `, ${f.day(day)}` : ''}`,
  kinds: {
    random: 'zufällig',
    number: 'nach Nummer',
    link: 'geteilter Link',
    verified: 'geprüft',
    daily: 'Tagesspiel',
    position: 'eigene',
  },

  refusals: {
    'no-such-column': 'Diese Spalte gibt es nicht.',
    'same-column': 'Die Karten liegen schon in dieser Spalte.',
    'bad-count': 'Wähle mindestens eine Karte zum Verschieben.',
    'too-few-cards': 'So viele Karten liegen nicht in dieser Spalte.',
    'face-down': 'Verdeckte Karten lassen sich nicht bewegen.',
    'mixed-suits': 'Gemeinsam ziehen lassen sich nur Karten einer Farbe in absteigender Folge.',
    'not-descending': 'Gemeinsam ziehen lassen sich nur Karten einer Farbe in absteigender Folge.',
    'not-a-run': 'Gemeinsam ziehen lassen sich nur Karten einer Farbe in absteigender Folge.',
    'onto-ace': 'Auf ein Ass darf keine Karte gelegt werden.',
    'king-needs-empty': 'Ein König passt nur in eine leere Spalte.',
    'rank-mismatch': 'Eine Karte gehört auf eine Karte, die genau um eins höher ist.',
    'stock-empty': 'Der Stapel ist leer.',
    'empty-column': 'Vor dem Austeilen muss jede leere Spalte belegt sein.',
    'nothing-to-undo': 'Es gibt nichts rückgängig zu machen.',
    'nothing-to-redo': 'Es gibt nichts zu wiederholen.',
    'unknown-action': 'Diese Aktion ist unbekannt.',
    'no-destination': 'Für diese Karten gibt es keinen Platz.',
    'no-destination-card': 'Für diese Karte gibt es keinen Platz.',
    'no-such-card': 'Dort liegt keine Karte.',
    'game-over': 'Dieses Spiel ist vorbei. Starte ein neues oder spiele es noch einmal.',
    'bad-deal': 'Eine Spielnummer ist eine ganze Zahl von 0 bis 4294967295.',
    'bad-suits': 'Wähle 1, 2 oder 4 Farben.',
    'bad-rules': 'Wähle die Austeilregel „Klassisch“, „Streng“ oder „Locker“.',
    'bad-save': 'Das gespeicherte Spiel ließ sich nicht wieder einlesen.',
    'bad-retry': 'Dieser Spielstand liegt nicht auf dem Weg dieses Spiels.',
  },
  linkErrors: {
    'bad-suits': 'Dieser Link nennt eine andere Zahl von Farben als 1, 2 oder 4 und wurde deshalb nicht geöffnet.',
    'bad-deal': 'Die Spielnummer in diesem Link ist keine ganze Zahl von 0 bis 4294967295, deshalb wurde er nicht geöffnet.',
    'bad-rules': 'Dieser Link nennt unbekannte Austeilregeln (gültig sind classic, strict und relaxed) und wurde deshalb nicht geöffnet.',
    'missing-suits': 'Dieser Link gibt nicht an, mit wie vielen Farben gespielt wird, und wurde deshalb nicht geöffnet.',
    'missing-deal': 'Dieser Link nennt keine Spielnummer und wurde deshalb nicht geöffnet.',
    'bad-daily': 'Das Datum des Tagesspiels in diesem Link ist kein Kalendertag (JJJJ-MM-TT), daher wurde er nicht geöffnet.',
  },
  languageUnknown: (value) => `Eine Sprache „${value}“ gibt es hier nicht, deshalb erscheint die Seite auf Deutsch.`,
  runCompleted: (suit) => `Reihe in ${SUIT_NAMES[suit]} abgeschlossen.`,
  dragCancelled: 'Das Ziehen wurde unterbrochen, die Karten liegen wieder an ihrem Platz.',
  linkCopied: 'Link kopiert.',
  linkNotCopied: 'Kopieren nicht möglich; der Link wird angezeigt, damit du ihn selbst kopieren kannst.',

  wonTitle: 'Gewonnen!',
  wonTime: 'Zeit',
  wonMoves: 'Züge',
  wonUndos: 'Rücknahmen',
  wonHints: 'Tipps',
  hintsNotCounted: 'nicht gezählt',
  wonRuns: 'Reihen',
  wonDeal: 'Spiel',
  copyLink: 'Link kopieren',
  playAgain: 'Noch einmal',
  stuckTitle: 'Keine Züge mehr',
  stuckText: 'Der Stapel ist leer, und keine Karte lässt sich mehr bewegen. Nimm Züge zurück, spiele dieses Spiel noch einmal oder starte ein neues.',
  gaveUpTitle: 'Spiel beendet',
  gaveUpText: 'Du hast dieses Spiel aufgegeben.',
  confirmRestartTitle: 'Dieses Spiel neu starten?',
  confirmRestartText:
    'Das Spiel beginnt wieder von vorn, alle bisherigen Züge werden zurückgenommen. In deiner Statistik bleibt es dasselbe Spiel, und der Neustart zählt als Rücknahme.',
  confirmGiveUpTitle: 'Dieses Spiel aufgeben?',
  confirmGiveUpText: 'Es zählt als Niederlage.',
  keepPlaying: 'Weiterspielen',
  pausedTitle: 'Pausiert',
  pausedText: 'Die Uhr steht still.',

  chooserTitle: 'Neues Spiel',
  suitsLabel: 'Farben',
  suitsOption: suitsText,
  dealTypeLabel: 'Austeilung',
  dealRandom: 'Zufällig',
  dealRandomNote: 'ungefiltert: vielleicht nicht zu gewinnen',
  dealByNumber: 'Nach Nummer',
  dealVerified: 'Geprüft',
  dealVerifiedNote: 'vom Lösungsprogramm bei offenen Karten gewonnen',
  dealDaily: 'Tagesspiel',
  dealDailyNote: 'ein Spiel pro Tag, für alle dasselbe',
  dealListError: 'Die Liste der geprüften Spiele ließ sich nicht laden; versuche ein zufälliges Spiel.',
  dealNumberLabel: 'Spielnummer',
  dealNumberError: 'Gib eine ganze Zahl von 0 bis 4294967295 ein.',
  startGame: 'Starten',
  abandonNote: 'Das laufende Spiel zählt als Niederlage.',
  linkConfirmTitle: 'Geteiltes Spiel öffnen?',
  linkConfirmText: (deal, suits) => `Spiel ${deal} mit ${suitsText(suits)} starten? Das laufende Spiel zählt als Niederlage.`,

  tapActionLabel: 'Beim Antippen einer Karte',
  tapActions: {
    move: 'An den besten Platz ziehen',
    select: 'Auswählen, dann eine Spalte antippen',
    off: 'Nichts tun (nur Ziehen)',
  },
  rulesLabel: 'Leere Spalten und Austeilen',
  rulesNames: {
    classic: 'Klassisch: kein Austeilen bei leerer Spalte, außer es sind weniger als 10 Karten übrig',
    strict: 'Streng: nie austeilen, solange eine Spalte leer ist',
    relaxed: 'Locker: auch auf leere Spalten austeilen',
  },
  rulesNote: 'Gilt ab dem nächsten Spiel.',
  hintLevelLabel: 'Tipp-Stärke',
  hintLevels: { quick: 'Schnell', normal: 'Normal', deep: 'Gründlich' },
  hintLevelNote: 'Gründlich spielt mehr Probespiele und braucht länger. Eine Stufe gibt auf jedem Gerät denselben Tipp.',
  scoreLabel: 'Punkte',
  showScore: 'Punkte in der Statuszeile anzeigen',
  undoPenalty: 'Jede Rücknahme kostet einen Punkt',
  lookLabel: 'Karten',
  fourColour: 'Vierfarbiges Blatt (♣ grün, ♦ blau)',
  cardSizeLabel: 'Kartengröße',
  cardSizes: { auto: 'An den Bildschirm anpassen', large: 'Größer' },
  textSizeLabel: 'Textgröße',
  textSizes: { normal: 'Normal', large: 'Größer' },
  cardSizeNote: (auto, large, upright) =>
    (auto === large
      ? 'Auf diesem Bildschirm füllen die Karten schon die Breite, deshalb kann „Größer“ sie nicht vergrößern.'
      : `Auf diesem Bildschirm füllen die Karten schon die Breite, deshalb macht „Größer“ sie nur ein wenig größer (${large} statt ${auto} Pixel breit).`) +
    (upright ? ' Quer gehalten werden die Karten größer.' : ' Der Fokusmodus gibt dem Tisch mehr Platz.'),
  screenLabel: 'Bildschirm',
  focusMode: 'Fokusmodus: nur das Nötigste um den Tisch',
  focusModeNote: 'Züge und Reihen bleiben sichtbar, die Knöpfe zeigen ihre Symbole, und der Tisch bekommt den Platz. F schaltet ihn ein und aus.',
  leaveFocus: 'Fokusmodus beenden',
  focusModeOn: 'Fokusmodus an. Der Knopf mit den vier Ecken oben, „Fokusmodus beenden“, holt alles zurück.',
  focusModeOff: 'Fokusmodus aus.',
  fullScreen: 'Vollbild',
  themeLabel: 'Design',
  themes: { system: 'Wie das System', light: 'Hell', dark: 'Dunkel' },
  motionLabel: 'Animationen',
  motions: { system: 'Wie das System', reduce: 'Reduziert', full: 'Vollständig' },
  languageLabel: 'Sprache',
  languageNames: { auto: 'Sprache des Browsers', en: 'English', de: 'Deutsch', 'zh-Hans': '简体中文', 'zh-Hant': '繁體中文' },

  count: f.count,
  percent: f.percent,
  duration: f.duration,

  statPlayed: 'Gespielt',
  statWon: 'Gewonnen',
  statWinRate: 'Gewinnquote',
  statStreak: 'Aktuelle Serie',
  statBestStreak: 'Beste Serie',
  statBestTime: 'Bestzeit',
  statFewestMoves: 'Wenigste Züge',
  statWonWithoutUndo: 'Gewonnen ohne Rücknahme',
  statWonWithoutHints: 'Gewonnen ohne Tipp',
  statDaily: 'Heutiges Tagesspiel',
  dailyWon: 'Gewonnen',
  dailyNotYet: 'Noch nicht gewonnen',
  noRecordYet: '—',
  resetRecords: 'Statistik zurücksetzen',
  confirmResetTitle: (suits) => `Statistik für ${suitsText(suits)} zurücksetzen?`,
  confirmResetText: 'Gespielte Spiele, Siege, Serien und Bestwerte für diese Zahl von Farben werden auf null gesetzt. Das lässt sich nicht rückgängig machen.',
  firstWin: (suits) => (suits === 1 ? `Dein erster Sieg mit ${n(suits)} Farbe!` : `Dein erster Sieg mit ${n(suits)} Farben!`),
  newBestTime: 'Neue Bestzeit!',
  newFewestMoves: 'Neuer Rekord: so wenige Züge wie nie!',
  newBestStreak: 'Neue beste Serie!',
  recordsSummary: (suits, won, played, streak) =>
    `${suitsText(suits)}: ${n(won)} von ${n(played)} ${f.plural(played, { one: 'Spiel', other: 'Spielen' })} gewonnen, Serie ${n(streak)}.`,

  notSaving: 'Der Spielstand wird auf diesem Gerät nicht gespeichert (der Speicher ist nicht verfügbar oder voll).',
  storageNotice: (notice) => {
    switch (notice.kind) {
      case 'game-unreadable':
        return `Dein gespeichertes Spiel ließ sich nicht wieder einlesen (${saveProblem(notice.error)}), deshalb hat ein neues Spiel begonnen. Die gespeicherten Daten werden beiseitegelegt, deine Statistik bleibt unverändert.`;
      case 'settings-unreadable':
        return 'Deine Einstellungen ließen sich nicht wieder einlesen; es gelten die Standardwerte. Die alten Daten werden beiseitegelegt.';
      case 'settings-repaired':
        return `Einige Einstellungen ließen sich nicht wieder einlesen und stehen wieder auf ihrem Standardwert.`;
      case 'records-unreadable':
        return 'Deine Statistik ließ sich nicht wieder einlesen und beginnt wieder bei null. Die alten Daten werden beiseitegelegt.';
      case 'records-repaired':
        return `Einige Werte der Statistik ließen sich nicht wieder einlesen und wurden zurückgesetzt. Die alten Daten werden beiseitegelegt.`;
      case 'dailies-unreadable':
        return 'Dein Kalender der Tagesspiele konnte nicht gelesen werden und beginnt leer. Die alten Daten werden aufbewahrt.';
      case 'dailies-repaired':
        return 'Einige Tage deines Tagesspiel-Kalenders konnten nicht gelesen werden und fehlen. Die alten Daten werden aufbewahrt.';
    }
  },
  dismiss: 'OK',
  elsewhereTitle: 'In einem anderen Tab geöffnet',
  elsewhereText: 'Dieses Spiel läuft in einem anderen Tab oder Fenster weiter. Hier wird nichts gespeichert, bis du es wieder hierher holst.',
  playHere: 'Hier spielen',

  selectedCards: (k) => `${n(k)} ${f.plural(k, { one: 'Karte', other: 'Karten' })} ausgewählt`,
  columnKeysHint: 'Die Eingabetaste wählt Karten zum Verschieben; die Pfeiltasten gehen zur nächsten Spalte.',
  pickerCount: (count, total) => `${n(count)} von ${n(total)} ${f.plural(total, { one: 'beweglicher Karte', other: 'beweglichen Karten' })} ausgewählt`,
  moreCards: 'Eine Karte mehr',
  fewerCards: 'Eine Karte weniger',
  toColumn: (k) => `Auf Spalte ${n(k)}`,
  marks: {
    completes: 'vollendet eine Reihe',
    'same-suit': 'gleiche Farbe',
    'other-suit': 'andere Farbe',
    empty: 'leere Spalte',
    none: 'ändert nichts',
  },
  move: 'Verschieben',
  nothingToPick: 'In dieser Spalte liegt keine offene Karte zum Verschieben.',
  noDestination: 'Für diese Karten gibt es keinen Platz.',

  allMoves: 'Alle Züge',
  moveButton: (count, from, to) => `${n(count)} ${f.plural(count, { one: 'Karte', other: 'Karten' })} von Spalte ${n(from)} auf Spalte ${n(to)} verschieben`,
  dealRow: 'Karten austeilen',
  noMoves: 'Keine Karte lässt sich bewegen.',
  showMoves: 'Alle Züge zeigen',
  hideMoves: 'Alle Züge ausblenden',
  fromColumn: (k) => `Aus Spalte ${n(k)}`,

  moved: (card, count, to) => (count === 1 ? `${card} auf Spalte ${n(to)} gelegt` : `${card} und ${n(count - 1)} weitere auf Spalte ${n(to)} gelegt`),
  revealed: (card) => `${card} aufgedeckt`,
  dealt: (left) => `Karten ausgeteilt, noch ${n(left)} ${f.plural(left, { one: 'Runde', other: 'Runden' })} übrig`,
  clauseJoiner: '; ',
  undone: 'Rückgängig gemacht',
  redone: 'Wiederholt',
  fullScreenUnavailable: 'Vollbild ist hier nicht verfügbar.',

  showMe: 'Zeig mir den Weg',
  showMeIntro: 'So gewinnt das Lösungsprogramm dieses Spiel, von der ersten Karte an. Dein Spiel bleibt, wie es ist.',
  calculating: 'Wird berechnet …',
  showMeUnknown: 'Das Lösungsprogramm hat innerhalb seiner Grenze keinen Weg zum Sieg gefunden. Gewinnbar kann das Spiel trotzdem sein.',
  showMeUnsolvable: 'Dieses Spiel ist nicht zu gewinnen: Das Lösungsprogramm hat alle Wege durchprobiert.',
  showMeCancelled: 'Die Berechnung wurde abgebrochen, bevor sie fertig war.',
  showMeFailed: 'Der Weg zum Sieg ließ sich hier nicht berechnen.',
  tryAgain: 'Noch einmal versuchen',
  play: 'Abspielen',
  stepBack: 'Schritt zurück',
  stepForward: 'Schritt vor',
  speedLabel: 'Tempo',
  speedName: (x) => `${n(x)}×`,
  showMeStart: (total) => `Anfang: gewonnen in ${n(total)} ${f.plural(total, { one: 'Zug', other: 'Zügen' })}`,
  showMeCounter: (step, total) => `Zug ${n(step)} von ${n(total)}`,
  showMeStep: (step, total, what) => `Zug ${n(step)} von ${n(total)}: ${what}`,
  showMeWon: 'Das Spiel ist gewonnen.',
  showMeMoves: 'Züge des Lösungswegs',
  showMeKeys: 'Leertaste: abspielen oder anhalten; ← und →: Schritt für Schritt.',

  resultsLabel: 'Tagesergebnisse',
  sendResults: 'Tagesergebnisse senden',
  sendResultsNote:
    'Nach einem Tagesspiel gehen Züge und Zeit an den Ergebnisdienst. Er spielt die Züge zur Prüfung nach und behält nur die Summen des Tages – nie deine Züge, deine Zeit oder etwas, woran man dich erkennt.',
  dailyPlayed: (played, won) =>
    `${n(played)} ${f.plural(played, { one: 'hat', other: 'haben' })} dieses Tagesspiel bisher gespielt, ${f.percent(won / played)} gewonnen.`,
  dailyBeat: (moves, time) => {
    const m = moves !== null ? f.percent(moves) : null;
    const t = time !== null ? f.percent(time) : null;
    if (m !== null && t !== null) return `Mit deinen Zügen liegst du vor ${m}, mit deiner Zeit vor ${t} der anderen Gewinner.`;
    if (m !== null) return `Mit deinen Zügen liegst du vor ${m} der anderen Gewinner.`;
    return `Mit deiner Zeit liegst du vor ${t ?? ''} der anderen Gewinner.`;
  },
  resultsHelp: {
    heading: 'Tagesergebnisse',
    blocks: [
      {
        p: 'Ist ein Tagesspiel zu Ende, gewonnen oder verloren, geht das Ergebnis an den Ergebnisdienst, sobald du online bist. Das Gewinnfenster zeigt dann, wie viele dieses Tagesspiel gespielt und gewonnen haben und wie deine Züge und deine Zeit im Vergleich zu den anderen Gewinnern abschneiden. Ohne Netz wartet das Ergebnis auf diesem Gerät und geht später hinaus; das Spiel wartet nie darauf.',
      },
      {
        p: 'Datenschutz: Der Dienst spielt die Züge nach, um das Spiel zu prüfen, und behält danach nur Zählungen für den Tag. Deine Züge, deine Zeit, deine Adresse oder einen Namen speichert er nicht. Eine Zufallszahl für dieses Gerät, dort nur als Prüfwert mit geheimem Schlüssel abgelegt, verhindert, dass ein Ergebnis doppelt zählt. Schalte „Tagesergebnisse senden“ in den Einstellungen aus, dann wird nichts gesendet.',
      },
    ],
  },
  hint: 'Tipp',
  more: 'Mehr',
  hintRegion: 'Tipp',
  hintMove: (card, count, from, to, empty) =>
    `${card}${count > 1 ? ` mit den ${n(count - 1)} Karten darauf` : ''} von Spalte ${n(from)} ${empty ? `in die leere Spalte ${n(to)}` : `auf Spalte ${n(to)}`} legen.`,
  hintDeal: 'Eine Reihe austeilen.',
  hintWins: 'Damit beginnt ein Weg zum Sieg.',
  hintSampled: (wins, samples) => `Gewann in ${n(wins)} von ${n(samples)} Annahmen über die verdeckten Karten.`,
  hintChance: {
    likely: 'Die meisten Probespiele von hier aus gehen damit gut aus, doch verdeckte Karten können es noch verderben.',
    even: 'Eine offene Sache: Etwa so viele Probespiele gewinnen wie verlieren, die verdeckten Karten entscheiden.',
    gamble: 'Ein Wagnis mit den verdeckten Karten: Nur ein Teil der Probespiele von hier aus wird gewonnen.',
  },
  hintProgress: {
    reveals: 'Das deckt eine Karte auf.',
    empties: 'Das leert eine Spalte.',
    completes: 'Das vollendet eine Reihe.',
    joins: 'Das verlängert eine Folge derselben Farbe.',
  },
  hintSetup: 'Das macht den Weg frei für einen Fortschritt im nächsten Zug.',
  hintNoProgress: 'Eine weitere Möglichkeit.',
  hintUnfinished: 'Innerhalb der Grenze wurde kein Weg zum Sieg gefunden.',
  hintAdvice: {
    deal: 'Kein Zug bringt mehr voran: Teile eine Reihe aus.',
    'fill-then-deal': 'Kein Zug bringt mehr voran: Fülle die leeren Spalten, dann teile aus.',
    undo: 'Kein Zug bringt mehr voran: Nimm ein paar Züge zurück.',
  },
  hintVerified: 'Dieses Spiel ist lösbar, aber der Tipp fand von hier aus innerhalb seiner Grenze keinen Weg.',
  hintLost: 'Von dieser Stellung aus ist kein Sieg mehr möglich.',
  hintLostVerified: 'Das Spiel selbst ist lösbar: Starte es neu oder nimm Züge zurück.',
  hintCount: (index, total) => `Tipp ${n(index)} von ${n(total)}`,
  hintFailed: 'Der Tipp konnte nicht berechnet werden.',
  restartDeal: 'Spiel neu starten',
  newDeal: 'Neues Spiel',

  helpSections: [
    {
      heading: 'Ziel des Spiels',
      blocks: [
        {
          p: 'Gespielt wird mit zwei Kartenspielen, zusammen 104 Karten. Sie werden auf zehn Spalten ausgeteilt, 50 Karten bleiben im Stapel. Lege in einer Spalte eine Farbe vom König abwärts bis zum Ass: Diese dreizehn Karten verschwinden dann vom Tisch. Sind alle acht solcher Reihen abgeräumt, ist das Spiel gewonnen.',
        },
        { p: 'Bei 1 Farbe ist jede Karte ein Pik, bei 2 Farben gibt es Pik und Herz, bei 4 Farben alle vier. Je weniger Farben, desto leichter das Spiel.' },
      ],
    },
    {
      heading: 'Karten bewegen',
      blocks: [
        {
          list: [
            'Jede offene Karte darf auf eine Karte, die genau einen Wert höher ist – gleich welcher Farbe. Auf ein Ass kommt nichts.',
            'Mehrere Karten ziehen nur gemeinsam, wenn sie eine Reihe bilden: alle von einer Farbe, jede um einen Wert niedriger als die Karte, auf der sie liegt.',
            'In eine leere Spalte darf alles.',
            'Sobald eine verdeckte Karte frei liegt, wird sie aufgedeckt.',
          ],
        },
        {
          p: 'Tippe eine Karte an, und sie wandert mitsamt den Karten darauf an den besten Platz: zuerst dorthin, wo sie eine Reihe vom König bis zum Ass vollendet, sonst auf dieselbe Farbe, sonst auf eine andere Farbe, sonst in eine leere Spalte. In den Einstellungen lässt sich festlegen, dass Antippen die Karte stattdessen nur auswählt oder gar nichts tut; Ziehen funktioniert immer.',
        },
        {
          p: 'Willst du genau bestimmen, welche Karten wohin kommen, halte eine Spalte gedrückt (oder klicke sie mit der rechten Maustaste an oder drücke auf ihr die Eingabetaste): Die Spalte wird groß angezeigt, mit den Pfeilen legst du fest, wie viele Karten du nimmst, und jeder Platz, an den sie passen, erscheint als Schaltfläche. Unter dem Tisch führt „Alle Züge“ jeden erlaubten Zug als Schaltfläche auf.',
        },
      ],
    },
    {
      heading: 'Austeilen aus dem Stapel',
      blocks: [
        {
          p: 'Tippe auf den Stapel, um auf jede Spalte eine offene Karte zu legen – das geht insgesamt fünfmal. Was eine leere Spalte dabei bedeutet, legen die Einstellungen fest:',
        },
        {
          terms: [
            ['Klassisch', 'Kein Austeilen, solange eine Spalte leer ist – außer es liegen weniger als zehn Karten auf dem Tisch.'],
            ['Streng', 'Niemals austeilen, solange eine Spalte leer ist.'],
            ['Locker', 'Austeilen, sobald der Stapel Karten hat, ob Spalten leer sind oder nicht.'],
          ],
        },
      ],
    },
    {
      heading: 'Punkte',
      blocks: [
        {
          p: 'Der Punktestand erscheint, wenn er in den Einstellungen eingeschaltet ist. Er beginnt bei 500; jeder Zug und jedes Austeilen kostet 1 Punkt (ebenso jede Rücknahme, sofern das nicht ausgeschaltet ist), und jede abgeschlossene Reihe bringt 100 Punkte.',
        },
      ],
    },
    {
      heading: 'Arten von Spielen',
      blocks: [
        {
          terms: [
            [
              'Geprüft',
              'Ein Spiel, das das Lösungsprogramm bei offenen Karten gewonnen hat – es lässt sich also gewinnen. Leichter und Schwerer wählen aus dem Drittel der Liste, für das es am wenigsten oder am meisten suchen musste.',
            ],
            ['Tagesspiel', 'Ein Spiel pro Tag für jede Zahl von Farben, für alle Spieler dasselbe.'],
            ['Zufällig', 'Eines von rund vier Milliarden Spielen; manche davon sind nicht zu gewinnen.'],
            ['Nach Nummer', 'Gib eine Spielnummer ein, um genau dieses Spiel zu spielen – zum Beispiel eines, das dir ein Freund geschickt hat.'],
          ],
        },
      ],
    },
    {
      heading: 'Der Tipp',
      blocks: [
        {
          p: 'Tipp (oder H) schlägt einen Zug vor und zeigt ihn auf dem Tisch; nochmal gedrückt kommt der nächste Vorschlag. Er wird im Hintergrund berechnet, du kannst also weiterspielen; ein eigener Zug lässt ihn neu beginnen.',
        },
        {
          p: 'Der Tipp ist ehrlich: Er nutzt nur Karten, die du schon gesehen hast. Sind noch Karten verdeckt, probiert er viele Annahmen über sie durch und wählt den Zug, der am häufigsten gewinnt. Ist nichts mehr verdeckt, sucht er genau, und gibt es keinen Weg zum Sieg, sagt er es – mit „Spiel neu starten“, „Neues Spiel“ und „Rückgängig“ zur Hand.',
        },
        {
          p: 'Sobald keine Karte mehr verdeckt liegt und jede Karte im Stapel schon zu sehen war, sucht das Spiel selbst nach einem Sieg. Findet es einen, spielt Zu Ende spielen (oder E) ihn Zug um Zug für dich aus; ein Tippen auf den Tisch springt ans Ende.',
        },
      ],
    },
    {
      heading: 'Tipps',
      blocks: [
        {
          list: [
            'Verdeckte Karten aufzudecken hat Vorrang: Jede verborgene Karte ist eine Entscheidung, die du noch nicht treffen kannst.',
            'Leere Spalten sind das Wertvollste auf dem Tisch. Belege eine nur, wenn du damit etwas gewinnst.',
            'Lege nach Möglichkeit Karten gleicher Farbe aufeinander; was gemischt liegt, musst du später wieder auseinandernehmen.',
            'Teile erst aus, wenn nichts Sinnvolles mehr zu tun bleibt, denn jedes Austeilen deckt zehn Karten zu.',
            'Rückgängig ist unbegrenzt, kein Zug muss also endgültig sein: Probiere einen Weg aus und nimm ihn zurück, wenn er ins Leere führt.',
          ],
        },
      ],
    },
    {
      heading: 'Tastatur',
      blocks: [
        {
          terms: [
            ['U oder Strg+Z', 'Rückgängig'],
            ['Umschalt+U oder Strg+Y', 'Wiederholen'],
            ['D oder Leertaste', 'Karten austeilen'],
            ['← und →', 'Von Spalte zu Spalte gehen'],
            ['Eingabetaste oder Leertaste auf einer Spalte', 'Karten daraus zum Verschieben wählen'],
            ['↑ und ↓ in diesem Dialog', 'Eine Karte mehr oder weniger nehmen'],
            ['H', 'Tipp; nochmal: der nächste Vorschlag'],
            ['E', 'Zu Ende spielen, wenn der Sieg sicher ist; nochmal: sofort ans Ende'],
            ['F', 'Fokusmodus ein oder aus'],
            ['N', 'Neues Spiel'],
            ['R', 'Spiel neu starten'],
            ['P', 'Pause oder weiter'],
            ['? oder F1', 'Diese Hilfe'],
            ['Esc', 'Einen Dialog schließen'],
            ['Leertaste, ← und → in „Zeig mir den Weg“', 'Abspielen oder anhalten, Schritt zurück oder vor'],
          ],
        },
      ],
    },
  ],
  // issue 11 cards: the high-contrast setting
  contrastLabel: 'Kontrast',
  contrasts: { system: 'Wie das System', more: 'Hoch', normal: 'Normal' },

  // Status bar, deal line, stuck bar and lazy panels (issue 11, chrome)
  rulesShort: { classic: 'klassische Regeln', strict: 'strenge Regeln', relaxed: 'lockere Regeln' },
  loading: 'Wird geladen …',
  loadFailed: 'Dieser Teil des Spiels konnte nicht geladen werden.',
  // issue 11, layout: the stock and the foundation slots
  stockEmpty: 'Leer',
  runsDone: (done, total) => `${n(done)}/${n(total)}`,
  // issue 24, Finish
  finish: 'Zu Ende spielen',
  finishOffered: 'Der Rest lässt sich automatisch spielen: Zu Ende spielen',
  finishReady: 'Alle Karten sind bekannt, der Sieg ist sicher.',
  finishPlaying: (done, total) => `Wird gespielt: Zug ${n(done)} von ${n(total)}`,
  finishSkip: 'Sofort ans Ende',
  finishDone: (moves) => `In ${n(moves)} ${f.plural(moves, { one: 'Zug', other: 'Zügen' })} zu Ende gespielt`,
  finishStopped: 'Angehalten: Ein Zug war auf diesem Tisch nicht erlaubt.',
  finishNotReady: 'Zu Ende spielen gibt es, sobald alle Karten bekannt sind und ein Sieg sicher ist.',
  finishStarted: 'Der Rest wird gespielt …',
  finishSkipped: (moves) => `Sofort ans Ende: in ${n(moves)} ${f.plural(moves, { one: 'Zug', other: 'Zügen' })} zu Ende gespielt`,
  finishInterrupted: (done, total) => `Angehalten nach ${n(done)} von ${n(total)} ${f.plural(total, { one: 'Zug', other: 'Zügen' })}`,
  // issue 24, verified deals by difficulty
  gradeLabel: 'Schwierigkeit',
  grades: { any: 'Beliebig', easier: 'Leichter', harder: 'Schwerer' },
  gradeNote: 'Drittel der Liste, nach dem Suchaufwand des Lösungsprogramms',
  dealGrade: { easier: 'leichter', medium: 'mittel', harder: 'schwerer' },

  // issue 24, a daily worth sharing
  shareResult: 'Ergebnis teilen',
  dailyShareText: (s) =>
    [
      `Spider-Tagesspiel ${s.day} · ${suitsText(s.suits)}`,
      `${s.won ? 'gewonnen in' : 'nicht gewonnen,'} ${n(s.moves)} ${f.plural(s.moves, { one: 'Zug', other: s.won ? 'Zügen' : 'Züge' })}, ${clockTime(s.timeMs)}`,
      s.hints === null ? 'Tipps nicht gezählt' : s.hints === 0 ? 'ohne Tipps' : `${n(s.hints)} ${f.plural(s.hints, { one: 'Tipp', other: 'Tipps' })}`,
      s.undos === 0 ? 'ohne Rücknahme' : `${n(s.undos)} ${f.plural(s.undos, { one: 'Rücknahme', other: 'Rücknahmen' })}`,
    ].join(' · ') + `\n${s.link}`,
  resultShared: 'Ergebnis geteilt.',
  resultCopied: 'Ergebnis kopiert.',
  resultNotCopied: 'Kopieren nicht möglich; das Ergebnis wird angezeigt, damit du es selbst kopieren kannst.',
  resultText: 'Ergebnis zum Teilen',
  dailyCalendar: 'Tagesspiele',
  calendarMonth: (month) => f.month(month),
  calendarDay: (day, state) => `${f.dayMonth(day)}: ${state === 'won' ? 'gewonnen' : state === 'played' ? 'gespielt, nicht gewonnen' : 'nicht gespielt'}`,
  weekday: (day) => f.weekdays()[day] ?? String(day),
  weekStart: 1,
  previousMonth: 'Voriger Monat',
  nextMonth: 'Nächster Monat',
  calendarMarks: { won: '✓', played: '•' },
  calendarLegend: '✓ gewonnen · • gespielt, nicht gewonnen',
  calendarKeys: 'Mit den Pfeiltasten von Tag zu Tag, mit Pos1 und Ende zum Anfang und Ende der Woche, mit Bild auf und Bild ab von Monat zu Monat.',
  statDailyStreak: 'Tagesserie',
  statDailyBestStreak: 'Beste Tagesserie',
  calendarNote:
    'Die Tagesserie zählt gewonnene Tagesspiele an aufeinanderfolgenden Tagen. Der Kalender beginnt mit dieser Version; frühere Tagesspiele sind nicht bekannt.',
  // „Wo lief es schief?“ (Issue 24, Punkt 1)
  whereWrong: 'Wo lief es schief?',
  tryFromThere: 'Von dort weiterspielen',
  showMeFromThere: 'Weg ab dort zeigen',
  analysisIntro:
    'Das Lösungsprogramm ist deine eigenen Züge zurückgegangen, mit allen Karten offen, bis zum letzten Stand, von dem aus es noch gewinnen konnte.',
  analysisProgress: (done, total) => `Dein Spiel wird zurückverfolgt: Suche ${n(done)} von höchstens ${n(total)}`,
  analysisStarted: 'Dein Spiel wird zurückverfolgt …',
  analysisHalfway: 'Die Hälfte ist geschafft.',
  analysisMove: (card, count, from, to) => `${card}${count > 1 ? ` mit ${n(count - 1)} weiteren` : ''} von Spalte ${n(from)} auf Spalte ${n(to)}`,
  analysisDeal: 'eine Reihe austeilen',
  analysisLostAt: (move, what) => `Nach Zug ${n(move)} – ${what} – wurde kein Weg zum Sieg mehr gefunden.`,
  analysisStillWinnable: 'Vom Stand, bei dem du aufgehört hast, ist noch ein Weg zum Sieg gefunden worden.',
  analysisUnknown: 'Für dieses Spiel wurde innerhalb der Grenze kein Weg zum Sieg gefunden.',
  analysisUnsolvable: 'Dieses Spiel ist nicht zu gewinnen: Das Lösungsprogramm hat alle Wege durchprobiert.',
  analysisNext: 'Ein Weg zum Sieg von kurz davor beginnt so:',
  analysisTable: 'Der Stand vor diesem Zug',
  analysisCancelled: 'Die Suche wurde abgebrochen.',
  analysisFailed: 'Die Suche ließ sich hier nicht beenden.',
  retriedTo: (move) => `Zurück zum Stand nach Zug ${n(move)}.`,
  retriedNote: 'Von einem früheren Stand aus erneut versucht.',
  lastGameTitle: 'Zuletzt verlassenes Spiel:',
  lastGameInfo: (moves) => `${n(moves)} ${f.plural(moves, { one: 'Zug', other: 'Züge' })}.`,
};
