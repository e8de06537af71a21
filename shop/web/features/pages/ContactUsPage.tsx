import { useTranslation } from 'react-i18next';
import { useShopSettings } from '../../api/shop/get-shop-settings';
import { Alert } from '../../ui/Alert';
import { Page } from '../../ui/Page';
import { LoadingBlock } from '../../ui/Spinner';
import styles from './pages.module.css';

/** /contact-us: the shop's name, address, e-mail and phone. */
export function ContactUsPage() {
  const { t } = useTranslation();
  const { data: settings, isPending, isError } = useShopSettings();
  return (
    <Page title={t('routes.contactUs')} narrow>
      {isPending && <LoadingBlock label={t('common.loading')} />}
      {isError && <Alert tone="error">{t('common.loadFailed')}</Alert>}
      {settings && (
        <address className={styles.card}>
          <strong>{settings.name}</strong>
          <span>{settings.contactInfo.address}</span>
          <span>
            {settings.contactInfo.postalCode} {settings.contactInfo.city}
          </span>
          {settings.contactInfo.state && <span>{settings.contactInfo.state}</span>}
          {settings.contactInfo.email && (
            <a href={`mailto:${settings.contactInfo.email}`}>{settings.contactInfo.email}</a>
          )}
          {settings.contactInfo.phone && (
            <a href={`tel:${settings.contactInfo.phone.replace(/\s+/g, '')}`}>
              {settings.contactInfo.phone}
            </a>
          )}
        </address>
      )}
    </Page>
  );
}
