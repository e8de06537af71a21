import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePricedCart, useSetRebateCode } from '../../api/checkout/cart-actions';
import { useFormat } from '../../i18n/useFormat';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { VoucherDialog } from '../checkout/VoucherDialog';
import styles from './cart-line.module.css';

/** The summary lines priced on the server (voucher included) and the voucher dialog. */
export function CartTotals() {
  const { t } = useTranslation();
  const format = useFormat();
  const cart = usePricedCart();
  const setCode = useSetRebateCode();
  const [open, setOpen] = useState(false);
  if (!cart.data) return <Skeleton height="4rem" />;
  return (
    <>
      <dl className={styles.summary} aria-label={t('checkout.summary')}>
        {cart.data.summary.lines.map((line, i) => (
          <div
            key={`${line.description}-${i}`}
            className={line.type === 4 ? styles.total : undefined}
          >
            <dt>{line.description}</dt>
            <dd>{format.money(line.linePrice)}</dd>
          </div>
        ))}
      </dl>
      <Button variant="text" onClick={() => setOpen(true)}>
        {cart.data.rebateCode
          ? `${t('checkout.voucher')}: ${cart.data.rebateCode}`
          : t('checkout.useVoucher')}
      </Button>
      <VoucherDialog
        open={open}
        onClose={() => setOpen(false)}
        onSubmit={(code) => setCode.mutateAsync(code)}
      />
    </>
  );
}
