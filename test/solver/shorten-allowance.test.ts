/**
 * The budget bounds a solve's time, shortening included: a line the search finds can be as
 * long as the budget, and shortening one costs far more per move than finding it did.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newGame } from '../../src/engine/game.ts';
import { parsePosition } from '../../src/engine/notation.ts';
import { Board, DEAL, moveCode, moveCount, moveFrom, moveTo } from '../../src/solver/board.ts';
import { shorteningAllowance, solve, winsOnEngine, type SolverAction } from '../../src/solver/search.ts';
import { shortenLine } from '../../src/solver/shorten.ts';

const code = (a: SolverAction): number => (a.type === 'deal' ? DEAL : moveCode(a.from, a.to, a.count));
const action = (m: number): SolverAction => (m === DEAL ? { type: 'deal' } : { type: 'move', from: moveFrom(m), to: moveTo(m), count: moveCount(m) });

/**
 * All 104 cards in one column as eight King-to-Ace runs, the top one complete: no game reaches
 * it (the CLI refuses the file), but the solver takes any Position, and from this one its
 * depth-first pass finds a win about 75,000 moves long at a budget of 100,000.
 */
function stacked() {
  const run = [...'KQJT98765432A'].map((r) => r + 'S');
  const columns = [Array.from({ length: 8 }, () => run).flat(), ...Array.from({ length: 9 }, () => [])];
  const parsed = parsePosition({ suits: 1, deal: null, rules: 'classic', columns, stock: [], completed: [], moves: 1, won: false });
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value.position;
}

/** `line` with a move and its reverse put in before every tenth move where one fits. */
function withDetours(b: Board, line: readonly number[]): number[] {
  const out: number[] = [];
  line.forEach((m, k) => {
    if (k % 10 === 0) {
      const pair = b.allMoves([]).find((x) => {
        if (x === DEAL) return false;
        const undo = b.make(x);
        const back = moveCode(moveTo(x), moveFrom(x), moveCount(x));
        const fits = undo === 0 && b.allMoves([]).includes(back);
        b.unmake(x, undo);
        return fits;
      });
      if (pair !== undefined) out.push(pair, moveCode(moveTo(pair), moveFrom(pair), moveCount(pair)));
    }
    b.make(m);
    out.push(m);
  });
  return out;
}

afterEach(() => vi.restoreAllMocks());

describe('shortening within the budget', () => {
  it('a line as long as the budget is shortened within its allowance, and still wins', () => {
    const position = stacked();
    const budget = 100_000;
    // Board.clone is the shortening's alone (one per table of the line it rebuilds): 8.2 million
    // calls here before the allowance, about 30 s.
    const clones = vi.spyOn(Board.prototype, 'clone');
    const r = solve(position, { rules: 'classic', budget });
    expect(r.result).toBe('solved');
    expect(r.positions).toBeLessThanOrEqual(budget);
    expect(clones.mock.calls.length).toBeGreaterThan(0);
    expect(clones.mock.calls.length).toBeLessThanOrEqual(shorteningAllowance(budget));
    expect(winsOnEngine(position, 'classic', r.moves)).toBe(true);
  });

  it('with its allowance spent it answers with the line as edited so far, never a longer one', () => {
    const position = newGame(1, 3, 'classic').position;
    const board = () => Board.fromPosition(position, 'classic');
    const found = withDetours(board(), solve(position, { rules: 'classic', budget: 1_000_000 }).moves.map(code));
    const full = shortenLine(board(), found);
    expect(full.length).toBeLessThan(found.length);
    const lengths = [0, 200, 2_000, 20_000].map((allowance) => {
      const line = shortenLine(board(), found, allowance);
      expect(winsOnEngine(position, 'classic', line.map(action))).toBe(true);
      return line.length;
    });
    expect(lengths[0]).toBe(found.length);
    // Never longer with more to spend, and somewhere between the two ends on the way.
    expect(lengths).toEqual([...lengths].sort((a, b) => b - a));
    expect(lengths.some((n) => n < found.length && n > full.length)).toBe(true);
  });
});
