import { useTranslation } from 'react-i18next';
import type { PaymentOption } from '../../../contract/checkout';
import { useShopSettings } from '../../api/shop/get-shop-settings';
import styles from './checkout.module.css';

/**
 * Says so beside a payment option that a built-in test gateway serves, which moves no money;
 * nothing beside one a real provider (Stripe, Vipps MobilePay) takes.
 */
export function TestPaymentsBanner({ provider }: { provider: PaymentOption['provider'] }) {
  const { t } = useTranslation();
  const settings = useShopSettings();
  if (settings.data?.testGateways.includes(provider) !== true) return null;
  return (
    <span className={styles.testMode} data-testid={`test-mode-${provider}`}>
      <strong>{t('payment.testModeTitle')}</strong> {t('payment.testMode')}
    </span>
  );
}
