import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cart } from '../../../contract/cart';
import type { Checkout } from '../../../contract/checkout';
import { useBuyCatalogues, useBuyDigitalSets } from '../../api/checkout/buy-upsell';
import { useFormat } from '../../i18n/useFormat';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { MultilineText } from '../../ui/MultilineText';
import { TextField } from '../../ui/TextField';
import type { Upsell } from './checkout-types';
import styles from './checkout.module.css';

/** Spec §9: a catalogue's maximum quantity when it names none. */
const DEFAULT_MAX_CATALOGUES = 10;

interface Props {
  checkoutUuid: string;
  item: Upsell;
  onCart: (
    cart: Cart,
    deliveryMethods?: Checkout['deliveryOptions'],
    catalogueMaxDeliveryTime?: Checkout['catalogueMaxDeliveryTime'],
  ) => void;
  onNext: () => void;
}

/** One upsell popup: the catalogue offer or a digital set special offer. */
export function UpsellDialog({ checkoutUuid, item, onCart, onNext }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const catalogues = useBuyCatalogues(checkoutUuid);
  const sets = useBuyDigitalSets(checkoutUuid);
  const single = item.catalogues.length === 1;
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries(item.catalogues.map((c) => [c.uuid, single ? 1 : 0])),
  );
  const [alert, setAlert] = useState<string | null>(null);

  if (item.type === 'DIGITAL_FILES' && item.product && item.subject) {
    const saving = { ...item.price, amount: item.price.amount - item.rebatedPrice.amount };
    const buy = () =>
      sets.mutate([{ uuid: item.subject?.uuid ?? '', name: item.subject?.name ?? '' }], {
        onSuccess: (answer) => {
          onCart(answer.cart);
          onNext();
        },
      });
    return (
      <Dialog
        open
        onClose={onNext}
        title={t('checkout.specialOffer')}
        actions={
          <>
            <Button variant="secondary" onClick={onNext}>
              {t('checkout.noThanks')}
            </Button>
            <Button busy={sets.isPending} onClick={buy}>
              {t('checkout.addToCart')}
            </Button>
          </>
        }
      >
        <p>
          {t('checkout.digitalOffer', {
            product: item.product.name,
            subject: item.subject.name,
            price: format.money(item.rebatedPrice),
          })}
        </p>
        <p className={styles.saving}>{t('checkout.saving', { amount: format.money(saving) })}</p>
        {sets.error && <Alert tone="error">{sets.error.message}</Alert>}
      </Dialog>
    );
  }

  const add = () => {
    const chosen = Object.entries(quantities).map(([uuid, quantity]) => ({ uuid, quantity }));
    if (!chosen.some((c) => c.quantity > 0)) {
      setAlert(t('checkout.noneSelected'));
      return;
    }
    catalogues.mutate(chosen, {
      onSuccess: (answer) => {
        onCart(answer.cart, answer.deliveryMethods, answer.catalogueMaxDeliveryTime);
        onNext();
      },
    });
  };
  return (
    <Dialog
      open
      onClose={onNext}
      title={t('checkout.offerTitle')}
      actions={
        <>
          <Button variant="secondary" onClick={onNext}>
            {t('checkout.noThanks')}
          </Button>
          <Button busy={catalogues.isPending} onClick={add}>
            {t('checkout.addToCart')}
          </Button>
        </>
      }
    >
      {item.catalogues.map((c) => (
        <div key={c.uuid} className={styles.catalogue}>
          <strong>{c.name}</strong>
          <MultilineText text={c.description} />
          <span className={styles.price}>{format.money(c.price)}</span>
          <TextField
            label={t('checkout.catalogueQuantity', { name: c.name })}
            type="number"
            min={0}
            max={c.maxQuantity ?? DEFAULT_MAX_CATALOGUES}
            value={quantities[c.uuid] ?? 0}
            onChange={(event) => {
              const max = c.maxQuantity ?? DEFAULT_MAX_CATALOGUES;
              const value = Math.min(max, Math.max(0, Math.floor(Number(event.target.value) || 0)));
              setQuantities((q) => ({ ...q, [c.uuid]: value }));
              setAlert(null);
            }}
          />
        </div>
      ))}
      {alert && <Alert tone="error">{alert}</Alert>}
      {catalogues.error && <Alert tone="error">{catalogues.error.message}</Alert>}
    </Dialog>
  );
}
