import { verdict } from '../app/analysing.ts';
import { useController } from './context.ts';
import { Dialog } from './Dialog.tsx';
import { describeStep, ReplayTable } from './ShowMe.tsx';

/** How many moves of the winning line the answer lists. */
const NEXT_MOVES = 5;

/**
 * The answer of "Where did it go wrong?": the move after which no win was found, in words, on a
 * read-only table of the moment before it, the next moves of a win from there, and the two ways
 * on: Try from there (the game goes back to that table) and Show me how from there.
 */
export function AnalysisDialog() {
  const c = useController();
  const { text } = c;
  const st = c.analysis.state.value;
  if (st.kind !== 'done') return null;
  const r = st.report;
  const winnable = r.analysis.result !== 'unknown';
  const here = st.of === 'game'; // the last game left is not on the table: nothing to try from
  return (
    <Dialog title={text.whereWrong} onClose={c.dialogs.closeDialog} class="show-me analysis">
      <div class="show-me-body">
        <p class="show-me-intro">{text.analysisIntro}</p>
        <p class="analysis-verdict">
          <strong>{verdict(text, r)}</strong>
        </p>
        {winnable && (
          <>
            <div class="show-me-board">
              <ReplayTable position={r.before.position} jump label={text.analysisTable} />
            </div>
            {r.line.length > 0 && (
              <>
                <p>{text.analysisNext}</p>
                <ol class="line-list analysis-next">
                  {r.line.slice(0, NEXT_MOVES).map((s, i) => (
                    <li key={i}>{describeStep(text, s, false)}</li>
                  ))}
                </ol>
              </>
            )}
          </>
        )}
        <div class="actions">
          {winnable && here && (
            <>
              <button type="button" onClick={c.analysis.tryFromThere}>
                {text.tryFromThere}
              </button>
              <button type="button" onClick={c.analysis.showMeFromThere}>
                {text.showMeFromThere}
              </button>
            </>
          )}
          <button type="button" class="primary" data-autofocus onClick={c.dialogs.closeDialog}>
            {text.close}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
