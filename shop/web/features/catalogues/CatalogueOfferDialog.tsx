import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueOffer } from '../../../contract/catalogue';
import { useFormat } from '../../i18n/useFormat';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { MultilineText } from '../../ui/MultilineText';
import { initialQuantities, quantityOptions } from './quantities';
import styles from './catalogues.module.css';

interface Props {
  catalogues: readonly CatalogueOffer[];
  busy: boolean;
  failed: boolean;
  onNoThanks: () => void;
  onAdd: (chosen: { uuid: string; quantity: number }[]) => void;
}

/** 'Do you want to order the catalogue?': a quantity per orderable catalogue. */
export function CatalogueOfferDialog({ catalogues, busy, failed, onNoThanks, onAdd }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const [quantities, setQuantities] = useState(() => initialQuantities(catalogues));
  const total = Object.values(quantities).reduce((sum, q) => sum + q, 0);
  return (
    <Dialog
      open
      onClose={onNoThanks}
      title={t('catalogues.question')}
      actions={
        <>
          <Button variant="secondary" onClick={onNoThanks}>
            {t('catalogues.noThanks')}
          </Button>
          <Button
            busy={busy}
            disabled={total === 0}
            onClick={() =>
              onAdd(catalogues.map((c) => ({ uuid: c.uuid, quantity: quantities[c.uuid] ?? 0 })))
            }
          >
            {t('catalogues.addToCart')}
          </Button>
        </>
      }
    >
      {failed && <Alert tone="error">{t('catalogues.failed')}</Alert>}
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
                onChange={(event) =>
                  setQuantities({ ...quantities, [c.uuid]: Number(event.target.value) })
                }
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
    </Dialog>
  );
}
