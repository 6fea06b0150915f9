import { DEAL_RULES } from '../engine/rules.ts';
import { HINT_LEVELS } from '../solver/levels.ts';
import { CARD_SIZES, CONTRASTS, LANGUAGES, MOTIONS, TAP_ACTIONS, TEXT_SIZES, THEMES, type Settings } from '../game/settings.ts';
import { hasCatalog } from '../i18n/catalogs.ts';
import { useController } from './context.ts';
import { Dialog } from './Dialog.tsx';

type Choice<K extends keyof Settings> = {
  readonly name: K;
  readonly legend: string;
  readonly options: readonly Settings[K][];
  readonly label: (value: Settings[K]) => string;
  readonly inline?: boolean; // short labels side by side
  readonly note?: string;
};

/** Every setting, applied at once and kept (SPEC §3). */
export function SettingsDialog() {
  const c = useController();
  const { text } = c;
  const s = c.settings.value;

  const radios = <K extends keyof Settings>(choice: Choice<K>) => (
    <fieldset key={choice.name}>
      <legend>{choice.legend}</legend>
      <div class={choice.inline ? 'choices' : undefined}>
        {choice.options.map((value) => (
          <label key={String(value)} class={choice.inline ? 'choice' : 'choice wide'}>
            <input
              type="radio"
              name={choice.name}
              value={String(value)}
              checked={s[choice.name] === value}
              onChange={() => c.changeSettings({ [choice.name]: value })}
            />
            {choice.label(value)}
          </label>
        ))}
      </div>
      {choice.note && <p class="note">{choice.note}</p>}
    </fieldset>
  );

  const toggle = (name: 'showScore' | 'undoPenalty' | 'fourColour' | 'sendResults', label: string) => (
    <label class="choice wide">
      <input type="checkbox" checked={s[name]} onChange={(e) => c.changeSettings({ [name]: e.currentTarget.checked })} />
      {label}
    </label>
  );

  return (
    <Dialog title={text.settings} onClose={c.dialogs.closeDialog} class="settings">
      {radios({ name: 'tapAction', legend: text.tapActionLabel, options: TAP_ACTIONS, label: (v) => text.tapActions[v] })}
      {radios<'hintLevel'>({
        name: 'hintLevel',
        legend: text.hintLevelLabel,
        options: HINT_LEVELS,
        label: (v) => text.hintLevels[v],
        note: text.hintLevelNote,
      })}
      {radios({
        name: 'rules',
        legend: text.rulesLabel,
        options: DEAL_RULES,
        label: (v) => text.rulesNames[v],
        note: text.rulesNote,
      })}
      <fieldset>
        <legend>{text.scoreLabel}</legend>
        {toggle('showScore', text.showScore)}
        {toggle('undoPenalty', text.undoPenalty)}
      </fieldset>
      <fieldset>
        <legend>{text.lookLabel}</legend>
        {toggle('fourColour', text.fourColour)}
      </fieldset>
      {radios({ name: 'cardSize', legend: text.cardSizeLabel, options: CARD_SIZES, label: (v) => text.cardSizes[v], inline: true })}
      {radios({ name: 'textSize', legend: text.textSizeLabel, options: TEXT_SIZES, label: (v) => text.textSizes[v], inline: true })}
      {radios({ name: 'theme', legend: text.themeLabel, options: THEMES, label: (v) => text.themes[v], inline: true })}
      {radios({ name: 'contrast', legend: text.contrastLabel, options: CONTRASTS, label: (v) => text.contrasts[v], inline: true })}
      {radios({ name: 'motion', legend: text.motionLabel, options: MOTIONS, label: (v) => text.motions[v], inline: true })}
      {radios({
        name: 'language',
        legend: text.languageLabel,
        options: LANGUAGES.filter(hasCatalog),
        label: (v) => text.languageNames[v],
        inline: true,
      })}
      {c.results.value && (
        <fieldset>
          <legend>{text.resultsLabel}</legend>
          {toggle('sendResults', text.sendResults)}
          <p class="note">{text.sendResultsNote}</p>
        </fieldset>
      )}
      <div class="actions">
        {/* No autofocus here: focus starts on the first setting, so the list opens at its top. */}
        <button type="button" class="primary" onClick={c.dialogs.closeDialog}>
          {text.close}
        </button>
      </div>
    </Dialog>
  );
}
