// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { inertColumns, makeGame, run } from '../game/helpers.ts';
import { renderApp } from './helpers.tsx';

afterEach(cleanup);

const description = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby')!)!.textContent;

describe('the stock and the foundations (issue 11)', () => {
  it('the stock shows its rounds; empty, it says so and is still the Deal button', () => {
    const { controller } = renderApp({ game: makeGame({ columns: [['#9S', '5S'], ...inertColumns(9)], stock: 2 }) });
    const deal = screen.getByRole('button', { name: 'Deal' });
    expect(deal.querySelector('.stock-count')!.textContent).toBe('2');
    expect(deal.querySelectorAll('.stock-card')).toHaveLength(2);
    expect(deal.textContent).not.toContain('Empty');
    fireEvent.click(deal);
    expect(description(deal)).toBe('1 round left');
    act(() => controller.input.deal()); // the stock ignores a second press while a deal lands
    expect(description(deal)).toBe('Stock empty, no rounds left');
    expect(deal.querySelectorAll('.stock-card')).toHaveLength(0);
    expect(deal.querySelector('.stock-empty')!.textContent).toBe('Empty');
    expect(deal.querySelector('.stock-empty')!.getAttribute('aria-hidden')).toBe('true'); // the name stays Deal
  });

  it('the next free foundation slot counts the runs home', () => {
    renderApp({ game: makeGame({ columns: [[...run('K', 'A', 'S')], ['5S'], ...inertColumns(8)], completed: 2 }) });
    const group = screen.getByRole('group', { name: 'Completed runs' });
    const count = group.querySelector('.foundation-count')!;
    expect(count.textContent).toBe('2/8');
    expect(count.getAttribute('aria-hidden')).toBe('true');
    const slots = group.querySelectorAll('.foundation');
    expect(slots).toHaveLength(8);
    // It sits in the third slot, the first without a run.
    expect((count as HTMLElement).style.left).toBe((slots[2] as HTMLElement).style.left);
    expect((count as HTMLElement).style.top).toBe((slots[2] as HTMLElement).style.top);
    expect(slots[2]!.querySelectorAll('[data-card]')).toHaveLength(0);
    expect(slots[1]!.querySelectorAll('[data-card]')).toHaveLength(13);
  });
});
