import { signal, type Signal } from '@preact/signals';
import type { SuitCount } from '../engine/cards.ts';
import { DEFAULT_RULES, type DealRules } from '../engine/rules.ts';

/** What tapping a card does (SPEC §3 "Tap action"). */
export type TapAction = 'move' | 'select' | 'off';
export const TAP_ACTIONS: readonly TapAction[] = ['move', 'select', 'off'];

/** A small first cut of the settings; the settings issue adds the rest and persists them. */
export interface Settings {
  readonly tapAction: TapAction; // what a tap on a card does
  readonly rules: DealRules; // deal rule for new games
  readonly suits: SuitCount; // suit count preselected for new games
  readonly reduceMotion: boolean; // turn animations off even if the system does not ask
}

export const DEFAULT_SETTINGS: Settings = {
  tapAction: 'move',
  rules: DEFAULT_RULES,
  suits: 1,
  reduceMotion: false,
};

export interface SettingsStore {
  readonly settings: Signal<Settings>;
  update(patch: Partial<Settings>): void;
}

export function createSettings(initial: Partial<Settings> = {}): SettingsStore {
  const settings = signal<Settings>({ ...DEFAULT_SETTINGS, ...initial });
  return {
    settings,
    update(patch) {
      settings.value = { ...settings.value, ...patch };
    },
  };
}
