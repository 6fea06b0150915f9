import { hintMessage } from '../i18n/hint-words.ts';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { useController } from './context.ts';

/**
 * The hint bar above the All-moves list: "Calculating…" while the worker searches (the table
 * stays playable), then the hint in words; when no line can win, Restart deal / New deal /
 * Undo. It is a polite live region, so each new hint is read out once.
 */
/**
 * Marks a bar whose words run past its cap (`data-more`; `end` once scrolled to the bottom),
 * so app.css shows that it scrolls. Reads the DOM only; writes only its own attribute.
 */
function markMore(bar: HTMLElement | null): void {
  if (!bar) return;
  const more = bar.scrollHeight > bar.clientHeight + 1 ? (bar.scrollTop + bar.clientHeight >= bar.scrollHeight - 1 ? 'end' : 'yes') : null;
  if (more === (bar.dataset.more ?? null)) return;
  if (more) bar.dataset.more = more;
  else delete bar.dataset.more;
}

export function HintBar() {
  const c = useController();
  const { text, session } = c;
  const state = c.hints.state.value;
  // Once a hint has been asked for, its place stays (empty when there is nothing to say): the
  // table keeps its size, so a hint never makes every card move and re-render.
  const used = useRef(false);
  const bar = useRef<HTMLElement>(null);
  useLayoutEffect(() => markMore(bar.current));
  if (state.status !== 'idle') used.current = true;
  // Stuck: the stuck bar says it all, with the same buttons.
  if (state.status === 'idle' || session.views.stuck.value) {
    return (
      <>
        <section class="hint-bar" aria-label={text.hintRegion} aria-live="polite" hidden />
        {used.current && !session.views.stuck.value && <div class="hint-slot" aria-hidden="true" />}
      </>
    );
  }
  const position = session.game.value.position;
  const lost = state.status === 'shown' && state.hint.kind === 'lost';
  return (
    <section
      ref={bar}
      onScroll={() => markMore(bar.current)}
      class={`hint-bar${lost ? ' lost' : ''}`}
      aria-label={text.hintRegion}
      aria-live="polite"
      aria-busy={state.status === 'calculating' ? 'true' : 'false'}
      data-kind={state.status === 'shown' ? state.hint.kind : undefined}
    >
      {state.status === 'calculating' && (
        <p class="hint-text">
          <span>{text.calculating}</span>
          {state.total > 0 && <progress max={state.total} value={state.done} aria-hidden="true" />}
        </p>
      )}
      {state.status === 'failed' && <p class="hint-text">{text.hintFailed}</p>}
      {state.status === 'shown' && (
        <p class="hint-text" key={`${state.index}`}>
          {hintMessage(text, position, state.hint, state.index)}
        </p>
      )}
      {lost && (
        <div class="hint-actions">
          <button type="button" onClick={c.input.undo}>
            {text.undo}
          </button>
          <button type="button" onClick={c.dialogs.askRestart}>
            {text.restartDeal}
          </button>
          <button type="button" onClick={() => c.dialogs.open({ kind: 'new-game' })}>
            {text.newDeal}
          </button>
        </div>
      )}
      <button type="button" class="hint-close" aria-label={text.close} onClick={c.hints.clear}>
        ×
      </button>
    </section>
  );
}
