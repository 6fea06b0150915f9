/**
 * The lab tools' one reader of the judged search's shape (scripts/lab-args.ts chanceShapeArg),
 * which bench-hints.ts and hint-games.ts share: the app's shape without --horizon, trial games
 * played out with --horizon 0, and a judge only with a horizon to cut at.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { chanceShapeArg } from '../../scripts/lab-args.ts';
import { FEATURES } from '../../src/solver/value.ts';

const argv = process.argv;
afterEach(() => {
  process.argv = argv;
});
const withArgs = (...flags: string[]) => {
  process.argv = ['node', 'tool.ts', 'strength', ...flags];
  return chanceShapeArg();
};
const weights = FEATURES.map((_, i) => String(i / 10 - 0.5)).join(',');

describe("the judged search's shape from the command line", () => {
  it("is the app's without --horizon, played out with 0, and what the flags say otherwise", () => {
    expect(withArgs('--suits', '2')).toBeUndefined();
    expect(withArgs('--horizon', '0')).toBeNull();
    expect(withArgs('--horizon', '40', '--lines', '8')).toEqual({ horizon: 40, lines: 8 });
    expect(withArgs('--horizon', '40', '--lines', '8', '--judge', weights)).toEqual({
      horizon: 40,
      lines: 8,
      judge: FEATURES.map((_, i) => i / 10 - 0.5),
    });
  });

  it('refuses a judge of the wrong length, or one with no horizon to cut trial games at', () => {
    expect(() => withArgs('--horizon', '40', '--judge', '1,2,3')).toThrow(`--judge takes ${FEATURES.length} numbers`);
    expect(() => withArgs('--judge', weights)).toThrow(/need --horizon/);
    expect(() => withArgs('--horizon', '0', '--judge', weights)).toThrow(/horizon above 0/);
    expect(() => withArgs('--horizon', '-3')).toThrow(/whole number/);
  });
});
