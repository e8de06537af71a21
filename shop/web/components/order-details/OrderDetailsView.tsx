import { useTranslation } from 'react-i18next';
import type { OrderDetails } from '../../../contract/orders';
import { OrderLineRows, SummaryLines } from '../order-summary/OrderSummary';
import { useFormat } from '../../i18n/useFormat';
import styles from './order-details.module.css';

/** Delivery details, lines, summary and notes of an order (receipt and My orders). */
export function OrderDetailsView({ order }: { order: OrderDetails }) {
  const { t } = useTranslation();
  const format = useFormat();
  const d = order.delivery;
  const days = order.catalogueMaxDeliveryTime?.days;
  return (
    <div className={styles.details}>
      <section>
        <h3>{t('receipt.delivery')}</h3>
        <p className={styles.block}>
          <strong>{d.name}</strong>
          {d.schoolName && <span>{t('receipt.school', { school: d.schoolName })}</span>}
          {d.address && (
            <span>
              {d.address.name}, {d.address.address}
              {d.address.address2 ? `, ${d.address.address2}` : ''}, {d.address.postalCode}{' '}
              {d.address.city}
            </span>
          )}
          {d.pickupLocation && (
            <span>
              {d.pickupLocation.pickupname}, {d.pickupLocation.pickupaddress1},{' '}
              {d.pickupLocation.pickuppostalcode} {d.pickupLocation.pickupcity} ·{' '}
              {d.pickupLocation.deliveryTime.string}
            </span>
          )}
          {d.afterDate && !d.pickupLocation && (
            <span>{t('receipt.deliveryAfter', { date: format.date(d.afterDate) })}</span>
          )}
        </p>
      </section>
      <section>
        <h3>{t('receipt.lines')}</h3>
        <OrderLineRows lines={order.orderLines} />
        <SummaryLines lines={order.summary.lines} className={styles.summary} />
        {order.rebateCode && <p>{t('receipt.rebateCode', { code: order.rebateCode })}</p>}
        {days !== undefined && <p>{t('checkout.catalogueDelivery', { count: days })}</p>}
        <p className={styles.note}>
          {order.containDigitalProducts ? t('receipt.digital') : t('receipt.noDigital')}
        </p>
      </section>
    </div>
  );
}
