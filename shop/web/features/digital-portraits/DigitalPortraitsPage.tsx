import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDigitalSubjects } from '../../api/digital/get-digital-subjects';
import { digitalPortraitsPath } from '../../lib/paths';
import { Alert } from '../../ui/Alert';
import { Page } from '../../ui/Page';
import { LoadingBlock } from '../../ui/Spinner';
import styles from './digital.module.css';

/** /products/digital-portraits: the picture sets to buy digital pictures for. */
export function DigitalPortraitsPage() {
  const { t } = useTranslation();
  const subjects = useDigitalSubjects();
  return (
    <Page title={t('routes.digitalPortraits')}>
      <p className={styles.lead}>{t('digital.chooseSet')}</p>
      {subjects.isPending && <LoadingBlock label={t('common.loading')} />}
      {subjects.isError && <Alert tone="error">{t('common.loadFailed')}</Alert>}
      <ul className={styles.sets}>
        {subjects.data?.map((s) => (
          <li key={s.subject.uuid}>
            {s.buyable ? (
              <Link className={styles.set} to={digitalPortraitsPath(s.subject.uuid)}>
                {s.avatar && <img src={s.avatar} alt="" className={styles.avatar} />}
                <span>
                  <strong>{s.subject.name}</strong>
                  <span className={styles.muted}>{`${s.jobName} ${s.year}`}</span>
                </span>
              </Link>
            ) : (
              <div className={styles.set} aria-disabled="true">
                <span>
                  <strong>{s.subject.name}</strong>
                  <span className={styles.muted}>{t('digital.nothingToBuy')}</span>
                </span>
              </div>
            )}
          </li>
        ))}
      </ul>
    </Page>
  );
}
