import { useTranslation } from 'react-i18next';
import { usePrivacyPolicy } from '../../api/shop/get-privacy-policy';
import { Alert } from '../../ui/Alert';
import { MultilineText } from '../../ui/MultilineText';
import { Lead, Page } from '../../ui/Page';
import { LoadingBlock } from '../../ui/Spinner';
import styles from './pages.module.css';

/** /privacy-policy: the shop's text from the server; its line breaks are kept. */
export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  const { data: policy, isPending, isError } = usePrivacyPolicy();
  return (
    <Page title={t('routes.privacyPolicy')}>
      {isPending && <LoadingBlock label={t('common.loading')} />}
      {isError && <Alert tone="error">{t('common.loadFailed')}</Alert>}
      {policy === '' && <Lead>{t('routes.notFound')}</Lead>}
      {policy && (
        <div className={styles.text}>
          <MultilineText text={policy} />
        </div>
      )}
    </Page>
  );
}
