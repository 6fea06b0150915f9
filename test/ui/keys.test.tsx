// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine/game.ts';
import { renderApp, statusText } from './helpers.tsx';

afterEach(cleanup);

const press = (key: string, init: KeyboardEventInit = {}, target: Element = document.body) => fireEvent.keyDown(target, { key, ...init });

describe('keyboard shortcuts', () => {
  it('D and Space deal; U and Ctrl+Z undo; Shift+U, Ctrl+Y and Ctrl+Shift+Z redo', () => {
    renderApp({ game: newGame(1, 1) });
    press('d');
    expect(statusText()).toContain('Moves: 1');
    press(' ');
    expect(statusText()).toContain('Moves: 2');
    press('u');
    expect(statusText()).toContain('Moves: 1');
    press('z', { ctrlKey: true });
    expect(statusText()).toContain('Moves: 0');
    press('U', { shiftKey: true });
    expect(statusText()).toContain('Moves: 1');
    press('y', { ctrlKey: true });
    expect(statusText()).toContain('Moves: 2');
    press('u');
    press('Z', { ctrlKey: true, shiftKey: true });
    expect(statusText()).toContain('Moves: 2');
  });

  it('a held D deals once; Caps Lock does not turn undo into redo', () => {
    renderApp({ game: newGame(1, 1) });
    press('d');
    press('d', { repeat: true });
    press('d', { repeat: true });
    expect(statusText()).toContain('Moves: 1');
    press('U'); // Caps Lock: an upper-case U without Shift
    expect(statusText()).toContain('Moves: 0');
  });

  it('N, R, P and ? open their dialogs; P also ends the pause', () => {
    const { session } = renderApp({ game: newGame(1, 1) });
    press('n');
    expect(screen.getByRole('dialog', { name: 'New game' })).toBeTruthy();
    press('Escape', {}, screen.getByRole('dialog'));
    press('d');
    press('r');
    expect(screen.getByRole('dialog', { name: 'Restart this deal?' })).toBeTruthy();
    press('Escape', {}, screen.getByRole('dialog'));
    press('p');
    expect(session.clock.paused.value).toBe(true);
    press('p', {}, screen.getByRole('dialog', { name: 'Paused' }));
    expect(session.clock.paused.value).toBe(false);
    press('?');
    expect(screen.getByRole('dialog', { name: 'Help' })).toBeTruthy();
  });

  it('H asks for a hint and moves nothing', async () => {
    const { session } = renderApp({ game: newGame(1, 1) });
    const before = session.game.value;
    press('h');
    expect(session.game.value).toBe(before);
    expect(screen.getByRole('alert').textContent).toBe('');
    expect((await screen.findByRole('region', { name: 'Hint' })).textContent).toMatch(/Move|Deal/);
  });

  it('F turns focus mode on and off (SPEC §3), as a setting, and says so; it moves nothing', () => {
    const { session, settings } = renderApp({ game: newGame(1, 1) });
    const before = session.game.value;
    const app = () => document.querySelector('.app')!;
    expect(app().classList.contains('focus')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Leave focus mode' })).toBeNull();
    press('f');
    expect(settings.settings.value.focusMode).toBe(true);
    expect(app().classList.contains('focus')).toBe(true);
    expect(screen.getByRole('button', { name: 'Leave focus mode' })).toBeTruthy();
    expect(document.querySelector('.toast.info')!.textContent).toMatch(/^Focus mode on\./);
    expect(screen.getByRole('alert').textContent).toBe(''); // no "full screen is not available"
    press('F', { repeat: true }); // a held key does not flicker it
    expect(settings.settings.value.focusMode).toBe(true);
    press('F');
    expect(settings.settings.value.focusMode).toBe(false);
    expect(app().classList.contains('focus')).toBe(false);
    expect(document.querySelector('.toast.info')!.textContent).toBe('Focus mode off.');
    expect(session.game.value).toBe(before);
  });

  it('nothing fires while a dialog is open or a text field has the focus', () => {
    renderApp({ game: newGame(1, 1) });
    press('n');
    const dialog = screen.getByRole('dialog', { name: 'New game' });
    press('d', {}, dialog);
    fireEvent.click(screen.getByRole('radio', { name: 'By number' }));
    const field = screen.getByRole('textbox', { name: 'Deal number' });
    press('u', {}, field);
    press('d', {}, field);
    press('Escape', {}, dialog);
    expect(statusText()).toContain('Moves: 0');
  });
});
