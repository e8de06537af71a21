import { useTranslation } from 'react-i18next';
import type { Cart } from '../../../contract/cart';
import type { Checkout } from '../../../contract/checkout';
import { useBuyCatalogues, useBuyDigitalSets } from '../../api/checkout/buy-upsell';
import { CatalogueOfferDialog } from '../../components/catalogue-offer/CatalogueOfferDialog';
import { useFormat } from '../../i18n/useFormat';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import type { Upsell } from './checkout-types';
import styles from './checkout.module.css';

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

/** One upsell popup: the catalogue offer (the shared dialog) or a digital set special offer. */
export function UpsellDialog({ checkoutUuid, item, onCart, onNext }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const catalogues = useBuyCatalogues(checkoutUuid);
  const sets = useBuyDigitalSets(checkoutUuid);

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
        closeLabel={t('common.close')}
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

  return (
    <CatalogueOfferDialog
      catalogues={item.catalogues}
      busy={catalogues.isPending}
      error={catalogues.error?.message ?? null}
      onNoThanks={onNext}
      onAdd={(chosen) =>
        catalogues.mutate(chosen, {
          onSuccess: (answer) => {
            onCart(answer.cart, answer.deliveryMethods, answer.catalogueMaxDeliveryTime);
            onNext();
          },
        })
      }
    />
  );
}
