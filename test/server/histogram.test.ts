import { describe, expect, it } from 'vitest';
import { beats, bucketOf, histogram, MOVE_EDGES, TIME_EDGES } from '../../server/histogram.ts';

describe('buckets', () => {
  it('moves in tens up to 1,000, then one open bucket', () => {
    expect(bucketOf(MOVE_EDGES, 0)).toBe(0);
    expect(bucketOf(MOVE_EDGES, 9)).toBe(0);
    expect(bucketOf(MOVE_EDGES, 10)).toBe(1);
    expect(bucketOf(MOVE_EDGES, 999)).toBe(99);
    expect(bucketOf(MOVE_EDGES, 1000)).toBe(100);
    expect(bucketOf(MOVE_EDGES, 1e9)).toBe(100);
  });

  it('time: edges ascend and every value has exactly one bucket', () => {
    for (let i = 1; i < TIME_EDGES.length; i++) expect(TIME_EDGES[i]!).toBeGreaterThan(TIME_EDGES[i - 1]!);
    expect(TIME_EDGES[0]).toBe(0);
    for (const ms of [0, 29_999, 30_000, 599_999, 600_000, 1_799_999, 1_800_000, 7_199_999, 7_200_000, 43_200_000, 1e10]) {
      const b = bucketOf(TIME_EDGES, ms);
      expect(TIME_EDGES[b]!).toBeLessThanOrEqual(ms);
      expect(TIME_EDGES[b + 1] ?? Infinity).toBeGreaterThan(ms);
    }
  });

  it('the API lists the non-empty buckets in order with their bounds', () => {
    const counts = new Map([
      [100, 1],
      [3, 2],
      [5, 0],
    ]);
    expect(histogram(MOVE_EDGES, counts)).toEqual([
      { from: 30, to: 40, count: 2 },
      { from: 1000, to: null, count: 1 },
    ]);
  });
});

describe('beats: the share of the other games that needed more', () => {
  it('is null when the player’s own game is the only one', () => {
    expect(beats(MOVE_EDGES, new Map([[12, 1]]), 125)).toBeNull();
    expect(beats(MOVE_EDGES, new Map(), 125)).toBeNull();
  });

  it('counts whole buckets above and none below', () => {
    // Own game in bucket 12 (120..129); 3 games above (bucket 20), 1 below (bucket 5).
    const counts = new Map([
      [5, 1],
      [12, 1],
      [20, 3],
    ]);
    expect(beats(MOVE_EDGES, counts, 129)).toBe(3 / 4);
  });

  it('counts nobody in the player’s own bucket: their order there is unknown', () => {
    // Bucket 12 holds the player and 10 others, bucket 13 two more.
    const counts = new Map([
      [12, 11],
      [13, 2],
    ]);
    expect(beats(MOVE_EDGES, counts, 120)).toBe(2 / 12);
    expect(beats(MOVE_EDGES, counts, 129)).toBe(2 / 12);
    expect(beats(MOVE_EDGES, new Map([[100, 5]]), 1000)).toBe(0);
  });

  it('counts a player whose game is not in the histogram against all of it', () => {
    expect(beats(MOVE_EDGES, new Map([[20, 4]]), 50)).toBe(1);
  });

  it('ignores bucket numbers the edges do not have and empty counts', () => {
    expect(
      beats(
        MOVE_EDGES,
        new Map([
          [500, 3],
          [20, 0],
          [30, 2],
        ]),
        50,
      ),
    ).toBe(1);
  });
});
