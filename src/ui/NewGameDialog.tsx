import { Fragment } from 'preact';
import { useState } from 'preact/hooks';
import { SUIT_COUNTS, type SuitCount } from '../engine/cards.ts';
import { VERIFIED_GRADES, type DealType, type VerifiedGrade } from '../game/settings.ts';
import { useController } from './context.ts';
import { Dialog } from './Dialog.tsx';

/** The new-game chooser: suit count, deal type and, for "By number", the number. */
export function NewGameDialog() {
  const c = useController();
  const { text } = c;
  const [suits, setSuits] = useState<SuitCount>(c.settings.value.suits);
  const [type, setType] = useState<DealType>(c.settings.value.dealType);
  const [grade, setGrade] = useState<VerifiedGrade>(c.settings.value.verifiedGrade);
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const choose = (t: DealType) => {
    setType(t);
    setError(null);
  };

  const submit = async (e: Event) => {
    e.preventDefault();
    const problem = await c.games.chooseGame(type, suits, number, grade);
    if (problem === 'bad-number') setError(text.dealNumberError);
    else if (problem === 'list-unavailable') setError(text.dealListError);
  };

  return (
    <Dialog title={text.chooserTitle} onClose={c.dialogs.closeDialog} class="chooser">
      <form onSubmit={submit} noValidate>
        <fieldset>
          <legend>{text.suitsLabel}</legend>
          <div class="choices">
            {SUIT_COUNTS.map((n) => (
              <label key={n} class="choice">
                <input type="radio" name="suits" value={n} checked={suits === n} onChange={() => setSuits(n)} />
                {text.suitsOption(n)}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>{text.dealTypeLabel}</legend>
          {(['verified', 'daily'] as const).map((t) => (
            <Fragment key={t}>
              <label class="choice wide">
                <input type="radio" name="deal-type" value={t} checked={type === t} onChange={() => choose(t)} />
                <span>
                  {t === 'verified' ? text.dealVerified : text.dealDaily} <small>({t === 'verified' ? text.dealVerifiedNote : text.dealDailyNote})</small>
                </span>
              </label>
              {t === 'verified' && type === 'verified' && (
                <fieldset class="grades">
                  <legend>
                    {text.gradeLabel} <small>({text.gradeNote})</small>
                  </legend>
                  <div class="choices">
                    {VERIFIED_GRADES.map((g) => (
                      <label key={g} class="choice">
                        <input type="radio" name="verified-grade" value={g} checked={grade === g} onChange={() => setGrade(g)} />
                        {text.grades[g]}
                      </label>
                    ))}
                  </div>
                </fieldset>
              )}
            </Fragment>
          ))}
          <label class="choice wide">
            <input type="radio" name="deal-type" value="random" checked={type === 'random'} onChange={() => choose('random')} />
            <span>
              {text.dealRandom} <small>({text.dealRandomNote})</small>
            </span>
          </label>
          <label class="choice wide">
            <input type="radio" name="deal-type" value="number" checked={type === 'number'} onChange={() => choose('number')} />
            {text.dealByNumber}
          </label>
          {type === 'number' && (
            <div class="field">
              <label for="deal-number">{text.dealNumberLabel}</label>
              <input
                id="deal-number"
                inputMode="numeric"
                autoComplete="off"
                value={number}
                aria-invalid={error ? 'true' : undefined}
                aria-describedby={error ? 'deal-number-error' : undefined}
                onInput={(e) => {
                  setNumber(e.currentTarget.value);
                  setError(null);
                }}
              />
              {error && (
                <p id="deal-number-error" class="field-error" role="alert">
                  {error}
                </p>
              )}
            </div>
          )}
        </fieldset>
        {error && type !== 'number' && (
          <p class="field-error" role="alert">
            {error}
          </p>
        )}
        {c.games.inProgress() && <p class="note">{text.abandonNote}</p>}
        <div class="actions">
          <button type="button" onClick={c.dialogs.closeDialog}>
            {text.cancel}
          </button>
          <button type="submit" class="primary" data-autofocus>
            {text.startGame}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
