import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useCart } from '../../api/cart/get-cart';
import { paths } from '../../lib/paths';
import { Alert } from '../../ui/Alert';
import { ButtonLink } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { WithSideColumn } from '../../ui/SideColumn';
import { LoadingBlock } from '../../ui/Spinner';
import { CartCatalogueOffer } from './CartCatalogueOffer';
import { CartLine } from './CartLine';
import { CartTotals } from './CartTotals';
import styles from './cart.module.css';

/** /shopping-cart: the product lines, the total, 'Add more' and 'Checkout'. */
export function ShoppingCartPage() {
  const { t } = useTranslation();
  const cart = useCart();

  if (cart.isPending) return <LoadingBlock label={t('common.loading')} />;
  if (cart.isError)
    return (
      <Page title={t('routes.shoppingCart')}>
        <Alert tone="error">{t('common.loadFailed')}</Alert>
      </Page>
    );
  const products = cart.data.orderLines.filter((line) => line.type === 0);
  // An empty cart has nothing to show: back to the products (spec).
  if (products.length === 0) return <Navigate to={paths['products.list']} replace />;
  return (
    <Page title={t('routes.shoppingCart')}>
      {/* The desktop layout: the totals, offers and the way on stay in view beside the lines. */}
      <WithSideColumn
        side={
          <>
            <CartTotals />
            <CartCatalogueOffer />
            <div className={styles.buttons}>
              <ButtonLink to={paths['products.list']} variant="secondary">
                {t('cartPage.addMore')}
              </ButtonLink>
              <ButtonLink to={paths.checkout}>{t('cartPage.checkout')}</ButtonLink>
            </div>
          </>
        }
      >
        <ul className={styles.lines}>
          {products.map((line) => (
            <li key={line.uuid}>
              <CartLine line={line} minimum={line.minimumQuantity ?? 1} />
            </li>
          ))}
        </ul>
      </WithSideColumn>
    </Page>
  );
}
