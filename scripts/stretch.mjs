// `--actions A..B` of the hint benchmarks (Node and worker): the stretch of each hint-only game
// whose hints are timed. One reader for both, so they take the same text.

/**
 * @param {string} text
 * @returns {{ first: number, last: number }}
 */
export function parseStretch(text) {
  const m = /^(\d+)\.\.(\d+)$/.exec(text);
  if (m === null || Number(m[1]) > Number(m[2])) throw new Error(`--actions takes A..B with A ≤ B, not ${text}`);
  return { first: Number(m[1]), last: Number(m[2]) };
}
