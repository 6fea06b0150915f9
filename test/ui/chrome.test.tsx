// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render as renderNow } from 'preact';
import { newGame } from '../../src/engine/game.ts';
import { uiDe } from '../../src/i18n/ui-de.ts';
import { uiEn } from '../../src/i18n/ui-en.ts';
import { uiZhHans } from '../../src/i18n/ui-zh-hans.ts';
import { uiZhHant } from '../../src/i18n/ui-zh-hant.ts';
import type { LanguageCode, UiText } from '../../src/i18n/ui-text.ts';
import { makeGame, run } from '../game/helpers.ts';
import { ControllerContext } from '../../src/ui/context.ts';
import { lazy } from '../../src/ui/lazy.tsx';
import { card, clockText, makeController, renderApp, statusText } from './helpers.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const CATALOGS: readonly [LanguageCode, UiText][] = [
  ['en', uiEn],
  ['de', uiDe],
  ['zh-Hans', uiZhHans],
  ['zh-Hant', uiZhHant],
];

describe('the status bar', () => {
  for (const [code, text] of CATALOGS) {
    it(`${code}: the catalog's sentences, each a small label over its figure; the clock beside, not in, the live region`, async () => {
      renderApp({ game: newGame(2, 7), kind: 'number', settings: { language: code, showScore: true } });
      await screen.findByRole('group', { name: text.column(1) });
      const status = screen.getByRole('status');
      expect(status.getAttribute('aria-label')).toBe(text.statusLabel);
      const stats = [...status.querySelectorAll('.stat')];
      // Moves, runs (with one count per suit), deals left, face-down cards, score: in this order.
      const sentences = [text.moves(0), text.runs(0), text.dealsLeft(5), text.faceDown(44), text.score(500)];
      expect(stats).toHaveLength(sentences.length);
      stats.forEach((stat, i) => {
        expect(stat.textContent!.startsWith(sentences[i]!), `${stat.textContent} starts with ${sentences[i]}`).toBe(true);
        const label = stat.querySelector('.stat-label')!.textContent!;
        const value = stat.querySelector('.stat-value')!.textContent!;
        expect(label.replace(/[:：]\s*$/, '').length).toBeGreaterThan(0);
        expect(value).toMatch(/^\d/);
      });
      expect(stats[1]!.querySelectorAll('.by-suit > span')).toHaveLength(2); // spades and hearts
      expect(statusText()).not.toContain(text.time('0:00'));
      expect(clockText()).toBe(text.time('0:00'));
      expect(screen.getByRole('timer').closest('[role=status]')).toBeNull();
      expect(document.querySelector('.deal-info')!.textContent).toBe(text.dealInfo(7, 2, 'number', null));
    });
  }

  it('one suit: no per-suit counts; the deal line names the rules when they are not classic', () => {
    renderApp({ game: newGame(1, 3, 'relaxed'), kind: 'random' });
    expect(document.querySelector('.by-suit')).toBeNull();
    expect(statusText()).toContain('Runs: 0/8');
    expect(document.querySelector('.deal-info')!.textContent).toBe('Deal 3 · 1 suit · random · relaxed rules');
  });
});

/** Element.animate stand-in: every animation stays running until finished by hand. */
function fakeAnimations() {
  const made: { el: Element; finish: () => void }[] = [];
  vi.spyOn(HTMLElement.prototype, 'animate').mockImplementation(function (this: HTMLElement) {
    let done!: () => void;
    const animation = {
      onfinish: null as null | (() => void),
      oncancel: null as null | (() => void),
      finished: new Promise<void>((resolve) => (done = resolve)),
      finish() {
        done();
        animation.onfinish?.();
      },
      cancel() {
        done();
        animation.oncancel?.();
      },
    };
    made.push({ el: this, finish: animation.finish });
    return animation as unknown as Animation;
  });
  return made;
}

const winningGame = () => makeGame({ columns: [[...run('K', '2', 'S')], ['AS']], completed: 7, dump: [] });
const settle = () => act(async () => void (await new Promise((r) => setTimeout(r, 0))));

