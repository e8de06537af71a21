import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { downloadUrl, useReissueCode, useStudioJob } from '../../api/studio/studio';
import { NotFound } from '../../components/not-found/NotFound';
import { useFormat } from '../../i18n/useFormat';
import { Alert } from '../../ui/Alert';
import { Button, buttonClass } from '../../ui/Button';
import { useDocumentTitle } from '../../ui/Page';
import { LoadingBlock } from '../../ui/Spinner';
import styles from './studio.module.css';
import { StudioTable } from './StudioTable';

const LETTER_LANGUAGES = ['en', 'nb', 'sv'] as const;

/** /studio/jobs/:jobUuid: a photo day's subjects and codes, its letters, and code re-issue. */
export function JobPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { jobUuid = '' } = useParams();
  const job = useStudioJob(jobUuid);
  const reissue = useReissueCode(jobUuid);
  const [lang, setLang] = useState<(typeof LETTER_LANGUAGES)[number]>('nb');
  const [reissued, setReissued] = useState<{ name: string; code: string } | null>(null);
  useDocumentTitle(job.data?.job.school ?? t('studio.jobsTitle'));
  if (job.isPending) return <LoadingBlock label={t('common.loading')} />;
  if (job.isError) return <NotFound />;
  const { job: day, subjects } = job.data;

  const onReissue = (subjectUuid: string, name: string) => {
    if (!window.confirm(t('studio.reissueConfirm', { name }))) return;
    setReissued(null);
    reissue.mutate(subjectUuid, {
      onSuccess: ({ subject }) => setReissued({ name: subject.name, code: subject.code ?? '' }),
    });
  };

  return (
    <>
      <h1>{day.school}</h1>
      <p className={styles.muted}>
        {[day.key, day.photoDate && format.date(day.photoDate)].filter(Boolean).join(' · ')}
      </p>
      <p>
        {t('studio.jobSummary', {
          subjects: day.subjects,
          codes: day.codes,
          orders: day.orders,
          revenue: format.amount({ amount: day.revenue, currency: day.currency }),
        })}
      </p>
      <div className={styles.row}>
        <label>
          {t('studio.letterLanguage')}{' '}
          <select
            value={lang}
            onChange={(e) => setLang(e.target.value as (typeof LETTER_LANGUAGES)[number])}
          >
            {LETTER_LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {
                  {
                    en: t('studio.language_en'),
                    nb: t('studio.language_nb'),
                    sv: t('studio.language_sv'),
                  }[l]
                }
              </option>
            ))}
          </select>
        </label>
        <a
          className={buttonClass({ variant: 'secondary' })}
          href={downloadUrl('lettersPdf', jobUuid, lang)}
          download
        >
          {t('studio.downloadLetters')}
        </a>
        <a
          className={buttonClass({ variant: 'secondary' })}
          href={downloadUrl('codesCsv', jobUuid, lang)}
          download
        >
          {t('studio.downloadCodes')}
        </a>
      </div>
      {reissued && (
        <Alert tone="success">
          {t('studio.reissued', { name: reissued.name, code: reissued.code })}
        </Alert>
      )}
      {reissue.isError && <Alert tone="error">{reissue.error.message}</Alert>}
      <StudioTable
        columns={[
          { label: t('studio.className') },
          { label: t('studio.name') },
          { label: t('studio.externalId') },
          { label: t('studio.pictures'), number: true },
          { label: t('studio.code') },
          { label: t('studio.ordered') },
          { label: null },
        ]}
      >
        <tbody>
          {subjects.map((s) => (
            <tr key={s.uuid}>
              <td>{s.className}</td>
              <td>{s.name}</td>
              <td>{s.externalId}</td>
              <td className={styles.number}>{s.pictures}</td>
              <td className={styles.code}>{s.code}</td>
              <td>{s.ordered ? t('studio.yes') : ''}</td>
              <td>
                {s.code && (
                  <Button
                    variant="text"
                    busy={reissue.isPending && reissue.variables === s.uuid}
                    onClick={() => onReissue(s.uuid, s.name)}
                    aria-label={t('studio.reissueFor', { name: s.name })}
                  >
                    {t('studio.reissue')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </StudioTable>
    </>
  );
}
