import { suitOf, type CardId, type SuitCount } from '../engine/cards.ts';
import type { UiText } from '../i18n/ui-text.ts';
import { Card } from './Card.tsx';
import type { Geometry } from './layout.ts';
import { memo } from './memo.ts';

interface FoundationsProps {
  readonly completed: readonly (readonly CardId[])[];
  readonly geometry: Geometry;
  readonly suits: SuitCount;
  readonly text: UiText;
}

/** Eight slots; each completed run keeps its 13 card elements, King on top. */
export const Foundations = memo(function Foundations({ completed, geometry: g, suits, text }: FoundationsProps) {
  const label = completed
    .map((run) => text.suitPlural(suitOf(run[0]!, suits)))
    .join(', ');
  return (
    <div class="foundations" role="group" aria-label={text.foundations} aria-description={label || undefined}>
      {g.foundations.map((slot, k) => {
        const run = completed[k];
        return (
          <div class="foundation" key={k} style={`left:${slot.x}px;top:${slot.y}px;width:${g.cardW}px;height:${g.cardH}px`}>
            {run &&
              // Ace first in the DOM so the King ends on top.
              [...run].reverse().map((id, i) => (
                <Card key={id} id={id} suits={suits} faceUp y={0} z={i + 1} column={-1} index={i} selected={false} text={text} />
              ))}
          </div>
        );
      })}
    </div>
  );
});
