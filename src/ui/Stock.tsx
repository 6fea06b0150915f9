import { useController } from './context.ts';
import type { Geometry } from './layout.ts';

interface StockProps {
  readonly rounds: number; // rounds left to deal, 0..5
  readonly blocked: string | null; // why a deal is refused now, if it is
  readonly geometry: Geometry;
  readonly hinted?: boolean; // the hint is to deal a row
}

/** The stock: one back per round left and their count; pressing it deals a row. Empty, it says so. */
export function Stock({ rounds, blocked, geometry: g, hinted = false }: StockProps) {
  const c = useController();
  const { text } = c;
  const s = g.stock;
  return (
    <button
      type="button"
      class={`stock${blocked ? ' blocked' : ''}${rounds === 0 ? ' empty' : ''}${hinted ? ' hinted' : ''}`}
      aria-label={text.deal}
      aria-describedby="stock-rounds"
      title={blocked ?? text.roundsLeft(rounds)}
      style={`left:${s.x}px;top:${s.y}px;width:${s.w}px;height:${s.h}px`}
      onClick={(e) => {
        e.stopPropagation();
        c.input.dealFromStock();
      }}
    >
      {/* The stock's card elements, one back drawn per round; the card layer fills it. */}
      <span class="stock-cards" aria-hidden="true" />
      {rounds > 0 ? (
        <span class="stock-count" aria-hidden="true">
          {rounds}
        </span>
      ) : (
        <span class="stock-empty" aria-hidden="true" style={`width:${g.cardW}px;height:${g.cardH}px`}>
          {text.stockEmpty}
        </span>
      )}
      <span id="stock-rounds" class="sr-only">
        {text.roundsLeft(rounds)}
      </span>
    </button>
  );
}
