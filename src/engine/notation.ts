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
import { isWon, type Column, type Position } from './position.ts';
import { isDealRules, type DealRules } from './rules.ts';
import { hasSeen, withSeen, NOTHING_SEEN, type Seen } from './seen.ts';
import { isDealNumber } from './shuffle.ts';

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
    columns: p.columns.map((c) =>
      c.cards.map((id, i) => (i < c.down ? hiddenCode(id, p.suits, seen) : cardCode(id, p.suits))),
    ),
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
  | 'wrong-cards'; // not exactly the 104-card multiset of this suit count

export interface ParsedPosition {
  readonly position: Position;
  readonly seen: Seen;
  readonly deal: number | null;
  readonly rules: DealRules | null; // null when the file does not say
}

export type ParseResult =
  | { readonly ok: true; readonly value: ParsedPosition }
  | { readonly ok: false; readonly error: PositionError; readonly message: string };

const fail = (error: PositionError, message: string): ParseResult => ({ ok: false, error, message });

interface Marked {
  readonly code: string; // without its marker
  readonly down: boolean;
  readonly known: boolean;
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
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return fail('not-an-object', 'The position must be a JSON object.');
  }
  const o = input as Record<string, unknown>;
  const suits = o.suits;
  if (!isSuitCount(suits)) return fail('bad-suits', '"suits" must be 1, 2 or 4.');
  let deal: number | null = null;
  if (o.deal !== undefined && o.deal !== null) {
    if (!isDealNumber(o.deal)) return fail('bad-deal', '"deal" must be an integer 0..4294967295 or null.');
    deal = o.deal;
  }
  let rules: DealRules | null = null;
  if (o.rules !== undefined) {
    if (!isDealRules(o.rules)) return fail('bad-rules', '"rules" must be "classic", "strict" or "relaxed".');
    rules = o.rules;
  }
  let moves = 0;
  if (o.moves !== undefined) {
    if (typeof o.moves !== 'number' || !Number.isInteger(o.moves) || o.moves < 0) {
      return fail('bad-moves', '"moves" must be a non-negative integer.');
    }
    moves = o.moves;
  }
  const columnsIn = o.columns;
  if (!Array.isArray(columnsIn) || columnsIn.length !== COLUMN_COUNT) {
    return fail('bad-columns', `"columns" must be an array of exactly ${COLUMN_COUNT} columns.`);
  }
  const completedIn = o.completed ?? [];
  if (!Array.isArray(completedIn) || completedIn.some((s) => !suitsInPlay(suits).includes(s as Suit))) {
    return fail(
      'bad-completed',
      `"completed" must list suit letters of this game (${suitsInPlay(suits).join(', ')}).`,
    );
  }
  const stockIn = o.stock ?? [];
  if (!Array.isArray(stockIn) || stockIn.some((s) => typeof s !== 'string')) {
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
  for (const suit of completedIn as Suit[]) {
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
    if (!Array.isArray(pile) || pile.some((s) => typeof s !== 'string')) {
      return fail('bad-columns', `Column ${c + 1} must be an array of card codes.`);
    }
    const cards: CardId[] = [];
    let down = 0;
    for (let i = 0; i < pile.length; i++) {
      const m = splitMarker(pile[i] as string);
      if (!parseCardCode(m.code)) {
        return fail('unknown-card', `Column ${c + 1}, card ${i + 1}: "${pile[i]}" is not a card code.`);
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
    const m = splitMarker(stockIn[i] as string);
    if (!parseCardCode(m.code)) {
      return fail('unknown-card', `Stock card ${i + 1}: "${stockIn[i]}" is not a card code.`);
    }
    if (!m.down) {
      return fail('bad-stock', `Stock card ${i + 1}: "${stockIn[i]}" must be face down (# or *).`);
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
  return {
    ok: true,
    value: { position: { suits, columns, stock, completed, moves }, seen, deal, rules },
  };
}
