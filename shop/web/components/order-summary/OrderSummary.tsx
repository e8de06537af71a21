import type { Cart, OrderLine } from '../../../contract/cart';
import { useFormat } from '../../i18n/useFormat';
import { cx } from '../../ui/cx';
import styles from './order-summary.module.css';

/** '{quantity} × {description}' and the line's price: the checkout, receipt and order lines. */
export function OrderLineRows({ lines }: { lines: readonly OrderLine[] }) {
  const format = useFormat();
  return (
    <ul className={styles.lines}>
      {lines.map((line) => (
        <li key={line.uuid}>
          <span>
            {line.quantity} × {line.description}
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
