import { describe, expect, it } from 'vitest';
import { createSettings, decodeSettingsPatch, DEFAULT_SETTINGS, type Settings } from '../../src/game/settings.ts';

describe('the settings store', () => {
  it('applies a good patch and answers with the settings it made', () => {
    const store = createSettings();
    const r = store.update({ tapAction: 'select', showScore: true });
    expect(r).toEqual({ ok: true, value: { ...DEFAULT_SETTINGS, tapAction: 'select', showScore: true } });
    expect(store.settings.value).toEqual({ ...DEFAULT_SETTINGS, tapAction: 'select', showScore: true });
  });

  it('refuses a patch with a bad value, all of it: nothing changes, the signal does not fire', () => {
    const store = createSettings();
    const before = store.settings.value;
    // Outside input (a stale form, a script) reaches update without the compiler's check.
    const patch: unknown = { showScore: true, theme: 'purple' };
    const r = store.update(patch as Partial<Settings>);
    expect(r).toEqual({ ok: false, error: { code: 'bad-value', key: 'theme' }, message: 'the setting "theme" cannot take that value' });
    expect(store.settings.value).toBe(before);
  });

  it('refuses a name that is no setting, and prototype keys', () => {
    const store = createSettings();
    const before = store.settings.value;
    expect(store.update({ volume: 3 } as unknown as Partial<Settings>)).toEqual({
      ok: false,
      error: { code: 'unknown-setting', key: 'volume' },
      message: '"volume" is no setting',
    });
    expect(store.update(JSON.parse('{"__proto__": {"theme": "dark"}}'))).toEqual({
      ok: false,
      error: { code: 'unknown-setting', key: '__proto__' },
      message: '"__proto__" is no setting',
    });
    expect(store.settings.value).toBe(before);
  });

  it('decodes patches with the same guards as stored settings', () => {
    expect(decodeSettingsPatch({ suits: 2, rules: 'strict', language: 'de' })).toEqual({ ok: true, value: { suits: 2, rules: 'strict', language: 'de' } });
    expect(decodeSettingsPatch({ suits: 3 })).toEqual({
      ok: false,
      error: { code: 'bad-value', key: 'suits' },
      message: 'the setting "suits" cannot take that value',
    });
    expect(decodeSettingsPatch({ fourColour: 'yes' })).toEqual({
      ok: false,
      error: { code: 'bad-value', key: 'fourColour' },
      message: 'the setting "fourColour" cannot take that value',
    });
    expect(decodeSettingsPatch([])).toEqual({ ok: false, error: { code: 'not-an-object', key: null }, message: 'a settings change must be an object' });
    expect(decodeSettingsPatch({})).toEqual({ ok: true, value: {} });
  });

  it('exposes a read-only signal: only update changes the settings', () => {
    const store = createSettings();
    // @ts-expect-error the settings signal is read-only outside the store
    const write = () => (store.settings.value = DEFAULT_SETTINGS);
    expect(typeof write).toBe('function');
  });
});

describe('the hint level setting', () => {
  it('is Normal by default, takes the three levels, refuses others, and old saves get Normal', async () => {
    const { createSettings, decodeSettings, encodeSettings, DEFAULT_SETTINGS } = await import('../../src/game/settings.ts');
    expect(DEFAULT_SETTINGS.hintLevel).toBe('normal');
    const store = createSettings();
    expect(store.update({ hintLevel: 'deep' }).ok).toBe(true);
    expect(store.settings.value.hintLevel).toBe('deep');
    expect(store.update(JSON.parse('{"hintLevel":"fast"}')).ok).toBe(false);
    expect(store.settings.value.hintLevel).toBe('deep');
    const { hintLevel: _dropped, ...older } = encodeSettings(DEFAULT_SETTINGS) as Record<string, unknown>;
    const decoded = decodeSettings(older);
    expect(decoded.ok && decoded.value.hintLevel).toBe('normal');
    expect(decoded.ok && decoded.repaired).toEqual([]);
  });
});

describe('the focus mode setting', () => {
  it('is off by default, takes true and false only, round-trips, and settings stored before it decode with it off', async () => {
    const { createSettings, decodeSettings, encodeSettings, DEFAULT_SETTINGS } = await import('../../src/game/settings.ts');
    expect(DEFAULT_SETTINGS.focusMode).toBe(false);
    const store = createSettings();
    expect(store.update({ focusMode: true }).ok).toBe(true);
    expect(store.settings.value.focusMode).toBe(true);
    expect(store.update(JSON.parse('{"focusMode":"on"}'))).toEqual({
      ok: false,
      error: { code: 'bad-value', key: 'focusMode' },
      message: 'the setting "focusMode" cannot take that value',
    });
    expect(store.settings.value.focusMode).toBe(true);
    const stored = decodeSettings(JSON.parse(JSON.stringify(encodeSettings(store.settings.value))));
    expect(stored).toEqual({ ok: true, value: store.settings.value, repaired: [] });
    // A record written by the app before focus mode existed (version 1, no focusMode field).
    const before = {
      version: 1,
      tapAction: 'select',
      rules: 'classic',
      suits: 2,
      dealType: 'verified',
      showScore: true,
      undoPenalty: true,
      fourColour: false,
      cardSize: 'large',
      textSize: 'large',
      theme: 'dark',
      motion: 'system',
      contrast: 'system',
      language: 'de',
      sendResults: true,
      hintLevel: 'quick',
    };
    const old = decodeSettings(before);
    // Newer settings than this record (the verified grade, issue 24) take their defaults too.
    expect(old).toEqual({ ok: true, value: { ...before, version: undefined, focusMode: false, verifiedGrade: 'any' }, repaired: [] });
    // A bad stored value goes back to off, and is listed.
    const bad = decodeSettings({ ...before, focusMode: 1 });
    expect(bad.ok && bad.value.focusMode).toBe(false);
    expect(bad.ok && bad.repaired).toEqual(['focusMode']);
  });
});
