import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCart } from '../../api/cart/get-cart';
import { useShopSettings } from '../../api/shop/get-shop-settings';
import { useFormat } from '../../i18n/useFormat';
import { keepPromoSpace, promoMessage, type PromoSeen } from './shell-rules';
import styles from './PromoBar.module.css';

// Whether the shop ran a promo when this phone last saw its settings: while they load, the bar's
// space is kept only then, so it neither pushes the page down nor leaves a gap without a promo.
const PROMO_SEEN = 'keepsake.promo';

function lastSeen(): PromoSeen | null {
  try {
    const seen = localStorage.getItem(PROMO_SEEN);
    return seen === 'shown' || seen === 'none' ? seen : null;
  } catch {
    return null;
  }
}

function rememberPromo(runs: boolean): void {
  try {
    localStorage.setItem(PROMO_SEEN, runs ? 'shown' : 'none');
  } catch {
    // private mode: the bar's space is kept while loading, as on a first visit
  }
}

/** The free-delivery message for the cart's total against the shop's threshold. */
export function PromoBar() {
  const { t } = useTranslation();
  const format = useFormat();
  const { data: settings, isError: noSettings } = useShopSettings();
  const { data: cart, isError: noCart } = useCart();
  const threshold = settings?.webshop.freeShippingThreshold;
  useEffect(() => {
    if (threshold !== undefined) rememberPromo(threshold >= 0);
  }, [threshold]);
  // A failed answer shows no promo, as before: no empty slot left behind.
  if (noSettings || noCart) return null;
  if (!settings || !cart) {
    return keepPromoSpace(threshold, lastSeen()) ? (
      <div className={styles.promo} aria-hidden="true" />
    ) : null;
  }
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
