import { useEffect, useRef, useState } from 'preact/hooks';
import { rankOf, suitOf } from '../engine/cards.ts';
import { destinations, movableCounts, type DestMark } from '../game/dests.ts';
import { RANK_TEXT } from './Card.tsx';
import { useController } from './context.ts';
import { Dialog } from './Dialog.tsx';

// The order a player wants to see destinations in: the most useful first.
const MARK_ORDER: readonly DestMark[] = ['completes', 'same-suit', 'other-suit', 'empty', 'none'];

/**
 * The segment picker (SPEC §3): one column large, every face-up card readable; ▲/▼ (or ↑/↓)
 * choose how many cards from the top; each legal destination is a button that moves them.
 */
export function Picker({ column }: { column: number }) {
  const c = useController();
  const { text, session } = c;
  const position = session.game.value.position;
  const col = position.columns[column]!;
  const counts = movableCounts(position, column);
  const [count, setCount] = useState(counts.length); // the longest movable run by default
  const chosen = Math.min(count, counts.length);
  const dests = destinations(position, column, chosen)
    .slice()
    .sort((a, b) => MARK_ORDER.indexOf(a.mark) - MARK_ORDER.indexOf(b.mark) || a.to - b.to);
  const faceUp = col.cards.slice(col.down);
  const box = useRef<HTMLDivElement>(null);

  // A new count can take away the focused destination: keep the focus in the dialog.
  useEffect(() => {
    const el = box.current;
    if (!el || el.contains(document.activeElement)) return;
    (el.querySelector<HTMLElement>('.dest') ?? el.querySelector<HTMLElement>('.step:not([disabled])'))?.focus();
  }, [chosen]);

  const moveTo = (to: number) => {
    c.dialogs.closeDialog();
    c.input.move(column, to, chosen);
  };
  const change = (delta: number) => setCount(Math.max(1, Math.min(counts.length, chosen + delta)));

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      change(e.key === 'ArrowUp' ? 1 : -1);
      return;
    }
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      // ←/→ walk the destination buttons like Tab does.
      const buttons = [...(e.currentTarget as HTMLElement).querySelectorAll<HTMLButtonElement>('.dest')];
      const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
      const next = buttons[(at + (e.key === 'ArrowRight' ? 1 : buttons.length - 1)) % buttons.length];
      if (next) {
        e.preventDefault();
        next.focus();
      }
    }
  };

  return (
    <Dialog title={text.column(column + 1)} onClose={c.dialogs.closeDialog} class="picker">
      <div ref={box} onKeyDown={onKeyDown}>
        {col.down > 0 && <p class="picker-down">{text.faceDown(col.down)}</p>}
        <ol class="picker-cards">
          {faceUp.map((id, i) => {
            const suit = suitOf(id, position.suits);
            const taken = i >= faceUp.length - chosen;
            return (
              <li key={id} class={`picker-card s-${suit}${taken ? ' taken' : ''}`} aria-current={taken ? 'true' : undefined}>
                <span aria-hidden="true">
                  {RANK_TEXT[rankOf(id) - 1]}
                  <span class="ix-suit" />
                </span>
                <span class="sr-only">{text.cardName(rankOf(id), suit)}</span>
              </li>
            );
          })}
        </ol>
        <div class="picker-count">
          <button type="button" class="step" aria-label={text.moreCards} disabled={chosen >= counts.length} onClick={() => change(1)}>
            ▲
          </button>
          <p aria-live="polite">{text.pickerCount(chosen, counts.length)}</p>
          <button type="button" class="step" aria-label={text.fewerCards} disabled={chosen <= 1} onClick={() => change(-1)}>
            ▼
          </button>
        </div>
        {dests.length === 0 ? (
          <p class="note">{text.noDestination}</p>
        ) : (
          <ul class="dests">
            {dests.map((d, i) => (
              <li key={d.to}>
                <button
                  type="button"
                  class={`dest mark-${d.mark}`}
                  aria-label={text.toColumn(d.to + 1)}
                  aria-description={text.marks[d.mark]}
                  {...(i === 0 ? { 'data-autofocus': true } : {})}
                  onClick={() => moveTo(d.to)}
                >
                  <span aria-hidden="true">{text.toColumn(d.to + 1)}</span>
                  <small aria-hidden="true">{text.marks[d.mark]}</small>
                </button>
              </li>
            ))}
          </ul>
        )}
        <div class="actions">
          <button type="button" onClick={c.dialogs.closeDialog}>
            {text.cancel}
          </button>
          <button type="button" class="primary" disabled={dests.length === 0} onClick={() => dests[0] && moveTo(dests[0].to)}>
            {text.move}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
