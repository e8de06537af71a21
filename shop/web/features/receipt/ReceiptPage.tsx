import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useOrder } from '../../api/orders/get-order';
import { queryKeys } from '../../api/query-keys';
import { Alert } from '../../ui/Alert';
import { Page } from '../../ui/Page';
import { LoadingBlock } from '../../ui/Spinner';
import { pushEcommerce } from '../../lib/analytics';
import { OrderDetailsView } from '../../components/order-details/OrderDetailsView';
import styles from './receipt.module.css';

/** /shopping-cart/checkout/payment/receipt/{orderUuid}: 'Thank you for the order!'. */
export function ReceiptPage() {
  const { t } = useTranslation();
  const { orderUuid } = useParams();
  const order = useOrder(orderUuid);
  const client = useQueryClient();
  const pushed = useRef(false);

  useEffect(() => {
    // Bought digital products show on the picture sets; the cart is empty now.
    void client.invalidateQueries({ queryKey: queryKeys.pictureSets });
    void client.invalidateQueries({ queryKey: queryKeys.cart });
  }, [client, orderUuid]);

  useEffect(() => {
    if (!order.data || pushed.current) return;
    pushed.current = true;
    pushEcommerce(
      'purchase',
      order.data.orderLines,
      order.data.summary.totalPrice,
      order.data.uuid,
    );
  }, [order.data]);

  if (order.isError) {
    return (
      <Page title={t('receipt.title')}>
        <Alert tone="error">{t('receipt.notFound')}</Alert>
      </Page>
    );
  }
  if (!order.data) {
    return (
      <Page title={t('receipt.title')}>
        <LoadingBlock label={t('common.loading')} />
      </Page>
    );
  }
  const o = order.data;
  const total = o.summary.totalPrice;
  return (
    <Page title={t('receipt.title')}>
      <div className={styles.card}>
        <p className={styles.reference}>
          {t('receipt.reference', { reference: o.uuid.slice(0, 8) })}
        </p>
        {o.payment.isInvoice && (
          <Alert tone="info">
            {t('receipt.invoice', {
              currency: total.currency,
              amount: (total.amount / 100).toFixed(2),
            })}
          </Alert>
        )}
        <OrderDetailsView order={o} />
      </div>
    </Page>
  );
}
