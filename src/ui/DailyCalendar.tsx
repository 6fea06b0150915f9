import { useId, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { DailyDays } from '../game/daily-days.ts';
import { addDays, addMonths, dailyStreaks, monthDays, weekday } from '../game/daily-streaks.ts';
import { useController } from './context.ts';

const KEY_STEPS: Readonly<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** The weeks of a month as rows of day keys, null where the row reaches into another month. */
function weeks(month: string, weekStart: number): (string | null)[][] {
  const days = monthDays(month);
  const lead = (weekday(days[0]!) - weekStart + 7) % 7;
  const cells: (string | null)[] = [...Array.from({ length: lead }, () => null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/**
 * One suit count's dailies as a month grid (issue 24): each day named with what came of its
 * daily ("2 December: won"), marked by a sign as well as a colour; the arrow keys go from day to
 * day (a roving focus, one tab stop), Page Up and Page Down from month to month, never past today's.
 */
export function DailyCalendar({ days }: { days: DailyDays }) {
  const c = useController();
  const { text } = c;
  const today = c.games.today();
  const thisMonth = today.slice(0, 7);
  const [focus, setFocus] = useState(today);
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  const titleId = useId();
  const month = focus.slice(0, 7);
  const streaks = dailyStreaks(days, today);

  const go = (day: string) => {
    // Never into a month after today's: there is nothing to see there yet.
    setFocus(day.slice(0, 7) > thisMonth ? today : day);
  };
  const goMonth = (delta: number) => {
    const target = addMonths(month, delta);
    if (target > thisMonth) return;
    const dayOfMonth = Number(focus.slice(8));
    const last = monthDays(target).length;
    go(`${target}-${String(Math.min(dayOfMonth, last)).padStart(2, '0')}`);
  };

  // Before the paint: the focus follows the key at once, not a frame later.
  useLayoutEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-day="${focus}"]`)?.focus();
  }, [focus]);

  const onKeyDown = (e: KeyboardEvent) => {
    // Home and End: the first and last day of the focused day's week.
    const intoWeek = (weekday(focus) - text.weekStart + 7) % 7;
    const step = e.key === 'Home' ? -intoWeek : e.key === 'End' ? 6 - intoWeek : KEY_STEPS[e.key];
    if (step === undefined && e.key !== 'PageUp' && e.key !== 'PageDown') return;
    e.preventDefault();
    e.stopPropagation();
    moved.current = true;
    if (step !== undefined) go(addDays(focus, step));
    else goMonth(e.key === 'PageUp' ? -1 : 1);
  };

  const order = Array.from({ length: 7 }, (_, i) => (i + text.weekStart) % 7);
  return (
    <section class="daily-calendar" aria-labelledby={`${titleId}-h`}>
      <h3 id={`${titleId}-h`}>{text.dailyCalendar}</h3>
      {/* Lines, not a second list of terms: the records above stay the dialog's one list. */}
      <p class="streak">
        <span>{text.statDailyStreak}</span> <strong>{text.count(streaks.current)}</strong>
      </p>
      <p class="streak">
        <span>{text.statDailyBestStreak}</span> <strong>{text.count(streaks.best)}</strong>
      </p>
      <div class="calendar-nav">
        <button type="button" class="secondary" aria-label={text.previousMonth} onClick={() => goMonth(-1)}>
          <span aria-hidden="true">←</span>
        </button>
        <span id={titleId} class="calendar-month" aria-live="polite">
          {text.calendarMonth(month)}
        </span>
        <button type="button" class="secondary" aria-label={text.nextMonth} disabled={month >= thisMonth} onClick={() => goMonth(1)}>
          <span aria-hidden="true">→</span>
        </button>
      </div>
      <table ref={grid} role="grid" class="calendar" aria-labelledby={titleId} aria-describedby={`${titleId}-keys`} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {order.map((d) => (
              <th key={d} scope="col">
                {text.weekday(d)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks(month, text.weekStart).map((row, i) => (
            <tr key={i}>
              {row.map((day, j) => {
                if (day === null) return <td key={j} role="gridcell" class="outside" />;
                const state = days[day] ?? null;
                return (
                  <td
                    key={day}
                    role="gridcell"
                    data-day={day}
                    tabIndex={day === focus ? 0 : -1}
                    aria-label={text.calendarDay(day, state)}
                    aria-current={day === today ? 'date' : undefined}
                    class={`day${state ? ` ${state}` : ''}${day === today ? ' today' : ''}`}
                    onClick={() => setFocus(day)}
                  >
                    <span aria-hidden="true">
                      {text.count(Number(day.slice(8)))}
                      {state && <span class="mark">{text.calendarMarks[state]}</span>}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p class="note">{text.calendarLegend}</p>
      <p class="note" id={`${titleId}-keys`}>
        {text.calendarKeys}
      </p>
      <p class="note">{text.calendarNote}</p>
    </section>
  );
}
