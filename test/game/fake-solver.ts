import type { Position } from '../../src/engine/position.ts';
import type { DealRules } from '../../src/engine/rules.ts';
import type { LineSolver } from '../../src/game/showme.ts';
import { SolverCancelled } from '../../src/solver/client.ts';
import { solve, type SolveResult } from '../../src/solver/search.ts';

interface Call {
  readonly position: Position;
  readonly rules: DealRules;
  readonly budget: number | undefined;
  readonly shortLine: number | undefined;
  resolve(r: SolveResult): void;
  reject(e: Error): void;
}

/**
 * A stand-in for the worker client: requests wait until the test answers them, with the real
 * solver's result or a chosen one; cancel() rejects the open request the way SolverClient does.
 */
export class FakeSolver implements LineSolver {
  readonly calls: Call[] = [];
  cancels = 0;
  private open: Call | null = null;

  solve(position: Position, rules: DealRules, limits: { budget?: number; shortLine?: number }): Promise<SolveResult> {
    return new Promise((resolve, reject) => {
      const call = { position, rules, budget: limits.budget, shortLine: limits.shortLine, resolve, reject };
      this.calls.push(call);
      this.open = call;
    });
  }

  cancel(): void {
    this.cancels++;
    this.open?.reject(new SolverCancelled());
    this.open = null;
  }

  /** Answers the open request with what the real solver finds (a whole line, as the worker would). */
  answerWithSolver(budget = 300_000): SolveResult {
    const call = this.take();
    const result = solve(call.position, { rules: call.rules, budget });
    call.resolve(result);
    return result;
  }

  answer(result: Partial<SolveResult> & Pick<SolveResult, 'result'>): void {
    this.take().resolve({ moves: [], positions: 0, ms: 0, peakBytes: 0, ...result });
  }

  fail(message = 'the solver worker failed'): void {
    this.take().reject(new Error(message));
  }

  private take(): Call {
    const call = this.open;
    if (!call) throw new Error('FakeSolver: no request is waiting');
    this.open = null;
    return call;
  }
}

/** Lets settled promises run their callbacks. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
