import type { EditorEvent } from '../machine/types';
import type { EditorProduct } from '../ports';
import type { EditorStrings } from '../strings';
import { BottomPanel } from './BottomPanel';
import { Button } from './Button';
import './BuyMenu.css';

export interface BuyMenuProps {
  strings: EditorStrings;
  product: EditorProduct;
  quantities: Record<string, number>;
  addLabel: string;
  addEnabled: boolean;
  /** The chosen lines' total as the shop prices them; null while unknown. */
  totalLabel: string | null;
  busy: boolean;
  error: string | null;
  send: (event: EditorEvent) => void;
}

/**
 * The buy menu (docs/rules/personalisation.md §2, §5): Select quantity per line, then Add to cart /
 * Update cart.
 */
export function BuyMenu({
  strings,
  product,
  quantities,
  addLabel,
  addEnabled,
  totalLabel,
  busy,
  error,
  send,
}: BuyMenuProps) {
  const lines = [
    { key: '', name: product.name, price: product.priceLabel },
    ...product.subProducts.map((s) => ({ key: s.uuid, name: s.name, price: s.extraPriceLabel })),
  ];
  return (
    <BottomPanel
      actions={
        <>
          <Button onClick={() => send({ type: 'CANCEL' })}>{strings.cancel}</Button>
          <Button
            variant="primary"
            disabled={!addEnabled || busy}
            aria-busy={busy}
            onClick={() => send({ type: 'ADD_TO_CART' })}
          >
            {addLabel}
          </Button>
        </>
      }
    >
      {/* The total beside the title, where it stays in view while the lines scroll. */}
      <div className="ks-buy__head">
        <h2 className="ks-bottom__title">{strings.selectQuantity}</h2>
        <p className="ks-buy__total" aria-live="polite">
          {totalLabel === null ? null : (
            <>
              <span>{strings.total}</span> <strong>{totalLabel}</strong>
            </>
          )}
        </p>
      </div>
      {error ? (
        <p className="ks-buy__error" role="alert">
          {error}
        </p>
      ) : null}
      {lines.map((line) => (
        <div key={line.key} className="ks-buy__line">
          <span className="ks-buy__name">
            {line.name}
            <span className="ks-buy__price">{line.price}</span>
          </span>
          <Button
            aria-label={strings.decreaseQuantity}
            onClick={() => send({ type: 'QUANTITY_MINUS', line: line.key })}
          >
            −
          </Button>
          <input
            inputMode="numeric"
            aria-label={`${strings.selectQuantity}: ${line.name}`}
            value={String(quantities[line.key] ?? 0)}
            onChange={(e) => send({ type: 'QUANTITY_INPUT', line: line.key, text: e.target.value })}
            onBlur={() => send({ type: 'QUANTITY_BLUR', line: line.key })}
          />
          <Button
            aria-label={strings.increaseQuantity}
            onClick={() => send({ type: 'QUANTITY_PLUS', line: line.key })}
          >
            +
          </Button>
        </div>
      ))}
    </BottomPanel>
  );
}
