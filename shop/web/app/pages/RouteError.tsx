import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { NotFound } from '../../components/not-found/NotFound';

/** A page that failed to render or load: say so and offer a reload, never a blank screen. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <Page title={t('common.loadFailed')} hideTitle>
      <Alert tone="error">{t('common.loadFailed')}</Alert>
      <Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>
    </Page>
  );
}
