import { DEAL_RULES } from '../engine/rules.ts';
import { TAP_ACTIONS } from '../game/settings.ts';
import { useController } from './context.ts';
import { Dialog } from './Dialog.tsx';

/** The few settings this version has: tap action, deal rules, motion. */
export function SettingsDialog() {
  const c = useController();
  const { text } = c;
  const s = c.settings.settings.value;
  return (
    <Dialog title={text.settings} onClose={c.closeDialog} class="settings">
      <fieldset>
        <legend>{text.tapActionLabel}</legend>
        {TAP_ACTIONS.map((a) => (
          <label key={a} class="choice wide">
            <input type="radio" name="tap" value={a} checked={s.tapAction === a} onChange={() => c.settings.update({ tapAction: a })} />
            {text.tapActions[a]}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{text.rulesLabel}</legend>
        {DEAL_RULES.map((r) => (
          <label key={r} class="choice wide">
            <input type="radio" name="rules" value={r} checked={s.rules === r} onChange={() => c.settings.update({ rules: r })} />
            {text.rulesNames[r]}
          </label>
        ))}
        <p class="note">{text.rulesNote}</p>
      </fieldset>
      <label class="choice wide">
        <input type="checkbox" checked={s.reduceMotion} onChange={(e) => c.settings.update({ reduceMotion: e.currentTarget.checked })} />
        {text.reduceMotion}
      </label>
      <div class="actions">
        <button type="button" class="primary" data-autofocus onClick={c.closeDialog}>
          {text.close}
        </button>
      </div>
    </Dialog>
  );
}
