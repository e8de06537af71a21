import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueOffer } from '../../../contract/catalogue';
import { useFormat } from '../../i18n/useFormat';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { MultilineText } from '../../ui/MultilineText';
import { initialQuantities, quantityOptions } from './quantities';
import styles from './catalogue-offer.module.css';

interface Props {
  catalogues: readonly CatalogueOffer[];
  busy: boolean;
  /** The failed add's message, shown above the list. */
  error: string | null;
  onNoThanks: () => void;
  onAdd: (chosen: { uuid: string; quantity: number }[]) => void;
}

/**
 * 'Do you want to order the catalogue?': a quantity per orderable catalogue, 'No thanks'
 * and 'Add to cart'. The catalogues page, the cart page and the checkout's upsell show this one.
 */
export function CatalogueOfferDialog({ catalogues, busy, error, onNoThanks, onAdd }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const [quantities, setQuantities] = useState(() => initialQuantities(catalogues));
  const [noneChosen, setNoneChosen] = useState(false);
  const add = () => {
    const chosen = catalogues.map((c) => ({ uuid: c.uuid, quantity: quantities[c.uuid] ?? 0 }));
    // docs/rules/purchase.md §5 'Upsell add': at least one quantity above 0.
    if (!chosen.some((c) => c.quantity > 0)) return setNoneChosen(true);
    onAdd(chosen);
  };
  return (
    <Dialog
      closeLabel={t('common.close')}
      open
      onClose={onNoThanks}
      title={t('catalogues.question')}
      actions={
        <>
          <Button variant="secondary" onClick={onNoThanks}>
            {t('catalogues.noThanks')}
          </Button>
          <Button busy={busy} onClick={add}>
            {t('catalogues.addToCart')}
          </Button>
        </>
      }
    >
      {error && <Alert tone="error">{error}</Alert>}
      <ul className={styles.list}>
        {catalogues.map((c) => (
          <li key={c.uuid} className={styles.item}>
            <strong>{c.name}</strong>
            <span className={styles.muted}>{c.subject.name}</span>
            <MultilineText text={c.description} />
            <span>{format.money(c.price)}</span>
            <label className={styles.quantity}>
              <span>{t('catalogues.quantity')}</span>
              <select
                value={quantities[c.uuid] ?? 0}
                onChange={(event) => {
                  setQuantities({ ...quantities, [c.uuid]: Number(event.target.value) });
                  setNoneChosen(false);
                }}
              >
                {quantityOptions(c.maxQuantity).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
          </li>
        ))}
      </ul>
      {noneChosen && <Alert tone="error">{t('checkout.noneSelected')}</Alert>}
    </Dialog>
  );
}
