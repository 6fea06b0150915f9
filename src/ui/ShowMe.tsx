import { useEffect, useLayoutEffect, useMemo, useRef } from 'preact/hooks';
import { rankOf, suitOf, type CardId } from '../engine/cards.ts';
import { roundsLeft, type Position } from '../engine/position.ts';
import { SPEEDS, type Line, type LineStep, type ShowMeState, type Speed } from '../game/showme.ts';
import type { UiText } from '../i18n/ui-text.ts';
import { Animator } from './animate.ts';
import { CardLayer } from './card-layer.ts';
import { ColumnView } from './Column.tsx';
import { useController } from './context.ts';
import { Dialog } from './Dialog.tsx';
import { Foundations } from './Foundations.tsx';
import { Icon } from './icons.tsx';
import { placeCards, tableGeometry, type Geometry } from './layout.ts';
import { cachedColumnLayout, geometryStyle, markEdges } from './Table.tsx';
import { FALLBACK_VIEWPORT, useViewport } from './viewport.ts';

/** What one action of the line does, in words; `full` adds the flips and completed runs. */
export function describeStep(text: UiText, s: LineStep, full = true): string {
  const suits = s.before.suits;
  const name = (id: CardId) => text.cardName(rankOf(id), suitOf(id, suits));
  const a = s.action;
  const parts: string[] = [];
  if (a.type === 'move') {
    const source = s.before.columns[a.from]!;
    parts.push(text.moved(name(source.cards[source.cards.length - a.count]!), a.count, a.to + 1));
  } else parts.push(text.dealt(roundsLeft(s.after)));
  if (full) {
    for (const e of s.events) parts.push(e.kind === 'flip' ? text.revealed(name(e.card)) : text.runCompleted(suitOf(e.cards[0]!, suits)));
  }
  return parts.join(text.clauseJoiner);
}

/** What screen readers hear for the state and step shown (one polite region). */
function announcement(text: UiText, state: ShowMeState, step: number): string {
  switch (state.kind) {
    case 'closed':
      return '';
    case 'calculating':
      return text.calculating;
    case 'no-line':
      return state.result === 'unsolvable' ? text.showMeUnsolvable : text.showMeUnknown;
    case 'failed':
      return state.reason === 'cancelled' ? text.showMeCancelled : text.showMeFailed;
    case 'ready': {
      const n = state.line.steps.length;
      if (step === 0) return text.showMeStart(n);
      const said = text.showMeStep(step, n, describeStep(text, state.line.steps[step - 1]!));
      return step === n ? `${said} ${text.showMeWon}` : said;
    }
  }
}

/**
 * "Show me how" (opened from the end panels): the solver's winning line for this deal from
 * its start, on a read-only copy of the table, with play, pause, steps, speed and the move
 * list. It reads the controller's viewer state and never touches the game.
 */
