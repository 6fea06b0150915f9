import {
  COLUMN_COUNT,
  DECK_SIZE,
  RUN_LENGTH,
  cardCode,
  idsWithFace,
  isSuitCount,
  parseCardCode,
  suitOf,
  suitsInPlay,
  type CardId,
  type Suit,
  type SuitCount,
} from './cards.ts';
import type { Game } from './game.ts';
import { dealPosition, isWon, type Column, type Position } from './position.ts';
import { isDealRules, type DealRules } from './rules.ts';
import { hasSeen, withSeen, NOTHING_SEEN, type Seen } from './seen.ts';
import { isDealNumber } from './shuffle.ts';
import { isRecord, isStrings, isWholeNumber, own } from './decode.ts';
import { err, ok, type Result } from './result.ts';

/** The position JSON of SPEC §7. `#` face down and unknown, `*` face down but seen. */
export interface PositionJson {
  suits: SuitCount;
  deal: number | null;
  rules: DealRules;
  columns: string[][];
  stock: string[];
  completed: Suit[];
  moves: number;
  won: boolean;
}

function hiddenCode(id: CardId, suits: SuitCount, seen: Seen): string {
  return (hasSeen(seen, id) ? '*' : '#') + cardCode(id, suits);
}

export function positionToJson(game: Game): PositionJson {
  const { position: p, seen, rules, deal } = game;
  return {
    suits: p.suits,
    deal,
    rules,
    columns: p.columns.map((c) => c.cards.map((id, i) => (i < c.down ? hiddenCode(id, p.suits, seen) : cardCode(id, p.suits)))),
    stock: p.stock.map((id) => hiddenCode(id, p.suits, seen)),
    completed: p.completed.map((run) => suitOf(run[0]!, p.suits)),
    moves: p.moves,
    won: isWon(p),
  };
}

export type PositionError =
  | 'not-an-object'
  | 'bad-suits'
  | 'bad-deal'
  | 'bad-rules'
  | 'bad-columns' // not exactly 10 arrays of strings
  | 'unknown-card' // a code that is not rank letter + suit letter
  | 'face-down-on-top'
  | 'face-down-above-face-up'
  | 'bad-stock' // not an array of face-down codes, or not a multiple of 10 (at most 50)
  | 'bad-completed'
  | 'bad-moves'
  | 'bad-won' // present but not true or false
  | 'wrong-cards' // not exactly the 104-card multiset of this suit count
  | 'won-mismatch' // "won" says otherwise than the cards
  | 'deal-mismatch'; // a start position (no move made) whose cards are not those of its "deal"

export interface ParsedPosition {
  readonly position: Position;
  readonly seen: Seen;
  readonly deal: number | null;
  readonly rules: DealRules | null; // null when the file does not say
}

export type ParseResult = Result<ParsedPosition, PositionError>;

const fail = (error: PositionError, message: string): ParseResult => err(error, message);

interface Marked {
  readonly code: string; // without its marker
  readonly down: boolean;
  readonly known: boolean;
}

/** A card code from the file, short and escaped, so a message stays one short line. */
function shown(text: string): string {
  const cut = text.length > 12 ? text.slice(0, 12) + '…' : text;
  return JSON.stringify(cut).replace(/[\p{C}\u2028\u2029]/gu, (c) => '\\u' + c.codePointAt(0)!.toString(16).padStart(4, '0'));
}

function splitMarker(text: string): Marked {
  if (text.startsWith('#')) return { code: text.slice(1), down: true, known: false };
  if (text.startsWith('*')) return { code: text.slice(1), down: true, known: true };
  return { code: text, down: false, known: true };
}

/**
 * Validates a position file (SPEC §7) into a position plus seen memory. Copies of the same
 * card get ids in reading order: completed runs, then columns bottom up, then the stock.
 */
