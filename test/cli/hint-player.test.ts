/**
 * The strength benchmark's player (scripts/hint-player.ts): its tuning stage `look` asks only
 * the look-ahead, and the whole hint otherwise.
 */
import { describe, expect, it } from 'vitest';
import { playHintsOnly } from '../../scripts/hint-player.ts';

describe('the hint-only player', () => {
  it('with --stage look plays the look-ahead alone while a stock is left: only its kinds of hint, never a search', () => {
    const p = playHintsOnly(2, 7, { budget: 20_000, stage: 'look', maxActions: 30 });
    expect(p.stockLeft).toBeGreaterThan(0);
    expect(p.faceDownAtLastDeal).toBeNull();
    expect(p.kinds.win + p.kinds.chance + p.kinds.sample + p.kinds.lost).toBe(0);
    expect(p.kinds.heuristic).toBeGreaterThan(0);
    expect(p.actions).toBeGreaterThan(10);
  });

  it('with --stage look asks the whole hint once the stock is dealt out', () => {
    const p = playHintsOnly(1, 7, { budget: 20_000, games: 100, stage: 'look' });
    expect(p.stockLeft).toBe(0);
    expect(p.kinds.chance + p.kinds.sample + p.kinds.win).toBeGreaterThan(0);
    // After the last deal cards are only turned over, never dealt face down.
    expect(p.faceDownAtLastDeal).toBeGreaterThanOrEqual(p.faceDown);
  });

  it('otherwise asks the whole hint, whose searches answer too', () => {
    const p = playHintsOnly(2, 7, { budget: 20_000, games: 100, maxActions: 80 });
    expect(p.kinds.chance + p.kinds.sample + p.kinds.win).toBeGreaterThan(0);
  });
});
