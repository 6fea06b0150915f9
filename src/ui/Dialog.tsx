import type { ComponentChildren } from 'preact';
import { useEffect, useId, useRef, useState } from 'preact/hooks';

interface DialogProps {
  readonly title: string;
  readonly onClose?: () => void; // Esc and a tap outside; omit for panels that need a choice
  readonly class?: string;
  readonly covered?: boolean; // another dialog is open over this one: out of reach until it closes
  /**
   * A long sheet's second way out, in its header (it stays in sight while the sheet scrolls):
   * this label, closing like onClose. Its name differs from the sheet's own Close at the
   * bottom, so "the Close button" still names one button.
   */
  readonly done?: string;
  readonly children: ComponentChildren;
}

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** A modal dialog: named by its title, focus moved in and kept in, restored on close. */
export function Dialog({ title, onClose, class: extra, covered = false, done, children }: DialogProps) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const downOutside = useRef(false);
  // Read while rendering, before this commit can make the opener inert (a dialog over a panel).
  const [before] = useState(() => document.activeElement as HTMLElement | null);
  useEffect(() => {
    const box = ref.current!;
    // The header's Done button is not where reading starts: the first thing in the sheet is.
    const first =
      box.querySelector<HTMLElement>('[data-autofocus]') ?? [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].find((el) => !el.closest('.panel-head'));
    first?.focus();
    return () => {
      if (before && document.contains(before)) before.focus();
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && onClose) {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab') return;
    const items = [...ref.current!.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      class="backdrop"
      inert={covered}
      aria-hidden={covered ? 'true' : undefined}
      // Only a tap that starts and ends outside closes: the release of the long press that
      // opened a dialog (or a drag out of it) must not.
      onPointerDown={(e) => (downOutside.current = e.target === e.currentTarget)}
      onClick={(e) => {
        if (e.target === e.currentTarget && downOutside.current) onClose?.();
        downOutside.current = false;
      }}
    >
      <div ref={ref} class={`panel${extra ? ` ${extra}` : ''}`} role="dialog" aria-modal="true" aria-labelledby={id} onKeyDown={onKeyDown}>
        {done && onClose ? (
          <div class="panel-head">
            <h2 id={id}>{title}</h2>
            <button type="button" class="done" onClick={onClose}>
              {done}
            </button>
          </div>
        ) : (
          <h2 id={id}>{title}</h2>
        )}
        {children}
      </div>
    </div>
  );
}
