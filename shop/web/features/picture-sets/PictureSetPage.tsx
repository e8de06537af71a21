import { useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PictureSet } from '../../../contract/picture-sets';
import { usePictureSet } from '../../api/picture-sets/get-picture-set';
import { yearOf } from '../../i18n/format';
import { rememberPictureSet } from '../../lib/current-picture-set';
import { paths } from '../../lib/paths';
import { Alert } from '../../ui/Alert';
import { ButtonLink } from '../../ui/Button';
import { Lead, Page } from '../../ui/Page';
import { LoadingBlock } from '../../ui/Spinner';
import { notReadyMessage } from './rules';
import { PictureGrid } from './PictureGrid';
import { cx } from '../../ui/cx';
import styles from './picture-sets.module.css';

/**
 * /my-account/picture-sets/:pictureSetUuid: every picture of one set at 640 px. `setActions`
 * adds buttons beside 'Buy products'; the app fills it (features do not import one another).
 */
export function PictureSetPage({ setActions }: { setActions?: (set: PictureSet) => ReactNode }) {
  const { t } = useTranslation();
  const { pictureSetUuid = '' } = useParams();
  const { data: set, isPending, isError } = usePictureSet(pictureSetUuid);
  // The child whose page this is becomes the one the parent shops for: the products opened from
  // here come filled with this child's pictures and name, even when another set is newer.
  const subject = set?.subject;
  useEffect(() => {
    if (subject) rememberPictureSet({ uuid: subject.uuid, name: subject.name });
  }, [subject]);
  const back = (
    <Link className={styles.back} to={paths['myaccount.picturesets']}>
      ← {t('pictureSets.backToList')}
    </Link>
  );

  if (isPending) return <LoadingBlock label={t('common.loading')} />;
  if (isError || !set)
    return (
      <Page title={t('pictureSets.title')}>
        {back}
        <Alert tone="error">{t('pictureSets.notFound')}</Alert>
      </Page>
    );

  const notReady = notReadyMessage(set);
  return (
    <Page title={set.subject.name}>
      <Lead>
        {set.job.name} · {yearOf(set.job.creationTime)}
      </Lead>
      {notReady ? (
        <p className={styles.notReady}>{t(notReady)}</p>
      ) : (
        <PictureGrid set={set} size={640} />
      )}
      <div className={cx(styles.buttons, styles.pageButtons)}>
        <ButtonLink to={paths['products.list']}>{t('pictureSets.buyProducts')}</ButtonLink>
        {setActions?.(set)}
      </div>
      {back}
    </Page>
  );
}
