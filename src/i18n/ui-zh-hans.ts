import type { Rank, Suit } from '../engine/cards.ts';
import type { UiText } from './ui-text.ts';
import type { SaveError } from '../game/save.ts';
import { clockTime, formatters } from './format.ts';

const RANK_NAMES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUIT_NAMES: Record<Suit, string> = { S: '黑桃', H: '红桃', D: '方块', C: '梅花' };
const f = formatters('zh-Hans');
const n = f.count;
const suitsText = (k: number) => `${n(k)} 种花色`;

/** Why a saved game was refused, as a clause inside parentheses. */
function saveProblem(e: SaveError): string {
  switch (e.code) {
    case 'not-json':
      return '数据已损坏';
    case 'not-an-object':
      return '这些数据不是保存的游戏';
    case 'bad-version':
      return '它来自本应用无法识别的版本';
    case 'missing-field':
      return `缺少“${e.field}”`;
    case 'bad-field':
      return `“${e.field}”无效`;
    case 'bad-start':
      return '起始局面无效';
    case 'bad-action':
      return `第 ${n(e.index + 1)} 个操作无法识别`;
    case 'illegal-action':
      return `第 ${n(e.index + 1)} 个操作在当时不合规则`;
    case 'inconsistent':
      return '游戏状态与操作记录不符';
  }
}

