import { useEffect } from 'preact/hooks';
import { SUIT_COUNTS, type SuitCount } from '../engine/cards.ts';
import { winRate } from '../game/records.ts';
import { useController } from './context.ts';
import { DailyCalendar } from './DailyCalendar.tsx';
import { Dialog } from './Dialog.tsx';
import { WhereWrongButton } from './WhereWrong.tsx';

/** Records per suit count (SPEC §3), with a confirmed reset of the one shown. */
export function StatisticsDialog({ suits }: { suits: SuitCount }) {
  const c = useController();
  const { text } = c;
  const r = c.stored.records.value[suits];
  const rate = winRate(r);
  const dash = text.noRecordYet;
  return (
    <Dialog title={text.statistics} onClose={c.dialogs.closeDialog} class="statistics">
      <div class="segmented" role="group" aria-label={text.suitsLabel}>
        {SUIT_COUNTS.map((n) => (
          <button key={n} type="button" aria-pressed={n === suits ? 'true' : 'false'} onClick={() => c.dialogs.openStatistics(n)}>
            {text.suitsOption(n)}
          </button>
        ))}
      </div>
      <dl class="facts records">
        <dt>{text.statPlayed}</dt>
        <dd>{text.count(r.played)}</dd>
        <dt>{text.statWon}</dt>
        <dd>{text.count(r.won)}</dd>
        <dt>{text.statWonWithoutUndo}</dt>
        <dd>{text.count(r.wonWithoutUndo)}</dd>
        <dt>{text.statWonWithoutHints}</dt>
        <dd>{text.count(r.wonWithoutHints)}</dd>
        <dt>{text.statWinRate}</dt>
        <dd>{rate === null ? dash : text.percent(rate)}</dd>
        <dt>{text.statStreak}</dt>
        <dd>{text.count(r.streak)}</dd>
        <dt>{text.statBestStreak}</dt>
        <dd>{text.count(r.bestStreak)}</dd>
        <dt>{text.statBestTime}</dt>
        <dd>{r.bestTimeMs === null ? dash : text.duration(r.bestTimeMs)}</dd>
        <dt>{text.statFewestMoves}</dt>
        <dd>{r.fewestMoves === null ? dash : text.count(r.fewestMoves)}</dd>
        <dt>{text.statDaily}</dt>
        <dd>{r.dailyWon === c.games.today() ? text.dailyWon : text.dailyNotYet}</dd>
      </dl>
      <DailyCalendar key={suits} days={c.dailies.value[suits]} />
      <LastGame suits={suits} />
      <div class="actions">
        <button type="button" onClick={() => c.dialogs.open({ kind: 'reset-records', suits })} disabled={r.played === 0}>
          {text.resetRecords}
        </button>
        <button type="button" class="primary" data-autofocus onClick={c.dialogs.closeDialog}>
          {text.close}
        </button>
      </div>
    </Dialog>
  );
}

/** The last game left with moves at this suit count, and its "Where did it go wrong?". */
function LastGame({ suits }: { suits: SuitCount }) {
  const c = useController();
  const { text } = c;
  useEffect(() => c.analysis.loadLastGame(), []);
  const last = c.analysis.lastGame.value;
  if (!last || last.game.position.suits !== suits) return null;
  return (
    <section class="last-game" aria-label={text.lastGameTitle}>
      <p>
        <strong>{text.lastGameTitle}</strong> {text.lastGameInfo(last.game.position.moves)}
      </p>
      <WhereWrongButton last />
    </section>
  );
}
