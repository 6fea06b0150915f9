import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine/game.ts';
import { createSession } from '../../src/game/session.ts';
import type { TapLine } from './tap-line.ts';

// The browser test wins a deal by following this line; check here, without a browser, that
// tapping each named card still does exactly what the line expects and ends in a win.
const line = JSON.parse(readFileSync(new URL('../e2e/play-line.json', import.meta.url), 'utf8')) as TapLine;

describe('the end-to-end line of play', () => {
  it(`wins ${line.suits}-suit deal ${line.deal} by taps and deals alone`, () => {
    const s = createSession({ initial: { game: newGame(line.suits, line.deal), kind: 'link' } });
    for (const [i, step] of line.steps.entries()) {
      const r = step.type === 'deal' ? s.deal() : s.tap(step.column, step.index);
      expect(r.ok, `step ${i + 1}`).toBe(true);
      if (step.type === 'tap' && r.ok) expect(r.action).toEqual({ type: 'move', from: step.column, to: step.to, count: step.count });
    }
    expect(s.phase.value).toBe('won');
  });
});
