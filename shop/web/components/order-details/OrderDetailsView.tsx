import { useTranslation } from 'react-i18next';
import type { DownloadLink, OrderDetails, OrderDownload } from '../../../contract/orders';
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
        {!order.downloads?.length && (
          <p className={styles.note}>
            {order.containDigitalProducts ? t('receipt.digital') : t('receipt.noDigital')}
          </p>
        )}
      </section>
      {order.downloads && order.downloads.length > 0 && <Downloads downloads={order.downloads} />}
    </div>
  );
}

/**
 * The bought digital pictures, each with a link per form: on a background (the set's default
 * first), transparent, or as photographed. The links answer the signed-in buyer only.
 */
function Downloads({ downloads }: { downloads: OrderDownload[] }) {
  const { t } = useTranslation();
  const form = (l: DownloadLink) =>
    l.kind === 'background'
      ? t('receipt.downloadOn', { background: l.backgroundName ?? '' })
      : l.kind === 'transparent'
        ? t('receipt.downloadTransparent')
        : t('receipt.downloadOriginal');
  return (
    <section aria-labelledby="order-downloads">
      <h3 id="order-downloads">{t('receipt.downloads')}</h3>
      <p className={styles.note}>{t('receipt.downloadsHint')}</p>
      <ul className={styles.downloads}>
        {downloads.map((d) => {
          const name = t('receipt.downloadPicture', { name: d.description, number: d.number });
          return (
            <li key={d.pictureUuid} className={styles.download}>
              <span>{name}</span>
              {d.awaitingPayment && (
                <span className={styles.note}>{t('receipt.downloadAfterInvoice')}</span>
              )}
              <span className={styles.links}>
                {d.links.map((l) => (
                  <a
                    key={l.url}
                    href={l.url}
                    download
                    className={l.preferred ? styles.preferred : styles.link}
                    aria-label={t('receipt.downloadLabel', { name, form: form(l) })}
                  >
                    {form(l)}
                  </a>
                ))}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
