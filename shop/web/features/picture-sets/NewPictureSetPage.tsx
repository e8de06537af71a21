import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePictureSets } from '../../api/picture-sets/get-picture-sets';
import { yearOf } from '../../i18n/format';
import { paths } from '../../lib/paths';
import { Alert } from '../../ui/Alert';
import { ButtonLink } from '../../ui/Button';
import { Lead, Page } from '../../ui/Page';
import { LoadingBlock } from '../../ui/Spinner';
import { notReadyMessage, pickNewSet } from './rules';
import { PictureGrid } from './PictureGrid';
import styles from './picture-sets.module.css';

function subjectFromState(state: unknown): string | null {
  if (state && typeof state === 'object' && 'subjectUuid' in state) {
    return typeof state.subjectUuid === 'string' ? state.subjectUuid : null;
  }
  return null;
}

/** /new-picture-set: the set a code just brought, and the way to the offers. */
export function NewPictureSetPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { data: sets, isPending, isError } = usePictureSets();
  const set = sets ? pickNewSet(sets, subjectFromState(location.state)) : null;
  const notReady = set ? notReadyMessage(set) : null;

  return (
    <Page title={t('pictureSets.newTitle')}>
      {isPending && <LoadingBlock label={t('common.loading')} />}
      {isError && <Alert tone="error">{t('common.loadFailed')}</Alert>}
      {sets && !set && <Lead>{t('pictureSets.empty')}</Lead>}
      {set && (
        <section aria-labelledby="new-set-subject">
          <h2 id="new-set-subject" className={styles.subject}>
            {set.subject.name}
          </h2>
          <p className={styles.job}>
            {set.job.name} · {yearOf(set.job.creationTime)}
          </p>
          {notReady ? (
            <p className={styles.notReady}>{t(notReady)}</p>
          ) : (
            <>
              <Lead>{t('pictureSets.newIntro')}</Lead>
              <PictureGrid set={set} size={320} />
            </>
          )}
        </section>
      )}
      <ButtonLink to={paths['products.list']} block>
        {t('pictureSets.viewOffers')}
      </ButtonLink>
    </Page>
  );
}
