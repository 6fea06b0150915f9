import type { Rank, Suit } from '../engine/cards.ts';
import type { UiText } from './ui-text.ts';
import type { SaveError } from '../game/save.ts';
import { clockTime, formatters } from './format.ts';

const RANK_NAMES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUIT_NAMES: Record<Suit, string> = { S: '黑桃', H: '紅心', D: '方塊', C: '梅花' };
const f = formatters('zh-Hant');
const n = f.count;
const suitsText = (k: number) => `${n(k)} 種花色`;

/** Why a saved game was refused, as a clause inside parentheses. */
function saveProblem(e: SaveError): string {
  switch (e.code) {
    case 'not-json':
      return '資料已損毀';
    case 'not-an-object':
      return '這些資料不是儲存的遊戲';
    case 'bad-version':
      return '它來自這個 App 無法辨識的版本';
    case 'missing-field':
      return `缺少「${e.field}」`;
    case 'bad-field':
      return `「${e.field}」無效`;
    case 'bad-start':
      return '起始局面無效';
    case 'bad-action':
      return `第 ${n(e.index + 1)} 個動作無法辨識`;
    case 'illegal-action':
      return `第 ${n(e.index + 1)} 個動作在當時不合規則`;
    case 'inconsistent':
      return '遊戲狀態與動作紀錄不符';
  }
}