describe('the win', () => {
  it('with reduced motion: no flight, no celebration, the panel at once', () => {
    const made = fakeAnimations();
    renderApp({ game: winningGame(), settings: { motion: 'reduce' } });
    fireEvent.click(card(2, 'Ace of spades'));
    expect(screen.getByRole('dialog', { name: /won/ })).toBeTruthy();
    expect(made).toHaveLength(0);
    expect(document.querySelector('.table.celebrate')).toBeNull();
  });

  it('with motion: the last run flies home card by card, the piles hop, then the panel', async () => {
    const made = fakeAnimations();
    renderApp({ game: winningGame(), settings: { motion: 'full' } });
    fireEvent.click(card(2, 'Ace of spades'));
    // Thirteen cards of the completed run fly from the column to their slot.
    const flights = made.filter((a) => a.el.closest('.foundation') && a.el.hasAttribute('data-card'));
    expect(flights).toHaveLength(13);
    expect(screen.queryByRole('dialog')).toBeNull();
    for (const a of flights) a.finish();
    await settle();
    const hops = made.filter((a) => a.el.classList.contains('foundation'));
    expect(hops).toHaveLength(8);
    expect(document.querySelector('.table.celebrate')).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    for (const a of hops) a.finish();
    await settle();
    expect(screen.getByRole('dialog', { name: /won/ })).toBeTruthy();
    expect(document.querySelector('.table.celebrate')).toBeNull();
  });

  it('a tap during the celebration skips to the panel', async () => {
    fakeAnimations();
    renderApp({ game: winningGame(), settings: { motion: 'full' } });
    fireEvent.click(card(2, 'Ace of spades'));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.pointerDown(document.body);
    await settle();
    await settle();
    expect(screen.getByRole('dialog', { name: /won/ })).toBeTruthy();
  });

  it('a won game opened from storage shows its panel at once, without a celebration', () => {
    const made = fakeAnimations();
    renderApp({ game: makeGame({ columns: [], completed: 8, dump: [] }), settings: { motion: 'full' } });
    expect(screen.getByRole('dialog', { name: /won/ })).toBeTruthy();
    expect(made.filter((a) => a.el.classList.contains('foundation'))).toHaveLength(0);
  });
});

describe('the stuck bar', () => {
  it('acts through the controller: Restart deal replays the deal, New deal opens the chooser', () => {
    const game = makeGame({ columns: [['#9S', '4S'], ['#9S', '3S'], ...Array.from({ length: 8 }, () => ['KS'])], dump: [2, 3] });
    const { controller } = renderApp({ game });
    const playAgain = vi.spyOn(controller.games, 'playAgain');
    fireEvent.click(card(2, '3 of spades'));
    const bar = screen.getByRole('region', { name: 'No moves left' });
    expect(bar.textContent).toContain(uiEn.stuckText);
    fireEvent.click(within(bar).getByRole('button', { name: 'Restart deal' }));
    expect(playAgain).toHaveBeenCalledTimes(1);
  });
});

describe('lazy panels', () => {
  it('show “Loading…” until their chunk is there, then the panel; a failed chunk says so', async () => {
    const { controller } = renderApp();
    let arrive!: (c: () => preact.JSX.Element) => void;
    const Panel = lazy(() => new Promise<() => preact.JSX.Element>((resolve) => (arrive = resolve)));
    const { container } = render(
      <ControllerContext.Provider value={controller}>
        <Panel />
      </ControllerContext.Provider>,
    );
    expect(container.textContent).toBe('Loading…');
    arrive(() => <p>the panel</p>);
    await settle();
    expect(container.textContent).toBe('the panel');

    const Broken = lazy<object>(() => Promise.reject(new Error('offline')));
    const broken = render(
      <ControllerContext.Provider value={controller}>
        <Broken />
      </ControllerContext.Provider>,
    );
    await settle();
    expect(broken.container.textContent).toContain(uiEn.loadFailed);
    expect(broken.getByRole('button', { name: uiEn.tryAgain })).toBeTruthy();
  });
});

describe('a lazy panel whose chunk arrives between its render and its effect', () => {
  it('shows the panel, not “Loading…” for ever', async () => {
    // Start-up's preload is on its way when the player opens the panel: the panel renders
    // "Loading…", the chunk lands, and only then do effects run (Preact runs them after a frame).
    const { controller } = makeController();
    let arrive!: (c: () => preact.JSX.Element) => void;
    const Panel = lazy(() => new Promise<() => preact.JSX.Element>((resolve) => (arrive = resolve)));
    void Panel.preload();
    const container = document.body.appendChild(document.createElement('div'));
    renderNow(
      <ControllerContext.Provider value={controller}>
        <Panel />
      </ControllerContext.Provider>,
      container,
    );
    expect(container.textContent).toBe('Loading…');
    arrive(() => <p>the panel</p>);
    await Promise.resolve(); // the chunk is in, no effect has run yet
    await new Promise((r) => setTimeout(r, 150)); // Preact's effects: after a frame, or 100 ms
    await settle();
    expect(container.textContent).toBe('the panel');
    renderNow(null, container);
    container.remove();
  });
});

describe('the stuck bar, opened from storage', () => {
  it('is there with its buttons, but leaves the focus alone until the player acts', () => {
    const game = makeGame({ columns: [['#9S', '4S'], ['#9S', '3S'], ...Array.from({ length: 8 }, () => ['KS'])], dump: [2, 3] });
    const { session } = renderApp({ game });
    fireEvent.click(card(2, '3 of spades'));
    const stuckGame = session.game.value;
    cleanup();
    renderApp({ game: stuckGame });
    const bar = screen.getByRole('region', { name: 'No moves left' });
    expect(within(bar).getByRole('button', { name: 'Undo' })).not.toBe(document.activeElement);
  });
});
