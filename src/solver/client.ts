import type { Position } from '../engine/position.ts';
import type { DealRules } from '../engine/rules.ts';
import type { SolverRequest, SolverResponse } from './protocol.ts';
import type { SolveResult } from './search.ts';

export type WorkerFactory = () => Worker;

export class SolverCancelled extends Error {
  constructor() {
    super('superseded by a newer request');
  }
}

/**
 * Main-thread side of the solver worker. The search is synchronous inside the worker, so a
 * new request cancels the running one by terminating that worker and starting a fresh one:
 * an answer for a position that has since changed can never arrive.
 */
export class SolverClient {
  private worker: Worker | null = null;
  private pending: { id: number; resolve: (r: SolveResult) => void; reject: (e: Error) => void } | null = null;
  private nextId = 1;

  constructor(private readonly create: WorkerFactory) {}

  solve(position: Position, rules: DealRules, limits: { budget?: number; timeLimitMs?: number } = {}): Promise<SolveResult> {
    this.cancel();
    const worker = (this.worker ??= this.spawn());
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending = { id, resolve, reject };
      const request: SolverRequest = { id, kind: 'solve', position, rules, ...limits };
      worker.postMessage(request);
    });
  }

  /** Stops the running search, if any; its promise rejects with SolverCancelled. */
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

  private spawn(): Worker {
    const worker = this.create();
    worker.onmessage = (event: MessageEvent<SolverResponse>) => {
      const msg = event.data;
      const pending = this.pending;
      if (!pending || pending.id !== msg.id) return;
      this.pending = null;
      if (msg.kind === 'result') pending.resolve(msg.result);
      else pending.reject(new Error(msg.message));
    };
    worker.onerror = (event) => {
      const pending = this.pending;
      this.pending = null;
      this.worker = null;
      pending?.reject(new Error(event.message || 'the solver worker failed'));
    };
    return worker;
  }
}
