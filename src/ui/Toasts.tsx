import { useController } from './context.ts';

/**
 * Messages: refusals in an assertive `alert` region, other news in a polite one. Both
 * regions always exist so screen readers pick up every change.
 */
export function Toasts() {
  const { toast, announcement } = useController().messages;
  const t = toast.value;
  const a = announcement.value;
  return (
    <div class="toasts">
      <div class={`toast alert${t?.tone === 'alert' ? ' show' : ''}`} role="alert">
        {t?.tone === 'alert' && <span key={t.serial}>{t.text}</span>}
      </div>
      <div class={`toast info${t?.tone === 'info' ? ' show' : ''}`} aria-live="polite">
        {t?.tone === 'info' && (
          <span key={t.serial} aria-hidden={t.quiet ? 'true' : undefined}>
            {t.text}
          </span>
        )}
      </div>
      {/* What each action did, for screen readers, once (SPEC §3 illegal actions, issue 8). */}
      <div class="sr-only" aria-live="polite">
        {a && <span key={a.serial}>{a.text}</span>}
      </div>
    </div>
  );
}
