import { useEffect, useLayoutEffect, useMemo, useRef } from 'preact/hooks';
import type { SuitCount } from '../engine/cards.ts';
import type { Column } from '../engine/position.ts';
import { CardLayer } from './card-layer.ts';
import { ColumnView } from './Column.tsx';
import { useAnimator, useController, usePointerOptions } from './context.ts';
import { Foundations } from './Foundations.tsx';
import { layoutColumn, placeCards, tableGeometry, type ColumnLayout, type Geometry, type TableLayout } from './layout.ts';
import { attachPointer } from './pointer.ts';
import { Stock } from './Stock.tsx';
import { FALLBACK_VIEWPORT, useViewport } from './viewport.ts';

// Column layouts are cached per (column value, geometry): an unchanged column keeps its
// layout object, so its memoised view skips the render entirely.
const columnCache = new WeakMap<Column, { g: Geometry; suits: SuitCount; layout: ColumnLayout }>();
export function cachedColumnLayout(column: Column, g: Geometry, suits: SuitCount): ColumnLayout {
  const hit = columnCache.get(column);
  if (hit && hit.g === g && hit.suits === suits) return hit.layout;
  const layout = layoutColumn(column, g, suits);
  columnCache.set(column, { g, suits, layout });
  return layout;
}

/** The card sizes cards.css draws with, for a table of this geometry (the live one or a replay). */
export function geometryStyle(g: Geometry): string {
  return `--cw:${g.cardW}px;--ch:${g.cardH}px;--cf:${g.font}px;--cx:${g.smallFont}px;--cr:${g.radius}px;--us:${Math.max(g.upStep, g.foundationStep)}px;--pad:${g.pad}px`;
}

/**
 * Marks the face-up cards whose strip is too thin for their whole corner index (`data-edge`):
 * cards.css draws a smaller index (`small`) or none (`none`), a clean edge, never half glyphs. Run after the card
 * layer placed the cards; writes only what changed.
 */
export function markEdges(root: HTMLElement, layout: TableLayout): void {
  const marks = new Map<string, string>();
  layout.position.columns.forEach((col, ci) => {
    const l = layout.columns[ci]!;
    for (const i of l.small) marks.set(String(col.cards[i]), 'small');
    for (const i of l.edges) marks.set(String(col.cards[i]), 'none');
  });
  for (const el of root.querySelectorAll<HTMLElement>('[data-card]')) {
    const mark = marks.get(el.dataset.card!);
    if (mark !== el.dataset.edge) {
      if (mark) el.dataset.edge = mark;
      else delete el.dataset.edge;
    }
  }
}

/**
 * The playing area: ten columns with the foundations and the stock above them (portrait) or
 * on a rail beside them (landscape), all placed by layout.
 */
export function Table() {
  const c = useController();
  const animator = useAnimator();
  const pointerOptions = usePointerOptions();
  const { session, text } = c;
  const root = useRef<HTMLDivElement>(null);
  const layoutRef = useRef<TableLayout | null>(null);
  const stockBefore = useRef(0);
  const cards = useMemo(() => new CardLayer(), []);

  const game = session.game.value;
  const position = game.position;
  const measured = useViewport(root);
  const viewport = measured ?? FALLBACK_VIEWPORT;
  const selection = c.input.selection.value;
  const blocked = session.views.dealBlock.value;
  const hinted = c.hints.shownMove.value;
  const hintFrom = hinted?.type === 'move' ? hinted.from : -1;
  const hintTo = hinted?.type === 'move' ? hinted.to : -1;

  const large = c.settings.value.cardSize === 'large';
  const geometry = useMemo(() => tableGeometry(viewport, large), [viewport, large]);
  // No cards until the box is measured: placing them for the guessed size was thrown away.
  const layout = useMemo(() => {
    if (!measured) return null;
    const columns = position.columns.map((col) => cachedColumnLayout(col, geometry, position.suits));
    return placeCards(position, geometry, columns);
  }, [position, geometry, measured !== null]);
  layoutRef.current = layout;

  useEffect(() => attachPointer(root.current!, c, animator, () => layoutRef.current!, pointerOptions), []);

  /** ←/→ walk the columns (one tab stop for all ten); Enter or Space opens the picker. */
  const onKeyDown = (e: KeyboardEvent) => {
    const el = (e.target as HTMLElement).closest<HTMLElement>('.col');
    if (!el || el !== e.target) return;
    const i = Number(el.dataset.col);
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      const next = Math.max(0, Math.min(9, i + (e.key === 'ArrowRight' ? 1 : -1)));
      c.input.focusColumn(next);
      root.current!.querySelector<HTMLElement>(`.col[data-col="${next}"]`)?.focus();
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      e.stopPropagation(); // Space here is this column's, not the deal shortcut
      c.input.openPicker(i);
    }
  };

  // The cards follow every layout and every change of what is marked on them, before the
  // animator below reads where they now stand.
  const hintCount = hinted?.type === 'move' ? hinted.count : 0;
  useLayoutEffect(() => {
    if (!layout) return;
    cards.sync(root.current!, layout, text, {
      selected: selection,
      hinted: hintCount > 0 ? { column: hintFrom, count: hintCount } : null,
    });
    markEdges(root.current!, layout);
  }, [layout, text, selection, hintFrom, hintCount]);

  // After every commit: animate cards from their old spots to the new ones. A new size
  // (rotation, resize) first ends any flight: its keyframes hold spots of the old layout.
  const geometryBefore = useRef(geometry);
  useLayoutEffect(() => {
    if (!layout) return; // no cards yet
    if (geometryBefore.current !== geometry) animator.finishAll();
    geometryBefore.current = geometry;
    animator.commit(root.current!, layout, stockBefore.current, session.last.peek().action === null);
    stockBefore.current = position.stock.length;
  }, [layout]);

  const g = geometry;
  return (
    <div ref={root} class={`table${g.rail ? ' rail' : ''}`} onKeyDown={onKeyDown} style={geometryStyle(g)}>
      {layout && (
        <>
          <Foundations completed={position.completed} geometry={g} suits={position.suits} text={text} />
          <Stock rounds={position.stock.length / 10} blocked={blocked ? text.refusals[blocked] : null} geometry={g} hinted={hinted?.type === 'deal'} />
          {position.columns.map((col, i) => (
            <ColumnView
              key={i}
              index={i}
              column={col}
              layout={layout.columns[i]!}
              geometry={g}
              selected={selection && selection.column === i ? selection.count : 0}
              focused={c.input.focusedColumn.value === i}
              target={i === hintTo}
              text={text}
            />
          ))}
        </>
      )}
    </div>
  );
}
