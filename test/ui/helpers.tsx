import { render, screen, within } from '@testing-library/preact';
import type { Game } from '../../src/engine/game.ts';
import { newGame } from '../../src/engine/game.ts';
import { manualClock } from '../../src/game/clock.ts';
import { createSession, type DealKind } from '../../src/game/session.ts';
import { createSettings, type Settings } from '../../src/game/settings.ts';
import { uiEn } from '../../src/i18n/ui-en.ts';
import { App } from '../../src/ui/App.tsx';
import { createController } from '../../src/ui/controller.ts';

export interface Setup {
  game?: Game;
  kind?: DealKind;
  settings?: Partial<Settings>;
  href?: string | null;
  pickDeal?: () => number;
}

/** Renders the whole app on a given game, without motion, with a hand-driven clock. */
export function renderApp(setup: Setup = {}) {
  const clock = manualClock(1000);
  const session = createSession({
    clock,
    pickDeal: setup.pickDeal ?? (() => 99),
    initial: { game: setup.game ?? newGame(1, 1), kind: setup.kind ?? 'position' },
  });
  const settings = createSettings({ reduceMotion: true, ...setup.settings });
  const controller = createController({ session, settings, text: uiEn, prefersReducedMotion: () => true });
  const result = render(<App controller={controller} href={setup.href ?? null} />);
  return { ...result, session, settings, controller, clock };
}

export function column(n: number): HTMLElement {
  return screen.getByRole('group', { name: `Column ${n}` });
}

/** Card names of column n (1-based), bottom first. */
export function columnCards(n: number): string[] {
  return within(column(n))
    .queryAllByRole('img')
    .map((el) => el.getAttribute('aria-label') ?? '');
}

export function card(n: number, name: string): HTMLElement {
  const all = within(column(n)).getAllByRole('img', { name });
  return all[all.length - 1]!;
}

export function statusText(): string {
  return screen.getByRole('status').textContent ?? '';
}
