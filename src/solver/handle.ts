import { analyze } from './analyze.ts';
import { hint } from './hint.ts';
import { decodeRequest, type SolverResponse } from './protocol.ts';
import { solve } from './search.ts';

/**
 * The worker's whole job, kept apart from `self` so Node tests can call it directly: decodes
 * a message, runs the search, and returns the answer; a hint also reports its progress
 * (samples searched so far) through `progress` as it goes.
 */
export function handleRequest(data: unknown, progress: (message: SolverResponse) => void = () => {}): SolverResponse {
  const decoded = decodeRequest(data);
  if (!decoded.ok) return { id: decoded.error.id ?? 0, kind: 'error', message: decoded.message };
  const request = decoded.value;
  try {
    if (request.kind === 'analyze') {
      const { id, position, rules, line, budget } = request;
      const r = analyze(position, line, { rules, budget, onProgress: (done, total) => progress({ id, kind: 'progress', done, total }) });
      return r.ok ? { id, kind: 'analysis', analysis: r.value } : { id, kind: 'error', message: r.message };
    }
    const { rules, timeLimitMs } = request;
    const time = timeLimitMs === undefined ? {} : { timeLimitMs };
    if (request.kind === 'solve') {
      const { position, budget, shortLine } = request;
      const limits = { ...(budget !== undefined && { budget }), ...(shortLine !== undefined && { shortLine }) };
      return { id: request.id, kind: 'result', result: solve(position, { rules, ...limits, ...time }) };
    }
    const { id, known, seed, budget, samples, games, verified, memory } = request;
    const answer = hint(known, {
      rules,
      seed,
      budget,
      verified,
      ...(samples !== undefined && { samples }),
      ...(games !== undefined && { games }),
      ...(memory !== undefined && { memory }),
      ...time,
      onProgress: (done, total) => progress({ id, kind: 'progress', done, total }),
    });
    return { id, kind: 'hint', hint: answer };
  } catch (e) {
    return { id: request.id, kind: 'error', message: e instanceof Error ? e.message : String(e) };
  }
}
