import { useState } from 'preact/hooks';
import { dealLink } from '../game/link.ts';
import { useController } from './context.ts';
import type { Controller } from './controller.ts';
import { Dialog } from './Dialog.tsx';
import { NewGameDialog } from './NewGameDialog.tsx';
import { HelpDialog } from './HelpDialog.tsx';
import { Picker } from './Picker.tsx';
import { SettingsDialog } from './SettingsDialog.tsx';
import { ShowMeDialog } from './ShowMe.tsx';
import { StatisticsDialog } from './StatisticsDialog.tsx';

/** Whichever panel the moment calls for: an open dialog first, then the game's own state. */
export function Panels() {
  const c = useController();
  const d = c.dialog.value;
  const phase = c.session.phase.value;
  if (c.persistence.elsewhere.value) return <ElsewherePanel />;
  if (d.kind === 'new-game') return <NewGameDialog />;
  if (d.kind === 'settings') return <SettingsDialog />;
  if (d.kind === 'help') return <HelpDialog />;
  if (d.kind === 'picker') return <Picker column={d.column} />;
  if (d.kind === 'statistics') return <StatisticsDialog suits={d.suits} />;
  if (d.kind === 'reset-records') return <ResetRecordsDialog />;
  if (d.kind === 'confirm') return <ConfirmDialog what={d.what} />;
  if (d.kind === 'link') return <LinkDialog />;
  // "Show me how" opens over the end panel, which stays where it was (and gets the focus back).
  const viewer = d.kind === 'show-me';
  const end =
    phase === 'won' ? (
      <WinPanel covered={viewer} />
    ) : phase === 'gave-up' ? (
      <GaveUpPanel covered={viewer} />
    ) : null;
  if (end) return <>{end}{viewer && <ShowMeDialog />}</>;
  // Stuck: the bar stays over the toolbar (StuckBar); only its "Show me how" opens here.
  if (viewer) return <ShowMeDialog />;
  if (c.session.paused.value) return <PausedPanel />;
  return null;
}

/** The end panels' way into "Show me how"; only they offer it, once every card is known. */
function ShowMeButton() {
  const c = useController();
  return (
    <button type="button" onClick={c.openShowMe}>
      {c.text.showMe}
    </button>
  );
}

/** True while any panel covers the table (the table is then inert). */
export function usePanelOpen(): boolean {
  return panelOpen(useController());
}

/** The same, outside a component (the keyboard handler). */
export function panelOpen(c: Controller): boolean {
  const s = c.session;
  return (
    c.persistence.elsewhere.value ||
    c.dialog.value.kind !== 'none' ||
    s.over.value ||
    s.paused.value
  );
}

function Facts() {
  const { session, text } = useController();
  const s = session.status.value;
  return (
    <dl class="facts">
      <dt>{text.wonTime}</dt>
      <dd>{text.duration(session.elapsed())}</dd>
      <dt>{text.wonMoves}</dt>
      <dd>{s.moves}</dd>
      <dt>{text.wonUndos}</dt>
      <dd>{s.undos}</dd>
      <dt>{text.wonRuns}</dt>
      <dd>
        {s.runsBySuit.map((r) => (
          <span key={r.suit} class={`run-count s-${r.suit}`}>
            <span aria-hidden="true">{text.suitSymbol[r.suit]} </span>
            <span class="sr-only">{text.suitPlural(r.suit)} </span>
            {r.count}
          </span>
        ))}
      </dd>
    </dl>
  );
}

function DealLine() {
  const c = useController();
  const { session, text } = c;
  const g = session.game.value;
  const [shown, setShown] = useState<string | null>(null);
  const info = text.dealInfo(g.deal, g.position.suits, session.kind.value, session.day.value);
  if (g.deal === null) return <p class="deal-line">{info}</p>;
  const deal = g.deal;
  const copy = async () => {
    const link = dealLink(location.href, g.position.suits, deal, g.rules);
    try {
      await navigator.clipboard.writeText(link);
      c.say(text.linkCopied);
    } catch {
      setShown(link);
      c.say(text.linkNotCopied);
    }
  };
  return (
    <div class="deal-line">
      <span>{info}</span>
      <button type="button" class="secondary" onClick={() => void copy()}>
        {text.copyLink}
      </button>
      {shown && (
        <input class="link-text" readOnly value={shown} aria-label={text.copyLink} onFocus={(e) => e.currentTarget.select()} />
      )}
    </div>
  );
}

