import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { paths } from '../../lib/paths';
import { Alert } from '../../ui/Alert';

/** Why the support view shows nothing: signed out, not staff, or the call failed. */
export function RecordingsRefused({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 401)
    return (
      <Alert tone="error">
        {t('debug.signInAsStaff')} <Link to={paths.login}>{t('debug.signIn')}</Link>
      </Alert>
    );
  if (status === 403) return <Alert tone="error">{t('debug.staffOnly')}</Alert>;
  return <Alert tone="error">{t('common.loadFailed')}</Alert>;
}
