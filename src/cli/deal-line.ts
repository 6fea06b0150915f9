import { isDealNumber } from '../engine/shuffle.ts';
import { isWholeNumber, own, ownFields } from '../engine/decode.ts';
import { err, ok, type Result } from '../engine/result.ts';

/** One deal's result, as `bench` prints it and `verify` keeps it in its progress file. */
export interface DealLine {
  readonly deal: number;
  readonly result: 'solved' | 'unsolvable' | 'unknown';
  readonly positions: number;
  readonly ms: number;
  readonly moves: number;
}

/** The peak-memory part of `bench`'s summary line, which `verify` collects from its workers. */
export interface WorkerSummary {
  readonly peakRssMB: number;
  readonly peakSolverMB: number;
}

const isResult = (v: unknown): v is DealLine['result'] => v === 'solved' || v === 'unsolvable' || v === 'unknown';

/** A line read back from a worker or a progress file: decoded, not trusted. */
export function decodeDealLine(value: unknown): Result<DealLine, 'bad-line'> {
  const { deal, result, positions, ms, moves } = ownFields(value, ['deal', 'result', 'positions', 'ms', 'moves']);
  if (!isDealNumber(deal) || !isResult(result) || !isWholeNumber(positions) || !isWholeNumber(ms) || !isWholeNumber(moves)) {
    return err('bad-line', 'not a deal line {"deal","result","positions","ms","moves"}');
  }
  return ok({ deal, result, positions, ms, moves });
}

export function decodeWorkerSummary(value: unknown): WorkerSummary | null {
  const peakRssMB = own(value, 'peakRssMB');
  const peakSolverMB = own(value, 'peakSolverMB');
  return own(value, 'summary') === true && isWholeNumber(peakRssMB) && isWholeNumber(peakSolverMB) ? { peakRssMB, peakSolverMB } : null;
}