/** What this win improved, and where this suit count's records stand now. */
function RecordsLine() {
  const c = useController();
  const { text } = c;
  const suits = c.session.game.value.position.suits;
  const r = c.persistence.records.value[suits];
  const better = c.persistence.improved.value;
  const news = better
    ? [
        better.firstWin && text.firstWin,
        better.bestTime && text.newBestTime,
        better.fewestMoves && text.newFewestMoves,
        better.bestStreak && text.newBestStreak,
      ].filter((x): x is string => typeof x === 'string')
    : [];
  return (
    <div class="records-line">
      {news.length > 0 && (
        <ul class="news">
          {news.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
      <p>{text.recordsSummary(suits, r.won, r.played, r.streak)}</p>
    </div>
  );
}

/**
 * A finished daily's figures from the results service, when it has answered: how many played
 * it, the share won and, after a win, how the player's moves and time rank. Never waited for:
 * the panel shows at once and this line fills in (politely announced) when the answer comes.
 */
function DailyFigures() {
  const c = useController();
  const results = c.results.value;
  const { session, text } = c;
  const day = session.day.value;
  if (!results || session.kind.value !== 'daily' || day === null) return null;
  const f = results.figures.value;
  const shown = f && f.day === day && f.suits === session.game.value.position.suits && f.played > 0 ? f : null;
  const beat = shown && session.phase.value === 'won' && (shown.movesBeat !== null || shown.timeBeat !== null);
  return (
    <p class="daily-figures" aria-live="polite">
      {shown && text.dailyPlayed(shown.played, shown.won)}
      {beat && ` ${text.dailyBeat(shown.movesBeat, shown.timeBeat)}`}
    </p>
  );
}

function WinPanel({ covered }: { covered: boolean }) {
  const c = useController();
  const { text } = c;
  return (
    <Dialog title={text.wonTitle} class="win" covered={covered}>
      <Facts />
      <RecordsLine />
      <DailyFigures />
      <DealLine />
      <div class="actions">
        <ShowMeButton />
        <button type="button" onClick={() => c.open({ kind: 'new-game' })}>
          {text.newGame}
        </button>
        <button type="button" class="primary" data-autofocus onClick={c.playAgain}>
          {text.playAgain}
        </button>
      </div>
    </Dialog>
  );
}

function GaveUpPanel({ covered }: { covered: boolean }) {
  const c = useController();
  const { text } = c;
  return (
    <Dialog title={text.gaveUpTitle} covered={covered}>
      <p>{text.gaveUpText}</p>
      <Facts />
      <DailyFigures />
      <DealLine />
      <div class="actions">
        <ShowMeButton />
        <button type="button" onClick={c.playAgain}>
          {text.playAgain}
        </button>
        <button type="button" class="primary" data-autofocus onClick={() => c.open({ kind: 'new-game' })}>
          {text.newGame}
        </button>
      </div>
    </Dialog>
  );
}

function ResetRecordsDialog() {
  const c = useController();
  const { text } = c;
  const d = c.dialog.value;
  if (d.kind !== 'reset-records') return null;
  return (
    <Dialog title={text.confirmResetTitle(d.suits)} onClose={c.closeDialog}>
      <p>{text.confirmResetText}</p>
      <div class="actions">
        <button type="button" data-autofocus onClick={c.closeDialog}>
          {text.cancel}
        </button>
        <button type="button" class="primary" onClick={c.confirm}>
          {text.resetRecords}
        </button>
      </div>
    </Dialog>
  );
}

/** Another tab took the game over; this one waits until the player takes it back. */
function ElsewherePanel() {
  const c = useController();
  const { text } = c;
  return (
    <Dialog title={text.elsewhereTitle}>
      <p>{text.elsewhereText}</p>
      <div class="actions">
        <button type="button" class="primary" data-autofocus onClick={() => void c.takeBack()}>
          {text.playHere}
        </button>
      </div>
    </Dialog>
  );
}

function ConfirmDialog({ what }: { what: 'restart' | 'give-up' }) {
  const c = useController();
  const { text } = c;
  return (
    <Dialog title={what === 'restart' ? text.confirmRestartTitle : text.confirmGiveUpTitle} onClose={c.closeDialog}>
      <p>{what === 'restart' ? text.confirmRestartText : text.confirmGiveUpText}</p>
      <div class="actions">
        <button type="button" data-autofocus onClick={c.closeDialog}>
          {text.keepPlaying}
        </button>
        <button type="button" class="primary" onClick={c.confirm}>
          {what === 'restart' ? text.restart : text.giveUp}
        </button>
      </div>
    </Dialog>
  );
}

function LinkDialog() {
  const c = useController();
  const { text } = c;
  const d = c.dialog.value;
  if (d.kind !== 'link') return null;
  return (
    <Dialog title={text.linkConfirmTitle} onClose={c.closeDialog}>
      <p>{text.linkConfirmText(d.link.deal, d.link.suits)}</p>
      <div class="actions">
        <button type="button" data-autofocus onClick={c.closeDialog}>
          {text.keepPlaying}
        </button>
        <button type="button" class="primary" onClick={c.confirm}>
          {text.startGame}
        </button>
      </div>
    </Dialog>
  );
}

function PausedPanel() {
  const { session, text } = useController();
  return (
    <Dialog title={text.pausedTitle} onClose={session.resume} class="paused">
      <p>{text.pausedText}</p>
      <div class="actions">
        <button type="button" class="primary" data-autofocus onClick={session.resume}>
          {text.resume}
        </button>
      </div>
    </Dialog>
  );
}
