import { NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useStudioJobs } from '../../api/studio/studio';
import { NotFound } from '../../components/not-found/NotFound';
import { Alert } from '../../ui/Alert';
import { LoadingBlock } from '../../ui/Spinner';
import styles from './studio.module.css';

/**
 * The studio area's frame: its tabs, shown to shop staff only. The server decides who is staff
 * (the list of photo days answers them alone); anyone else sees the shop's not-found page, so
 * the area does not show that it exists.
 */
export function StudioLayout() {
  const { t } = useTranslation();
  const access = useStudioJobs();
  if (access.isPending) return <LoadingBlock label={t('common.loading')} />;
  if (access.isError) {
    const status = (access.error as { status?: number }).status;
    if (status === 401 || status === 403 || status === 404) return <NotFound />;
    return (
      <div className={styles.area}>
        <Alert tone="error">{t('common.loadFailed')}</Alert>
      </div>
    );
  }
  return (
    <div className={styles.area}>
      <nav className={styles.nav} aria-label={t('studio.title')}>
        <NavLink to="/studio" end>
          {t('studio.jobsTab')}
        </NavLink>
        <NavLink to="/studio/import">{t('studio.importTab')}</NavLink>
        <NavLink to="/studio/orders">{t('studio.ordersTab')}</NavLink>
        <NavLink to="/studio/prices">{t('studio.pricesTab')}</NavLink>
      </nav>
      <Outlet />
    </div>
  );
}
