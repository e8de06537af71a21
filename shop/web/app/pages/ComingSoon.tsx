import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Lead, Page } from '../../ui/Page';

/** A route whose feature is not built yet: titled honestly, no made-up offers. */
export function ComingSoon({ title }: { title: ParseKeys }) {
  const { t } = useTranslation();
  return (
    <Page title={t(title)}>
      <Lead>{t('routes.comingSoon')}</Lead>
    </Page>
  );
}
