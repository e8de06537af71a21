import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useOrder } from '../../api/orders/get-order';
import { useUser } from '../../api/session/get-user';
import { queryKeys } from '../../api/query-keys';
import { useFormat } from '../../i18n/useFormat';
import { paths } from '../../lib/paths';
import { Alert } from '../../ui/Alert';
import { ButtonLink } from '../../ui/Button';
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
  const user = useUser();
  const format = useFormat();
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
  // The confirmation goes to the order's contact address, else to the account's (as the mail does).
  const mailedTo = o.delivery.contactInfo.emailAddress || user.data?.emailAddress || '';
  return (
    <Page title={t('receipt.title')}>
      <div className={styles.card}>
        <p className={styles.reference}>
          {t('receipt.reference', { reference: o.uuid.slice(0, 8) })}
        </p>
        {mailedTo && <p className={styles.mailed}>{t('receipt.mailSent', { email: mailedTo })}</p>}
        {o.payment.isInvoice && (
          <Alert tone="info">
            {t('receipt.invoice', { amount: format.money(o.summary.totalPrice) })}
          </Alert>
        )}
        <OrderDetailsView order={o} />
      </div>
      <nav className={styles.wayOn} aria-label={t('receipt.wayOn')}>
        <ButtonLink to={`${paths['myaccount.orders']}/${o.uuid}`} variant="secondary">
          {t('receipt.toOrders')}
        </ButtonLink>
        <ButtonLink to={paths['products.list']}>{t('receipt.continueShopping')}</ButtonLink>
      </nav>
    </Page>
  );
}
