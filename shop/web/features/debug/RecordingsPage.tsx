import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRecordings } from '../../api/debug/get-recordings';
import { Lead, Page } from '../../ui/Page';
import { LoadingBlock } from '../../ui/Spinner';
import { recordedBy, startedAt } from './recording-labels';
import { RecordingsRefused } from './RecordingsRefused';
import styles from './debug.module.css';

/** /debug/recordings: support staff see the session recordings, newest first. */
export function RecordingsPage() {
  const { t, i18n } = useTranslation();
  const recordings = useRecordings();
  return (
    <Page title={t('debug.recordingsTitle')}>
      {recordings.isPending && <LoadingBlock label={t('common.loading')} />}
      {recordings.isError && <RecordingsRefused error={recordings.error} />}
      {recordings.data?.recordings.length === 0 && <Lead>{t('debug.noRecordings')}</Lead>}
      {recordings.data && recordings.data.recordings.length > 0 && (
        <ul className={styles.recordings}>
          {recordings.data.recordings.map((recording) => (
            <li key={recording.uuid} className={styles.recording}>
              <Link to={`/debug/recordings/${recording.uuid}`} className={styles.recordingLink}>
                <strong>{startedAt(recording, i18n.language)}</strong>
                <span>{recordedBy(recording, t)}</span>
              </Link>
              <small className={styles.userAgent}>{recording.userAgent}</small>
              <small>
                {t('debug.recordingSize', {
                  events: recording.eventCount,
                  batches: recording.batches,
                })}
                {recording.stoppedAt === null && ` · ${t('debug.stillRecording')}`}
              </small>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
