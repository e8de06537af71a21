import { useTranslation } from 'react-i18next';
import type { ProductPrice } from '../../../contract/products';
import { useFormat } from '../../i18n/useFormat';
import { Dialog } from '../../ui/Dialog';
import { ordinal, tierRows } from './tiers';
import styles from './prices.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  prices: readonly ProductPrice[];
  currency: string;
  /** Whether the user qualifies for the campaign prices. */
  campaign: boolean;
}

/** The price tiers: 'n pcs' for type 0, ordinals (1st, 2nd …) for the others. */
export function PricesDialog({ open, onClose, title, prices, currency, campaign }: Props) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const money = (amount: number) => format.money({ amount, currency });
  return (
    <Dialog closeLabel={t('common.close')} open={open} onClose={onClose} title={title}>
      <table className={styles.tiers}>
        <tbody>
          {tierRows(prices, campaign).map((row) => (
            <tr key={`${row.kind}-${row.quantity}`}>
              <th scope="row">
                {row.kind === 'quantity'
                  ? t('catalogue.pcs', { count: row.quantity })
                  : t('catalogue.nth', { ordinal: ordinal(row.quantity, i18n.language) })}
              </th>
              <td>
                {row.campaignPrice !== null && (
                  <span className={styles.original}>
                    {t('catalogue.originalPrice')} <s>{money(row.price)}</s>
                  </span>
                )}{' '}
                {t('catalogue.each', { price: money(row.campaignPrice ?? row.price) })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
