import { useTranslation } from 'react-i18next';
import type { Cart, OrderLine } from '../../../contract/cart';
import { useFormat } from '../../i18n/useFormat';
import { cx } from '../../ui/cx';
import { Rebate } from '../prices/PriceTag';
import styles from './order-summary.module.css';

/**
 * '{quantity} × {description}' and the line's price: the checkout, receipt and order lines. A
 * line charged below its original price (a rebated digital portrait, a package) says so under
 * its name: the original price struck through and the rebate.
 */
export function OrderLineRows({ lines }: { lines: readonly OrderLine[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ul className={styles.lines}>
      {lines.map((line) => (
        <li key={line.uuid}>
          <span>
            {line.quantity} × {line.description}
            {line.linePrice.amount > line.actualLinePrice.amount && (
              <span className={styles.rebated}>
                <span>
                  {t('catalogue.originalPrice')} <s>{format.money(line.linePrice)}</s>
                </span>{' '}
                <Rebate price={line.actualLinePrice} original={line.linePrice} />
              </span>
            )}
          </span>
          <span>{format.money(line.actualLinePrice)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The summary lines of a cart or an order; type 4 is the total (docs/rules/purchase.md §3). */
export function SummaryLines(props: {
  lines: Cart['summary']['lines'];
  label?: string;
  className?: string;
}) {
  const format = useFormat();
  return (
    <dl className={cx(styles.summary, props.className)} aria-label={props.label}>
      {props.lines.map((line, i) => (
        <div
          key={`${line.description}-${i}`}
          className={line.type === 4 ? styles.total : undefined}
        >
          <dt>{line.description}</dt>
          <dd>{format.money(line.linePrice)}</dd>
        </div>
      ))}
    </dl>
  );
}
