import { useState } from 'preact/hooks';
import { movesBySource } from '../game/dests.ts';
import { useController } from './context.ts';
import { Icon } from './icons.tsx';

/** Where the open list is a sheet over the table (app.css): phones on their side. */
const SHEET = '(max-height: 520px) and (min-aspect-ratio: 4/3)';

/**
 * Every legal move as a button (SPEC §3, §8 "All moves"): full play without dragging or seeing
 * the table. Collapsed behind a toggle to save room, but always in the accessibility tree; it
 * opens as soon as the keyboard enters it.
 */
export function MoveList() {
  const c = useController();
  const { text, session } = c;
  const [open, setOpen] = useState(false);
  const position = session.game.value.position;
  const groups = movesBySource(position);
  const canDeal = session.views.dealBlock.value === null;
  // A move tapped or clicked in the sheet closes it: the player sees the table it changed. From
  // the keyboard (a click without a pointer, detail 0) the list stays for the next move.
  const done = (e: MouseEvent) => {
    if (e.detail === 0 || !window.matchMedia?.(SHEET).matches) return;
    setOpen(false);
    (e.currentTarget as HTMLElement).blur();
  };
  return (
    <section class={`moves${open ? ' open' : ''}`} aria-label={text.allMoves}>
      <button type="button" class="moves-toggle" aria-expanded={open ? 'true' : 'false'} onClick={() => setOpen(!open)}>
        {/* The icon shows only where focus mode makes the closed toggle a small button (chrome.css). */}
        <Icon name="list" />
        <span class="moves-label">{open ? text.hideMoves : text.showMoves}</span>
      </button>
      <div class="move-list">
        {canDeal && (
          <button
            type="button"
            class="move-button"
            onClick={(e) => {
              c.input.deal();
              done(e);
            }}
          >
            {text.dealRow}
          </button>
        )}
        {groups.length === 0 && !canDeal && <p>{text.noMoves}</p>}
        {groups.map((g) => (
          <div key={g.from} class="move-group" role="group" aria-label={text.fromColumn(g.from + 1)}>
            {g.moves.map((m) => (
              <button
                key={`${m.to}-${m.count}`}
                type="button"
                class="move-button"
                onClick={(e) => {
                  c.input.move(m.from, m.to, m.count);
                  done(e);
                }}
              >
                {text.moveButton(m.count, m.from + 1, m.to + 1)}
              </button>
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}
