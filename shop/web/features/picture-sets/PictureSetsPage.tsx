import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PictureSet } from '../../../contract/picture-sets';
import { usePictureSets } from '../../api/picture-sets/get-picture-sets';
import { paths } from '../../lib/paths';
import { Alert } from '../../ui/Alert';
import { ButtonLink } from '../../ui/Button';
import { Lead, Page } from '../../ui/Page';
import { Skeleton } from '../../ui/Skeleton';
import { PictureSetCard } from './PictureSetCard';
import styles from './picture-sets.module.css';

/**
 * /my-account/picture-sets: a card per set. `setActions` adds buttons to each card; the app
 * fills it (features do not import one another).
 */
export function PictureSetsPage({ setActions }: { setActions?: (set: PictureSet) => ReactNode }) {
  const { t } = useTranslation();
  const { data: sets, isPending, isError } = usePictureSets();

  return (
    <Page title={t('pictureSets.title')}>
      {isPending && (
        <div className={styles.list} aria-busy="true">
          <Skeleton height="260px" />
          <Skeleton height="260px" />
        </div>
      )}
      {isError && <Alert tone="error">{t('common.loadFailed')}</Alert>}
      {sets && sets.length === 0 && <Lead>{t('pictureSets.empty')}</Lead>}
      {sets && sets.length > 0 && (
        <ul className={styles.list}>
          {sets.map((set) => (
            <li key={set.subject.uuid}>
              <PictureSetCard set={set} actions={setActions?.(set)} />
            </li>
          ))}
        </ul>
      )}
      {sets && (
        <p className={styles.more}>
          <ButtonLink to={paths['myaccount.addpictureset']} variant="secondary">
            {t('account.addPictureSet')}
          </ButtonLink>
        </p>
      )}
    </Page>
  );
}
