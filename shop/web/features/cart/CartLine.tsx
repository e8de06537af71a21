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
      },
    );
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
            key={line.quantity}
            className={styles.quantity}
            type="number"
            inputMode="numeric"
            aria-label={t('cartActions.quantity', { name })}
            min={range.min}
            max={range.max}
            defaultValue={line.quantity}
            disabled={state !== 'normal'}
            onBlur={(event) => {
              const typed = Number(event.target.value);
              // Spec §5: not a number or below the minimum resets to the minimum.
              change(Number.isInteger(typed) && typed >= range.min ? typed : range.min);
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
