import type { Column as EngineColumn } from '../engine/position.ts';
import type { UiText } from '../i18n/ui-text.ts';
import type { ColumnLayout, Geometry } from './layout.ts';
import { memo } from './memo.ts';

interface ColumnProps {
  readonly index: number; // 0-based
  readonly column: EngineColumn;
  readonly layout: ColumnLayout;
  readonly geometry: Geometry;
  readonly selected: number; // cards selected from the top (select mode), 0 for none
  readonly focused: boolean; // the one column in the tab order (roving tabindex)
  readonly target?: boolean; // the hint moves cards here
  readonly text: UiText;
  readonly readOnly?: boolean; // a replay's table: not in the tab order, nothing to pick
}

/**
 * One column: a group named `Column N` whose box is the whole drop area. Its cards are not
 * rendered here: the table's card layer keeps them in `.col-cards`, bottom card first, so a
 * card that changes column keeps its element. Re-renders only when its own props change.
 */
export const ColumnView = memo(function ColumnView({
  index,
  column,
  layout,
  geometry: g,
  selected,
  focused,
  target = false,
  text,
  readOnly = false,
}: ColumnProps) {
  const n = column.cards.length;
  return (
    <div
      class={`col${layout.dense ? ' dense' : ''}${target ? ' hint-target' : ''}`}
      role="group"
      aria-label={text.column(index + 1)}
      aria-description={[
        selected > 0 ? text.selectedCards(selected) : '', // select mode's pick, for screen readers
        n === 0 ? text.emptyColumn : layout.dense ? text.compressed : '',
        readOnly ? '' : text.columnKeysHint,
      ]
        .filter(Boolean)
        .join('. ')}
      tabIndex={readOnly ? undefined : focused ? 0 : -1}
      data-col={index}
      style={`left:${g.columnX[index]}px;top:${g.columnsTop}px;width:${g.cardW}px;height:${g.columnsBottom - g.columnsTop}px`}
    >
      {n === 0 && <div class="slot" aria-hidden="true" />}
      {layout.dense && <div class="dense-mark" aria-hidden="true" title={text.compressed} />}
      <div class="col-cards" />
    </div>
  );
});
