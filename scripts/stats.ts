/** Small statistics for the benchmarks' reports. */

/** Wilson 95 % interval of k successes in n trials, as fractions [low, high]. */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const mid = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [mid - half, mid + half];
}

/** The mean of paired differences and its standard error (0 with fewer than two pairs). */
export function pairedMean(diffs: readonly number[]): { mean: number; se: number } {
  const n = diffs.length;
  if (n === 0) return { mean: 0, se: 0 };
  const mean = diffs.reduce((s, x) => s + x, 0) / n;
  if (n < 2) return { mean, se: 0 };
  const variance = diffs.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1);
  return { mean, se: Math.sqrt(variance / n) };
}
