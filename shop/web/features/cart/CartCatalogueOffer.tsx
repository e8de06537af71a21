import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBuyCatalogues } from '../../api/catalogue/buy-catalogues';
import { useCatalogues } from '../../api/catalogue/get-catalogues';
import { isSignedIn, useUser } from '../../api/session/get-user';
import { paths } from '../../lib/paths';
import { Button } from '../../ui/Button';
import { cx } from '../../ui/cx';
import styles from './cart.module.css';

// The dialog's code is not part of the cart's first download: it loads once the offer shows, so
// it is there by the time the button is tapped (a tap before that opens it when it arrives).
const loadDialog = () => import('../../components/catalogue-offer/CatalogueOfferDialog');
const CatalogueOfferDialog = lazy(() =>
  loadDialog().then((m) => ({ default: m.CatalogueOfferDialog })),
);

/**
 * The catalogue offer on the cart page: while one of the user's orderable catalogues is not in the
 * cart, a button opens the catalogue offer dialog (GET /ajax/user/get_catalogues.php needs a
 * signed-in user). Its buttons do what the spec says: 'No thanks' goes to the product list,
 * 'Add to cart' adds the chosen catalogues and comes back to the cart.
 */
export function CartCatalogueOffer() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUser();
  const signedIn = isSignedIn(user.data);
  const catalogues = useCatalogues({ enabled: signedIn });
  const buy = useBuyCatalogues();
  const [open, setOpen] = useState(false);
  // While a signed-in parent's catalogues load, the offer's place is held by an invisible copy
  // of the same size: the buttons below do not jump down when it arrives.
  const pending = signedIn && catalogues.isPending;
  const offered = catalogues.data ?? [];
  // Offered while any child's catalogue is still out of the cart (a sibling's may be in it).
  const hidden =
    !pending && (offered.length === 0 || (!open && offered.every((c) => c.quantity > 0)));
  const offers = !pending && !hidden;
  useEffect(() => {
    if (offers) loadDialog().catch(() => undefined);
  }, [offers]);
  if (hidden) return null;
  return (
    <section
      className={cx(styles.offer, pending && styles.offerPending)}
      aria-label={t('catalogues.question')}
    >
      <p>{t('catalogues.question')}</p>
      <Button variant="secondary" onClick={() => setOpen(true)} disabled={pending}>
        {t('cartPage.catalogueOffer')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CatalogueOfferDialog
            catalogues={offered}
            busy={buy.isPending}
            error={buy.isError ? t('catalogues.failed') : null}
            onNoThanks={() => void navigate(paths['products.list'])}
            onAdd={(chosen) =>
              buy.mutate(chosen, {
                onSuccess: () => {
                  setOpen(false);
                  void navigate(paths.shoppingcart);
                },
              })
            }
          />
        </Suspense>
      )}
    </section>
  );
}
