import { COLUMN_COUNT, type CardId } from '../engine/cards.ts';
import type { UiText } from '../i18n/ui-text.ts';
import { paintCard, type CardLook, type Painted } from './Card.tsx';
import type { TableLayout } from './layout.ts';

/** Cards marked from the top of one column: the selection, the hint's run. */
export interface TopMark {
  readonly column: number;
  readonly count: number;
}

export interface CardMarks {
  readonly selected: TopMark | null;
  readonly hinted: TopMark | null;
}

const NO_MARKS: CardMarks = { selected: null, hinted: null };

interface Entry {
  readonly el: HTMLElement;
  painted: Painted;
  seen: number; // the sync that last placed it
}

/**
 * One element per card, for as long as the table lives: a card that changes column, flies
 * home or is dealt is the same element moved, so the animator moves it from where it was
 * and the browser restyles one node instead of building another.
 *
 * Preact renders the holders (each column's `.col-cards`, the foundation slots, the stock's
 * `.stock-cards`) and never their children; this layer keeps each holder's children in the
 * position's order. Cards therefore stay inside their `Column N` group, bottom card first in
 * DOM order (SPEC §8), with no aria-owns for a screen reader to get wrong.
 */
export class CardLayer {
  private readonly entries = new Map<CardId, Entry>();
  private round = 0;

  sync(root: HTMLElement, layout: TableLayout, text: UiText, marks: CardMarks = NO_MARKS): void {
    const { position: p, geometry: g, columns } = layout;
    const round = ++this.round;
    const doc = root.ownerDocument;
    const put = (holder: Element | null | undefined, ids: readonly CardId[], look: (id: CardId, i: number) => CardLook) => {
      if (!holder) return;
      let ref = holder.firstChild;
      ids.forEach((id, i) => {
        const next = look(id, i);
        let entry = this.entries.get(id);
        if (entry) entry.painted = paintCard(entry.el, next, text, entry.painted);
        else {
          const el = doc.createElement('div');
          // Painted before it goes in: a card is inserted once, already in its place.
          entry = { el, painted: paintCard(el, next, text), seen: round };
          this.entries.set(id, entry);
        }
        entry.seen = round;
        if (entry.el === ref) ref = ref.nextSibling;
        else holder.insertBefore(entry.el, ref);
      });
    };

    const marked = (m: TopMark | null, column: number, n: number, i: number) => m !== null && m.column === column && i >= n - m.count;
    const holders = root.querySelectorAll('.col-cards');
    for (let ci = 0; ci < COLUMN_COUNT; ci++) {
      const col = p.columns[ci];
      if (!col) continue;
      const offsets = columns[ci]!.offsets;
      const n = col.cards.length;
      put(holders[ci], col.cards, (id, i) => ({
        id,
        suits: p.suits,
        faceUp: i >= col.down,
        column: ci,
        index: i,
        style: `transform:translate(0px,${offsets[i]}px);z-index:${i + 1}`,
        selected: marked(marks.selected, ci, n, i),
        hinted: marked(marks.hinted, ci, n, i),
      }));
    }

    const slots = root.querySelectorAll('.foundation');
    p.completed.forEach((run, k) => {
      // Ace first in the DOM so the King ends on top.
      put(slots[k], [...run].reverse(), (id, i) => ({ ...homeLook, id, suits: p.suits, index: i, style: `transform:translate(0px,0px);z-index:${i + 1}` }));
    });

    // Round by round, the round dealt next on top; only each round's last card is drawn
    // (table.css), the nine under it are there to be dealt.
    const rounds = Math.ceil(p.stock.length / COLUMN_COUNT);
    const stock = [...p.stock].reverse();
    put(root.querySelector('.stock-cards'), stock, (id, i) => {
      const j = stock.length - 1 - i; // index in the stock: 0 is dealt first
      const r = rounds - 1 - Math.floor(j / COLUMN_COUNT);
      return { ...stockLook, id, suits: p.suits, index: j, shown: j % COLUMN_COUNT === 0, style: `transform:translate(${r * g.stockStep}px,0px)` };
    });

    for (const [id, entry] of this.entries) {
      if (entry.seen === round) continue;
      entry.el.remove(); // no longer on this table (a position with fewer cards)
      this.entries.delete(id);
    }
  }
}

const homeLook = { faceUp: true, column: -1, selected: false, hinted: false } as const;
const stockLook = { faceUp: false, column: -1, selected: false, hinted: false } as const;
