/**
 * Line shortening: whatever goes in, what comes out is never longer and still wins on the
 * engine; detours planted into a winning line are taken out again.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine/game.ts';
import { Board, DEAL, moveCode, moveCount, moveFrom, moveTo } from '../../src/solver/board.ts';
import { solve, winsOnEngine, type SolverAction } from '../../src/solver/search.ts';
import { shortenLine } from '../../src/solver/shorten.ts';

const code = (a: SolverAction): number => (a.type === 'deal' ? DEAL : moveCode(a.from, a.to, a.count));
const action = (m: number): SolverAction => (m === DEAL ? { type: 'deal' } : { type: 'move', from: moveFrom(m), to: moveTo(m), count: moveCount(m) });

/** A deal's start and a winning line for it, found once. */
function won(suits: 1 | 2, deal: number) {
  const position = newGame(suits, deal, 'classic').position;
  const r = solve(position, { rules: 'classic', budget: 1_000_000 });
  expect(r.result).toBe('solved');
  return { position, line: r.moves.map(code), board: () => Board.fromPosition(position, 'classic') };
}

/** Moves that are legal before move `k` of `line` and can be taken straight back after. */
function reversibleAt(board: Board, line: readonly number[], k: number): [number, number][] {
  for (const m of line.slice(0, k)) board.make(m);
  const pairs: [number, number][] = [];
  for (const m of board.allMoves([]).filter((x) => x !== DEAL)) {
    const undo = board.make(m);
    const back = moveCode(moveTo(m), moveFrom(m), moveCount(m));
    if (undo === 0 && board.allMoves([]).includes(back)) pairs.push([m, back]);
    board.unmake(m, undo);
  }
  return pairs;
}

describe('shortenLine', () => {
  const games = [won(1, 3), won(2, 5)];

  it('takes out a move and its reverse planted anywhere in a winning line', () => {
    fc.assert(
      fc.property(fc.constantFrom(...games), fc.nat(), fc.nat(), ({ position, line, board }, at, pick) => {
        const k = at % line.length;
        const pairs = reversibleAt(board(), line, k);
        fc.pre(pairs.length > 0);
        const [m, back] = pairs[pick % pairs.length]!;
        const longer = [...line.slice(0, k), m, back, ...line.slice(k)];
        expect(winsOnEngine(position, 'classic', longer.map(action))).toBe(true);
        const short = shortenLine(board(), longer);
        expect(short.length).toBeLessThanOrEqual(line.length);
        expect(winsOnEngine(position, 'classic', short.map(action))).toBe(true);
      }),
      { numRuns: 25 },
    );
  });

  it('never returns a longer line, and what it returns wins', () => {
    for (const { position, line, board } of games) {
      const short = shortenLine(board(), line);
      expect(short.length).toBeLessThanOrEqual(line.length);
      expect(winsOnEngine(position, 'classic', short.map(action))).toBe(true);
    }
  });

  it('merges a run moved twice into one move', () => {
    // Columns 1..3 hold a 9, a 7 on top of a face-down card, and an 8: 7 goes 2→3, then
    // 8 with the 7 moves... instead, the 7 moving 2→3 and then 3→1 is one move 2→1 away.
    const { position, line, board } = games[0]!;
    const b = board();
    // Find the first move of the line that moves a single card onto a column, and plant a
    // second hop of that card to another column that fits, then back to where the line put it.
    for (let k = 0; k < line.length; k++) {
      const m = line[k]!;
      if (m === DEAL) {
        b.make(m);
        continue;
      }
      const undo = b.make(m);
      const hops = b.allMoves([]).filter((x) => x !== DEAL && moveFrom(x) === moveTo(m) && moveCount(x) === moveCount(m) && moveTo(x) !== moveFrom(m));
      for (const hop of hops) {
        const u2 = b.make(hop);
        const home = moveCode(moveTo(hop), moveTo(m), moveCount(m));
        const ok = b.allMoves([]).includes(home);
        b.unmake(hop, u2);
        if (!ok) continue;
        const longer = [...line.slice(0, k + 1), hop, home, ...line.slice(k + 1)];
        if (!winsOnEngine(position, 'classic', longer.map(action))) continue;
        const short = shortenLine(board(), longer);
        expect(short.length).toBeLessThanOrEqual(line.length);
        expect(winsOnEngine(position, 'classic', short.map(action))).toBe(true);
        return;
      }
      b.unmake(m, undo);
      b.make(m);
    }
    throw new Error('no move in the line could be given a detour; pick another deal');
  });
});

describe('solve with shortLine', () => {
  it('answers with a line no longer than the first win, still winning on the engine, and keeps a win when the extra search is cancelled', () => {
    const position = newGame(2, 7, 'classic').position;
    const first = solve(position, { rules: 'classic', budget: 1_000_000 });
    expect(first.result).toBe('solved');
    const short = solve(position, { rules: 'classic', budget: 1_000_000, shortLine: 300_000 });
    expect(short.result).toBe('solved');
    expect(short.moves.length).toBeLessThanOrEqual(first.moves.length);
    expect(winsOnEngine(position, 'classic', short.moves)).toBe(true);
    expect(short.positions).toBeLessThanOrEqual(first.positions + 300_000);
    // Cancelled during the extra search: the win found first still stands.
    let polls = 0;
    const stopped = solve(position, { rules: 'classic', budget: 1_000_000, shortLine: 300_000, shouldStop: () => ++polls * 1024 > first.positions + 5_000 });
    expect(stopped.result).toBe('solved');
    expect(stopped.moves).toEqual(first.moves);
  }, 60_000);
});
