import { useTranslation } from 'react-i18next';
import { usePackageInfo } from '../../api/packages/get-package-info';
import { Alert } from '../../ui/Alert';
import { useLayoutMode } from '../../ui/layout-mode';
import { Page } from '../../ui/Page';
import { LoadingBlock } from '../../ui/Spinner';
import { Countdown } from './Countdown';
import { PackageCard } from './PackageCard';
import { PackageCarousel } from './PackageCarousel';
import styles from './packages.module.css';

/**
 * /products/packages: 'Exclusive deals', the offers and the discount countdown. A phone swipes
 * through the offers one at a time; the desktop layout shows them side by side.
 */
export function PackagesPage() {
  const { t } = useTranslation();
  const info = usePackageInfo();
  const { desktop } = useLayoutMode();
  return (
    <Page title={t('packages.heading')}>
      {info.isPending && <LoadingBlock label={t('common.loading')} />}
      {info.isError && <Alert tone="error">{t('common.loadFailed')}</Alert>}
      {info.data && (
        <>
          <Countdown seconds={info.data.remainingTime} />
          {info.data.packages.length === 0 ? (
            <p>{t('packages.none')}</p>
          ) : desktop ? (
            <ul className={styles.offerGrid} aria-label={t('packages.offers')}>
              {info.data.packages.map((offer) => (
                <li key={offer.uuid}>
                  <PackageCard offer={offer} />
                </li>
              ))}
            </ul>
          ) : (
            <PackageCarousel offers={info.data.packages} />
          )}
        </>
      )}
    </Page>
  );
}
