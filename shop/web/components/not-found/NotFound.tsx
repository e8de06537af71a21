import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';
import { ButtonLink } from '../../ui/Button';
import { Page } from '../../ui/Page';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.notFound')}>
      <ButtonLink to={paths.frontpage} variant="secondary">
        {t('routes.toFrontPage')}
      </ButtonLink>
    </Page>
  );
}
