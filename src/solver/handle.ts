import type { SolverRequest, SolverResponse } from './protocol.ts';
import { solve } from './search.ts';

/** The worker's whole job, kept apart from `self` so Node tests can call it directly. */
export function handleRequest(request: SolverRequest): SolverResponse {
  try {
    if (request.kind !== 'solve') throw new Error(`unknown request kind "${String((request as { kind: unknown }).kind)}"`);
    const { position, rules, budget, timeLimitMs } = request;
    const options = { rules, ...(budget !== undefined && { budget }), ...(timeLimitMs !== undefined && { timeLimitMs }) };
    return { id: request.id, kind: 'result', result: solve(position, options) };
  } catch (e) {
    return { id: request.id, kind: 'error', message: (e as Error).message };
  }
}