export function parsePosition(input: unknown): ParseResult {
  if (!isRecord(input)) {
    return fail('not-an-object', 'The position must be a JSON object.');
  }
  const suits = own(input, 'suits');
  if (!isSuitCount(suits)) return fail('bad-suits', '"suits" must be 1, 2 or 4.');
  let deal: number | null = null;
  const dealIn = own(input, 'deal');
  if (dealIn !== undefined && dealIn !== null) {
    if (!isDealNumber(dealIn)) return fail('bad-deal', '"deal" must be an integer 0..4294967295 or null.');
    deal = dealIn;
  }
  let rules: DealRules | null = null;
  const rulesIn = own(input, 'rules');
  if (rulesIn !== undefined) {
    if (!isDealRules(rulesIn)) return fail('bad-rules', '"rules" must be "classic", "strict" or "relaxed".');
    rules = rulesIn;
  }
  let moves = 0;
  const movesIn = own(input, 'moves');
  if (movesIn !== undefined) {
    if (!isWholeNumber(movesIn)) {
      return fail('bad-moves', '"moves" must be a non-negative integer.');
    }
    moves = movesIn;
  }
  const wonIn = own(input, 'won');
  if (wonIn !== undefined && typeof wonIn !== 'boolean') return fail('bad-won', '"won" must be true or false.');
  const columnsIn = own(input, 'columns');
  if (!Array.isArray(columnsIn) || columnsIn.length !== COLUMN_COUNT) {
    return fail('bad-columns', `"columns" must be an array of exactly ${COLUMN_COUNT} columns.`);
  }
  const completedIn = own(input, 'completed') ?? [];
  const inPlay = (s: unknown): s is Suit => suitsInPlay(suits).some((t) => t === s);
  if (!Array.isArray(completedIn) || !completedIn.every(inPlay)) {
    return fail('bad-completed', `"completed" must list suit letters of this game (${suitsInPlay(suits).join(', ')}).`);
  }
  const stockIn = own(input, 'stock') ?? [];
  if (!isStrings(stockIn)) {
    return fail('bad-stock', '"stock" must be an array of card codes.');
  }
  if (stockIn.length % COLUMN_COUNT !== 0 || stockIn.length > 5 * COLUMN_COUNT) {
    return fail('bad-stock', `The stock holds ${stockIn.length} cards; it must be a multiple of 10, at most 50.`);
  }

  // Hand out ids copy by copy; running out means too many copies of a card.
  const pools = new Map<string, CardId[]>();
  const take = (code: string): CardId | null => {
    let pool = pools.get(code);
    if (!pool) {
      const face = parseCardCode(code)!;
      pool = idsWithFace(face, suits);
      pools.set(code, pool);
    }
    return pool.shift() ?? null;
  };
  const expectedCopies = 8 / suits;
  const tooMany = (code: string): ParseResult => {
    const face = parseCardCode(code)!;
    return suitsInPlay(suits).includes(face.suit)
      ? fail('wrong-cards', `Too many ${code}: a ${suits}-suit game has ${expectedCopies} of each card.`)
      : fail('wrong-cards', `${code} is not in a ${suits}-suit game (suits ${suitsInPlay(suits).join(', ')}).`);
  };

  const completed: CardId[][] = [];
  for (const suit of completedIn.filter(inPlay)) {
    const run: CardId[] = [];
    for (let rank = RUN_LENGTH; rank >= 1; rank--) {
      const code = 'A23456789TJQK'[rank - 1]! + suit;
      const id = take(code);
      if (id === null) return tooMany(code);
      run.push(id);
    }
    completed.push(run);
  }

  let seen: Seen = NOTHING_SEEN;
  const known: CardId[] = completed.flat(); // a completed run was face up when it was removed
  const columns: Column[] = [];
  for (let c = 0; c < COLUMN_COUNT; c++) {
    const pile = columnsIn[c];
    if (!isStrings(pile)) {
      return fail('bad-columns', `Column ${c + 1} must be an array of card codes.`);
    }
    const cards: CardId[] = [];
    let down = 0;
    for (let i = 0; i < pile.length; i++) {
      const m = splitMarker(pile[i]!);
      if (!parseCardCode(m.code)) {
        return fail('unknown-card', `Column ${c + 1}, card ${i + 1}: ${shown(pile[i]!)} is not a card code.`);
      }
      if (m.down && down < i) {
        return fail('face-down-above-face-up', `Column ${c + 1}, card ${i + 1}: a face-down card lies on a face-up one.`);
      }
      const id = take(m.code);
      if (id === null) return tooMany(m.code);
      if (m.down) down++;
      if (m.known) known.push(id);
      cards.push(id);
    }
    if (cards.length > 0 && down === cards.length) {
      return fail('face-down-on-top', `Column ${c + 1}: the top card is face down; it must be face up.`);
    }
    columns.push({ cards, down });
  }

  const stock: CardId[] = [];
  for (let i = 0; i < stockIn.length; i++) {
    const m = splitMarker(stockIn[i]!);
    if (!parseCardCode(m.code)) {
      return fail('unknown-card', `Stock card ${i + 1}: ${shown(stockIn[i]!)} is not a card code.`);
    }
    if (!m.down) {
      return fail('bad-stock', `Stock card ${i + 1}: ${shown(stockIn[i]!)} must be face down (# or *).`);
    }
    const id = take(m.code);
    if (id === null) return tooMany(m.code);
    if (m.known) known.push(id);
    stock.push(id);
  }

  const placed = completed.length * RUN_LENGTH + columns.reduce((n, c) => n + c.cards.length, 0) + stock.length;
  if (placed !== DECK_SIZE) {
    const missing: string[] = [];
    for (const suit of suitsInPlay(suits)) {
      for (const letter of 'A23456789TJQK') {
        const code = letter + suit;
        if ((pools.get(code)?.length ?? expectedCopies) > 0) missing.push(code);
      }
    }
    const hint = missing.length > 0 ? ` Missing copies of ${missing.slice(0, 6).join(', ')}.` : '';
    return fail('wrong-cards', `The position holds ${placed} cards; it must hold all ${DECK_SIZE}.${hint}`);
  }
  seen = withSeen(seen, known);
  const position: Position = { suits, columns, stock, completed, moves };
  if (wonIn !== undefined && wonIn !== isWon(position)) {
    return fail('won-mismatch', wonIn ? '"won" is true, but runs are still to be completed.' : '"won" is false, but all 8 runs are completed.');
  }
  if (deal !== null) {
    const differs = startDifference(position, deal);
    if (differs) return fail('deal-mismatch', `"deal" is ${deal}, but ${differs}; correct "deal" or set it to null.`);
  }
  return ok({ position, seen, deal, rules });
}

