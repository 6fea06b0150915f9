import { useController } from './context.ts';

/**
 * Finish (issue 24): a bar over the toolbar while a proven win waits for the table on screen,
 * and while it is played out. One button keeps the focus through both: Finish, then "Skip to
 * the end". The offer and the end are announced through the messages, so the bar is not live.
 */
export function FinishBar() {
  const c = useController();
  const { text } = c;
  const offered = c.input.finishOffered.value;
  const play = c.input.playOut.value;
  const shown = offered || play.status === 'playing';
  return (
    <section class="hint-bar finish-bar" aria-label={text.finish} hidden={!shown}>
      {shown && (
        <>
          <p class="hint-text">{play.status === 'playing' ? text.finishPlaying(play.done, play.total) : text.finishReady}</p>
          <div class="hint-actions">
            <button type="button" class="finish-button" onClick={c.input.finish}>
              {play.status === 'playing' ? text.finishSkip : text.finish}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