export function ShowMeDialog() {
  const c = useController();
  const { text } = c;
  const sm = c.hints.showMe;
  const state = sm.state.value;
  const step = sm.step.value;
  const box = useRef<HTMLDivElement>(null);

  // When the answer arrives, the focus goes to what the player will want next.
  useEffect(() => {
    const want = state.kind === 'ready' ? '.play' : state.kind === 'failed' ? '.retry' : null;
    if (want) box.current?.querySelector<HTMLElement>(want)?.focus();
  }, [state.kind]);

  return (
    <Dialog title={text.showMe} onClose={c.dialogs.closeDialog} class="show-me">
      <div ref={box} class="show-me-body">
        <p class="show-me-intro">{text.showMeIntro}</p>
        {state.kind === 'ready' ? <Player line={state.line} step={step} /> : <Waiting state={state} />}
        <p class="sr-only" aria-live="polite">
          {announcement(text, state, step)}
        </p>
        <div class="actions">
          {state.kind === 'failed' && (
            <button type="button" class="retry" onClick={sm.retry}>
              {text.tryAgain}
            </button>
          )}
          <button type="button" class="primary" data-autofocus onClick={c.dialogs.closeDialog}>
            {text.close}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/** Calculating, or why there is no line to show. */
function Waiting({ state }: { state: ShowMeState }) {
  const { text } = useController();
  const message =
    state.kind === 'no-line'
      ? state.result === 'unsolvable'
        ? text.showMeUnsolvable
        : text.showMeUnknown
      : state.kind === 'failed'
        ? state.reason === 'cancelled'
          ? text.showMeCancelled
          : text.showMeFailed
        : text.calculating;
  return (
    <div class={`show-me-wait${state.kind === 'calculating' ? ' busy' : ''}`}>
      <p>{message}</p>
    </div>
  );
}

function Player({ line, step }: { line: Line; step: number }) {
  const c = useController();
  const { text } = c;
  const sm = c.hints.showMe;
  const total = line.steps.length;
  const playing = sm.playing.value;
  const position = step === 0 ? line.start : line.steps[step - 1]!.after;
  const last = useRef(step);
  const jump = Math.abs(step - last.current) > 1; // a jump shows the table at once, unanimated
  last.current = step;

  /** Space plays and pauses, ←/→ step, wherever the focus is in the player. */
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey || (e.target as HTMLElement).closest('select')) return;
    if (e.key === ' ') {
      e.preventDefault(); // a focused button is not also pressed
      if (!e.repeat) sm.toggle();
    } else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      if (e.key === 'ArrowLeft') sm.back();
      else sm.forward();
    }
  };

  return (
    <div class="player" onKeyDown={onKeyDown}>
      <div class="show-me-board">
        <ReplayTable position={position} jump={jump} />
      </div>
      <p class="show-me-counter">
        {step === 0 ? (
          <strong>{text.showMeStart(total)}</strong>
        ) : (
          <>
            <strong>{text.showMeCounter(step, total)}</strong> <span>{describeStep(text, line.steps[step - 1]!)}</span>
            {step === total && <strong class="show-me-won"> {text.showMeWon}</strong>}
          </>
        )}
      </p>
      <div class="show-me-controls">
        <button type="button" class="control" aria-keyshortcuts="ArrowLeft" aria-disabled={step === 0 ? 'true' : undefined} onClick={sm.back}>
          <Icon name="back" />
          <span class="control-label">{text.stepBack}</span>
        </button>
        <button type="button" class="control play" aria-keyshortcuts="Space" onClick={sm.toggle}>
          <Icon name={playing ? 'pause' : 'play'} />
          <span class="control-label">{playing ? text.pause : text.play}</span>
        </button>
        <button type="button" class="control" aria-keyshortcuts="ArrowRight" aria-disabled={step === total ? 'true' : undefined} onClick={sm.forward}>
          <Icon name="forward" />
          <span class="control-label">{text.stepForward}</span>
        </button>
        <label class="speed">
          <span>{text.speedLabel}</span>
          <select value={String(sm.speed.value)} onChange={(e) => sm.setSpeed(Number(e.currentTarget.value) as Speed)}>
            {SPEEDS.map((x) => (
              <option key={x} value={String(x)}>
                {text.speedName(x)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p class="note show-me-keys">{text.showMeKeys}</p>
      <LineList line={line} step={step} />
    </div>
  );
}

/** The line's actions as buttons (like the All-moves list); one tab stop, on the current one. */
function LineList({ line, step }: { line: Line; step: number }) {
  const c = useController();
  const { text } = c;
  const list = useRef<HTMLOListElement>(null);
  const labels = useMemo(() => line.steps.map((s, i) => `${text.count(i + 1)}. ${describeStep(text, s, false)}`), [line, text]);
  const current = Math.max(1, step); // the button that takes the focus; the first at the start

  // The current action stays in sight, and keeps the focus when it was in the list.
  useEffect(() => {
    const el = list.current?.querySelector<HTMLElement>(`[data-step="${current}"]`);
    if (!el) return;
    if (list.current!.contains(document.activeElement) && document.activeElement !== el) el.focus();
    el.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  return (
    <ol ref={list} class="line-list" aria-label={text.showMeMoves}>
      {labels.map((label, i) => (
        <li key={i}>
          <button
            type="button"
            class="move-button"
            data-step={i + 1}
            tabIndex={i + 1 === current ? 0 : -1}
            aria-current={i + 1 === step ? 'step' : undefined}
            onClick={() => c.hints.showMe.goTo(i + 1)}
          >
            {label}
          </button>
        </li>
      ))}
    </ol>
  );
}

/** The table at one step of the line: the game's own columns and cards, nothing to press. */
export function ReplayTable({ position, jump, label }: { position: Position; jump: boolean; label?: string }) {
  const c = useController();
  const { text } = c;
  const root = useRef<HTMLDivElement>(null);
  const viewport = useViewport(root) ?? FALLBACK_VIEWPORT;
  const large = c.settings.value.cardSize === 'large';
  const geometry = useMemo(() => tableGeometry(viewport, large), [viewport, large]);
  const layout = useMemo(
    () =>
      placeCards(
        position,
        geometry,
        position.columns.map((col) => cachedColumnLayout(col, geometry, position.suits)),
      ),
    [position, geometry],
  );
  // Its own animator: the game's keeps the live table's last spots. Motion follows the setting.
  const animator = useMemo(() => new Animator(() => !c.reducedMotion()), []);
  const stockBefore = useRef(position.stock.length);
  const cards = useMemo(() => new CardLayer(), []);
  // The same strips as the live table's: a whole corner index, a smaller one, or a clean edge.
  useLayoutEffect(() => {
    cards.sync(root.current!, layout, text);
    markEdges(root.current!, layout);
  }, [layout, text]);
  useLayoutEffect(() => {
    animator.commit(root.current!, layout, stockBefore.current, jump);
    stockBefore.current = position.stock.length;
  }, [layout]);
  useEffect(() => () => void animator.finishAll(), []);

  const g = geometry;
  return (
    <div ref={root} class="table replay" style={geometryStyle(g)} {...(label && { role: 'group', 'aria-label': label })}>
      <Foundations completed={position.completed} geometry={g} suits={position.suits} text={text} />
      <StockPile rounds={roundsLeft(position)} geometry={g} text={text} />
      {position.columns.map((col, i) => (
        <ColumnView key={i} index={i} column={col} layout={layout.columns[i]!} geometry={g} selected={0} focused={false} text={text} readOnly />
      ))}
    </div>
  );
}

/** The stock as a picture: one back per round left, and their count as on the table. */
function StockPile({ rounds, geometry: g, text }: { rounds: number; geometry: Geometry; text: UiText }) {
  const s = g.stock;
  return (
    <div
      class={`stock${rounds === 0 ? ' empty' : ''}`}
      role="img"
      aria-label={text.roundsLeft(rounds)}
      style={`left:${s.x}px;top:${s.y}px;width:${s.w}px;height:${s.h}px`}
    >
      <span class="stock-cards" aria-hidden="true" />
      {rounds > 0 && (
        <span class="stock-count" aria-hidden="true">
          {rounds}
        </span>
      )}
    </div>
  );
}
