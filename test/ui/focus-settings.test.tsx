// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { newGame } from '../../src/engine/game.ts';
import { decodeSettings } from '../../src/game/settings.ts';
import { KEYS } from '../../src/game/storage.ts';
import { renderApp, statusText, tool } from './helpers.tsx';

const root = document.documentElement;
afterEach(() => {
  cleanup();
  for (const k of Object.keys(root.dataset)) delete root.dataset[k];
  vi.restoreAllMocks();
});

const openSettings = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
  return screen.getByRole('dialog', { name: 'Settings' });
};

describe('focus mode (SPEC §3; issue 25, point 5)', () => {
  it('Settings turns it on; the header keeps a visible way out, every action stays reachable, and it is kept', async () => {
    const { store, persistence, settings } = renderApp({ game: newGame(1, 1) });
    const dialog = openSettings();
    const box = within(within(dialog).getByRole('group', { name: 'Screen' })).getByRole('checkbox', { name: /^Focus mode/ });
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(box);
    expect(settings.settings.value.focusMode).toBe(true);
    expect((box as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(document.querySelector('.app')!.classList.contains('focus')).toBe(true);
    // Every button of the SPEC's contract is still there by its name, the status line whole.
    for (const name of ['Undo', 'Redo', 'Hint', 'Deal', 'New game', 'Settings', 'Help', 'Statistics']) {
      expect(screen.getByRole('button', { name }), name).toBeTruthy();
    }
    expect(tool('Restart')).toBeTruthy();
    expect(tool('Pause')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'All moves' })).toBeTruthy();
    expect(statusText()).toMatch(/Moves: 0.*Runs: 0\/8/);
    expect(statusText()).toContain('Deals left'); // out of sight, still read
    await persistence.flush();
    const saved = decodeSettings((await store.getMany([KEYS.settings]))[0]);
    expect(saved.ok && saved.value.focusMode).toBe(true);
    // The way out is in the header, first, and it works like F.
    const leave = screen.getByRole('button', { name: 'Leave focus mode' });
    expect(leave.closest('header')).not.toBeNull();
    expect(leave.parentElement!.firstElementChild).toBe(leave);
    fireEvent.click(leave);
    expect(settings.settings.value.focusMode).toBe(false);
    expect(document.querySelector('.app')!.classList.contains('focus')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Leave focus mode' })).toBeNull();
  });

  it('starts in focus mode when it was kept', () => {
    renderApp({ game: newGame(1, 1), settings: { focusMode: true } });
    expect(document.querySelector('.app')!.classList.contains('focus')).toBe(true);
    expect(screen.getByRole('button', { name: 'Leave focus mode' })).toBeTruthy();
  });
});

describe('full screen (SPEC §3 "full screen where supported")', () => {
  it('has no control where the browser has none (happy-dom, iPhone Safari)', () => {
    renderApp({ game: newGame(1, 1) });
    const dialog = openSettings();
    expect(within(dialog).queryByRole('button', { name: 'Full screen' })).toBeNull();
  });

  it('where supported, a button of its own in Settings asks for it; focus mode stays as it was', () => {
    // happy-dom has no full screen: this browser has one.
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
    const request = vi.fn(() => Promise.resolve());
    Object.defineProperty(root, 'requestFullscreen', { configurable: true, value: request });
    onTestFinished(() => {
      delete (document as { fullscreenEnabled?: boolean }).fullscreenEnabled;
      delete (root as { requestFullscreen?: unknown }).requestFullscreen;
    });
    const { settings } = renderApp({ game: newGame(1, 1) });
    const dialog = openSettings();
    const button = within(dialog).getByRole('button', { name: 'Full screen' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(request).toHaveBeenCalledTimes(1);
    expect(settings.settings.value.focusMode).toBe(false);
  });
});

describe('Help and Settings: a Done button in the header (issue 25, point 7)', () => {
  for (const [name, open] of [
    ['Settings', () => fireEvent.click(screen.getByRole('button', { name: 'Settings' }))],
    ['Help', () => fireEvent.keyDown(document.body, { key: '?' })],
  ] as const) {
    it(`${name}: Done sits beside the title and closes it; Close at the bottom is still the one Close; reading starts in the sheet`, () => {
      renderApp({ game: newGame(1, 1) });
      open();
      const dialog = screen.getByRole('dialog', { name });
      const done = within(dialog).getByRole('button', { name: 'Done' });
      expect(done.parentElement!.querySelector('h2')!.textContent).toBe(name);
      // Exactly one button whose name contains "Close", the one at the bottom.
      const closes = within(dialog)
        .getAllByRole('button')
        .filter((b) => /close/i.test(b.getAttribute('aria-label') ?? b.textContent ?? ''));
      expect(closes.map((b) => b.textContent)).toEqual(['Close']);
      expect(document.activeElement).not.toBe(done);
      expect(dialog.contains(document.activeElement)).toBe(true);
      fireEvent.click(done);
      expect(screen.queryByRole('dialog', { name })).toBeNull();
    });
  }
});

describe('Help lists the SPEC’s keys', () => {
  it('F is focus mode', () => {
    renderApp({ game: newGame(1, 1) });
    fireEvent.keyDown(document.body, { key: '?' });
    const dialog = screen.getByRole('dialog', { name: 'Help' });
    const terms = [...dialog.querySelectorAll('.terms > div')].map((d) => [d.querySelector('dt')!.textContent, d.querySelector('dd')!.textContent]);
    expect(terms).toContainEqual(['F', 'Focus mode on or off']);
    expect(dialog.textContent).not.toMatch(/Full screen/);
  });
});

describe('Card size: Settings says where Larger cannot make the cards bigger (issue 25, point 4)', () => {
  /** Gives the board a laid-out size (happy-dom lays nothing out). */
  const boardOf = (width: number, height: number) => {
    const board = document.querySelector<HTMLElement>('.app .board')!;
    Object.defineProperty(board, 'clientWidth', { configurable: true, value: width });
    Object.defineProperty(board, 'clientHeight', { configurable: true, value: height });
  };
  const note = (dialog: HTMLElement) => within(dialog).getByRole('group', { name: 'Card size' }).querySelector('.note')?.textContent ?? null;

  it('on an upright phone the cards already fill the width: it says so', () => {
    renderApp({ game: newGame(1, 1) });
    boardOf(360, 559);
    expect(note(openSettings())).toBe(
      'On this screen the cards already fill the width, so Larger makes them only a little bigger (34 instead of 33 pixels wide). Turned on its side, the screen gives bigger cards.',
    );
  });

  it('on a desktop Larger acts: no note', () => {
    renderApp({ game: newGame(1, 1) });
    boardOf(1280, 632);
    expect(note(openSettings())).toBeNull();
  });

  it('in German too', async () => {
    const { controller } = renderApp({ game: newGame(1, 1), settings: { language: 'de' } });
    boardOf(768, 856);
    await screen.findByRole('button', { name: 'Einstellungen' });
    fireEvent.click(screen.getByRole('button', { name: 'Einstellungen' }));
    const dialog = screen.getByRole('dialog', { name: 'Einstellungen' });
    expect(within(dialog).getByRole('group', { name: 'Kartengröße' }).querySelector('.note')!.textContent).toMatch(/füllen die Karten schon die Breite/);
    expect(controller.text.cardSizeNote(70, 72, true)).toContain('72 statt 70 Pixel');
  });
});
