import type { Position } from '../engine/position.ts';
import type { DealRules } from '../engine/rules.ts';
import type { Analysis } from './analyze.ts';
import type { Hint } from './hint.ts';
import type { KnownPosition } from './known.ts';
import { decodeResponse, type SolverRequest, type SolverResponse } from './protocol.ts';
import type { SolveResult, SolverAction } from './search.ts';

export type WorkerFactory = () => Worker;

export class SolverCancelled extends Error {
  constructor() {
    super('superseded by a newer request');
  }
}

/** What a hint request asks for besides the known position. */
export interface HintLimits {
  readonly rules: DealRules;
  readonly seed: number;
  readonly budget: number;
  readonly samples?: number;
  readonly games?: number;
  readonly verified: boolean;
  readonly timeLimitMs?: number;
  readonly memory?: readonly string[]; // tables already had in this game (memory.ts)
}

type Answer = Extract<SolverResponse, { kind: 'result' | 'hint' | 'analysis' }>;

interface Pending {
  readonly id: number;
  readonly resolve: (answer: Answer) => void;
  readonly reject: (e: Error) => void;
  readonly progress: (done: number, total: number) => void;
}

/**
 * Main-thread side of the solver worker. The search is synchronous inside the worker, so a
 * new request cancels the running one by terminating that worker and starting a fresh one:
 * an answer for a position that has since changed can never arrive. Every message from the
 * worker is decoded; one that does not decode fails the request.
 */
export class SolverClient {
  private worker: Worker | null = null;
  private pending: Pending | null = null;
  private nextId = 1;

  constructor(private readonly create: WorkerFactory) {}

  solve(position: Position, rules: DealRules, limits: { budget?: number; shortLine?: number; timeLimitMs?: number } = {}): Promise<SolveResult> {
    return this.send((id) => ({ id, kind: 'solve', position, rules, ...limits })).then((a) => {
      if (a.kind !== 'result') throw new Error('the solver answered a solve request with a hint');
      return a.result;
    });
  }

  /** A hint for what the player knows; `onProgress` hears how many samples are done. */
  hint(known: KnownPosition, limits: HintLimits, onProgress: (done: number, total: number) => void = () => {}): Promise<Hint> {
    return this.send((id) => ({ id, kind: 'hint', known, ...limits }), onProgress).then((a) => {
      if (a.kind !== 'hint') throw new Error('the solver answered a hint request with a solve result');
      return a.hint;
    });
  }

  /** "Where did it go wrong?" over `line` from `position`; `onProgress` hears searches done. */
  analyze(
    position: Position,
    rules: DealRules,
    line: readonly SolverAction[],
    budget: number,
    onProgress: (done: number, total: number) => void = () => {},
  ): Promise<Analysis> {
    return this.send((id) => ({ id, kind: 'analyze', position, rules, line, budget }), onProgress).then((a) => {
      if (a.kind !== 'analysis') throw new Error('the solver answered an analysis request with something else');
      return a.analysis;
    });
  }

  /** Stops the running request, if any; its promise rejects with SolverCancelled. */
  cancel(): void {
    if (!this.pending) return;
    this.pending.reject(new SolverCancelled());
    this.pending = null;
    this.worker?.terminate();
    this.worker = null;
  }

  dispose(): void {
    this.cancel();
    this.worker?.terminate();
    this.worker = null;
  }

  private send(make: (id: number) => SolverRequest, progress: (done: number, total: number) => void = () => {}): Promise<Answer> {
    this.cancel();
    const worker = (this.worker ??= this.spawn());
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending = { id, resolve, reject, progress };
      worker.postMessage(make(id));
    });
  }

  private spawn(): Worker {
    const worker = this.create();
    worker.onmessage = (event: MessageEvent<unknown>) => {
      const pending = this.pending;
      const decoded = decodeResponse(event.data);
      if (!decoded.ok) {
        if (!pending) return;
        this.pending = null;
        pending.reject(new Error(`the solver sent a message that does not decode: ${decoded.message}`));
        return;
      }
      const msg = decoded.value;
      if (!pending || pending.id !== msg.id) return; // an older request's: dropped
      if (msg.kind === 'progress') {
        pending.progress(msg.done, msg.total);
        return;
      }
      this.pending = null;
      if (msg.kind === 'error') pending.reject(new Error(msg.message));
      else pending.resolve(msg);
    };
    // A worker that fails (its script, memory) or sends what cannot be read ends the request
    // with an error and is replaced by a fresh one on the next request: nothing waits forever.
    const fail = (message: string) => {
      const pending = this.pending;
      this.pending = null;
      if (this.worker === worker) this.worker = null;
      worker.terminate();
      pending?.reject(new Error(message));
    };
    worker.onerror = (event) => fail(event.message || 'the solver worker failed');
    worker.onmessageerror = () => fail('the solver worker sent a message that could not be read');
    return worker;
  }
}
