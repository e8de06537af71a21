import { useTranslation } from 'react-i18next';
import type { Money } from '../../../contract/money';
import { useFormat } from '../../i18n/useFormat';
import styles from './prices.module.css';

/** What the parent saves against the original price, labelled as everywhere: 'Rebate NOK 500'. */
export function Rebate({
  price,
  original,
  className,
}: {
  price: Money;
  original: Money;
  className?: string | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const saving = { amount: original.amount - price.amount, currency: price.currency };
  return (
    <span className={className}>
      {t('catalogue.rebate')} {format.money(saving)}
    </span>
  );
}

/**
 * A price; a campaign price stands beside the labelled original price and the rebate (what the
 * parent saves). `each` says the price is per item; a set bought whole is not.
 */
export function PriceTag({
  price,
  original,
  each = true,
}: {
  price: Money;
  original: Money;
  each?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const promoted = price.amount < original.amount;
  return (
    <span className={styles.price}>
      {promoted && (
        <>
          <span className={styles.original}>
            {t('catalogue.originalPrice')} <s>{format.money(original)}</s>
          </span>
          <Rebate price={price} original={original} className={styles.rebate} />
        </>
      )}
      <strong className={promoted ? styles.promoted : undefined}>
        {each ? t('catalogue.each', { price: format.money(price) }) : format.money(price)}
      </strong>
    </span>
  );
}
