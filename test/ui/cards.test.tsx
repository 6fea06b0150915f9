// @vitest-environment happy-dom
import { signal } from '@preact/signals';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newGame } from '../../src/engine/game.ts';
import { decodeSettings, DEFAULT_SETTINGS, encodeSettings, type Settings } from '../../src/game/settings.ts';
import { KEYS } from '../../src/game/storage.ts';
import { uiEn } from '../../src/i18n/ui-en.ts';
import { applySettings } from '../../src/ui/apply-settings.ts';
import { Card } from '../../src/ui/Card.tsx';
import { makeGame, run } from '../game/helpers.ts';
import { card, renderApp } from './helpers.tsx';

const root = document.documentElement;
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const k of Object.keys(root.dataset)) delete root.dataset[k];
});

/** One face-up card in a column, on its own. Ids: rank − 1 + 13 × suit (spades first). */
function face(id: number, suits: 1 | 2 | 4 = 4): HTMLElement {
  const { container } = render(<Card id={id} suits={suits} faceUp y={0} z={1} column={0} index={0} selected={false} text={uiEn} />);
  return container.querySelector<HTMLElement>('.card')!;
}

describe('Card faces', () => {
  it('J, Q and K get a court face with their letter; other ranks do not', () => {
    for (const [id, letter] of [
      [10, 'J'],
      [11, 'Q'],
      [12, 'K'],
    ] as const) {
      const el = face(id);
      expect(el.classList.contains('court'), `${letter} is a court card`).toBe(true);
      expect(el.classList.contains(`r-${letter}`), `${letter} draws its own crown`).toBe(true);
      expect(el.querySelector('.pip')!.textContent).toBe(letter);
      cleanup();
    }
    for (const id of [0, 1, 8, 9]) {
      const el = face(id);
      expect(el.classList.contains('court'), `rank ${id + 1} is not a court card`).toBe(false);
      expect(el.querySelector('.pip')!.textContent, 'a number card’s pip is drawn, not written').toBe('');
      cleanup();
    }
    expect(face(0).classList.contains('ace')).toBe(true);
  });

  it('keeps every card at four elements or fewer, with rank and suit in the index', () => {
    const king = face(12 + 13 * 1); // King of hearts
    expect(king.querySelectorAll('*').length + 1).toBeLessThanOrEqual(4);
    expect(king.getAttribute('aria-label')).toBe('King of hearts');
    expect(king.classList.contains('s-H')).toBe(true);
    const ix = king.querySelector('.ix')!;
    expect(ix.textContent).toBe('K');
    expect(ix.querySelector('.ix-suit'), 'the suit sits in the index').not.toBeNull();
    cleanup();
    const ten = face(9 + 13 * 3); // 10 of clubs
    expect(ten.querySelector('.ix')!.textContent).toBe('10');
    expect(ten.classList.contains('s-C')).toBe(true);
    expect(ten.querySelectorAll('*').length + 1).toBeLessThanOrEqual(4);
  });

  it('face-down cards are one element with their name', () => {
    const { container } = render(<Card id={12} suits={1} faceUp={false} y={0} z={1} column={3} index={0} selected={false} text={uiEn} />);
    const el = container.querySelector('.card')!;
    expect(el.classList.contains('back')).toBe(true);
    expect(el.childElementCount).toBe(0);
    expect(el.getAttribute('aria-label')).toBe('Face-down card');
  });

  it('in the app, a King on a column shows its court face', () => {
    renderApp({ game: makeGame({ columns: [[...run('K', '2', 'S')], ['AS']], completed: 7, dump: [] }) });
    const king = card(1, 'King of spades');
    expect(king.classList.contains('court')).toBe(true);
  });
});

describe('The contrast setting', () => {
  it('defaults to following the system and survives storage and the decoder', () => {
    expect(DEFAULT_SETTINGS.contrast).toBe('system');
    for (const contrast of ['system', 'more', 'normal'] as const) {
      const s: Settings = { ...DEFAULT_SETTINGS, contrast };
      expect(decodeSettings(JSON.parse(JSON.stringify(encodeSettings(s))))).toEqual({ ok: true, value: s, repaired: [] });
    }
  });

  it('a bad stored value goes back to the default and is listed; settings saved before it existed decode', () => {
    const bad = decodeSettings({ ...(encodeSettings(DEFAULT_SETTINGS) as object), contrast: 'extreme' });
    expect(bad).toEqual({ ok: true, value: DEFAULT_SETTINGS, repaired: ['contrast'] });
    const { contrast: _, ...older } = encodeSettings({ ...DEFAULT_SETTINGS, theme: 'dark' }) as Record<string, unknown>;
    const r = decodeSettings(older);
    expect(r.ok && r.value.contrast).toBe('system');
    expect(r.ok && r.value.theme).toBe('dark');
    expect(r.ok && r.repaired).toEqual([]);
  });

  it('"system" follows prefers-contrast: more, live; "more" and "normal" override it', () => {
    const listeners: ((e: { matches: boolean }) => void)[] = [];
    const query = { matches: true, addEventListener: (_: string, f: (e: { matches: boolean }) => void) => listeners.push(f), removeEventListener: () => {} };
    const media: string[] = [];
    vi.stubGlobal('matchMedia', (q: string) => {
      media.push(q);
      return q === '(prefers-contrast: more)' ? query : { matches: false, addEventListener: () => {}, removeEventListener: () => {} };
    });
    const settings = signal<Settings>(DEFAULT_SETTINGS);
    const stop = applySettings(settings, root);
    expect(media).toContain('(prefers-contrast: more)');
    expect(root.dataset.contrast).toBe('more');
    for (const f of listeners) f({ matches: false });
    expect(root.dataset.contrast).toBe('normal');
    settings.value = { ...DEFAULT_SETTINGS, contrast: 'more' };
    expect(root.dataset.contrast).toBe('more');
    for (const f of listeners) f({ matches: true });
    settings.value = { ...DEFAULT_SETTINGS, contrast: 'normal' };
    expect(root.dataset.contrast).toBe('normal');
    stop();
  });

  it('the Settings dialog switches it, applies it at once, and it is kept', async () => {
    const { store, persistence } = renderApp({ game: newGame(1, 1) });
    expect(root.dataset.contrast).toBe('normal'); // happy-dom does not prefer more contrast
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const group = within(screen.getByRole('dialog', { name: 'Settings' })).getByRole('group', { name: 'Contrast' });
    const high = within(group).getByRole('radio', { name: 'High' }) as HTMLInputElement;
    expect((within(group).getByRole('radio', { name: 'Like the system' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(high);
    expect(high.checked).toBe(true);
    expect(root.dataset.contrast).toBe('more');
    await persistence.flush();
    const saved = decodeSettings((await store.getMany([KEYS.settings]))[0]);
    expect(saved.ok && saved.value.contrast).toBe('more');
    fireEvent.click(within(group).getByRole('radio', { name: 'Normal' }));
    expect(root.dataset.contrast).toBe('normal');
  });
});
