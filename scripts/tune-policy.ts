// tune the greedy policy's potential weights by its own self-play on deals 1e6+1..1e6+N
import { newGame } from '../src/engine/game.ts';
import { ChanceBoard } from '../src/solver/chance-board.ts';
import { knownPosition } from '../src/solver/known.ts';
import { playOut, POTENTIAL } from '../src/solver/policy.ts';
const N = Number(process.argv[2] ?? 200);
const roots = new Map<number, ChanceBoard[]>();
for (const suits of [1, 2, 4] as const) roots.set(suits, Array.from({ length: N }, (_, i) => ChanceBoard.fromKnown(knownPosition(newGame(suits, 1_000_001 + i, 'classic')), 'classic')));
function score(): { s1: number; r2: number; r4: number } {
  const out = { s1: 0, r2: 0, r4: 0 };
  for (const suits of [1, 2, 4] as const) {
    const rs = roots.get(suits)!; const w = ChanceBoard.fromKnown(knownPosition(newGame(suits, 1, 'classic')), 'classic');
    let wins = 0, runs = 0;
    for (let i = 0; i < rs.length; i++) for (let s = 0; s < 4; s++) { w.reset(rs[i]!, i * 7 + s + 1); const r = playOut(w, 1000); if (r.won) wins++; runs += w.completed; }
    if (suits === 1) out.s1 = wins / (rs.length * 4); else if (suits === 2) out.r2 = runs / (rs.length * 4); else out.r4 = runs / (rs.length * 4);
  }
  return out;
}
const keys = Object.keys(POTENTIAL) as (keyof typeof POTENTIAL)[];
let best = score(); const obj = (x: typeof best) => x.s1 + x.r2 / 8 + x.r4 / 8;
console.log('start', POTENTIAL, best);
for (let iter = 0; iter < 3; iter++) for (const key of keys) for (const f of [0.5, 0.75, 1.5, 2]) {
  const old = POTENTIAL[key]; (POTENTIAL as Record<string, number>)[key] = Math.max(0, Math.round(old * f * 2) / 2);
  const sc = score();
  if (obj(sc) > obj(best) + 0.002) { best = sc; console.log('better', key, POTENTIAL[key], sc); } else (POTENTIAL as Record<string, number>)[key] = old;
}
console.log('end', POTENTIAL, best);
