import { useTranslation } from 'react-i18next';
import type { Cart } from '../../../contract/cart';
import { OrderLineRows, SummaryLines } from '../../components/order-summary/OrderSummary';
import styles from './checkout.module.css';

/** The cart's lines and its summary lines; type 4 is the total (docs/rules/purchase.md §3). */
export function CartSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  return (
    <section className={styles.summary} aria-label={t('checkout.summary')}>
      <OrderLineRows lines={cart.orderLines} />
      <SummaryLines lines={cart.summary.lines} />
    </section>
  );
}
