import { useTranslation } from 'react-i18next';
import { useShopSettings } from '../../api/shop/get-shop-settings';
import { Alert } from '../../ui/Alert';

/** Says so when the shop's payments are the built-in test gateways, which move no money. */
export function TestPaymentsBanner() {
  const { t } = useTranslation();
  const settings = useShopSettings();
  if (settings.data?.testPayments !== true) return null;
  return (
    <Alert tone="info">
      <strong>{t('payment.testModeTitle')}</strong> {t('payment.testMode')}
    </Alert>
  );
}
