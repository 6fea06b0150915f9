import { rankOf, suitOf } from '../engine/cards.ts';
import type { Position } from '../engine/position.ts';
import type { Hint, HintMove, HintState } from '../game/hints.ts';
import type { UiText } from '../i18n/ui-text.ts';
import { useController } from './context.ts';

/** The candidate on show: its move and what it is worth, or null (lost, undo advice). */
export function shownCandidate(state: HintState): { readonly move: HintMove; readonly index: number; readonly hint: Hint } | null {
  if (state.status !== 'shown') return null;
  const c = state.hint.candidates[state.index];
  if (c) return { move: c.move, index: state.index, hint: state.hint };
  return state.hint.move ? { move: state.hint.move, index: 0, hint: state.hint } : null;
}

/** The hint in words (SPEC §4): the move, why, and what to do when nothing helps. */
export function hintWords(text: UiText, position: Position, hint: Hint, index: number): string[] {
  const lines: string[] = [];
  const candidate = hint.candidates[index];
  const move = candidate?.move ?? hint.move;
  if (hint.candidates.length > 1) lines.push(text.hintCount(index + 1, hint.candidates.length) + ':');
  if (hint.kind === 'lost') {
    lines.push(text.hintLost);
    if (hint.verified) lines.push(text.hintLostVerified);
    return lines;
  }
  if (move) lines.push(moveWords(text, position, move));
  if (index === 0 && hint.kind === 'no-progress' && hint.advice) lines.push(text.hintAdvice[hint.advice]);
  else if (index === 0 && hint.kind === 'win') lines.push(text.hintWins);
  else if (index === 0 && hint.kind === 'sample') lines.push(text.hintSampled(hint.wins, hint.samples));
  else if (candidate && candidate.progress.length > 0) lines.push(text.hintProgress[candidate.progress[0]!]);
  else if (index > 0) lines.push(text.hintNoProgress);
  if (index === 0 && hint.kind === 'heuristic') lines.push(text.hintUnfinished);
  if (index === 0 && !hint.finished && hint.verified) lines.push(text.hintVerified);
  return lines;
}

function moveWords(text: UiText, position: Position, move: HintMove): string {
  if (move.type === 'deal') return text.hintDeal;
  const source = position.columns[move.from]!;
  const id = source.cards[source.cards.length - move.count]!;
  const card = text.cardName(rankOf(id), suitOf(id, position.suits));
  const empty = position.columns[move.to]!.cards.length === 0;
  return text.hintMove(card, move.count, move.from + 1, move.to + 1, empty);
}

/**
 * The hint bar above the All-moves list: "Calculating…" while the worker searches (the table
 * stays playable), then the hint in words; when no line can win, Restart deal / New deal /
 * Undo. It is a polite live region, so each new hint is read out once.
 */
export function HintBar() {
  const c = useController();
  const { text, session } = c;
  const state = c.hintState.value;
  if (state.status === 'idle') return <section class="hint-bar" aria-label={text.hintRegion} aria-live="polite" hidden />;
  const position = session.game.value.position;
  const lost = state.status === 'shown' && state.hint.kind === 'lost';
  return (
    <section class={`hint-bar${lost ? ' lost' : ''}`} aria-label={text.hintRegion} aria-live="polite" aria-busy={state.status === 'calculating' ? 'true' : 'false'}>
      {state.status === 'calculating' && (
        <p class="hint-text">
          <span>{text.calculating}</span>
          {state.total > 0 && <progress max={state.total} value={state.done} aria-hidden="true" />}
        </p>
      )}
      {state.status === 'failed' && <p class="hint-text">{text.hintFailed}</p>}
      {state.status === 'shown' && (
        <p class="hint-text" key={`${state.index}`}>
          {hintWords(text, position, state.hint, state.index).join(' ')}
        </p>
      )}
      {lost && (
        <div class="hint-actions">
          <button type="button" onClick={c.undo}>
            {text.undo}
          </button>
          <button type="button" onClick={c.askRestart}>
            {text.restartDeal}
          </button>
          <button type="button" onClick={() => c.open({ kind: 'new-game' })}>
            {text.newDeal}
          </button>
        </div>
      )}
      <button type="button" class="hint-close" aria-label={text.close} onClick={c.clearHint}>
        ×
      </button>
    </section>
  );
}
