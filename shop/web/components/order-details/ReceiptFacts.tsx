import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderReceipt } from '../../../contract/orders';
import { useFormat } from '../../i18n/useFormat';
import { cx } from '../../ui/cx';
import styles from './order-details.module.css';

type Kind = OrderReceipt['method']['kind'];

/** The parent's words for a payment method (one call per key, so the key check sees each). */
function methodLabel(t: TFunction, kind: Kind): string {
  const labels: Record<Kind, string> = {
    invoice: t('receipt.method_invoice'),
    mobile: t('receipt.method_mobile'),
    card: t('receipt.method_card'),
  };
  return labels[kind];
}

/** A yyyy-mm-dd day read at noon, so no time zone moves it to the day before. */
const day = (date: string) => `${date}T12:00:00`;

/** One fact of the receipt: its label and its value, a row of the facts' list. */
function Fact({
  label,
  children,
  className,
}: {
  label: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * What the receipt must say besides the lines: who sold (name, organisation number, address),
 * how it is paid, the VAT per rate and in all (only when the seller charges VAT), and for an
 * invoice where and by when to pay it, with its PDF (which answers the order's owner only).
 * The amounts are the server's; this only formats them.
 */
export function ReceiptFacts({ receipt }: { receipt: OrderReceipt }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { seller, invoice } = receipt;
  const place = [seller.postalCode, seller.city].filter(Boolean).join(' ');
  return (
    <>
      <section aria-labelledby="receipt-payment">
        <h3 id="receipt-payment">{t('receipt.payment')}</h3>
        <dl className={styles.facts}>
          <Fact label={t('receipt.paymentMethod')}>{methodLabel(t, receipt.method.kind)}</Fact>
          {receipt.vat.map((group) => (
            <Fact
              key={group.rate}
              label={t('receipt.vatLine', {
                rate: format.rate(group.rate),
                amount: format.amount(group.gross),
              })}
            >
              {format.amount(group.vat)}
            </Fact>
          ))}
          {seller.vatRegistered && (
            <Fact label={t('receipt.vatTotal')} className={styles.factTotal}>
              {format.amount(receipt.vatTotal)}
            </Fact>
          )}
        </dl>
      </section>
      {invoice && (
        <section aria-labelledby="receipt-invoice">
          <h3 id="receipt-invoice">{t('receipt.invoiceTitle')}</h3>
          <dl className={styles.facts}>
            <Fact label={t('receipt.invoiceNumber')}>{invoice.number}</Fact>
            <Fact label={t('receipt.kid')}>{invoice.kid}</Fact>
            <Fact label={t('receipt.bankAccount')}>{seller.bankAccount}</Fact>
            <Fact label={t('receipt.dueDate')}>{format.date(day(invoice.dueDate))}</Fact>
            <Fact label={t('receipt.invoiceAmount')}>{format.amount(invoice.amount)}</Fact>
            <Fact label={t('receipt.invoiceStatus')}>
              {invoice.status === 'paid' ? t('receipt.invoicePaid') : t('receipt.invoiceOpen')}
            </Fact>
          </dl>
          <p className={cx(styles.links, styles.pdf)}>
            <a
              href={invoice.url}
              className={styles.link}
              target="_blank"
              rel="noopener"
              aria-label={t('receipt.invoicePdfLabel', { number: invoice.number })}
            >
              {t('receipt.invoicePdf')}
            </a>
          </p>
        </section>
      )}
      <section aria-labelledby="receipt-seller">
        <h3 id="receipt-seller">{t('receipt.seller')}</h3>
        <p className={styles.block}>
          <strong>{seller.name}</strong>
          <span>{t('receipt.organisationNumber', { number: seller.organisationNumber })}</span>
          {seller.address && <span>{seller.address}</span>}
          {place && <span>{place}</span>}
          {seller.country && <span>{format.country(seller.country)}</span>}
        </p>
      </section>
    </>
  );
}
