import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLegacyPage } from '../../api/cms/get-legacy-page';
import { ApiError } from '../../api/client';
import { Alert } from '../../ui/Alert';
import { paths } from '../../lib/paths';
import { ButtonLink } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { LoadingBlock } from '../../ui/Spinner';
import { ModuleView } from './ModuleView';
import styles from './cms.module.css';

/** /pages/:id: a content-managed page, its modules in order. */
export function LegacyPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const page = useLegacyPage(id, i18n.language);

  if (page.isPending)
    return (
      <Page title={t('routes.page')}>
        <LoadingBlock label={t('common.loading')} />
      </Page>
    );
  if (page.isError) {
    const missing = page.error instanceof ApiError && page.error.status === 404;
    return (
      <Page title={missing ? t('cms.notFound') : t('routes.page')}>
        {missing ? (
          <ButtonLink to={paths.frontpage} variant="secondary">
            {t('routes.toFrontPage')}
          </ButtonLink>
        ) : (
          <Alert tone="error">{t('common.loadFailed')}</Alert>
        )}
      </Page>
    );
  }
  const startsWithTitle = page.data.modules[0]?.type === 'Title';
  return (
    <Page title={page.data.title} hideTitle>
      <div className={styles.modules}>
        {!startsWithTitle && page.data.modules[0]?.type !== 'Slider' && (
          <h2 className={styles.title}>{page.data.title}</h2>
        )}
        {page.data.modules.map((module, i) => (
          <ModuleView key={i} module={module} />
        ))}
      </div>
    </Page>
  );
}
