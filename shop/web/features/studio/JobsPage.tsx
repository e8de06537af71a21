import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useStudioJobs } from '../../api/studio/studio';
import { useFormat } from '../../i18n/useFormat';
import { useDocumentTitle } from '../../ui/Page';
import styles from './studio.module.css';
import { StudioTable } from './StudioTable';

/** /studio: every photo day with its subjects, codes and what parents bought. */
export function JobsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const jobs = useStudioJobs();
  useDocumentTitle(t('studio.jobsTitle'));
  const list = jobs.data?.jobs ?? [];
  return (
    <>
      <h1>{t('studio.jobsTitle')}</h1>
      {list.length === 0 ? (
        <p className={styles.muted}>{t('studio.noJobs')}</p>
      ) : (
        <StudioTable
          columns={[
            { label: t('studio.job') },
            { label: t('studio.photoDate') },
            { label: t('studio.subjects'), number: true },
            { label: t('studio.codes'), number: true },
            { label: t('studio.orders'), number: true },
            { label: t('studio.revenue'), number: true },
            { label: t('studio.orderedShare'), number: true },
          ]}
        >
          <tbody>
            {list.map((job) => (
              <tr key={job.uuid}>
                <td>
                  <Link to={`/studio/jobs/${job.uuid}`}>{job.school}</Link>
                  <div className={styles.muted}>{job.key ?? job.name}</div>
                </td>
                <td>{job.photoDate ? format.date(job.photoDate) : ''}</td>
                <td className={styles.number}>{job.subjects}</td>
                <td className={styles.number}>{job.codes}</td>
                <td className={styles.number}>{job.orders}</td>
                <td className={styles.number}>
                  {format.amount({ amount: job.revenue, currency: job.currency })}
                </td>
                <td className={styles.number}>
                  {job.subjects === 0
                    ? ''
                    : t('studio.percent', {
                        percent: Math.round((job.orderedSubjects / job.subjects) * 100),
                      })}
                </td>
              </tr>
            ))}
          </tbody>
        </StudioTable>
      )}
    </>
  );
}
