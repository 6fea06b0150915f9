import { rankOf, suitOf, type CardId, type Suit, type SuitCount } from '../engine/cards.ts';
import type { UiText } from '../i18n/ui-text.ts';
import { memo } from './memo.ts';

/** Corner ranks, the same in every language (SPEC §3). */
export const RANK_TEXT = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** Per rank, the classes cards.css draws the face by: an ace's large pip, a court card's panel. */
const FACE_CLASS = RANK_TEXT.map((r, i) => (i === 0 ? ' ace' : i >= 10 ? ` court r-${r}` : ''));

export function cardName(text: UiText, id: CardId, suits: SuitCount): string {
  return text.cardName(rankOf(id), suitOf(id, suits));
}

interface CardProps {
  readonly id: CardId;
  readonly suits: SuitCount;
  readonly faceUp: boolean;
  readonly y: number; // offset inside its column (px)
  readonly z: number;
  readonly column: number; // -1 in the foundations
  readonly index: number;
  readonly selected: boolean;
  readonly hinted?: boolean; // one of the cards the hint moves
  readonly text: UiText;
}

/** One card; the element is keyed by card id and only ever moved by its transform. */
export const Card = memo(function Card({ id, suits, faceUp, y, z, column, index, selected, hinted = false, text }: CardProps) {
  const inColumn = column >= 0;
  const style = `transform:translate(0px,${y}px);z-index:${z}`;
  if (!faceUp) {
    return (
      <div
        class="card back"
        role="img"
        aria-label={text.faceDownCard}
        data-card={id}
        data-col={inColumn ? column : undefined}
        data-index={index}
        style={style}
      />
    );
  }
  const suit: Suit = suitOf(id, suits);
  const r = rankOf(id) - 1;
  const rank = RANK_TEXT[r]!;
  return (
    <div
      class={`card face s-${suit}${FACE_CLASS[r]}${selected ? ' selected' : ''}${hinted ? ' hinted' : ''}`}
      role={inColumn ? 'img' : undefined}
      aria-label={inColumn ? cardName(text, id, suits) : undefined}
      aria-hidden={inColumn ? undefined : 'true'}
      data-card={id}
      data-col={inColumn ? column : undefined}
      data-index={index}
      data-up="1"
      style={style}
    >
      {/* Suits and crowns are drawn by cards.css (masks in currentColor); only ranks are text. */}
      <span class="ix" aria-hidden="true">
        {rank}
        <span class="ix-suit" />
      </span>
      <span class="pip" aria-hidden="true">
        {r >= 10 ? rank : null}
      </span>
    </div>
  );
});
