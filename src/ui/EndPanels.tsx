import { useState } from 'preact/hooks';
import { dealLink } from '../game/link.ts';
import { useController } from './context.ts';
import { Dialog } from './Dialog.tsx';
import { dealText } from './StatusBar.tsx';
import { WhereWrongButton } from './WhereWrong.tsx';

// The win and game-over panels: their own chunk, fetched after the first paint (see lazy.tsx).

/** The end panels' way into "Show me how" (the stuck bar has its own): once the game is over. */
function ShowMeButton() {
  const c = useController();
  return (
    <button type="button" onClick={c.dialogs.openShowMe}>
      {c.text.showMe}
    </button>
  );
}

function Facts() {
  const { session, text } = useController();
  const s = session.views.status.value;
  const used = session.counts.value; // the whole game's, earlier tries before a restart included
  return (
    <>
      {session.retried.value && <p class="retried-note">{text.retriedNote}</p>}
      <dl class="facts">
        <dt>{text.wonTime}</dt>
        <dd>{text.duration(session.clock.elapsed())}</dd>
        <dt>{text.wonMoves}</dt>
        <dd>{s.moves}</dd>
        <dt>{text.wonUndos}</dt>
        <dd>{text.count(used.undos)}</dd>
        <dt>{text.wonHints}</dt>
        <dd>{used.hints === null ? text.hintsNotCounted : text.count(used.hints)}</dd>
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
    </>
  );
}

function DealLine() {
  const c = useController();
  const { session, text } = c;
  const g = session.game.value;
  const [shown, setShown] = useState<string | null>(null);
  const info = dealText(c);
  if (g.deal === null) return <p class="deal-line">{info}</p>;
  const deal = g.deal;
  const copy = async () => {
    const link = dealLink(location.href, g.position.suits, deal, g.rules);
    try {
      await navigator.clipboard.writeText(link);
      c.messages.say(text.linkCopied);
    } catch {
      setShown(link);
      c.messages.say(text.linkNotCopied);
    }
  };
  return (
    <div class="deal-line">
      <span>{info}</span>
      <button type="button" class="secondary" onClick={() => void copy()}>
        {text.copyLink}
      </button>
      {shown && <input class="link-text" readOnly value={shown} aria-label={text.copyLink} onFocus={(e) => e.currentTarget.select()} />}
    </div>
  );
}

/** A finished daily's Share result (issue 24), and its text to select when nothing could take it. */
function ShareResult() {
  const c = useController();
  if (!c.sharing.canShare.value) return null;
  const shown = c.sharing.shown.value;
  return (
    <div class="share-result">
      <button type="button" class="secondary" onClick={() => void c.sharing.shareResult()}>
        {c.text.shareResult}
      </button>
      {shown !== null && (
        <textarea class="link-text" readOnly rows={3} value={shown} aria-label={c.text.resultText} onFocus={(e) => e.currentTarget.select()} />
      )}
    </div>
  );
}

/** What this win improved, and where this suit count's records stand now. */
function RecordsLine() {
  const c = useController();
  const { text } = c;
  const suits = c.session.game.value.position.suits;
  const r = c.stored.records.value[suits];
  const better = c.stored.improved.value;
  const news = better
    ? [
        better.firstWin && text.firstWin(suits),
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

/** The eight runs as small cards in their suits' colours: the table's result at a glance. */
function RunsHome() {
  const { session, text } = useController();
  const runs = session.views.status.value.runsBySuit.flatMap((r) => Array.from({ length: r.count }, () => r.suit));
  return (
    <p class="runs-home" aria-hidden="true">
      {runs.map((suit, i) => (
        <span key={i} class={`run-home s-${suit}`} style={`--i:${i}`}>
          {text.suitSymbol[suit]}
        </span>
      ))}
    </p>
  );
}

export function WinPanel({ covered }: { covered: boolean }) {
  const c = useController();
  const { text } = c;
  return (
    <Dialog title={text.wonTitle} class="win" covered={covered}>
      <RunsHome />
      <Facts />
      <RecordsLine />
      <DailyFigures />
      <DealLine />
      <ShareResult />
      <div class="actions">
        <ShowMeButton />
        <button type="button" onClick={c.games.playAgain}>
          {text.playAgain}
        </button>
        <button type="button" class="primary" data-autofocus onClick={() => c.dialogs.open({ kind: 'new-game' })}>
          {text.newGame}
        </button>
      </div>
    </Dialog>
  );
}

export function GaveUpPanel({ covered }: { covered: boolean }) {
  const c = useController();
  const { text } = c;
  return (
    <Dialog title={text.gaveUpTitle} covered={covered}>
      <p>{text.gaveUpText}</p>
      <Facts />
      <DailyFigures />
      <DealLine />
      <ShareResult />
      <div class="actions">
        {c.session.played.value && <WhereWrongButton />}
        <ShowMeButton />
        <button type="button" onClick={c.games.playAgain}>
          {text.playAgain}
        </button>
        <button type="button" class="primary" data-autofocus onClick={() => c.dialogs.open({ kind: 'new-game' })}>
          {text.newGame}
        </button>
      </div>
    </Dialog>
  );
}
