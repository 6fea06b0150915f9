import { DEAL_RULES } from '../engine/rules.ts';
import { HINT_LEVELS } from '../solver/levels.ts';
import { CARD_SIZES, CONTRASTS, LANGUAGES, MOTIONS, TAP_ACTIONS, TEXT_SIZES, THEMES, type Settings } from '../game/settings.ts';
import { useEffect, useState } from 'preact/hooks';
import { hasCatalog } from '../i18n/catalogs.ts';
import { useController } from './context.ts';
import { Dialog } from './Dialog.tsx';
import { setFocusMode } from './focus.ts';
import { canFullScreen, toggleFullScreen } from './fullscreen.ts';
import { cardWidths, type Viewport } from './layout.ts';

/** The live table's room now (the board under this dialog), or null where nothing is laid out. */
function boardSize(): Viewport | null {
  const board = document.querySelector<HTMLElement>('.app .board');
  return board && board.clientWidth > 0 && board.clientHeight > 0 ? { width: board.clientWidth, height: board.clientHeight } : null;
}

/** The board's size, followed through rotations and resizes while Settings is open. */
function useBoardSize(): Viewport | null {
  const [size, setSize] = useState(boardSize);
  useEffect(() => {
    const on = () => setSize(boardSize());
    addEventListener('resize', on);
    return () => removeEventListener('resize', on);
  }, []);
  return size;
}

/** Whether the page fills the screen, followed as it changes (Esc, the browser's own controls). */
function useFullScreen(): boolean {
  const [on, setOn] = useState(() => typeof document !== 'undefined' && document.fullscreenElement != null);
  useEffect(() => {
    const change = () => setOn(document.fullscreenElement != null);
    document.addEventListener('fullscreenchange', change);
    return () => document.removeEventListener('fullscreenchange', change);
  }, []);
  return on;
}

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
  const board = useBoardSize();
  const fullScreen = useFullScreen();
  // Where "Larger" cannot make the cards clearly bigger, the dialog says so rather than
  // offering a choice that seems to do nothing.
  const widths = board ? cardWidths(board) : null;
  const cardNote = widths?.fillsWidth ? text.cardSizeNote(widths.auto, widths.large, widths.upright) : undefined;

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
    <Dialog title={text.settings} onClose={c.dialogs.closeDialog} class="settings" done={text.done}>
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
      {radios({ name: 'cardSize', legend: text.cardSizeLabel, options: CARD_SIZES, label: (v) => text.cardSizes[v], inline: true, note: cardNote })}
      {radios({ name: 'textSize', legend: text.textSizeLabel, options: TEXT_SIZES, label: (v) => text.textSizes[v], inline: true })}
      <fieldset>
        <legend>{text.screenLabel}</legend>
        <label class="choice wide">
          <input type="checkbox" checked={s.focusMode} onChange={(e) => setFocusMode(c, e.currentTarget.checked)} />
          {text.focusMode}
        </label>
        <p class="note">{text.focusModeNote}</p>
        {/* Only where the browser lets a page fill the screen (SPEC §3 "full screen where supported"). */}
        {canFullScreen() && (
          <button type="button" class="secondary" aria-pressed={fullScreen ? 'true' : 'false'} onClick={() => toggleFullScreen(c)}>
            {text.fullScreen}
          </button>
        )}
      </fieldset>
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
