import { useController } from './context.ts';

/**
 * "Where did it go wrong?" on the game-over panel and the stuck bar: the button, or while the
 * analysis runs, its progress (a bar with its words) and Cancel in the button's place.
 */
export function WhereWrongButton({ last = false }: { last?: boolean }) {
  const c = useController();
  const { text } = c;
  const st = c.analysis.state.value;
  if (st.kind !== 'running') {
    return (
      <button type="button" onClick={last ? c.analysis.startLast : c.analysis.start}>
        {text.whereWrong}
      </button>
    );
  }
  const words = text.analysisProgress(st.done, st.total);
  return (
    <span class="analysis-progress">
      <progress max={st.total} value={st.done} aria-label={words} />
      <span class="analysis-words">{words}</span>
      <button type="button" onClick={c.analysis.cancel}>
        {text.cancel}
      </button>
    </span>
  );
}
