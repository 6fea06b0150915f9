import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parsePosition, positionToJson, type PositionJson } from '../../src/engine/notation.ts';
import { gameFromPosition, newGame, type Game } from '../../src/engine/game.ts';
import type { Position } from '../../src/engine/position.ts';
import type { SuitCount } from '../../src/engine/cards.ts';
import { hasSeen, type Seen } from '../../src/engine/seen.ts';
import { legalMoves } from '../../src/engine/moves.ts';
import { DEAL, UNDO, code, mv, play, pos, randomWalk, run } from './helpers.ts';

/** A fresh, plain-JSON copy, as a file would give it. */
const viaText = (j: PositionJson): Record<string, unknown> => JSON.parse(JSON.stringify(j));

function parseOk(input: unknown) {
  const r = parsePosition(input);
  if (!r.ok) throw new Error(`parsePosition refused: ${r.error}: ${r.message}`);
  return r.value;
}

/** Card ids in reading order: completed runs, columns bottom up, then the stock. */
function locations(p: Position): number[] {
  return [...p.completed.flat(), ...p.columns.flatMap((c) => c.cards), ...p.stock];
}

/**
 * Copies of one card are interchangeable, and a JSON file cannot say which copy is which, so
 * parsing hands out ids afresh. Rename the original's ids to the parsed ones place by place
 * (checking that each renaming keeps the face), then the two must be deep-equal.
 */
function renamed(original: Position, seen: Seen, parsed: Position) {
  const from = locations(original);
  const to = locations(parsed);
  expect(to).toHaveLength(104);
  expect(from).toHaveLength(104);
  const map = new Map<number, number>();
  from.forEach((id, i) => {
    expect(code(to[i]!, parsed.suits)).toBe(code(id, original.suits));
    map.set(id, to[i]!);
  });
  expect(new Set(map.values()).size).toBe(104);
  const m = (id: number) => map.get(id)!;
  const position: Position = {
    suits: original.suits,
    columns: original.columns.map((c) => ({ cards: c.cards.map(m), down: c.down })),
    stock: original.stock.map(m),
    completed: original.completed.map((r) => r.map(m)),
    moves: original.moves,
  };
  const seenIds = new Set<number>();
  for (let id = 0; id < 104; id++) if (hasSeen(seen, id)) seenIds.add(m(id));
  return { position, seenIds };
}

const seenSet = (seen: Seen) => {
  const s = new Set<number>();
  for (let id = 0; id < 104; id++) if (hasSeen(seen, id)) s.add(id);
  return s;
};

function expectRoundTrip(g: Game): void {
  const json = positionToJson(g);
  const parsed = parseOk(viaText(json));
  expect(parsed.deal).toBe(g.deal);
  expect(parsed.rules).toBe(g.rules);
  const { position, seenIds } = renamed(g.position, g.seen, parsed.position);
  expect(parsed.position).toEqual(position);
  const back = gameFromPosition(parsed.position, parsed.rules!, parsed.deal, parsed.seen);
  expect(seenSet(back.seen)).toEqual(seenIds);
  expect(positionToJson(back)).toEqual(json);
  // Parsing is idempotent at the level of ids.
  const again = parseOk(viaText(positionToJson(back)));
  expect(again.position).toEqual(parsed.position);
  expect(again.seen).toEqual(back.seen);
}

