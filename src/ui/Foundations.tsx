import { RUNS_TO_WIN, suitOf, type CardId, type SuitCount } from '../engine/cards.ts';
import type { UiText } from '../i18n/ui-text.ts';
import type { Geometry } from './layout.ts';
import { memo } from './memo.ts';

interface FoundationsProps {
  readonly completed: readonly (readonly CardId[])[];
  readonly geometry: Geometry;
  readonly suits: SuitCount;
  readonly text: UiText;
}

/**
 * Eight slots, in a row or fanned down a landscape table's rail; the table's card layer puts
 * each completed run's 13 card elements in its slot, King on top. The next free slot shows how
 * many runs are done.
 */
export const Foundations = memo(function Foundations({ completed, geometry: g, suits, text }: FoundationsProps) {
  const label = completed.map((run) => text.suitPlural(suitOf(run[0]!, suits))).join(', ');
  const fan = g.foundationStep > 0;
  const first = g.foundations[0]!;
  const last = g.foundations[g.foundations.length - 1]!;
  const areaH = last.y + last.h - first.y;
  const next = g.foundations[completed.length]; // undefined once all eight are home
  // In a fan the count fills what is left of the area below the last King.
  const countH = next ? (fan ? last.y + last.h - next.y : g.cardH) : 0;
  return (
    <div class={`foundations${fan ? ' fan' : ''}`} role="group" aria-label={text.foundations} aria-description={label || undefined}>
      {fan && <div class="foundation-area" aria-hidden="true" style={`left:${first.x}px;top:${first.y}px;width:${g.cardW}px;height:${areaH}px`} />}
      {next && (
        <span class="foundation-count" aria-hidden="true" style={`left:${next.x}px;top:${next.y}px;width:${g.cardW}px;height:${countH}px`}>
          {text.runsDone(completed.length, RUNS_TO_WIN)}
        </span>
      )}
      {g.foundations.map((slot, k) => (
        <div class="foundation" key={k} style={`left:${slot.x}px;top:${slot.y}px;width:${g.cardW}px;height:${g.cardH}px`} />
      ))}
    </div>
  );
});
