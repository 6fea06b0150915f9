import { useLayoutEffect, useRef } from 'preact/hooks';
import { rankOf, suitOf, type CardId, type SuitCount } from '../engine/cards.ts';
import type { UiText } from '../i18n/ui-text.ts';

/** Corner ranks, the same in every language (SPEC §3). */
export const RANK_TEXT = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** Per rank, the classes cards.css draws the face by: an ace's large pip, a court card's panel. */
const FACE_CLASS = RANK_TEXT.map((r, i) => (i === 0 ? ' ace' : i >= 10 ? ` court r-${r}` : ''));

export function cardName(text: UiText, id: CardId, suits: SuitCount): string {
  return text.cardName(rankOf(id), suitOf(id, suits));
}

/** How one card element should look and where it sits inside its holder. */
export interface CardLook {
  readonly id: CardId;
  readonly suits: SuitCount;
  readonly faceUp: boolean;
  readonly column: number; // 0..9; -1 outside the columns (foundations, stock): a picture, hidden from screen readers
  readonly index: number; // in its column, run or stock
  readonly style: string; // transform (and z-index) inside its holder
  readonly selected: boolean;
  readonly hinted: boolean; // one of the cards the hint moves
  readonly shown?: boolean; // a stock card that is its round's visible back
}

/** What a card element was last painted with: a new look writes only what differs. */
export interface Painted {
  readonly face: string; // '' for a back
  readonly cls: string;
  readonly label: string; // '' when hidden from screen readers
  readonly text: UiText;
  readonly column: number;
  readonly index: number;
  readonly style: string;
}

/**
 * Paints a card element to a look and returns what it painted. Only differences are written:
 * the table repaints every card on each change, and a write to an element being dragged or
 * flying would restart its style work (and, for `style`, undo the drag's transform).
 */
export function paintCard(el: HTMLElement, look: CardLook, text: UiText, was?: Painted): Painted {
  const { id, suits, faceUp, column } = look;
  const r = rankOf(id) - 1;
  const face = faceUp ? `${id}/${suits}` : '';
  if (was?.face !== face) {
    el.replaceChildren(...(faceUp ? faceParts(el.ownerDocument, RANK_TEXT[r]!, r >= 10) : []));
    if (faceUp) el.dataset.up = '1';
    else delete el.dataset.up;
  }
  const cls = faceUp
    ? `card face s-${suitOf(id, suits)}${FACE_CLASS[r]}${look.selected ? ' selected' : ''}${look.hinted ? ' hinted' : ''}`
    : `card back${look.shown ? ' stock-card' : ''}`;
  if (was?.cls !== cls) el.className = cls;
  const inColumn = column >= 0;
  const label =
    was && was.face === face && was.text === text && was.column >= 0 === inColumn
      ? was.label
      : inColumn
        ? faceUp
          ? cardName(text, id, suits)
          : text.faceDownCard
        : '';
  if (was?.label !== label) {
    if (label) {
      el.setAttribute('role', 'img');
      el.setAttribute('aria-label', label);
      el.removeAttribute('aria-hidden');
    } else {
      el.removeAttribute('role');
      el.removeAttribute('aria-label');
      el.setAttribute('aria-hidden', 'true');
    }
  }
  if (!was) el.dataset.card = String(id);
  if (was?.column !== column) {
    if (inColumn) el.dataset.col = String(column);
    else delete el.dataset.col;
  }
  if (was?.index !== look.index) el.dataset.index = String(look.index);
  if (was?.style !== look.style) el.style.cssText = look.style;
  return { face, cls, label, text, column, index: look.index, style: look.style };
}

/** The face's parts: the corner index (rank, suit) and the pip; suits and crowns are drawn by cards.css. */
function faceParts(doc: Document, rank: string, court: boolean): HTMLElement[] {
  const ix = doc.createElement('span');
  ix.className = 'ix';
  ix.setAttribute('aria-hidden', 'true');
  const suit = doc.createElement('span');
  suit.className = 'ix-suit';
  ix.append(rank, suit);
  const pip = doc.createElement('span');
  pip.className = 'pip';
  pip.setAttribute('aria-hidden', 'true');
  if (court) pip.textContent = rank;
  return [ix, pip];
}

interface CardProps {
  readonly id: CardId;
  readonly suits: SuitCount;
  readonly faceUp: boolean;
  readonly y: number; // offset inside its column (px)
  readonly z: number;
  readonly column: number; // -1 outside the columns
  readonly index: number;
  readonly selected: boolean;
  readonly hinted?: boolean;
  readonly text: UiText;
}

/**
 * One card on its own, outside a table (the table's cards belong to its card layer, which
 * paints them with the same function, so both always look alike).
 */
export function Card({ y, z, hinted = false, text, ...look }: CardProps) {
  const ref = useRef<HTMLDivElement>(null);
  const painted = useRef<Painted | undefined>(undefined);
  useLayoutEffect(() => {
    painted.current = paintCard(ref.current!, { ...look, hinted, style: `transform:translate(0px,${y}px);z-index:${z}` }, text, painted.current);
  });
  return <div ref={ref} />;
}
