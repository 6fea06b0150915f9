import { useEffect, useState } from 'preact/hooks';
import { score } from '../engine/score.ts';
import { clockTime } from '../i18n/format.ts';
import { useController } from './context.ts';

/** The status line: moves, runs, stock rounds, face-down cards and time. */
export function StatusBar() {
  const { session, text, settings } = useController();
  const s = session.status.value;
  const { showScore, undoPenalty } = settings.settings.value;
  return (
    <div class="status" role="status" aria-label={text.statusLabel}>
      <span>{text.moves(s.moves)}</span>
      <span>
        {text.runs(s.runs)}
        {s.runsBySuit.length > 1 && (
          <span class="by-suit">
            {s.runsBySuit.map((r) => (
              <span key={r.suit} class={`s-${r.suit}`} title={text.suitPlural(r.suit)}>
                <span aria-hidden="true">{text.suitSymbol[r.suit]}</span>
                <span class="sr-only">{text.suitPlural(r.suit)} </span>
                {r.count}
              </span>
            ))}
          </span>
        )}
      </span>
      <span>{text.dealsLeft(s.roundsLeft)}</span>
      <span>{text.faceDown(s.faceDown)}</span>
      <GameClock />
      {showScore && <span>{text.score(score(s.moves, s.undos, s.runs, undoPenalty))}</span>}
    </div>
  );
}

/** Ticks once a second while the timer runs; kept out of screen-reader announcements. */
function GameClock() {
  const { session, text } = useController();
  const timer = session.timer.value;
  const [, tick] = useState(0);
  useEffect(() => {
    if (timer.since === null) return;
    const id = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(id);
  }, [timer]);
  return (
    <span class="clock" aria-live="off">
      {text.time(clockTime(session.elapsed()))}
    </span>
  );
}
