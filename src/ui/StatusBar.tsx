import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { score } from '../engine/score.ts';
import { clockTime } from '../i18n/format.ts';
import { useController } from './context.ts';
import type { Controller } from '../app/controller.ts';

/**
 * One figure of the status bar: a small label over a larger value. The catalog's own sentence
 * ("Moves: 12", "步数：12") is split at its first colon, so the element's text stays exactly that
 * sentence (tests and screen readers read it whole) while the eye gets the label and the number.
 */
export function Stat({ text, class: extra, role, children }: { text: string; class?: string; role?: 'timer'; children?: ComponentChildren }) {
  const m = /^(.*?)([:：]\s*)(.*)$/.exec(text);
  const cls = `stat${extra ? ` ${extra}` : ''}`;
  if (!m) {
    return (
      <span class={cls} role={role}>
        <span class="stat-value">{text}</span>
        {children}
      </span>
    );
  }
  return (
    <span class={cls} role={role}>
      <span class="stat-label">
        {m[1]}
        <span class="stat-colon">{m[2]}</span>
      </span>
      <span class="stat-value">{m[3]}</span>
      {children}
    </span>
  );
}

/** The deal in one line: number, suit count, kind (and day), and the rules when not classic. */
export function dealText({ session, text, games }: Pick<Controller, 'session' | 'text' | 'games'>): string {
  const g = session.game.value;
  const grade = games.grade.value; // a verified deal's third (issue 24)
  const info = text.dealInfo(g.deal, g.position.suits, session.kind.value, session.day.value) + (grade ? ` · ${text.dealGrade[grade]}` : '');
  return g.rules === 'classic' ? info : `${info} · ${text.rulesShort[g.rules]}`;
}

/**
 * The status bar: moves, runs (per suit when more than one), deals left, face-down cards and
 * score in a polite live region; the clock sits beside it, outside, so its ticking is never read out.
 */
export function StatusBar() {
  const { session, text, settings } = useController();
  const s = session.views.status.value;
  const { showScore, undoPenalty } = settings.value;
  return (
    <div class="status-bar">
      <div class="status" role="status" aria-label={text.statusLabel}>
        <Stat text={text.moves(s.moves)} class="stat-main" />
        <Stat text={text.runs(s.runs)} class="stat-main stat-runs">
          {s.runsBySuit.length > 1 && (
            <span class="by-suit">
              {s.runsBySuit.map((r) => (
                <span key={r.suit} class={`s-${r.suit}`} title={text.suitPlural(r.suit)}>
                  <span aria-hidden="true">{text.suitSymbol[r.suit]}</span>
                  <span class="sr-only"> {text.suitPlural(r.suit)} </span>
                  {r.count}
                </span>
              ))}
            </span>
          )}
        </Stat>
        <Stat text={text.dealsLeft(s.roundsLeft)} />
        <Stat text={text.faceDown(s.faceDown)} />
        {showScore && <Stat text={text.score(score(s.moves, s.undos, s.runs, undoPenalty))} />}
      </div>
      <GameClock />
    </div>
  );
}

/** Ticks once a second while the timer runs; outside the status region, so never announced. */
function GameClock() {
  const { session, text } = useController();
  const timer = session.clock.timer.value;
  const [, tick] = useState(0);
  useEffect(() => {
    if (timer.since === null) return;
    const id = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(id);
  }, [timer]);
  // role=timer: a live region that is off by default, so the time is there when asked for.
  return <Stat text={text.time(clockTime(session.clock.elapsed()))} class="clock" role="timer" />;
}
