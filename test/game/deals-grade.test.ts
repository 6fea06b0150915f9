import { describe, expect, it } from 'vitest';
import { loadVerifiedDeals, loadVerifiedThirds } from '../../src/data/verified.ts';
import { dailyDeal } from '../../src/engine/daily.ts';
import { mulberry32 } from '../../src/engine/shuffle.ts';
import { pickDeal, type DealSources } from '../../src/game/deals.ts';
import { decodeSettings, DEFAULT_SETTINGS, encodeSettings, SETTINGS_VERSION } from '../../src/game/settings.ts';

const sources = (seed: number): DealSources => {
  const next = mulberry32(seed);
  return {
    wallNow: () => Date.UTC(2026, 10, 29, 3), // 2026-11-29 in UTC+9
    randomUint32: next,
    loadVerified: loadVerifiedDeals,
    loadThirds: loadVerifiedThirds,
  };
};

describe('Verified by difficulty (issue 24)', () => {
  it.each([1, 2, 4] as const)('%s suit(s): a pick from Easier is always in the easier third, from Harder in the harder one (200 seeds)', async (suits) => {
    const thirds = await loadVerifiedThirds(suits);
    const easier = new Set(thirds.easier);
    const harder = new Set(thirds.harder);
    const seen = { easier: new Set<number>(), harder: new Set<number>() };
    for (let seed = 0; seed < 200; seed++) {
      const e = await pickDeal(sources(seed), 'verified', suits, '', 'easier');
      const h = await pickDeal(sources(seed), 'verified', suits, '', 'harder');
      if (!e.ok || !h.ok) throw new Error('no pick');
      expect(easier.has(e.value.deal), `seed ${seed}: ${e.value.deal}`).toBe(true);
      expect(harder.has(h.value.deal), `seed ${seed}: ${h.value.deal}`).toBe(true);
      expect(e.value.kind).toBe('verified');
      seen.easier.add(e.value.deal);
      seen.harder.add(h.value.deal);
    }
    // Spread over the third, not one deal again and again.
    expect(seen.easier.size).toBeGreaterThan(150);
    expect(seen.harder.size).toBeGreaterThan(150);
  });

  it('Any draws from the whole list exactly as before (the same deal for the same chance)', async () => {
    const list = await loadVerifiedDeals(2);
    for (let seed = 0; seed < 50; seed++) {
      const any = await pickDeal(sources(seed), 'verified', 2, '', 'any');
      const r = mulberry32(seed)();
      expect(any).toEqual({ ok: true, value: { suits: 2, deal: list[r % list.length], kind: 'verified' } });
    }
  });

  it('the daily ignores the grade: it still indexes the whole list', async () => {
    const list = await loadVerifiedDeals(2);
    const golden = dailyDeal(list, '2026-11-29', 2);
    for (const grade of ['any', 'easier', 'harder'] as const) {
      const pick = await pickDeal(sources(7), 'daily', 2, '', grade);
      expect(pick).toEqual({ ok: true, value: { suits: 2, deal: golden, kind: 'daily', day: '2026-11-29' } });
    }
    expect(golden).toBe(2559); // test/data/frozen-lists.test.ts pins the same
  });

  it('without the thirds (a list that does not load), Easier says so and picks nothing', async () => {
    const { loadThirds: _none, ...plain } = sources(1);
    const pick = await pickDeal(plain, 'verified', 1, '', 'easier');
    expect(pick.ok).toBe(false);
    if (!pick.ok) expect(pick.error).toBe('list-unavailable');
  });

  it('the setting is kept and decoded: old settings without it load as Any, a bad value is repaired to Any', () => {
    const { verifiedGrade: _gone, ...older } = encodeSettings(DEFAULT_SETTINGS) as Record<string, unknown>;
    expect(older.version).toBe(SETTINGS_VERSION);
    const old = decodeSettings(older);
    expect(old.ok && old.value.verifiedGrade).toBe('any');
    expect(old.ok && old.repaired).toEqual([]);
    const kept = decodeSettings(encodeSettings({ ...DEFAULT_SETTINGS, verifiedGrade: 'harder' }));
    expect(kept.ok && kept.value.verifiedGrade).toBe('harder');
    const bad = decodeSettings({ ...older, verifiedGrade: 'hardest' });
    expect(bad.ok && bad.value.verifiedGrade).toBe('any');
    expect(bad.ok && bad.repaired).toEqual(['verifiedGrade']);
  });
});
