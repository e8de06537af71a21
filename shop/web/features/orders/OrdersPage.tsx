import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../../contract/order-status';
import { Link, useParams } from 'react-router';
import { useOrder } from '../../api/orders/get-order';
import { useOrders } from '../../api/orders/get-orders';
import { useFormat } from '../../i18n/useFormat';
import { paths } from '../../lib/paths';
import { Alert } from '../../ui/Alert';
import { Page } from '../../ui/Page';
import { LoadingBlock } from '../../ui/Spinner';
import { OrderDetailsView } from '../../components/order-details/OrderDetailsView';
import styles from './orders.module.css';

/** The parent's words for where the order is (one call per key, so the key check sees each). */
function statusLabel(t: TFunction, status: OrderStatus): string {
  const labels: Record<OrderStatus, string> = {
    received: t('orders.status_received'),
    in_production: t('orders.status_in_production'),
    shipped: t('orders.status_shipped'),
    ready_for_pickup: t('orders.status_ready_for_pickup'),
    delivered: t('orders.status_delivered'),
    cancelled: t('orders.status_cancelled'),
    refunded: t('orders.status_refunded'),
  };
  return labels[status];
}

function Expanded({ orderUuid }: { orderUuid: string }) {
  const { t } = useTranslation();
  const order = useOrder(orderUuid);
  if (order.isError) return <Alert tone="error">{t('receipt.notFound')}</Alert>;
  if (!order.data) return <LoadingBlock label={t('common.loading')} />;
  return <OrderDetailsView order={order.data} />;
}

/** /my-account/orders[/{orderUuid}]: an accordion whose expanded order is in the path. */
export function OrdersPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { orderUuid } = useParams();
  const orders = useOrders();
  if (orders.isError) {
    return (
      <Page title={t('orders.title')}>
        <Alert tone="error">{t('common.loadFailed')}</Alert>
      </Page>
    );
  }
  if (!orders.data) {
    return (
      <Page title={t('orders.title')}>
        <LoadingBlock label={t('common.loading')} />
      </Page>
    );
  }
  return (
    <Page title={t('orders.title')}>
      {orders.data.length === 0 && <p>{t('orders.none')}</p>}
      <ul className={styles.accordion}>
        {orders.data.map((o) => {
          const open = o.uuid === orderUuid;
          const to = open ? paths['myaccount.orders'] : `${paths['myaccount.orders']}/${o.uuid}`;
          return (
            <li key={o.uuid} className={styles.item}>
              <Link to={to} replace aria-expanded={open} className={styles.header}>
                <span className={styles.title}>
                  {t('orders.order', { reference: o.uuid.slice(0, 8) })}
                  <span className={styles.time}>
                    {t('orders.confirmed', { date: format.date(o.confirmTime) })}
                  </span>
                  {o.status && (
                    <span className={styles.status} data-status={o.status}>
                      {statusLabel(t, o.status)}
                      {o.trackingReference
                        ? ` · ${t('orders.tracking', { tracking: o.trackingReference })}`
                        : ''}
                    </span>
                  )}
                </span>
                <span>{format.money(o.totalPrice)}</span>
              </Link>
              {open && (
                <div className={styles.body}>
                  <Expanded orderUuid={o.uuid} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </Page>
  );
}