/**
 * For a start position (moves 0, nothing completed, a full stock, columns of 6, 6, 6, 6, 5…)
 * the cards are exactly what `deal` says, so a wrong number is caught. After a move the
 * deal cannot be checked without the moves, and `deal` is then only carried along.
 */
function startDifference(p: Position, deal: number): string | null {
  const start = dealPosition(p.suits, deal);
  const sameShape =
    p.moves === 0 &&
    p.completed.length === 0 &&
    p.stock.length === start.stock.length &&
    p.columns.every((c, i) => c.cards.length === start.columns[i]!.cards.length);
  if (!sameShape) return null;
  const face = (id: CardId) => cardCode(id, p.suits);
  for (let c = 0; c < COLUMN_COUNT; c++) {
    const want = start.columns[c]!.cards;
    const i = p.columns[c]!.cards.findIndex((id, k) => face(id) !== face(want[k]!));
    if (i >= 0) return `deal ${deal} puts ${face(want[i]!)} at column ${c + 1}, card ${i + 1}, not ${face(p.columns[c]!.cards[i]!)}`;
  }
  const k = p.stock.findIndex((id, n) => face(id) !== face(start.stock[n]!));
  if (k >= 0) return `deal ${deal} has ${face(start.stock[k]!)} as stock card ${k + 1}, not ${face(p.stock[k]!)}`;
  return null;
}
