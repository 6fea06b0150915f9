import { rankOf, suitOf } from '../engine/cards.ts';
import type { Position } from '../engine/position.ts';
import { candidateConfidence, type Hint, type HintMove } from '../game/hints.ts';
import type { UiText } from './ui-text.ts';

/**
 * The hint in words (SPEC §4): the move, why, and what to do when nothing helps. Shared by the
 * hint bar and the `hint` command, so both say the same; `counted` adds "Hint i of n".
 */
export function hintWords(text: UiText, position: Position, hint: Hint, index: number, counted = true): string[] {
  const lines: string[] = [];
  const candidate = hint.candidates[index];
  const move = candidate?.move ?? hint.move;
  if (counted && hint.candidates.length > 1) lines.push(text.hintCount(index + 1, hint.candidates.length) + ':');
  if (hint.kind === 'lost') {
    lines.push(text.hintLost);
    if (hint.verified) lines.push(text.hintLostVerified);
    return lines;
  }
  // One message per idea: a deal advised because nothing else helps is said once, and at the
  // start of a game (nothing played yet) a deal is simply the move, with no word of a search
  // that found nothing.
  const start = position.moves === 0;
  const confidence = hint.kind === 'chance' && candidate ? candidateConfidence(candidate) : null;
  const dealAdvice = index === 0 && hint.kind === 'no-progress' && hint.advice === 'deal' && move?.type === 'deal';
  if (move && !(dealAdvice && !start)) lines.push(moveWords(text, position, move));
  if (dealAdvice) {
    if (!start) lines.push(text.hintAdvice.deal);
  } else if (index === 0 && hint.kind === 'no-progress' && hint.advice) lines.push(text.hintAdvice[hint.advice]);
  else if (index === 0 && hint.kind === 'win') lines.push(text.hintWins);
  else if (index === 0 && hint.kind === 'sample') lines.push(text.hintSampled(hint.wins, hint.samples));
  else if (confidence) lines.push(text.hintChance[confidence]);
  else if (candidate && candidate.progress.length > 0) lines.push(text.hintProgress[candidate.progress[0]!]);
  else if (index === 0 && hint.kind === 'heuristic' && move?.type === 'move') lines.push(text.hintSetup);
  else if (index > 0) lines.push(text.hintNoProgress);
  // "No line found" once: the verified deal's words say it, else the heuristic's.
  if (index === 0 && !start && !hint.finished && hint.verified) lines.push(text.hintVerified);
  else if (index === 0 && !start && hint.kind === 'heuristic') lines.push(text.hintUnfinished);
  return lines;
}

/** The hint as one message, its sentences joined as the language joins them. */
export function hintMessage(text: UiText, position: Position, hint: Hint, index: number, counted = true): string {
  return text.joinSentences(hintWords(text, position, hint, index, counted));
}

function moveWords(text: UiText, position: Position, move: HintMove): string {
  if (move.type === 'deal') return text.hintDeal;
  const source = position.columns[move.from]!;
  const id = source.cards[source.cards.length - move.count]!;
  const card = text.cardName(rankOf(id), suitOf(id, position.suits));
  const empty = position.columns[move.to]!.cards.length === 0;
  return text.hintMove(card, move.count, move.from + 1, move.to + 1, empty);
}
