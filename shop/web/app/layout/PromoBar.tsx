import { useTranslation } from 'react-i18next';
import { useCart } from '../../api/cart/get-cart';
import { useShopSettings } from '../../api/shop/get-shop-settings';
import { useFormat } from '../../i18n/useFormat';
import { promoMessage } from './shell-rules';
import styles from './PromoBar.module.css';

/** The free-delivery message for the cart's total against the shop's threshold. */
export function PromoBar() {
  const { t } = useTranslation();
  const format = useFormat();
  const { data: settings } = useShopSettings();
  const { data: cart } = useCart();
  if (!settings || !cart) return null;
  const message = promoMessage(
    cart.summary.totalPrice.amount,
    settings.webshop.freeShippingThreshold,
  );
  if (!message) return null;
  const amount = (minor: number) => format.money({ amount: minor, currency: settings.currency });
  const text =
    message.kind === 'free'
      ? t('promo.free')
      : message.kind === 'over'
        ? t('promo.over', { amount: amount(message.amount) })
        : t('promo.more', { amount: amount(message.amount) });
  return (
    <p className={styles.promo} role="status">
      {text}
    </p>
  );
}
