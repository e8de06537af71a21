import { useTranslation } from 'react-i18next';
import { usePackageInfo } from '../../api/packages/get-package-info';
import { Alert } from '../../ui/Alert';
import { Page } from '../../ui/Page';
import { LoadingBlock } from '../../ui/Spinner';
import { Countdown } from './Countdown';
import { PackageCarousel } from './PackageCarousel';

/** /products/packages: 'Exclusive deals', the offers carousel and the discount countdown. */
export function PackagesPage() {
  const { t } = useTranslation();
  const info = usePackageInfo();
  return (
    <Page title={t('packages.heading')}>
      {info.isPending && <LoadingBlock label={t('common.loading')} />}
      {info.isError && <Alert tone="error">{t('common.loadFailed')}</Alert>}
      {info.data && (
        <>
          <Countdown seconds={info.data.remainingTime} />
          {info.data.packages.length > 0 ? (
            <PackageCarousel offers={info.data.packages} />
          ) : (
            <p>{t('packages.none')}</p>
          )}
        </>
      )}
    </Page>
  );
}
