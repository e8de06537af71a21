import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCart } from '../../api/cart/get-cart';
import { useSetRebateCode } from '../../api/checkout/cart-actions';
import { SummaryLines } from '../../components/order-summary/OrderSummary';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { VoucherDialog } from '../../components/voucher-dialog/VoucherDialog';
import styles from './cart-line.module.css';

/** The summary lines priced on the server (voucher included) and the voucher dialog. */
export function CartTotals() {
  const { t } = useTranslation();
  const cart = useCart();
  const setCode = useSetRebateCode();
  const [open, setOpen] = useState(false);
  if (!cart.data) return <Skeleton height="4rem" />;
  return (
    <>
      <SummaryLines
        lines={cart.data.summary.lines}
        label={t('checkout.summary')}
        className={styles.summary}
      />
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