/** The Traditional Chinese (Taiwan) words of the table. */
export const uiZhHant: UiText = {
  lang: 'zh-Hant',
  joinSentences: (lines) => lines.join(''),
  appTitle: '蜘蛛紙牌',

  cardName: (rank: Rank, suit: Suit) => `${SUIT_NAMES[suit]}${RANK_NAMES[rank - 1]}`,
  faceDownCard: '背面朝上的牌',
  column: (k) => `第 ${n(k)} 列`,
  emptyColumn: '空列',
  compressed: '此列已壓縮顯示',
  foundations: '已收走的牌組',
  suitSymbol: { S: '♠', H: '♥', D: '♦', C: '♣' },
  suitPlural: (suit) => SUIT_NAMES[suit],

  undo: '復原',
  redo: '重做',
  deal: '發牌',
  newGame: '新遊戲',
  restart: '重新開始',
  giveUp: '放棄',
  pause: '暫停',
  resume: '繼續',
  settings: '設定',
  statistics: '統計',
  help: '說明',
  cancel: '取消',
  close: '關閉',
  done: '完成',
  toolbarLabel: '遊戲操作',
  updateReady: '有新版本——重新載入',

  roundsLeft: (k) => (k === 0 ? '牌庫已空，沒有牌可發了' : `還可發 ${n(k)} 輪`),
  moves: (k) => `步數：${n(k)}`,
  runs: (k) => `已收：${n(k)}/8`,
  dealsLeft: (k) => `剩餘輪數：${n(k)}`,
  faceDown: (k) => `暗牌：${n(k)}`,
  time: (text) => `用時：${text}`,
  score: (k) => `分數：${n(k)}`,
  statusLabel: '遊戲狀態',
  dealInfo: (deal, suits, kind, day) =>
    `${deal === null ? '自訂牌局' : `牌局 ${deal}`} · ${suitsText(suits)} · ${uiZhHant.kinds[kind]}${day ? `，${f.day(day)}` : ''}`,
  kinds: {
    random: '隨機',
    number: '依編號',
    link: '分享連結',
    verified: '可解',
    daily: '每日',
    position: '自訂',
  },

  refusals: {
    'no-such-column': '沒有這個牌列。',
    'same-column': '這些牌已經在那一列了。',
    'bad-count': '請至少選取一張要搬的牌。',
    'too-few-cards': '那一列沒有這麼多張牌。',
    'face-down': '暗牌不能搬動。',
    'mixed-suits': '只有同花色、點數連續遞減的牌才能一起搬。',
    'not-descending': '只有同花色、點數連續遞減的牌才能一起搬。',
    'onto-ace': 'A 上面不能再放牌。',
    'king-needs-empty': 'K 只能搬進空列。',
    'rank-mismatch': '牌只能放到大 1 點的牌上。',
    'stock-empty': '牌庫已經空了。',
    'empty-column': '發牌前必須先把所有空列填上。',
    'nothing-to-undo': '沒有可以復原的動作。',
    'nothing-to-redo': '沒有可以重做的動作。',
    'unknown-action': '無法辨識這個動作。',
    'not-a-run': '只有同花色、點數連續遞減的牌才能一起搬。',
    'no-destination': '這些牌沒有地方可以放。',
    'no-destination-card': '這張牌沒有地方可以放。',
    'no-such-card': '那裡沒有牌。',
    'game-over': '這一局已經結束。請開始新遊戲，或重玩這一局。',
    'bad-deal': '牌局編號必須是 0 到 4294967295 之間的整數。',
    'bad-suits': '請選擇 1 種、2 種或 4 種花色。',
    'bad-rules': '請選擇經典、嚴格或寬鬆的發牌規則。',
    'bad-save': '無法讀取儲存的遊戲。',
    'bad-retry': '該局面不在本局的走法之中。',
  },
  linkErrors: {
    'bad-suits': '這個連結的花色數不是 1、2 或 4，所以沒有開啟。',
    'bad-deal': '這個連結的牌局編號不是 0 到 4294967295 之間的整數，所以沒有開啟。',
    'bad-rules': '這個連結的發牌規則無法辨識（應為經典、嚴格或寬鬆），所以沒有開啟。',
    'missing-suits': '這個連結沒有註明要玩幾種花色，所以沒有開啟。',
    'missing-deal': '這個連結沒有註明牌局編號，所以沒有開啟。',
    'bad-daily': '這個連結中的每日牌局日期不是有效日期（YYYY-MM-DD），所以沒有開啟。',
  },
  languageUnknown: (value) => `這裡沒有「${value}」這種語言，所以頁面以繁體中文顯示。`,
  runCompleted: (suit) => `已收走一組${SUIT_NAMES[suit]}。`,
  dragCancelled: '拖曳被中斷，牌已回到原位。',
  linkCopied: '連結已複製。',
  linkNotCopied: '無法複製；連結已顯示出來，請自行複製。',

  wonTitle: '恭喜過關！',
  wonTime: '用時',
  wonMoves: '步數',
  wonUndos: '復原次數',
  wonHints: '提示次數',
  hintsNotCounted: '未統計',
  wonRuns: '已收組數',
  wonDeal: '牌局',
  copyLink: '複製連結',
  playAgain: '重玩本局',
  stuckTitle: '無路可走',
  stuckText: '牌庫已空，也沒有可以搬動的牌了。你可以復原、重玩這一局，或開始新遊戲。',
  gaveUpTitle: '遊戲結束',
  gaveUpText: '你放棄了這一局。',
  confirmRestartTitle: '重新開始這一局？',
  confirmRestartText: '這一局會從頭開始，到目前為止的每一步都會復原。在統計中仍算作同一局，這次重新開始也記為一次復原。',
  confirmGiveUpTitle: '放棄這一局？',
  confirmGiveUpText: '這一局會算作落敗。',
  keepPlaying: '繼續玩',
  pausedTitle: '已暫停',
  pausedText: '計時已停止。',

  chooserTitle: '新遊戲',
  suitsLabel: '花色數',
  suitsOption: suitsText,
  dealTypeLabel: '牌局',
  dealRandom: '隨機牌局',
  dealRandomNote: '未經篩選，可能無法過關',
  dealByNumber: '指定編號',
  dealVerified: '可解牌局',
  dealVerifiedNote: '求解程式在所有牌都看得到的情況下解開過',
  dealDaily: '今日牌局',
  dealDailyNote: '每天一局，每個人都一樣',
  dealListError: '無法載入可解牌局清單，請改玩隨機牌局。',
  dealNumberLabel: '牌局編號',
  dealNumberError: '請輸入 0 到 4294967295 之間的整數。',
  startGame: '開始',
  abandonNote: '進行中的這一局會算作落敗。',
  linkConfirmTitle: '開啟分享的牌局？',
  linkConfirmText: (deal, suits) => `要用 ${suitsText(suits)}開始牌局 ${deal} 嗎？進行中的這一局會算作落敗。`,

  tapActionLabel: '點一下牌時',
  tapActions: {
    move: '搬到最佳位置',
    select: '選取它，再點目標牌列',
    off: '不做任何事（只能拖曳）',
  },
  rulesLabel: '空列與發牌',
  rulesNames: {
    classic: '經典：有空列時不能發牌，除非牌桌上已不到 10 張牌',
    strict: '嚴格：只要有空列就不能發牌',
    relaxed: '寬鬆：有空列也可以發牌',
  },
  rulesNote: '從下一局開始生效。',
  hintLevelLabel: '提示強度',
  hintLevels: { quick: '快速', normal: '標準', deep: '深入' },
  hintLevelNote: '「深入」試玩更多對局，用時更長。同一級別在任何裝置上給出相同的提示。',
  scoreLabel: '分數',
  showScore: '在狀態列顯示分數',
  undoPenalty: '每復原一次扣 1 分',
  lookLabel: '牌面',
  fourColour: '四色牌（♣ 綠色、♦ 藍色）',
  cardSizeLabel: '紙牌大小',
  cardSizes: { auto: '配合螢幕', large: '較大' },
  textSizeLabel: '文字大小',
  textSizes: { normal: '標準', large: '較大' },
  cardSizeNote: (auto, large, upright) =>
    (auto === large
      ? '在這個螢幕上，紙牌已經佔滿寬度，「較大」無法再放大。'
      : `在這個螢幕上，紙牌已經佔滿寬度，「較大」只能稍微放大（寬 ${large} 像素，原為 ${auto} 像素）。`) +
    (upright ? '把裝置橫過來，紙牌會更大。' : '專注模式能給牌桌留出更多空間。'),
  screenLabel: '螢幕',
  focusMode: '專注模式：牌桌周圍只留必要內容',
  focusModeNote: '步數和完成的牌組保持可見，按鈕只顯示圖示，空間留給牌桌。按 F 開啟或關閉。',
  leaveFocus: '結束專注模式',
  focusModeOn: '專注模式已開啟。點頂部帶四個角的按鈕「結束專注模式」，即可恢復全部內容。',
  focusModeOff: '專注模式已關閉。',
  fullScreen: '全螢幕',
  themeLabel: '主題',
  themes: { system: '跟隨系統', light: '淺色', dark: '深色' },
  motionLabel: '動畫',
  motions: { system: '跟隨系統', reduce: '減少', full: '完整' },
  languageLabel: '語言',
  languageNames: { auto: '跟隨瀏覽器', en: 'English', de: 'Deutsch', 'zh-Hans': '简体中文', 'zh-Hant': '繁體中文' },

  count: f.count,
  percent: f.percent,
  duration: f.duration,

  statPlayed: '已玩局數',
  statWon: '獲勝局數',
  statWinRate: '勝率',
  statStreak: '目前連勝',
  statBestStreak: '最高連勝',
  statBestTime: '最短用時',
  statFewestMoves: '最少步數',
  statWonWithoutUndo: '未復原獲勝',
  statWonWithoutHints: '未用提示獲勝',
  statDaily: '今日牌局',
  dailyWon: '已過關',
  dailyNotYet: '尚未過關',
  noRecordYet: '—',
  resetRecords: '重設統計',
  confirmResetTitle: (suits) => `重設 ${suitsText(suits)}的統計？`,
  confirmResetText: '這個花色數的已玩局數、獲勝局數、連勝和最佳成績都會歸零。這個動作無法復原。',
  firstWin: (suits) => `第一次以${n(suits)}種花色過關！`,
  newBestTime: '新的最短用時！',
  newFewestMoves: '新紀錄：最少步數！',
  newBestStreak: '新的最高連勝！',
  recordsSummary: (suits, won, played, streak) => `${suitsText(suits)}：已玩 ${n(played)} 局，贏 ${n(won)} 局，目前連勝 ${n(streak)} 局。`,

  notSaving: '這台裝置無法儲存遊戲進度（儲存空間無法使用或已滿）。',
  storageNotice: (notice) => {
    const k = notice;
    switch (k.kind) {
      case 'game-unreadable':
        return `無法讀取儲存的遊戲（${saveProblem(k.error)}），所以已開始新遊戲。原本儲存的資料已另外保留，統計不受影響。`;
      case 'settings-unreadable':
        return '無法讀取你的設定，目前使用預設值。原本的資料已另外保留。';
      case 'settings-repaired':
        return `部分設定無法讀取，已恢復為預設值。`;
      case 'records-unreadable':
        return '無法讀取你的統計資料，統計將從零開始。原本的資料已另外保留。';
      case 'records-repaired':
        return `部分統計資料無法讀取，已經重設。原本的資料已另外保留。`;
      case 'dailies-unreadable':
        return '無法讀取每日牌局日曆，日曆已從空白重新開始。舊資料已另外保存。';
      case 'dailies-repaired':
        return '每日牌局日曆中有幾天無法讀取，已略去。舊資料已另外保存。';
    }
  },
  dismiss: '確定',
  elsewhereTitle: '正在其他分頁中遊玩',
  elsewhereText: '這局遊戲正在另一個分頁或視窗中進行。在你把它接回這裡之前，這裡不會儲存任何內容。',
  playHere: '在這裡玩',

  selectedCards: (k) => `已選取 ${n(k)} 張牌`,
  columnKeysHint: '按 Enter 鍵選取要搬的牌；按方向鍵移到下一個牌列。',
  pickerCount: (count, total) => `搬 ${n(count)} 張牌（可搬的共 ${n(total)} 張）`,
  moreCards: '多拿一張牌',
  fewerCards: '少拿一張牌',
  toColumn: (k) => `搬到第 ${n(k)} 列`,
  marks: {
    completes: '湊滿一組',
    'same-suit': '同花色',
    'other-suit': '不同花色',
    empty: '空列',
    none: '不會改變什麼',
  },
  move: '搬牌',
  nothingToPick: '這一列沒有明牌可以搬。',
  noDestination: '這些牌沒有地方可以放。',

  allMoves: '全部走法',
  moveButton: (count, from, to) => `把 ${n(count)} 張牌從第 ${n(from)} 列搬到第 ${n(to)} 列`,
  dealRow: '發一輪牌',
  noMoves: '沒有可以搬動的牌。',
  showMoves: '顯示全部走法',
  hideMoves: '隱藏全部走法',
  fromColumn: (k) => `從第 ${n(k)} 列`,

  moved: (card, count, to) => (count === 1 ? `已把${card}搬到第 ${n(to)} 列` : `已把${card}連同上面的 ${n(count - 1)} 張牌搬到第 ${n(to)} 列`),
  revealed: (card) => `翻開了${card}`,
  dealt: (left) => `已發一輪牌，還可發 ${n(left)} 輪`,
  clauseJoiner: '；',
  undone: '已復原',
  redone: '已重做',
  fullScreenUnavailable: '這裡無法使用全螢幕。',

  showMe: '示範解法',
  showMeIntro: '從發牌開始，示範求解程式為這一局找到的過關走法。你的牌局不會改變。',
  calculating: '正在計算…',
  showMeUnknown: '求解程式在限定範圍內沒有找到過關走法。這一局仍可能有解。',
  showMeUnsolvable: '這一局無法過關：求解程式已試遍所有走法。',
  showMeCancelled: '計算在完成前被中止了。',
  showMeFailed: '這裡無法算出過關走法。',
  tryAgain: '再試一次',
  play: '播放',
  stepBack: '上一步',
  stepForward: '下一步',
  speedLabel: '速度',
  speedName: (x) => `${n(x)}×`,
  showMeStart: (total) => `開局：共 ${n(total)} 步過關`,
  showMeCounter: (step, total) => `第 ${n(step)} 步，共 ${n(total)} 步`,
  showMeStep: (step, total, what) => `第 ${n(step)} 步，共 ${n(total)} 步：${what}`,
  showMeWon: '本局過關。',
  showMeMoves: '解法步驟',
  showMeKeys: '空白鍵播放或暫停；← 和 → 逐步檢視。',

  resultsLabel: '每日結果',
  sendResults: '傳送每日結果',
  sendResultsNote: '今日牌局結束後，步數和用時會傳送到結果服務。服務會重播這些步驟加以核對，只保留當天的統計數字，絕不保存你的步驟、用時或任何能認出你的資訊。',
  dailyPlayed: (played, won) => `這局今日牌局目前有 ${n(played)} 人玩過，${f.percent(won / played)} 獲勝。`,
  dailyBeat: (moves, time) => {
    const m = moves !== null ? f.percent(moves) : null;
    const t = time !== null ? f.percent(time) : null;
    if (m !== null && t !== null) return `你的步數勝過 ${m} 的其他獲勝者，用時勝過 ${t}。`;
    if (m !== null) return `你的步數勝過 ${m} 的其他獲勝者。`;
    return `你的用時勝過 ${t ?? ''} 的其他獲勝者。`;
  },
  resultsHelp: {
    heading: '每日結果',
    blocks: [
      {
        p: '今日牌局結束後（不論輸贏），結果會在連線時傳送到結果服務。勝利畫面接著會顯示這局有多少人玩過、多少人獲勝，以及你的步數和用時跟其他獲勝者比起來如何。離線時結果會先存在這台裝置上，稍後再傳送；遊戲從不需要等它。',
      },
      {
        p: '隱私：服務會重播步驟來核對牌局，之後只保留當天的計數。它不保存你的步驟、用時、網路位址或任何姓名。為這台裝置產生的一組隨機編號，在服務端只以帶金鑰的雜湊值保存，用來避免同一個結果重複計算。在設定中關閉「傳送每日結果」，就不會傳送任何內容。',
      },
    ],
  },
  hint: '提示',
  more: '更多',
  hintRegion: '提示',
  hintMove: (card, count, from, to, empty) =>
    `把第 ${n(from)} 列的${card}${count > 1 ? `連同上面的 ${n(count - 1)} 張牌` : ''}搬到${empty ? `空的第 ${n(to)} 列` : `第 ${n(to)} 列`}。`,
  hintDeal: '發一輪牌。',
  hintWins: '這一步開始一條能贏的路線。',
  hintSampled: (wins, samples) => `在對暗牌的 ${n(samples)} 種猜測中，有 ${n(wins)} 種能贏。`,
  hintChance: {
    likely: '從這裡試玩的對局大多能贏，但暗牌仍可能改變結果。',
    even: '勝負參半：從這裡試玩的對局贏輸大致相當，要看暗牌。',
    gamble: '這一步押在暗牌上：從這裡試玩的對局只有一部分能贏。',
  },
  hintProgress: {
    reveals: '這會翻開一張牌。',
    empties: '這會騰出一列。',
    completes: '這會完成一整組。',
    joins: '這會把同花色的牌接得更長。',
  },
  hintSetup: '這一步為下一步的推進讓出路來。',
  hintNoProgress: '另一種走法。',
  hintUnfinished: '在限定範圍內沒有找到能贏的路線。',
  hintAdvice: {
    deal: '已沒有能推進的走法：發一輪牌。',
    'fill-then-deal': '已沒有能推進的走法：先填滿空列，再發牌。',
    undo: '已沒有能推進的走法：復原幾步。',
  },
  hintVerified: '這一局可以贏，但提示在限定範圍內沒有找到從這裡取勝的路線。',
  hintLost: '從這個局面已經無法取勝。',
  hintLostVerified: '這一局本身可以贏：重新開始，或復原幾步。',
  hintCount: (index, total) => `提示 ${n(index)}/${n(total)}`,
  hintFailed: '無法算出提示。',
  restartDeal: '重新開始本局',
  newDeal: '新的一局',

  helpSections: [
    {
      heading: '目標',
      blocks: [
        {
          p: '遊戲使用兩副牌，共 104 張：一部分發成 10 個牌列擺在牌桌上，另外 50 張放在牌庫裡等著發出。在同一列裡把同一花色的牌從 K 到 A 依序排好，這 13 張牌就會離開牌桌。8 組全部收走，就過關了。',
        },
        { p: '選 1 種花色時，每張牌都是黑桃；選 2 種花色時，是黑桃和紅心；選 4 種花色時，四種花色都有。花色越少，遊戲越簡單。' },
      ],
    },
    {
      heading: '搬牌',
      blocks: [
        {
          list: [
            '任何一張明牌，都可以放到大 1 點的牌上，不論花色。A 上面不能再放任何牌。',
            '只有同花段才能一起搬：花色相同，而且每張牌都比它疊著的那張牌小 1 點。',
            '空列可以放進任何牌。',
            '暗牌（背面朝上的牌）一旦露在牌列最上面，就會自動翻開。',
          ],
        },
        {
          p: '點一下一張牌，它會連同疊在上面的牌一起搬到最佳位置：首先是能湊滿 K 到 A 一整組的位置，其次是同花色的牌上，再來是其他花色的牌上，最後才是空列。在「設定」裡可以改成點一下只選取牌，或點了不做任何事；拖曳則一律可用。',
        },
        {
          p: '想精確決定哪些牌搬到哪裡，可以長按某個牌列（或按滑鼠右鍵點它，或在牌列上按 Enter 鍵）：這一列會放大顯示，用箭頭選擇要拿幾張牌，每個能放的位置都會變成一個按鈕。牌桌下方的「全部走法」會把每一步合規的走法都列成按鈕。',
        },
      ],
    },
    {
      heading: '從牌庫發牌',
      blocks: [
        { p: '點一下牌庫，會給每個牌列各發一張明牌，全局一共可發 5 輪。有空列時能不能發牌，由「設定」裡的規則決定：' },
        {
          terms: [
            ['經典', '有空列時不能發牌，除非牌桌上剩下的牌已不到 10 張。'],
            ['嚴格', '只要有空列，就不能發牌。'],
            ['寬鬆', '只要牌庫還有牌就能發牌，不管有沒有空列。'],
          ],
        },
      ],
    },
    {
      heading: '計分',
      blocks: [
        { p: '在「設定」裡開啟後會顯示分數。分數從 500 分開始，每搬一次牌或發一輪牌扣 1 分（每復原一次也扣 1 分，除非關閉了這個選項），每收走一組加 100 分。' },
      ],
    },
    {
      heading: '牌局類型',
      blocks: [
        {
          terms: [
            [
              '可解牌局',
              '求解程式在所有牌都看得到的情況下解開過的牌局，所以一定可以過關。「較易」和「較難」分別從清單中求解程式搜尋量最少和最多的三分之一裡挑選。',
            ],
            ['今日牌局', '每種花色數每天一局，所有玩家都相同。'],
            ['隨機牌局', '從四十多億個牌局中任選一個；其中有些無法過關。'],
            ['指定編號', '輸入牌局編號來玩那一局，例如朋友分享給你的編號。'],
          ],
        },
      ],
    },
    {
      heading: '提示',
      blocks: [
        { p: '按「提示」（或按 H）會給出一步走法，並在牌桌上標出來；再按一次就換下一個建議。提示在背景計算，期間你可以照常搬牌；你一搬牌，它就會重新開始。' },
        {
          p: '提示不會偷看：它只用你看過的牌。還有暗牌時，它會對暗牌做許多種猜測，選出贏得最多的那一步。所有牌都已看過時，它會精確搜尋；如果已無法取勝，它會直接告訴你，並提供「重新開始本局」「新的一局」和「復原」。',
        },
        {
          p: '當沒有背面朝上的牌、牌庫裡剩下的牌也都看過時，遊戲會自己尋找獲勝路線。找到後，「自動完成」（或按 E）會一步步替你走完；點一下牌桌即可直接到結尾。',
        },
      ],
    },
    {
      heading: '小技巧',
      blocks: [
        {
          list: [
            '優先翻開暗牌：每一張看不到的牌，都是一個你暫時還無法做的選擇。',
            '空列是牌桌上最有用的資源。只有在確實能換到好處時，才去佔用它。',
            '盡量按同一花色疊放；花色交錯的一疊牌，之後還得再拆開。',
            '沒有其他有用的步可走時才發牌，因為每發一輪都會蓋住 10 張牌。',
            '復原不限次數，所以沒有哪一步是定局：不妨試一條路，走不通就退回來。',
          ],
        },
      ],
    },
    {
      heading: '鍵盤操作',
      blocks: [
        {
          terms: [
            ['U 或 Ctrl+Z', '復原'],
            ['Shift+U 或 Ctrl+Y', '重做'],
            ['D 或空白鍵', '發一輪牌'],
            ['← 和 →', '在牌列之間移動'],
            ['Enter 鍵或空白鍵（在牌列上）', '選取要從這一列搬的牌'],
            ['↑ 和 ↓（在該對話方塊中）', '多拿或少拿一張牌'],
            ['H', '提示；再按一次：下一個建議'],
            ['E', '自動完成已證明的勝局；再按一次：直接到結尾'],
            ['F', '開啟或關閉專注模式'],
            ['N', '新遊戲'],
            ['R', '重新開始本局'],
            ['P', '暫停或繼續'],
            ['? 或 F1', '開啟這份說明'],
            ['Esc', '關閉對話方塊'],
            ['空白鍵、← 和 →（在「示範解法」中）', '播放或暫停，上一步或下一步'],
          ],
        },
      ],
    },
  ],
  // issue 11 cards: the high-contrast setting
  contrastLabel: '對比度',
  contrasts: { system: '跟隨系統', more: '高對比度', normal: '標準' },

  // Status bar, deal line, stuck bar and lazy panels (issue 11, chrome)
  rulesShort: { classic: '經典規則', strict: '嚴格規則', relaxed: '寬鬆規則' },
  loading: '正在載入…',
  loadFailed: '這部分內容未能載入。',
  // issue 11, layout: the stock and the foundation slots
  stockEmpty: '已空',
  runsDone: (done, total) => `${n(done)}/${n(total)}`,
  // issue 24, Finish
  finish: '自動完成',
  finishOffered: '剩下的可以自動完成：自動完成',
  finishReady: '所有牌都已知，已證明可以獲勝。',
  finishPlaying: (done, total) => `自動完成中：第 ${n(done)} 步，共 ${n(total)} 步`,
  finishSkip: '直接到結尾',
  finishDone: (moves) => `已用 ${n(moves)} 步自動完成`,
  finishStopped: '自動完成已停止：有一步在目前牌面上不合規則。',
  finishNotReady: '所有牌都已知且證明可以獲勝時，才能自動完成。',
  finishStarted: '正在自動完成剩下的牌…',
  finishSkipped: (moves) => `已直接到結尾：用 ${n(moves)} 步自動完成`,
  finishInterrupted: (done, total) => `自動完成已停止：已走 ${n(done)} 步，共 ${n(total)} 步`,
  // issue 24, verified deals by difficulty
  gradeLabel: '難度',
  grades: { any: '不限', easier: '較易', harder: '較難' },
  gradeNote: '依求解程式所需的搜尋量，把清單分成三等份',
  dealGrade: { easier: '較易', medium: '中等', harder: '較難' },

  // issue 24, a daily worth sharing
  shareResult: '分享成績',
  dailyShareText: (s) =>
    [
      `蜘蛛接龍每日牌局 ${s.day} · ${suitsText(s.suits)}`,
      `${s.won ? '過關' : '未過關'}，${n(s.moves)} 步，${clockTime(s.timeMs)}`,
      s.hints === null ? '提示次數未記錄' : s.hints === 0 ? '沒用提示' : `提示 ${n(s.hints)} 次`,
      s.undos === 0 ? '沒有復原' : `復原 ${n(s.undos)} 次`,
    ].join(' · ') + `\n${s.link}`,
  resultShared: '成績已分享。',
  resultCopied: '成績已複製。',
  resultNotCopied: '無法複製；成績已顯示出來，請自行複製。',
  resultText: '要分享的成績',
  dailyCalendar: '每日牌局',
  calendarMonth: (month) => f.month(month),
  calendarDay: (day, state) => `${f.dayMonth(day)}：${state === 'won' ? '已過關' : state === 'played' ? '玩過，未過關' : '沒玩'}`,
  weekday: (day) => f.weekdays()[day] ?? String(day),
  weekStart: 0,
  previousMonth: '上個月',
  nextMonth: '下個月',
  calendarMarks: { won: '✓', played: '•' },
  calendarLegend: '✓ 已過關 · • 玩過，未過關',
  calendarKeys: '方向鍵逐日移動，Home 和 End 跳到本週首尾，Page Up 和 Page Down 切換月份。',
  statDailyStreak: '每日連勝',
  statDailyBestStreak: '最高每日連勝',
  calendarNote: '每日連勝計算連續幾天都過關的每日牌局。日曆從這個版本開始記錄，之前的每日牌局無從得知。',
  // 「哪裡走錯了？」（議題 24，第 1 點）
  whereWrong: '哪裡走錯了？',
  tryFromThere: '從那裡重來',
  showMeFromThere: '從那裡示範解法',
  analysisIntro: '求解程式在所有牌都看得到的情況下，回顧了你自己的走法，找到仍能過關的最後一個局面。',
  analysisProgress: (done, total) => `正在回顧你的牌局：第 ${n(done)} 次搜尋，最多 ${n(total)} 次`,
  analysisStarted: '正在回顧你的牌局，尋找走錯的地方…',
  analysisHalfway: '回顧已完成一半。',
  analysisMove: (card, count, from, to) => `把第 ${n(from)} 列的${card}${count > 1 ? `連同上面的 ${n(count - 1)} 張牌` : ''}移到第 ${n(to)} 列`,
  analysisDeal: '發一排牌',
  analysisLostAt: (move, what) => `第 ${n(move)} 步（${what}）之後，再也找不到過關走法。`,
  analysisStillWinnable: '從你停下的局面仍能找到過關走法。',
  analysisUnknown: '在限定範圍內，沒有為這一局找到過關走法。',
  analysisUnsolvable: '這一局無法過關：求解程式已試遍所有走法。',
  analysisNext: '從那一步之前開始的過關走法：',
  analysisTable: '那一步之前的局面',
  analysisCancelled: '回顧已中止。',
  analysisFailed: '這裡無法完成回顧。',
  retriedTo: (move) => `已回到第 ${n(move)} 步之後的局面。`,
  retriedNote: '從較早的局面重來過。',
  lastGameTitle: '上一局未完成的牌局：',
  lastGameInfo: (moves) => `${n(moves)} 步。`,
};
