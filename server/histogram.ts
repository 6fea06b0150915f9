/**
 * Buckets for the two histograms kept per daily deal: moves and time of the winning games.
 * A bucket is [from, to); the last one is open (to = null). Bucket numbers are what the store
 * keeps, so the edges below are part of the schema: change them only with a new metric name.
 */

export type Metric = 'moves' | 'time';
export const METRICS: readonly Metric[] = ['moves', 'time'];

/** Lower edges, ascending; bucket i is [edges[i], edges[i + 1]), the last one has no end. */
export type Edges = readonly number[];

/** Moves in tens up to 1,000, then one bucket for everything longer. */
export const MOVE_EDGES: Edges = Array.from({ length: 101 }, (_, i) => i * 10);

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** Time in ms: 30 s steps to 10 min, 1 min to 30 min, 5 min to 2 h, 30 min to 12 h, then open. */
export const TIME_EDGES: Edges = [
  ...Array.from({ length: 20 }, (_, i) => i * 30 * SECOND),
  ...Array.from({ length: 20 }, (_, i) => (10 + i) * MINUTE),
  ...Array.from({ length: 18 }, (_, i) => (30 + 5 * i) * MINUTE),
  ...Array.from({ length: 21 }, (_, i) => (120 + 30 * i) * MINUTE),
];

export const EDGES: Readonly<Record<Metric, Edges>> = { moves: MOVE_EDGES, time: TIME_EDGES };

/** The bucket a value 0.. falls in. */
export function bucketOf(edges: Edges, value: number): number {
  let lo = 0;
  let hi = edges.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (edges[mid]! <= value) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Counts by bucket number; buckets not listed are empty. */
export type Counts = ReadonlyMap<number, number>;

export interface Bucket {
  readonly from: number;
  readonly to: number | null; // exclusive; null for the last, open bucket
  readonly count: number;
}

/** The non-empty buckets in order, as the API shows them. */
export function histogram(edges: Edges, counts: Counts): Bucket[] {
  return [...counts.entries()]
    .filter(([b, n]) => n > 0 && b >= 0 && b < edges.length)
    .sort(([a], [b]) => a - b)
    .map(([b, count]) => ({ from: edges[b]!, to: edges[b + 1] ?? null, count }));
}

/**
 * The share (0..1) of the other games in the histogram that needed more than `value` (more
 * moves, more time), counting only whole buckets above the value's own: within a bucket the
 * order is unknown, so the figure never claims more than the histogram shows. The player's own
 * game is taken to be in the histogram (the app asks after sending it), so one game of the
 * value's bucket is left out. Null when no other game is there to compare with.
 */
export function beats(edges: Edges, counts: Counts, value: number): number | null {
  const own = bucketOf(edges, value);
  let others = 0;
  let above = 0;
  for (const [b, count] of counts) {
    if (count <= 0 || b < 0 || b >= edges.length) continue;
    const n = b === own ? count - 1 : count;
    others += n;
    if (b > own) above += n;
  }
  return others === 0 ? null : above / others;
}
