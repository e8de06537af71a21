import { useTranslation } from 'react-i18next';
import type { Money } from '../../../contract/money';
import { useFormat } from '../../i18n/useFormat';
import styles from './prices.module.css';

/** A price; a campaign price stands beside the struck-through original price. */
export function PriceTag({ price, original }: { price: Money; original: Money }) {
  const { t } = useTranslation();
  const format = useFormat();
  const promoted = price.amount < original.amount;
  return (
    <span className={styles.price}>
      {promoted && (
        <s className={styles.original}>
          <span className="visually-hidden">{t('catalogue.originalPrice')} </span>
          {format.money(original)}
        </s>
      )}
      <strong className={promoted ? styles.promoted : undefined}>
        {t('catalogue.each', { price: format.money(price) })}
      </strong>
    </span>
  );
}