/** The Simplified Chinese words of the table. */
export const uiZhHans: UiText = {
  lang: 'zh-Hans',
  joinSentences: (lines) => lines.join(''),
  appTitle: '蜘蛛纸牌',

  cardName: (rank: Rank, suit: Suit) => `${SUIT_NAMES[suit]}${RANK_NAMES[rank - 1]}`,
  faceDownCard: '背面朝上的牌',
  column: (k) => `第 ${n(k)} 列`,
  emptyColumn: '空列',
  compressed: '此列已压缩显示',
  foundations: '已完成的牌组',
  suitSymbol: { S: '♠', H: '♥', D: '♦', C: '♣' },
  suitPlural: (suit) => SUIT_NAMES[suit],

  undo: '撤销',
  redo: '重做',
  deal: '发牌',
  newGame: '新游戏',
  restart: '重新开始',
  giveUp: '放弃',
  pause: '暂停',
  resume: '继续',
  settings: '设置',
  statistics: '统计',
  help: '帮助',
  cancel: '取消',
  close: '关闭',
  done: '完成',
  toolbarLabel: '游戏操作',
  updateReady: '有新版本——重新加载',

  roundsLeft: (k) => (k === 0 ? '牌堆已空，不能再发牌' : `还能发牌 ${n(k)} 次`),
  moves: (k) => `步数：${n(k)}`,
  runs: (k) => `完成：${n(k)}/8`,
  dealsLeft: (k) => `剩余发牌：${n(k)}`,
  faceDown: (k) => `暗牌：${n(k)}`,
  time: (text) => `用时：${text}`,
  score: (k) => `得分：${n(k)}`,
  statusLabel: '游戏状态',
  dealInfo: (deal, suits, kind, day) =>
    `${deal === null ? '自定义牌局' : `牌局 ${deal}`} · ${suitsText(suits)} · ${uiZhHans.kinds[kind]}${day ? `，${f.day(day)}` : ''}`,
  kinds: {
    random: '随机',
    number: '按编号',
    link: '分享链接',
    verified: '可解',
    daily: '每日',
    position: '自定义',
  },

  refusals: {
    'no-such-column': '没有这一列。',
    'same-column': '这些牌已经在那一列了。',
    'bad-count': '请至少选择一张要移动的牌。',
    'too-few-cards': '那一列没有这么多张牌。',
    'face-down': '背面朝上的牌不能移动。',
    'mixed-suits': '只有同一花色、点数依次递减的牌才能一起移动。',
    'not-descending': '只有同一花色、点数依次递减的牌才能一起移动。',
    'onto-ace': 'A 上面不能再放牌。',
    'king-needs-empty': 'K 只能移到空列。',
    'rank-mismatch': '牌只能放在比它大 1 点的牌上。',
    'stock-empty': '牌堆已经空了。',
    'empty-column': '发牌前要先把所有空列填上。',
    'nothing-to-undo': '没有可以撤销的操作。',
    'nothing-to-redo': '没有可以重做的操作。',
    'unknown-action': '无法识别这个操作。',
    'not-a-run': '只有同一花色、点数依次递减的牌才能一起移动。',
    'no-destination': '这些牌没有可以放的位置。',
    'no-destination-card': '这张牌没有可以放的位置。',
    'no-such-card': '那里没有牌。',
    'game-over': '这一局已经结束。请开始新游戏，或重玩这一局。',
    'bad-deal': '牌局编号必须是 0 到 4294967295 之间的整数。',
    'bad-suits': '请选择 1 种、2 种或 4 种花色。',
    'bad-rules': '请选择经典、严格或宽松发牌规则。',
    'bad-save': '无法读取保存的游戏。',
    'bad-retry': '该局面不在本局的走法之中。',
  },
  linkErrors: {
    'bad-suits': '该链接中的花色数不是 1、2 或 4，因此没有打开。',
    'bad-deal': '该链接中的牌局编号不是 0 到 4294967295 之间的整数，因此没有打开。',
    'bad-rules': '该链接中的发牌规则无法识别（应为经典、严格或宽松），因此没有打开。',
    'missing-suits': '该链接没有说明玩几种花色，因此没有打开。',
    'missing-deal': '该链接没有给出牌局编号，因此没有打开。',
    'bad-daily': '该链接中的每日牌局日期不是有效日期（YYYY-MM-DD），因此未打开。',
  },
  languageUnknown: (value) => `这里没有“${value}”这种语言，因此页面以简体中文显示。`,
  runCompleted: (suit) => `一组${SUIT_NAMES[suit]}已完成。`,
  dragCancelled: '拖动被中断，牌已回到原处。',
  linkCopied: '链接已复制。',
  linkNotCopied: '无法复制；链接已显示出来，请手动复制。',

  wonTitle: '恭喜通关！',
  wonTime: '用时',
  wonMoves: '步数',
  wonUndos: '撤销次数',
  wonHints: '提示次数',
  hintsNotCounted: '未统计',
  wonRuns: '完成组数',
  wonDeal: '牌局',
  copyLink: '复制链接',
  playAgain: '重玩本局',
  stuckTitle: '无路可走',
  stuckText: '牌堆已空，也没有能移动的牌了。可以撤销，重玩这一局，或开始新游戏。',
  gaveUpTitle: '游戏结束',
  gaveUpText: '你放弃了这一局。',
  confirmRestartTitle: '重新开始这一局？',
  confirmRestartText: '这一局将从头开始，到目前为止的所有操作都会撤销。在统计中它仍算作同一局，这次重新开始也记为一次撤销。',
  confirmGiveUpTitle: '放弃这一局？',
  confirmGiveUpText: '这一局将记为失败。',
  keepPlaying: '继续玩',
  pausedTitle: '已暂停',
  pausedText: '计时已停止。',

  chooserTitle: '新游戏',
  suitsLabel: '花色数',
  suitsOption: suitsText,
  dealTypeLabel: '牌局',
  dealRandom: '随机牌局',
  dealRandomNote: '未经筛选，可能无法通关',
  dealByNumber: '指定编号',
  dealVerified: '可解牌局',
  dealVerifiedNote: '求解程序在所有牌可见的情况下解开过',
  dealDaily: '今日牌局',
  dealDailyNote: '每天一局，所有人都相同',
  dealListError: '无法加载可解牌局列表，请试试随机牌局。',
  dealNumberLabel: '牌局编号',
  dealNumberError: '请输入 0 到 4294967295 之间的整数。',
  startGame: '开始',
  abandonNote: '正在进行的这一局将记为失败。',
  linkConfirmTitle: '打开分享的牌局？',
  linkConfirmText: (deal, suits) => `要以 ${suitsText(suits)}开始牌局 ${deal} 吗？正在进行的这一局将记为失败。`,

  tapActionLabel: '点击牌时',
  tapActions: {
    move: '移到最佳位置',
    select: '选中它，再点击目标列',
    off: '不做任何事（只能拖动）',
  },
  rulesLabel: '空列与发牌',
  rulesNames: {
    classic: '经典：有空列时不能发牌，除非牌桌上已不到 10 张牌',
    strict: '严格：只要有空列就不能发牌',
    relaxed: '宽松：有空列也能发牌',
  },
  rulesNote: '从下一局开始生效。',
  hintLevelLabel: '提示强度',
  hintLevels: { quick: '快速', normal: '标准', deep: '深入' },
  hintLevelNote: '“深入”试玩更多对局，用时更长。同一级别在任何设备上给出相同的提示。',
  scoreLabel: '得分',
  showScore: '在状态栏显示得分',
  undoPenalty: '每撤销一次扣 1 分',
  lookLabel: '牌面',
  fourColour: '四色牌（♣ 绿色，♦ 蓝色）',
  cardSizeLabel: '纸牌大小',
  cardSizes: { auto: '适应屏幕', large: '较大' },
  textSizeLabel: '文字大小',
  textSizes: { normal: '正常', large: '较大' },
  cardSizeNote: (auto, large, upright) =>
    (auto === large
      ? '在这个屏幕上，纸牌已经占满宽度，“较大”无法再放大。'
      : `在这个屏幕上，纸牌已经占满宽度，“较大”只能稍微放大（宽 ${large} 像素，原为 ${auto} 像素）。`) +
    (upright ? '把设备横过来，纸牌会更大。' : '专注模式能给牌桌留出更多空间。'),
  screenLabel: '屏幕',
  focusMode: '专注模式：牌桌周围只留必要内容',
  focusModeNote: '步数和完成的牌组保持可见，按钮只显示图标，空间留给牌桌。按 F 开启或关闭。',
  leaveFocus: '退出专注模式',
  focusModeOn: '专注模式已开启。点顶部带四个角的按钮“退出专注模式”，即可恢复全部内容。',
  focusModeOff: '专注模式已关闭。',
  fullScreen: '全屏',
  themeLabel: '主题',
  themes: { system: '跟随系统', light: '浅色', dark: '深色' },
  motionLabel: '动画',
  motions: { system: '跟随系统', reduce: '减少', full: '完整' },
  languageLabel: '语言',
  languageNames: { auto: '跟随浏览器', en: 'English', de: 'Deutsch', 'zh-Hans': '简体中文', 'zh-Hant': '繁體中文' },

  count: f.count,
  percent: f.percent,
  duration: f.duration,

  statPlayed: '已玩局数',
  statWon: '获胜局数',
  statWinRate: '胜率',
  statStreak: '当前连胜',
  statBestStreak: '最高连胜',
  statBestTime: '最短用时',
  statFewestMoves: '最少步数',
  statWonWithoutUndo: '未撤销获胜',
  statWonWithoutHints: '未用提示获胜',
  statDaily: '今日牌局',
  dailyWon: '已通关',
  dailyNotYet: '尚未通关',
  noRecordYet: '—',
  resetRecords: '重置统计',
  confirmResetTitle: (suits) => `重置 ${suitsText(suits)}的统计？`,
  confirmResetText: '该花色数的已玩局数、获胜局数、连胜和最佳成绩都将归零。此操作无法撤销。',
  firstWin: (suits) => `首次以${n(suits)}种花色通关！`,
  newBestTime: '新的最短用时！',
  newFewestMoves: '新纪录：最少步数！',
  newBestStreak: '新的最高连胜！',
  recordsSummary: (suits, won, played, streak) => `${suitsText(suits)}：已玩 ${n(played)} 局，胜 ${n(won)} 局，当前连胜 ${n(streak)} 局。`,

  notSaving: '本设备无法保存游戏进度（存储空间不可用或已满）。',
  storageNotice: (notice) => {
    const k = notice;
    switch (k.kind) {
      case 'game-unreadable':
        return `无法读取保存的游戏（${saveProblem(k.error)}），因此已开始新游戏。原先保存的数据已另行保留，统计不受影响。`;
      case 'settings-unreadable':
        return '无法读取你的设置，现使用默认设置。原先的数据已另行保留。';
      case 'settings-repaired':
        return `部分设置无法读取，已恢复为默认值。`;
      case 'records-unreadable':
        return '无法读取你的统计数据，统计将从零开始。原先的数据已另行保留。';
      case 'records-repaired':
        return `部分统计数据无法读取，已被重置。原先的数据已另行保留。`;
      case 'dailies-unreadable':
        return '无法读取每日牌局日历，日历已从空白重新开始。旧数据已另行保存。';
      case 'dailies-repaired':
        return '每日牌局日历中有几天无法读取，已略去。旧数据已另行保存。';
    }
  },
  dismiss: '确定',
  elsewhereTitle: '正在其他标签页中游戏',
  elsewhereText: '这局游戏正在另一个标签页或窗口中继续。在你把它接回这里之前，此处不会保存任何内容。',
  playHere: '在这里玩',

  selectedCards: (k) => `已选中 ${n(k)} 张牌`,
  columnKeysHint: '按回车键选择要移动的牌；按方向键转到下一列。',
  pickerCount: (count, total) => `移动 ${n(count)} 张牌（可移动的共 ${n(total)} 张）`,
  moreCards: '多拿一张牌',
  fewerCards: '少拿一张牌',
  toColumn: (k) => `移到第 ${n(k)} 列`,
  marks: {
    completes: '凑齐一组',
    'same-suit': '同花色',
    'other-suit': '不同花色',
    empty: '空列',
    none: '不会改变什么',
  },
  move: '移动',
  nothingToPick: '这一列没有正面朝上的牌可以移动。',
  noDestination: '这些牌没有可以放的位置。',

  allMoves: '全部走法',
  moveButton: (count, from, to) => `把 ${n(count)} 张牌从第 ${n(from)} 列移到第 ${n(to)} 列`,
  dealRow: '发一轮牌',
  noMoves: '没有能移动的牌。',
  showMoves: '显示全部走法',
  hideMoves: '隐藏全部走法',
  fromColumn: (k) => `从第 ${n(k)} 列`,

  moved: (card, count, to) => (count === 1 ? `已把${card}移到第 ${n(to)} 列` : `已把${card}连同上面的 ${n(count - 1)} 张牌移到第 ${n(to)} 列`),
  revealed: (card) => `翻开了${card}`,
  dealt: (left) => `已发一轮牌，还能发牌 ${n(left)} 次`,
  clauseJoiner: '；',
  undone: '已撤销',
  redone: '已重做',
  fullScreenUnavailable: '这里无法使用全屏。',

  showMe: '演示解法',
  showMeIntro: '从发牌开始，演示求解程序为这一局找到的通关走法。你的牌局不会改变。',
  calculating: '正在计算…',
  showMeUnknown: '求解程序在限定范围内没有找到通关走法。这一局仍可能有解。',
  showMeUnsolvable: '这一局无法通关：求解程序已试遍所有走法。',
  showMeCancelled: '计算在完成前被中止了。',
  showMeFailed: '这里无法算出通关走法。',
  tryAgain: '重试',
  play: '播放',
  stepBack: '后退一步',
  stepForward: '前进一步',
  speedLabel: '速度',
  speedName: (x) => `${n(x)}×`,
  showMeStart: (total) => `开局：共 ${n(total)} 步通关`,
  showMeCounter: (step, total) => `第 ${n(step)} 步，共 ${n(total)} 步`,
  showMeStep: (step, total, what) => `第 ${n(step)} 步，共 ${n(total)} 步：${what}`,
  showMeWon: '本局通关。',
  showMeMoves: '解法步骤',
  showMeKeys: '空格键播放或暂停；← 和 → 逐步查看。',

  resultsLabel: '每日结果',
  sendResults: '发送每日结果',
  sendResultsNote: '今日牌局结束后，步骤和用时会发送到结果服务。服务重放这些步骤来核验牌局，只保留当天的汇总数字，绝不保存你的步骤、用时或任何能认出你的信息。',
  dailyPlayed: (played, won) => `这局今日牌局目前有 ${n(played)} 人玩过，${f.percent(won / played)} 获胜。`,
  dailyBeat: (moves, time) => {
    const m = moves !== null ? f.percent(moves) : null;
    const t = time !== null ? f.percent(time) : null;
    if (m !== null && t !== null) return `你的步数胜过 ${m} 的其他获胜者，用时胜过 ${t}。`;
    if (m !== null) return `你的步数胜过 ${m} 的其他获胜者。`;
    return `你的用时胜过 ${t ?? ''} 的其他获胜者。`;
  },
  resultsHelp: {
    heading: '每日结果',
    blocks: [
      {
        p: '今日牌局结束后（无论输赢），结果会在联网时发送到结果服务。胜利面板随后会显示这局有多少人玩过、多少人获胜，以及你的步数和用时与其他获胜者相比如何。离线时结果先保存在本设备上，稍后再发送；游戏从不需要等它。',
      },
      {
        p: '隐私：服务会重放步骤来核验牌局，之后只保留当天的计数。它不保存你的步骤、用时、网络地址或任何姓名。为本设备生成的一个随机编号，在服务端只以带密钥的散列值保存，用来避免同一结果重复计数。在设置中关闭“发送每日结果”，就不会发送任何内容。',
      },
    ],
  },
  hint: '提示',
  more: '更多',
  hintRegion: '提示',
  hintMove: (card, count, from, to, empty) =>
    `把第 ${n(from)} 列的${card}${count > 1 ? `连同上面的 ${n(count - 1)} 张牌` : ''}移到${empty ? `空的第 ${n(to)} 列` : `第 ${n(to)} 列`}。`,
  hintDeal: '发一轮牌。',
  hintWins: '这一步开始一条能赢的路线。',
  hintSampled: (wins, samples) => `在对暗牌的 ${n(samples)} 种猜测中，有 ${n(wins)} 种能赢。`,
  hintChance: {
    likely: '从这里试玩的对局大多能赢，但暗牌仍可能改变结果。',
    even: '胜负参半：从这里试玩的对局赢输大致相当，要看暗牌。',
    gamble: '这一步押在暗牌上：从这里试玩的对局只有一部分能赢。',
  },
  hintProgress: {
    reveals: '这会翻开一张牌。',
    empties: '这会腾出一列。',
    completes: '这会完成一整组。',
    joins: '这会把同花色的牌接得更长。',
  },
  hintSetup: '这一步为下一步的推进让出路来。',
  hintNoProgress: '另一种走法。',
  hintUnfinished: '在限定范围内没有找到能赢的路线。',
  hintAdvice: {
    deal: '已没有能推进的走法：发一轮牌。',
    'fill-then-deal': '已没有能推进的走法：先填满空列，再发牌。',
    undo: '已没有能推进的走法：撤销几步。',
  },
  hintVerified: '这一局可以赢，但提示在限定范围内没有找到从这里取胜的路线。',
  hintLost: '从这个局面已经无法取胜。',
  hintLostVerified: '这一局本身可以赢：重新开始，或撤销几步。',
  hintCount: (index, total) => `提示 ${n(index)}/${n(total)}`,
  hintFailed: '无法算出提示。',
  restartDeal: '重新开始本局',
  newDeal: '新的一局',

  helpSections: [
    {
      heading: '目标',
      blocks: [
        {
          p: '游戏使用两副牌，共 104 张：一部分发成 10 列摆在牌桌上，另外 50 张留在牌堆里等待发出。在同一列中把同一花色的牌从 K 到 A 依次排好，这 13 张牌就会离开牌桌。8 组全部完成，即可通关。',
        },
        { p: '选 1 种花色时，所有牌都是黑桃；选 2 种花色时，是黑桃和红桃；选 4 种花色时，四种花色都有。花色越少，游戏越容易。' },
      ],
    },
    {
      heading: '移动纸牌',
      blocks: [
        {
          list: [
            '任何正面朝上的牌，都可以放到比它大 1 点的牌上，不论花色。A 上面不能再放牌。',
            '只有组成同花色序列的牌才能一起移动：花色相同，并且每张牌都比它所叠放的那张牌小 1 点。',
            '空列里可以放入任何牌。',
            '背面朝上的牌（暗牌）一旦露在某一列的最上面，就会自动翻开。',
          ],
        },
        {
          p: '点击一张牌，它会连同叠在它上面的牌一起移到最佳位置：首先是能凑齐 K 到 A 整组的位置，其次是同花色的牌上，再次是其他花色的牌上，最后才是空列。在“设置”中可以改为点击只选中牌，或点击不做任何事；拖动始终可用。',
        },
        {
          p: '想精确选择把哪些牌移到哪里，可以长按某一列（或用鼠标右键点击它，或在它上面按回车键）：这一列会放大显示，用箭头选择拿几张牌，每个能放的位置都会显示为一个按钮。牌桌下方的“全部走法”会把每一种合规的走法都列成按钮。',
        },
      ],
    },
    {
      heading: '从牌堆发牌',
      blocks: [
        { p: '点击牌堆，会给每一列各发一张正面朝上的牌，一共可以发 5 次。有空列时能否发牌，由“设置”中的规则决定：' },
        {
          terms: [
            ['经典', '有空列时不能发牌，除非牌桌上剩下的牌已不到 10 张。'],
            ['严格', '只要有空列，就不能发牌。'],
            ['宽松', '只要牌堆里还有牌就能发牌，不管有没有空列。'],
          ],
        },
      ],
    },
    {
      heading: '得分',
      blocks: [
        { p: '在“设置”中开启后会显示得分。得分从 500 分开始，每移动一次或发一次牌扣 1 分（每撤销一次也扣 1 分，除非关闭了此项），每完成一组加 100 分。' },
      ],
    },
    {
      heading: '牌局类型',
      blocks: [
        {
          terms: [
            ['可解牌局', '求解程序在能看到所有牌的情况下解开过的牌局，因此一定可以通关。“较易”和“较难”分别从列表中求解程序搜索量最少和最多的三分之一里挑选。'],
            ['今日牌局', '每种花色数每天一局，所有玩家都相同。'],
            ['随机牌局', '从四十多亿个牌局中任选一个；其中有些无法通关。'],
            ['指定编号', '输入牌局编号来玩那一局，例如朋友分享给你的编号。'],
          ],
        },
      ],
    },
    {
      heading: '提示',
      blocks: [
        { p: '点“提示”（或按 H）会给出一步走法，并在牌桌上标出来；再按一次就换下一个建议。提示在后台计算，期间你可以照常走牌；你一走牌，它就会重新开始。' },
        {
          p: '提示不会偷看：它只用你见过的牌。还有暗牌时，它会对暗牌做许多种猜测，选出赢得最多的那一步。所有牌都已见过时，它会精确搜索；如果已无法取胜，它会直接告诉你，并提供“重新开始本局”“新的一局”和“撤销”。',
        },
        {
          p: '当没有背面朝上的牌、牌堆里剩下的牌也都见过时，游戏会自己寻找获胜路线。找到后，“自动完成”（或按 E）会一步步替你走完；点一下牌桌即可直接到结尾。',
        },
      ],
    },
    {
      heading: '技巧',
      blocks: [
        {
          list: [
            '优先翻开背面朝上的牌：每一张看不见的牌，都是一个你暂时还无法做出的选择。',
            '空列是牌桌上最有用的资源。只有在确实能带来好处时，才去占用它。',
            '尽量按同一花色叠放；花色混杂的一叠牌，之后还得再拆开。',
            '只有在没有其他有用的着法时才发牌，因为每发一次牌都会盖住 10 张牌。',
            '撤销不限次数，所以没有哪一步是不可挽回的：不妨试一种走法，走不通就撤回来。',
          ],
        },
      ],
    },
    {
      heading: '键盘操作',
      blocks: [
        {
          terms: [
            ['U 或 Ctrl+Z', '撤销'],
            ['Shift+U 或 Ctrl+Y', '重做'],
            ['D 或空格键', '发一轮牌'],
            ['← 和 →', '在各列之间切换'],
            ['回车键或空格键（在某一列上）', '选择要从这一列移动的牌'],
            ['↑ 和 ↓（在该对话框中）', '多拿或少拿一张牌'],
            ['H', '提示；再按一次：下一个建议'],
            ['E', '自动完成已证明的胜局；再按一次：直接到结尾'],
            ['F', '开启或关闭专注模式'],
            ['N', '新游戏'],
            ['R', '重新开始本局'],
            ['P', '暂停或继续'],
            ['? 或 F1', '打开本帮助'],
            ['Esc', '关闭对话框'],
            ['空格键、← 和 →（在“演示解法”中）', '播放或暂停，后退或前进一步'],
          ],
        },
      ],
    },
  ],
  // issue 11 cards: the high-contrast setting
  contrastLabel: '对比度',
  contrasts: { system: '跟随系统', more: '高对比度', normal: '标准' },

  // Status bar, deal line, stuck bar and lazy panels (issue 11, chrome)
  rulesShort: { classic: '经典规则', strict: '严格规则', relaxed: '宽松规则' },
  loading: '正在加载…',
  loadFailed: '这部分内容未能加载。',
  // issue 11, layout: the stock and the foundation slots
  stockEmpty: '已空',
  runsDone: (done, total) => `${n(done)}/${n(total)}`,
  // issue 24, Finish
  finish: '自动完成',
  finishOffered: '剩下的可以自动完成：自动完成',
  finishReady: '所有牌都已知，已证明可以获胜。',
  finishPlaying: (done, total) => `自动完成中：第 ${n(done)} 步，共 ${n(total)} 步`,
  finishSkip: '直接到结尾',
  finishDone: (moves) => `已用 ${n(moves)} 步自动完成`,
  finishStopped: '自动完成已停止：有一步在当前牌面上不合规则。',
  finishNotReady: '所有牌都已知且证明可以获胜时，才能自动完成。',
  finishStarted: '正在自动完成剩下的牌…',
  finishSkipped: (moves) => `已直接到结尾：用 ${n(moves)} 步自动完成`,
  finishInterrupted: (done, total) => `自动完成已停止：已走 ${n(done)} 步，共 ${n(total)} 步`,
  // issue 24, verified deals by difficulty
  gradeLabel: '难度',
  grades: { any: '不限', easier: '较易', harder: '较难' },
  gradeNote: '按求解程序所需的搜索量，把列表分成三等份',
  dealGrade: { easier: '较易', medium: '中等', harder: '较难' },

  // issue 24, a daily worth sharing
  shareResult: '分享成绩',
  dailyShareText: (s) =>
    [
      `蜘蛛纸牌每日牌局 ${s.day} · ${suitsText(s.suits)}`,
      `${s.won ? '通关' : '未通关'}，${n(s.moves)} 步，${clockTime(s.timeMs)}`,
      s.hints === null ? '提示次数未记录' : s.hints === 0 ? '未用提示' : `提示 ${n(s.hints)} 次`,
      s.undos === 0 ? '未撤销' : `撤销 ${n(s.undos)} 次`,
    ].join(' · ') + `\n${s.link}`,
  resultShared: '成绩已分享。',
  resultCopied: '成绩已复制。',
  resultNotCopied: '无法复制；成绩已显示出来，请手动复制。',
  resultText: '要分享的成绩',
  dailyCalendar: '每日牌局',
  calendarMonth: (month) => f.month(month),
  calendarDay: (day, state) => `${f.dayMonth(day)}：${state === 'won' ? '已通关' : state === 'played' ? '玩过，未通关' : '未玩'}`,
  weekday: (day) => f.weekdays()[day] ?? String(day),
  weekStart: 1,
  previousMonth: '上个月',
  nextMonth: '下个月',
  calendarMarks: { won: '✓', played: '•' },
  calendarLegend: '✓ 已通关 · • 玩过，未通关',
  calendarKeys: '方向键逐日移动，Home 和 End 跳到本周首尾，Page Up 和 Page Down 切换月份。',
  statDailyStreak: '每日连胜',
  statDailyBestStreak: '最高每日连胜',
  calendarNote: '每日连胜计算连续几天都通关的每日牌局。日历从这个版本开始记录，之前的每日牌局无从得知。',
  // “哪里走错了？”（议题 24，第 1 点）
  whereWrong: '哪里走错了？',
  tryFromThere: '从那里重来',
  showMeFromThere: '从那里演示解法',
  analysisIntro: '求解程序在所有牌可见的情况下，回顾了你自己的走法，找到仍能通关的最后一个局面。',
  analysisProgress: (done, total) => `正在回顾你的牌局：第 ${n(done)} 次搜索，最多 ${n(total)} 次`,
  analysisStarted: '正在回顾你的牌局，寻找走错的地方…',
  analysisHalfway: '回顾已完成一半。',
  analysisMove: (card, count, from, to) => `把第 ${n(from)} 列的${card}${count > 1 ? `连同上面的 ${n(count - 1)} 张牌` : ''}移到第 ${n(to)} 列`,
  analysisDeal: '发一行牌',
  analysisLostAt: (move, what) => `第 ${n(move)} 步（${what}）之后，再也找不到通关走法。`,
  analysisStillWinnable: '从你停下的局面仍能找到通关走法。',
  analysisUnknown: '在限定范围内，没有为这一局找到通关走法。',
  analysisUnsolvable: '这一局无法通关：求解程序已试遍所有走法。',
  analysisNext: '从那一步之前开始的通关走法：',
  analysisTable: '那一步之前的局面',
  analysisCancelled: '回顾已中止。',
  analysisFailed: '这里无法完成回顾。',
  retriedTo: (move) => `已回到第 ${n(move)} 步之后的局面。`,
  retriedNote: '从较早的局面重来过。',
  lastGameTitle: '上一局未完成的牌局：',
  lastGameInfo: (moves) => `${n(moves)} 步。`,
};
