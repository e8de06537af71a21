import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { startImport, studioKeys, useImportProgress } from '../../api/studio/studio';
import { Alert } from '../../ui/Alert';
import { useDocumentTitle } from '../../ui/Page';
import styles from './studio.module.css';
import { ProblemsTable } from './StudioTable';
import { UploadForm } from './UploadForm';

/** /studio/import: upload a photo day's zip, watch its pictures checked, read the row report. */
export function ImportPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useDocumentTitle(t('studio.importTitle'));
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [importUuid, setImportUuid] = useState<string | null>(null);
  const progress = useImportProgress(importUuid);
  const run = progress.data;
  const ended = run?.state === 'done' || run?.state === 'failed';
  const imported = run?.state === 'done';
  // The photo days list shows the new day once the import is done.
  useEffect(() => {
    if (imported) void queryClient.invalidateQueries({ queryKey: studioKeys.jobs });
  }, [imported, queryClient]);

  const submit = async (file: File) => {
    setUploading(true);
    setUploadError(null);
    setImportUuid(null);
    try {
      setImportUuid((await startImport(file)).importUuid);
    } catch (error) {
      setUploadError(error instanceof Error ? error.message : t('common.loadFailed'));
    } finally {
      setUploading(false);
    }
  };

  const report = run?.report;
  return (
    <>
      <h1>{t('studio.importTitle')}</h1>
      <p className={styles.muted}>{t('studio.importHelp')}</p>
      <UploadForm
        label={t('studio.zipFile')}
        accept=".zip,application/zip"
        submitLabel={t('studio.startImport')}
        held={importUuid !== null && !ended}
        busy={uploading}
        onUpload={submit}
      />
      {uploadError && <Alert tone="error">{uploadError}</Alert>}
      {run && (
        <section aria-live="polite">
          <p>
            {
              {
                unpacking: t('studio.state_unpacking'),
                importing: t('studio.state_importing'),
                done: t('studio.state_done'),
                failed: t('studio.state_failed'),
              }[run.state]
            }
            {run.total > 0 &&
              ` · ${t('studio.picturesChecked', { done: run.done, total: run.total })}`}
          </p>
          <progress
            className={styles.progress}
            max={run.total || 1}
            value={ended ? run.total || 1 : run.done}
            aria-label={t('studio.importProgress')}
          />
        </section>
      )}
      {run?.error && <Alert tone="error">{run.error}</Alert>}
      {report && (
        <section>
          <h2>{t('studio.report')}</h2>
          {report.ok ? (
            <Alert tone="success">
              {t('studio.reportOk', {
                subjectsAdded: report.subjects.added,
                subjectsUpdated: report.subjects.updated,
                picturesAdded: report.pictures.added,
                picturesReplaced: report.pictures.replaced,
                codes: report.codes.added,
              })}{' '}
              {report.job && (
                <Link to={`/studio/jobs/${report.job.uuid}`}>{t('studio.openJob')}</Link>
              )}
            </Alert>
          ) : (
            <>
              <Alert tone="error">
                {t('studio.reportRefused', { count: report.issues.length })}
              </Alert>
              <ProblemsTable
                where={{ label: t('studio.rowNumber'), number: true }}
                problems={report.issues.map((issue) => ({
                  where: issue.row ?? '',
                  text: issue.text,
                }))}
              />
            </>
          )}
        </section>
      )}
    </>
  );
}
