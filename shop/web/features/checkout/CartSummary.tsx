import { useTranslation } from 'react-i18next';
import type { Cart } from '../../../contract/cart';
import { useFormat } from '../../i18n/useFormat';
import styles from './checkout.module.css';

/** The cart's lines and its summary lines; type 4 is the total (spec §3). */
export function CartSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section className={styles.summary} aria-label={t('checkout.summary')}>
      <ul className={styles.lines}>
        {cart.orderLines.map((line) => (
          <li key={line.uuid}>
            <span>
              {line.quantity} × {line.description}
            </span>
            <span>{format.money(line.actualLinePrice)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.summaryLines}>
        {cart.summary.lines.map((line, i) => (
          <div
            key={`${line.description}-${i}`}
            className={line.type === 4 ? styles.total : undefined}
          >
            <dt>{line.description}</dt>
            <dd>{format.money(line.linePrice)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
