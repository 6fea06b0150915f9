import { useEffect, useId, useRef } from 'preact/hooks';
import { useController } from './context.ts';
import { WhereWrongButton } from './WhereWrong.tsx';

/**
 * "No moves left" as a bar over the toolbar, not a modal: the table stays in sight (it shows why
 * nothing moves) and in reach. The same look and buttons as the hint's "no way to win" bar
 * (Undo, Restart deal, New deal), plus "Show me how". A polite live region that is always in
 * the page, so its appearing is read out; after a move the focus goes to Undo and, when the bar
 * goes, back to the toolbar's Undo instead of being lost with the button.
 */
export function StuckBar() {
  const c = useController();
  const { text, session } = c;
  const stuck = session.views.stuck.value;
  const id = useId();
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!stuck) return;
    const bar = ref.current!;
    const active = document.activeElement;
    // Only when a move of the player's led here (not on opening a stuck game), and only from the
    // table's side of the page, never from a dialog or a text field.
    const moved = session.last.peek().action !== null;
    if (moved && (!active || active === document.body || bar.closest('.app')?.contains(active))) {
      bar.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    return () => {
      const now = document.activeElement;
      if (now && now !== document.body && !bar.contains(now)) return;
      document.querySelector<HTMLElement>(`.toolbar [aria-label="${text.undo}"]`)?.focus();
    };
  }, [stuck]);

  return (
    <section ref={ref} class="hint-bar lost stuck-bar" aria-labelledby={id} aria-live="polite" hidden={!stuck}>
      {stuck && (
        <>
          <p class="hint-text">
            <span>
              <strong id={id}>{text.stuckTitle}</strong> {text.stuckText}
            </span>
          </p>
          <div class="hint-actions">
            <button type="button" data-autofocus onClick={c.input.undo}>
              {text.undo}
            </button>
            {/* No "Restart this deal?" here (the hint's bar asks): with no move left there is nothing to lose. */}
            <button type="button" onClick={c.games.playAgain}>
              {text.restartDeal}
            </button>
            <button type="button" onClick={() => c.dialogs.open({ kind: 'new-game' })}>
              {text.newDeal}
            </button>
            <button type="button" onClick={c.dialogs.openShowMe}>
              {text.showMe}
            </button>
            <WhereWrongButton />
          </div>
        </>
      )}
    </section>
  );
}
