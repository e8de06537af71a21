import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderLine } from '../../../contract/cart';
import { useDeleteLine, useSetQuantity } from '../../api/checkout/cart-actions';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { pushEcommerce } from '../../lib/analytics';
import { CartLineItem } from './CartLineItem';
import { quantityRange } from './quantity';
import styles from './cart-line.module.css';

/** A cart line with its quantity stepper and delete (with confirmation). */
export function CartLine({ line, minimum }: { line: OrderLine; minimum: number }) {
  const { t } = useTranslation();
  const setQuantity = useSetQuantity();
  const remove = useDeleteLine();
  const [confirming, setConfirming] = useState(false);
  // What the quantity field shows: the typing, until it is committed; then the line's quantity.
  const [draft, setDraft] = useState(String(line.quantity));
  const [draftOf, setDraftOf] = useState(line.quantity);
  if (draftOf !== line.quantity) {
    setDraftOf(line.quantity);
    setDraft(String(line.quantity));
  }
  const range = quantityRange(line, minimum);
  const state = remove.isPending ? 'deleting' : setQuantity.isPending ? 'updating' : 'normal';
  const name = line.product?.name ?? line.description;

  const change = (quantity: number) => {
    const next = Math.min(range.max, Math.max(range.min, quantity));
    if (next === line.quantity) return;
    const delta = next - line.quantity;
    const unit = line.actualLinePrice.amount / Math.max(1, line.quantity);
    const value = { ...line.actualLinePrice, amount: Math.round(unit * Math.abs(delta)) };
    const moved = { ...line, quantity: Math.abs(delta), actualLinePrice: value };
    setQuantity.mutate(
      { orderLineUuid: line.uuid, quantity: next },
      {
        onSuccess: () =>
          pushEcommerce(delta > 0 ? 'add_to_cart' : 'remove_from_cart', [moved], value),
        onError: () => setDraft(String(line.quantity)),
      },
    );
  };

  // The typed quantity, by the rule (docs/rules/purchase.md §5): not a whole number or below the
  // minimum is the minimum, above the maximum the maximum. The field then shows it at once, even
  // when the line keeps its quantity (0, empty or 2.5 on a line of 1 read 1 again).
  const commit = () => {
    const typed = Number(draft);
    const wanted =
      draft.trim() !== '' && Number.isInteger(typed) && typed >= range.min ? typed : range.min;
    const next = Math.min(range.max, wanted);
    setDraft(String(next));
    change(next);
  };

  const actions = (
    <div className={styles.actions}>
      {line.canChangeQuantity && (
        <div className={styles.stepper}>
          <Button
            variant="secondary"
            aria-label={t('cartActions.decrease', { name })}
            disabled={state !== 'normal' || line.quantity <= range.min}
            onClick={() => change(line.quantity - 1)}
          >
            −
          </Button>
          <input
            className={styles.quantity}
            type="number"
            inputMode="numeric"
            aria-label={t('cartActions.quantity', { name })}
            min={range.min}
            max={range.max}
            value={draft}
            disabled={state !== 'normal'}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commit();
            }}
          />
          <Button
            variant="secondary"
            aria-label={t('cartActions.increase', { name })}
            disabled={state !== 'normal' || line.quantity >= range.max}
            onClick={() => change(line.quantity + 1)}
          >
            +
          </Button>
        </div>
      )}
      <Button variant="text" disabled={state !== 'normal'} onClick={() => setConfirming(true)}>
        {t('cartActions.delete')}
      </Button>
      <Dialog
        closeLabel={t('common.close')}
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('cartActions.deleteTitle')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setConfirming(false);
                remove.mutate(line.uuid, {
                  onSuccess: () => pushEcommerce('remove_from_cart', [line], line.actualLinePrice),
                });
              }}
            >
              {t('cartActions.delete')}
            </Button>
          </>
        }
      >
        <p>{t('cartActions.deleteQuestion', { name })}</p>
      </Dialog>
    </div>
  );
  return <CartLineItem line={line} state={state} actions={actions} />;
}
