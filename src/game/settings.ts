import { signal, type ReadonlySignal } from '@preact/signals';
import { SUIT_COUNTS, type SuitCount } from '../engine/cards.ts';
import { isOneOf, isRecord, own } from '../engine/decode.ts';
import { err, ok, type Result } from '../engine/result.ts';
import { DEAL_RULES, DEFAULT_RULES, type DealRules } from '../engine/rules.ts';
import { DEFAULT_LEVEL, HINT_LEVELS, type HintLevel } from '../solver/levels.ts';

export type { HintLevel };
import { unreadable, type Repairable } from './repairable.ts';

/** What tapping a card does (SPEC §3 "Tap action"). */
export type TapAction = 'move' | 'select' | 'off';
export const TAP_ACTIONS: readonly TapAction[] = ['move', 'select', 'off'];

/** How the new-game chooser picks a deal (SPEC §2). */
export type DealType = 'verified' | 'daily' | 'random' | 'number';
export const DEAL_TYPES: readonly DealType[] = ['verified', 'daily', 'random', 'number'];

/** Which third of the verified list a Verified deal comes from (issue 24; data/thirds.ts). */
export type VerifiedGrade = 'any' | 'easier' | 'harder';
export const VERIFIED_GRADES: readonly VerifiedGrade[] = ['any', 'easier', 'harder'];

export type Theme = 'system' | 'light' | 'dark';
export const THEMES: readonly Theme[] = ['system', 'light', 'dark'];
export type Motion = 'system' | 'reduce' | 'full';
export const MOTIONS: readonly Motion[] = ['system', 'reduce', 'full'];
export type CardSize = 'auto' | 'large';
export const CARD_SIZES: readonly CardSize[] = ['auto', 'large'];
export type TextSize = 'normal' | 'large';
export const TEXT_SIZES: readonly TextSize[] = ['normal', 'large'];
/** High contrast ('more') or not; 'system' follows prefers-contrast: more. */
export type Contrast = 'system' | 'more' | 'normal';
export const CONTRASTS: readonly Contrast[] = ['system', 'more', 'normal'];
/** The product's languages (SPEC §3); 'auto' follows the browser. */
export type Language = 'auto' | 'en' | 'de' | 'zh-Hans' | 'zh-Hant';
export const LANGUAGES: readonly Language[] = ['auto', 'en', 'de', 'zh-Hans', 'zh-Hant'];

/** Every setting, with its default in DEFAULT_SETTINGS. */
export interface Settings {
  readonly tapAction: TapAction; // what a tap on a card does
  readonly rules: DealRules; // deal rule for new games
  readonly suits: SuitCount; // suit count preselected for new games
  readonly dealType: DealType; // deal type preselected for new games
  readonly showScore: boolean; // the SPEC §1.5 score in the status line
  readonly undoPenalty: boolean; // "Undo costs a point" in that score
  readonly fourColour: boolean; // clubs green, diamonds blue
  readonly cardSize: CardSize; // auto fits the screen; large favours bigger cards
  readonly textSize: TextSize; // status line, buttons and panels
  readonly focusMode: boolean; // the chrome cut to the essentials, the room going to the table
  readonly theme: Theme; // system follows prefers-color-scheme
  readonly motion: Motion; // system follows prefers-reduced-motion
  readonly contrast: Contrast; // system follows prefers-contrast: more
  readonly language: Language;
  readonly sendResults: boolean; // finished dailies go to the results service (when the app has one)
  readonly hintLevel: HintLevel; // how much search a hint may spend (SPEC §4)
  readonly verifiedGrade: VerifiedGrade; // Verified deals: any, or the easier or harder third
}

export const DEFAULT_SETTINGS: Settings = {
  tapAction: 'move',
  rules: DEFAULT_RULES,
  suits: 1,
  dealType: 'verified',
  showScore: false,
  undoPenalty: true,
  fourColour: false,
  cardSize: 'auto',
  textSize: 'normal',
  focusMode: false,
  theme: 'system',
  motion: 'system',
  contrast: 'system',
  language: 'auto',
  sendResults: true,
  hintLevel: DEFAULT_LEVEL,
  verifiedGrade: 'any',
};

/** Why a settings patch was refused: a name that is no setting, or a value that setting cannot take. */
export interface SettingsPatchError {
  readonly code: 'not-an-object' | 'unknown-setting' | 'bad-value';
  readonly key: string | null; // the offending setting's name (null: the patch is no record)
}

export interface SettingsStore {
  readonly settings: ReadonlySignal<Settings>;
  /** Changes the settings named in `patch`, all or none: a bad patch is refused and changes nothing. */
  update(patch: Partial<Settings>): Result<Settings, SettingsPatchError>;
}