describe('positionToJson', () => {
  it('prints a new deal: face-down cards and the whole stock as #', () => {
    const j = positionToJson(newGame(2, 0));
    expect(Object.keys(j).sort()).toEqual(['columns', 'completed', 'deal', 'moves', 'rules', 'stock', 'suits', 'won']);
    expect(j.suits).toBe(2);
    expect(j.deal).toBe(0);
    expect(j.rules).toBe('classic');
    expect(j.columns[0]).toEqual(['#QH', '#4S', '#TS', '#7S', '#9H', 'JH']);
    expect(j.columns.map((c) => c.length)).toEqual([6, 6, 6, 6, 5, 5, 5, 5, 5, 5]);
    for (const c of j.columns) {
      expect(c.slice(0, -1).every((s) => /^#[A2-9TJQK][SH]$/.test(s))).toBe(true);
      expect(c.at(-1)).toMatch(/^[A2-9TJQK][SH]$/);
    }
    expect(j.stock).toHaveLength(50);
    expect(j.stock.every((s) => /^#[A2-9TJQK][SH]$/.test(s))).toBe(true);
    // SPEC golden first stock round for S=2, N=1, printed face down
    expect(positionToJson(newGame(2, 1)).stock.slice(0, 10).join(' ')).toBe('#JH #6S #JS #QH #3H #3S #TH #JS #TH #AH');
    expect(j.completed).toEqual([]);
    expect(j.moves).toBe(0);
    expect(j.won).toBe(false);
  });

  it('marks a card turned face down by undo with *', () => {
    const g0 = gameFromPosition(pos({ suits: 2, columns: [['#4H', '#KS', '9S'], ['TH']] }), 'strict', 31);
    const g = play(g0, mv(0, 1), UNDO);
    const j = positionToJson(g);
    expect(j.columns[0]).toEqual(['#4H', '*KS', '9S']);
    expect(j.columns[1]).toEqual(['TH']);
    expect(j.rules).toBe('strict');
    expect(j.deal).toBe(31);
  });

  it('marks stock cards seen in an undone deal with *', () => {
    const g = play(newGame(1, 1), DEAL, UNDO);
    const j = positionToJson(g);
    expect(j.stock.slice(0, 10).every((s) => s.startsWith('*'))).toBe(true);
    expect(j.stock.slice(10).every((s) => s.startsWith('#'))).toBe(true);
    expect(j.moves).toBe(0);
  });

  it('lists completed runs by suit and reports the win', () => {
    const g0 = gameFromPosition(pos({ suits: 4, columns: [run('D', 13, 2), ['AD']], completed: ['S', 'S', 'H', 'H', 'D', 'C', 'C'] }));
    const g = play(g0, mv(1, 0));
    const j = positionToJson(g);
    expect(j.completed).toEqual(['S', 'S', 'H', 'H', 'D', 'C', 'C', 'D']);
    expect(j.won).toBe(true);
    expect(j.columns).toEqual(Array(10).fill([]));
    expect(j.moves).toBe(1);
  });
});

describe('parsePosition round trip', () => {
  it('round-trips new deals', () => {
    for (const s of [1, 2, 4] as const) expectRoundTrip(newGame(s, 2026));
  });

  it('round-trips random mid-game positions, with * cards and deals', () => {
    fc.assert(
      fc.property(
        fc.integer().map((x) => x >>> 0),
        fc.constantFrom<SuitCount>(1, 2, 4),
        fc.constantFrom('classic', 'strict', 'relaxed' as const),
        fc.integer({ min: 0, max: 400 }),
        fc.integer(),
        (deal, suits, rules, steps, seed) => {
          expectRoundTrip(randomWalk(newGame(suits, deal, rules), steps, seed));
        },
      ),
      { numRuns: 120 },
    );
  });

  it('round-trips positions with completed runs and a loaded game without a deal number', () => {
    const g0 = gameFromPosition(
      pos({
        suits: 2,
        columns: [
          ['#5H', ...run('S', 13, 2)],
          ['#3H', 'AS'],
        ],
        completed: ['H'],
      }),
      'relaxed',
    );
    // Fill the rest of the deck into the stock-less tableau so the multiset is whole.
    const json = positionToJson(g0);
    const used = new Map<string, number>();
    for (const c of [...json.columns.flat(), ...json.completed.flatMap((s) => run(s, 13, 1))]) {
      const face = c.replace(/^[#*]/, '');
      used.set(face, (used.get(face) ?? 0) + 1);
    }
    const rest: string[] = [];
    for (const s of ['S', 'H']) for (const face of run(s, 13, 1)) for (let k = used.get(face) ?? 0; k < 4; k++) rest.push(face);
    expect(rest).toHaveLength(104 - 13 - 15);
    json.columns[2] = [...rest.slice(0, -1).map((c) => '#' + c), rest.at(-1)!];
    const parsed = parseOk(json);
    expect(parsed.rules).toBe('relaxed');
    expect(parsed.deal).toBeNull();
    const g1 = gameFromPosition(parsed.position, 'relaxed', null, parsed.seen);
    const g2 = play(g1, mv(1, 0)); // completes spades, flips 5H and 3H
    expect(positionToJson(g2).completed).toEqual(['H', 'S']);
    expectRoundTrip(g2);
    expectRoundTrip(play(g2, UNDO));
  });

  it('accepts a position without rules, deal, moves or completed', () => {
    const j = viaText(positionToJson(newGame(1, 9)));
    delete j.rules;
    delete j.deal;
    delete j.moves;
    delete j.completed;
    delete j.won;
    const v = parseOk(j);
    expect(v.rules).toBeNull();
    expect(v.deal).toBeNull();
    expect(v.position.moves).toBe(0);
    expect(v.position.completed).toEqual([]);
  });

  it('a parsed game plays exactly like the original', () => {
    const g = randomWalk(newGame(4, 4000000000, 'relaxed'), 150, 5);
    const p = parseOk(viaText(positionToJson(g)));
    const twin = gameFromPosition(p.position, 'relaxed', p.deal, p.seen);
    const key = (x: Game) => legalMoves(x.position).map((m) => `${m.from}>${m.to}x${m.count}`);
    expect(key(twin)).toEqual(key(g));
    let a = g;
    let b = twin;
    for (const m of legalMoves(g.position).slice(0, 5)) {
      a = play(a, m);
      b = play(b, m);
      expect(positionToJson(b)).toEqual(positionToJson(a));
    }
  });
});

describe('parsePosition rejects', () => {
  const base = () =>
    viaText(positionToJson(newGame(2, 5))) as {
      suits: unknown;
      deal: unknown;
      rules: unknown;
      columns: unknown[][];
      stock: unknown[];
      completed: unknown[];
      moves: unknown;
    };
  const rejects = (input: unknown, error: string) => {
    const r = parsePosition(input);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toBe(error);
      expect(r.message.length).toBeGreaterThan(10);
    }
  };

  it('the base position is accepted', () => {
    expect(parsePosition(base()).ok).toBe(true);
  });

  it('a wrong number of columns', () => {
    const nine = base();
    nine.columns.pop();
    rejects(nine, 'bad-columns');
    const eleven = base();
    eleven.columns.push([]);
    rejects(eleven, 'bad-columns');
    const notArray = base();
    notArray.columns = 'ten' as never;
    rejects(notArray, 'bad-columns');
    const badColumn = base();
    badColumn.columns[3] = 'KS' as never;
    rejects(badColumn, 'bad-columns');
    const number = base();
    number.columns[3]![0] = 7;
    rejects(number, 'bad-columns');
  });

  it('a missing card', () => {
    const j = base();
    j.columns[0]!.shift();
    rejects(j, 'wrong-cards');
  });

  it('an extra copy of a card', () => {
    const j = base();
    j.columns[0]!.unshift('#KS');
    rejects(j, 'wrong-cards');
    const swapped = base();
    const first = swapped.columns[0]![0] as string;
    swapped.columns[0]![0] = first === '#KS' ? '#QS' : '#KS'; // one more of a card, one fewer of another
    rejects(swapped, 'wrong-cards');
  });

  it('a card whose suit is not in play', () => {
    const j = base();
    j.columns[0]![0] = '#KD';
    rejects(j, 'wrong-cards');
    const one = viaText(positionToJson(newGame(1, 5))) as { columns: string[][] };
    one.columns[9]![4] = 'AH';
    rejects(one, 'wrong-cards');
    const completed = base();
    completed.completed = ['D'];
    rejects(completed, 'bad-completed');
  });

  it('a completed run whose cards are also still on the table', () => {
    const j = base();
    j.completed = ['S'];
    rejects(j, 'wrong-cards');
    const weird = base();
    weird.completed = 'S' as never;
    rejects(weird, 'bad-completed');
  });

  it('a stock that is not a multiple of 10', () => {
    const j = base();
    j.stock.pop();
    rejects(j, 'bad-stock');
    const more = base();
    more.stock.push('#AS');
    rejects(more, 'bad-stock');
    const sixty = base();
    sixty.stock.push(...sixty.stock.slice(0, 10));
    rejects(sixty, 'bad-stock');
    const notArray = base();
    notArray.stock = {} as never;
    rejects(notArray, 'bad-stock');
  });

  it('a face-up card in the stock', () => {
    const j = base();
    j.stock[3] = (j.stock[3] as string).slice(1);
    rejects(j, 'bad-stock');
  });

  it('a face-down card on top of a column', () => {
    const j = base();
    const col = j.columns[4]!;
    col[col.length - 1] = '*' + (col[col.length - 1] as string);
    rejects(j, 'face-down-on-top');
  });

  it('a face-down card above a face-up one', () => {
    const j = base();
    const col = j.columns[0]!;
    col[3] = (col[3] as string).slice(1); // 4th card face up, 5th still face down
    rejects(j, 'face-down-above-face-up');
  });

  it('an unknown card code', () => {
    for (const bad of ['XS', '1S', '10S', 'ks', '', '#', '##KS', 'K']) {
      const j = base();
      j.columns[0]![0] = bad.startsWith('#') || bad === '' ? bad : '#' + bad;
      rejects(j, 'unknown-card');
    }
    const inStock = base();
    inStock.stock[0] = '#ZZ';
    rejects(inStock, 'unknown-card');
  });

  it('bad suits', () => {
    for (const suits of [0, 3, 8, '2', null, undefined, 2.5]) {
      const j = base();
      j.suits = suits;
      rejects(j, 'bad-suits');
    }
  });

  it('other bad fields', () => {
    for (const input of [null, 7, 'position', [], undefined]) rejects(input, 'not-an-object');
    for (const deal of [-1, 4294967296, 1.5, '7']) rejects({ ...base(), deal }, 'bad-deal');
    for (const rules of ['easy', null, 1]) rejects({ ...base(), rules }, 'bad-rules');
    for (const moves of [-1, 1.5, '3', null]) rejects({ ...base(), moves }, 'bad-moves');
  });
});

describe('parsePosition checks "won" and a start position\'s "deal" against the cards', () => {
  // The cases edit the parsed text freely, as a hand-written file could.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const start = (suits: SuitCount, deal: number) => viaText(positionToJson(newGame(suits, deal))) as Record<string, any>;
  const wonPosition = () => ({ suits: 1, columns: Array.from({ length: 10 }, () => []), stock: [], completed: Array(8).fill('S') });
  const error = (input: unknown) => {
    const r = parsePosition(input);
    return r.ok ? 'ok' : r.error;
  };

  it('"won" must be a boolean that agrees with the cards', () => {
    for (const won of ['yes', 1, null, 'false']) expect(error({ ...start(2, 3), won })).toBe('bad-won');
    expect(error({ ...start(2, 3), won: true })).toBe('won-mismatch');
    expect(error({ ...wonPosition(), won: false })).toBe('won-mismatch');
    expect(error({ ...wonPosition(), won: true })).toBe('ok');
    expect(error(wonPosition())).toBe('ok'); // absent: nothing to check
  });

  it('a start position whose cards are not those of its deal is refused, naming the first difference', () => {
    expect(error({ ...start(4, 7), deal: 8 })).toBe('deal-mismatch');
    const swapped = start(1, 1); // column 1 top 3S, column 2 top QS (SPEC §1.2 golden values)
    [swapped.columns[0][5], swapped.columns[1][5]] = [swapped.columns[1][5], swapped.columns[0][5]];
    const r = parsePosition(swapped);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toBe('"deal" is 1, but deal 1 puts 3S at column 1, card 6, not QS; correct "deal" or set it to null.');
    const stock = start(2, 9);
    stock.stock.reverse();
    expect(error(stock)).toBe('deal-mismatch');
  });

  it('a start position that matches its deal, or gives no deal number, passes', () => {
    expect(error(start(1, 5))).toBe('ok');
    expect(error({ ...start(1, 5), deal: null })).toBe('ok');
  });

  it('"deal" is informative once a move is made or the file says moves > 0', () => {
    const g = play(newGame(1, 1), mv(0, 9)); // 3S onto 4S
    expect(error({ ...viaText(positionToJson(g)), deal: 2 })).toBe('ok');
    expect(error({ ...start(2, 4), deal: 5, moves: 1 })).toBe('ok');
  });

  it('reads only own fields: an inherited "suits" is no suits, a "__proto__" key is data', () => {
    expect(error(Object.create(start(2, 3)))).toBe('bad-suits');
    const text = JSON.stringify(start(2, 3)).replace('{', '{"__proto__":{"won":true},"constructor":1,');
    expect(error(JSON.parse(text))).toBe('ok');
  });

  it('quotes at most a few characters of a bad card code, escaped on one line', () => {
    const j = start(2, 3);
    j.columns[0][0] = '#' + 'K\n'.repeat(50_000);
    const r = parsePosition(j);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.message.length).toBeLessThan(120);
      expect(r.message).not.toMatch(/\n/);
      expect(r.message).toContain('"#K\\nK\\nK\\nK\\nK\\nK…"');
    }
  });
});
