/**
 * The verified lists are frozen (SPEC §2): the daily deal is list[fnv1a32(day + ":" + S) % length],
 * so any change to a list — one deal more or less — changes every past and future daily on
 * every device still running the old version. These are the lists' SHA-256 and the daily deals
 * they give, pinned. If this test fails, the change to the list is what is wrong: a better list
 * comes as a new, versioned daily rule beside this one, never as an edit (see the README).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeList, verifiedDeals } from '../../src/data/lists.ts';
import { dailyDeal } from '../../src/engine/daily.ts';

const FIRST_DAY = Date.UTC(2026, 10, 29); // 2026-11-29
const DAYS = 64; // … 2027-01-31

/** Pinned when the lists were frozen: file hash, won count, and the daily deal of each day. */
const PINNED: Readonly<Record<1 | 2 | 4, { sha256: string; won: number; daily: readonly number[] }>> = {
  1: {
    sha256: 'b14a7ff848f0fbc5b0f6ef21dd3ea84ff4f4b7faf8a477ab49f072abddf3761f',
    won: 4000,
    daily: [
      940, 1570, 1883, 1468, 901, 1118, 3071, 1040, 1385, 3714, 1315, 2869, 3084, 203, 2730, 3705, 3360, 623, 3022, 2301, 2868, 888, 3953, 3686, 1287, 804, 237,
      3202, 1155, 1296, 1225, 3475, 1874, 2086, 2353, 3288, 3555, 1602, 2637, 3204, 255, 2654, 1484, 1269, 1130, 2603, 1760, 2105, 1422, 3023, 1268, 701, 3785,
      3440, 1471, 3518, 3301, 3868, 283, 2522, 3569, 3448, 1198, 2799,
    ],
  },
  2: {
    sha256: '4f7ac0e2370d23fbc3caf9b94fabf0606fad4e384c4183db3106a0e9d309206e',
    won: 4000,
    daily: [
      2559, 713, 264, 3087, 1758, 261, 1452, 2659, 2242, 2857, 3696, 3726, 703, 2584, 1873, 562, 979, 3004, 2165, 3158, 487, 2507, 810, 2829, 3668, 2423, 1094,
      2345, 3536, 2915, 2082, 1856, 1017, 1229, 3210, 907, 1936, 745, 3494, 823, 2636, 1797, 3103, 2126, 273, 984, 3379, 2962, 565, 1404, 2887, 1558, 642, 1059,
      3852, 2661, 158, 1487, 2664, 1665, 426, 1067, 341, 1180,
    ],
  },
  4: {
    sha256: 'b82b9959321f438337ec132fe3e481f5c557c8be8a7c0cd57363d768b0c0a824',
    won: 3991,
    daily: [
      3785, 2250, 3746, 3210, 3724, 3655, 584, 1264, 1326, 3894, 2330, 1170, 1426, 1196, 1555, 2778, 2715, 119, 2419, 3757, 3244, 3561, 3184, 1511, 3210, 2985,
      3498, 3168, 838, 2457, 3835, 2288, 3852, 3702, 1374, 985, 3028, 1358, 1687, 1174, 2814, 1115, 2851, 3361, 3746, 3387, 906, 968, 609, 2307, 1433, 1946,
      3518, 3455, 2774, 1844, 1913, 1400, 1935, 1744, 1333, 2478, 393, 2091,
    ],
  },
};

const dayKeys = Array.from({ length: DAYS }, (_, i) => new Date(FIRST_DAY + i * 86_400_000).toISOString().slice(0, 10));

describe('the frozen verified lists', () => {
  it('covers 2026-11-29 … 2027-01-31', () => {
    expect(dayKeys[0]).toBe('2026-11-29');
    expect(dayKeys.at(-1)).toBe('2027-01-31');
  });

  it.each([1, 2, 4] as const)('%s suit(s): the list file is byte for byte the frozen one', (suits) => {
    const text = readFileSync(new URL(`../../src/data/verified-${suits}.json`, import.meta.url), 'utf8');
    expect(createHash('sha256').update(text).digest('hex')).toBe(PINNED[suits].sha256);
  });

  it.each([1, 2, 4] as const)('%s suit(s): the daily deal of every pinned day', (suits) => {
    const text = readFileSync(new URL(`../../src/data/verified-${suits}.json`, import.meta.url), 'utf8');
    const list = decodeList(JSON.parse(text));
    if (!list.ok) throw new Error(list.message);
    expect(list.value.won).toBe(PINNED[suits].won);
    const deals = verifiedDeals(list.value);
    expect(dayKeys.map((day) => dailyDeal(deals, day, suits))).toEqual(PINNED[suits].daily);
  });
});
