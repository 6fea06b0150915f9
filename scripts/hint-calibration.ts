/**
 * Is the judged hint's estimate calibrated (issue 23: a number is shown only if it is)? From
 * strength lines that carry `estimates` (hint-player.ts: the estimate of the move played, every
 * tenth action), each estimate is one prediction and its game's end the outcome. Tenths of the
 * prediction: how many, the mean prediction, the share of those games won, with a Wilson 95 %
 * interval. Predictions of one game are not independent, so the intervals are too narrow; the
 * games behind each bucket are counted too.
 */
import { wilson } from './stats.ts';

export interface EstimateLine {
  readonly deal: number;
  readonly ending?: string;
  readonly estimates?: readonly (readonly [number, number])[];
}

export interface Bucket {
  readonly from: number;
  readonly to: number;
  readonly n: number;
  readonly games: number;
  readonly predicted: number;
  readonly observed: number;
  readonly low: number;
  readonly high: number;
}

export function calibrationBuckets(lines: readonly EstimateLine[]): Bucket[] {
  const acc = Array.from({ length: 10 }, () => ({ n: 0, p: 0, won: 0, games: new Set<number>() }));
  for (const l of lines) {
    for (const [, p] of l.estimates ?? []) {
      const b = acc[Math.min(9, Math.floor(p * 10))]!;
      b.n++;
      b.p += p;
      if (l.ending === 'won') b.won++;
      b.games.add(l.deal);
    }
  }
  return acc.flatMap((b, i) => {
    if (b.n === 0) return [];
    const [low, high] = wilson(b.won, b.n);
    return [{ from: i / 10, to: (i + 1) / 10, n: b.n, games: b.games.size, predicted: b.p / b.n, observed: b.won / b.n, low, high }];
  });
}

export function printCalibration(title: string, lines: readonly EstimateLine[]): void {
  const buckets = calibrationBuckets(lines);
  console.log(`\n${title}: ${lines.length} games, ${buckets.reduce((n, b) => n + b.n, 0)} estimates`);
  console.log('| estimate | estimates (games) | mean estimate | games won | 95 % |');
  console.log('|---|---|---|---|---|');
  for (const b of buckets)
    console.log(
      `| ${b.from.toFixed(1)}–${b.to.toFixed(1)} | ${b.n} (${b.games}) | ${b.predicted.toFixed(2)} | ${b.observed.toFixed(2)} | ${b.low.toFixed(2)}–${b.high.toFixed(2)} |`,
    );
}