export function createSettings(initial: Partial<Settings> = {}): SettingsStore {
  const settings = signal<Settings>({ ...DEFAULT_SETTINGS, ...initial });
  return {
    settings,
    update(patch) {
      const checked = decodeSettingsPatch(patch);
      if (!checked.ok) return checked;
      settings.value = { ...settings.value, ...checked.value };
      return ok(settings.value);
    },
  };
}

/**
 * Stays 1 while settings are only added: a stored record without a newer setting decodes
 * with its default (pick), and an older app ignores the fields it does not know.
 */
export const SETTINGS_VERSION = 1;

export function encodeSettings(s: Settings): unknown {
  return { version: SETTINGS_VERSION, ...s };
}

const isFlag = (v: unknown): v is boolean => typeof v === 'boolean';
const isSuits = (v: unknown): v is SuitCount => SUIT_COUNTS.some((s) => s === v);
const among =
  <T extends string>(options: readonly T[]) =>
  (v: unknown): v is T =>
    isOneOf(options, v);

type Guards = { readonly [K in keyof Settings]: (v: unknown) => v is Settings[K] };
const GUARDS: Guards = {
  tapAction: among(TAP_ACTIONS),
  rules: among(DEAL_RULES),
  suits: isSuits,
  dealType: among(DEAL_TYPES),
  showScore: isFlag,
  undoPenalty: isFlag,
  fourColour: isFlag,
  cardSize: among(CARD_SIZES),
  textSize: among(TEXT_SIZES),
  focusMode: isFlag,
  theme: among(THEMES),
  motion: among(MOTIONS),
  contrast: among(CONTRASTS),
  language: among(LANGUAGES),
  sendResults: isFlag,
  hintLevel: among(HINT_LEVELS),
  verifiedGrade: among(VERIFIED_GRADES),
};

const isSettingName = (key: string): key is keyof Settings => own(GUARDS, key) !== undefined;

/**
 * A change to some settings, checked by the same guards as stored settings but strictly: a
 * patch is applied whole or not at all, so an unknown name or a bad value refuses it.
 */
export function decodeSettingsPatch(input: unknown): Result<Partial<Settings>, SettingsPatchError> {
  if (!isRecord(input)) return err({ code: 'not-an-object', key: null }, 'a settings change must be an object');
  const patch: { -readonly [K in keyof Settings]?: Settings[K] } = {};
  for (const key of Object.keys(input)) {
    if (!isSettingName(key)) return err({ code: 'unknown-setting', key }, `${JSON.stringify(key)} is no setting`);
    if (!take(patch, key, own(input, key))) return err({ code: 'bad-value', key }, `the setting ${JSON.stringify(key)} cannot take that value`);
  }
  return ok(patch);
}

function take<K extends keyof Settings>(patch: { -readonly [P in keyof Settings]?: Settings[P] }, key: K, value: unknown): boolean {
  const guard: (v: unknown) => v is Settings[K] = GUARDS[key];
  if (!guard(value)) return false;
  patch[key] = value;
  return true;
}

function pick<K extends keyof Settings>(raw: Readonly<Record<string, unknown>>, key: K, repaired: (keyof Settings)[]): Settings[K] {
  const v = own(raw, key);
  if (v === undefined) return DEFAULT_SETTINGS[key]; // a setting newer than the stored data
  if (GUARDS[key](v)) return v;
  repaired.push(key);
  return DEFAULT_SETTINGS[key];
}

/** Stored settings → settings: unknown fields ignored, a bad one back to its default (listed). */
export function decodeSettings(input: unknown): Repairable<Settings> {
  if (!isRecord(input)) return unreadable('not-an-object', 'settings');
  if (own(input, 'version') !== SETTINGS_VERSION) return unreadable('bad-version', 'settings');
  const repaired: (keyof Settings)[] = [];
  const settings: Settings = {
    tapAction: pick(input, 'tapAction', repaired),
    rules: pick(input, 'rules', repaired),
    suits: pick(input, 'suits', repaired),
    dealType: pick(input, 'dealType', repaired),
    showScore: pick(input, 'showScore', repaired),
    undoPenalty: pick(input, 'undoPenalty', repaired),
    fourColour: pick(input, 'fourColour', repaired),
    cardSize: pick(input, 'cardSize', repaired),
    textSize: pick(input, 'textSize', repaired),
    focusMode: pick(input, 'focusMode', repaired), // absent from settings stored before it existed
    theme: pick(input, 'theme', repaired),
    motion: pick(input, 'motion', repaired),
    contrast: pick(input, 'contrast', repaired),
    language: pick(input, 'language', repaired),
    sendResults: pick(input, 'sendResults', repaired),
    hintLevel: pick(input, 'hintLevel', repaired),
    verifiedGrade: pick(input, 'verifiedGrade', repaired), // absent from settings stored before it: Any
  };
  return { ok: true, value: settings, repaired };
}
