import { useController } from './context.ts';

/**
 * What the player must know about stored data: a quiet line while progress is not being
 * saved, and a message about data that could not be read (kept aside, not lost).
 */
export function StorageNotices() {
  const c = useController();
  const { stored: p, text } = c;
  const notices = p.notices.value;
  return (
    <div class="storage-notices">
      <p class="saving-off" aria-live="polite">
        {p.failing.value ? text.notSaving : ''}
      </p>
      {/* An alert that appears is announced; the refusal messages keep the one standing alert. */}
      {notices.length > 0 && (
        <div role="alert" class="notice">
          {notices.map((n, i) => (
            <p key={i}>{text.storageNotice(n)}</p>
          ))}
          <button type="button" onClick={c.dismissNotices}>
            {text.dismiss}
          </button>
        </div>
      )}
    </div>
  );
}
