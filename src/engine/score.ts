/** SPEC §1.5; `undoCostsPoint` is the "Undo costs a point" setting (on by default). */
export function score(moves: number, undos: number, completedRuns: number, undoCostsPoint = true): number {
  return Math.max(0, 500 - moves - (undoCostsPoint ? undos : 0) + 100 * completedRuns);
}
