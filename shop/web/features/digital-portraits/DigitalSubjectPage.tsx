import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useDigitalPortraits } from '../../api/digital/get-digital-portraits';
import { useDigitalSubjects } from '../../api/digital/get-digital-subjects';
import { digitalPortraitsPath } from '../../lib/paths';
import { Alert } from '../../ui/Alert';
import { CompactField } from '../../ui/CompactField';
import { Page } from '../../ui/Page';
import { LoadingBlock } from '../../ui/Spinner';
import { DigitalSectionView } from './DigitalSectionView';
import { DigitalSetOffer } from './DigitalSetOffer';
import styles from './digital.module.css';

/** /products/digital-portraits/{subjectUuid}: the set switcher, the sections and the set. */
export function DigitalSubjectPage() {
  const { t } = useTranslation();
  const subjectUuid = useParams().subjectUuid ?? '';
  const navigate = useNavigate();
  const subjects = useDigitalSubjects();
  const portraits = useDigitalPortraits(subjectUuid);
  return (
    <Page title={t('routes.digitalPortraits')}>
      {(subjects.data?.length ?? 0) > 1 && (
        <CompactField label={t('catalogue.pictureSet')} className={styles.switcher}>
          <select
            value={subjectUuid}
            onChange={(event) =>
              void navigate(digitalPortraitsPath(event.target.value), { replace: true })
            }
          >
            {subjects.data?.map((s) => (
              <option key={s.subject.uuid} value={s.subject.uuid} disabled={!s.buyable}>
                {`${s.subject.name}, ${s.jobName}`}
              </option>
            ))}
          </select>
        </CompactField>
      )}
      {portraits.isPending && <LoadingBlock label={t('common.loading')} />}
      {portraits.isError && <Alert tone="error">{t('common.loadFailed')}</Alert>}
      {portraits.data && (
        <>
          <h2 className={styles.subject}>{portraits.data.subject.name}</h2>
          {portraits.data.digitalSet && (
            <DigitalSetOffer set={portraits.data.digitalSet} subjectUuid={subjectUuid} />
          )}
          {portraits.data.sections.map((section) => (
            <DigitalSectionView key={section.pictureType} section={section} />
          ))}
        </>
      )}
    </Page>
  );
}
