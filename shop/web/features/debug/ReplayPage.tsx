import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RecordingSummary } from '../../../contract/debug';
import { useRecordings } from '../../api/debug/get-recordings';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Lead, Page } from '../../ui/Page';
import { LoadingBlock } from '../../ui/Spinner';
import { recordedBy, startedAt } from './recording-labels';
import { RecordingsRefused } from './RecordingsRefused';
import { clockText } from './replay-clock';
import { useReplay } from './useReplay';
import styles from './debug.module.css';

/** /debug/recordings/:uuid: support staff replay one recording with play and pause. */
export function ReplayPage() {
  const { t, i18n } = useTranslation();
  const { uuid = '' } = useParams();
  const recordings = useRecordings();
  const recording = recordings.data?.recordings.find((r) => r.uuid === uuid);
  return (
    <Page title={t('debug.replayTitle')}>
      {recordings.isPending && <LoadingBlock label={t('common.loading')} />}
      {recordings.isError && <RecordingsRefused error={recordings.error} />}
      {recordings.data && !recording && <Alert tone="error">{t('debug.recordingNotFound')}</Alert>}
      {recording && (
        <>
          <Lead>
            {startedAt(recording, i18n.language)} · {recordedBy(recording, t)}
          </Lead>
          <ReplayPlayer recording={recording} />
        </>
      )}
      <Link to="/debug/recordings" className={styles.back}>
        ← {t('debug.allRecordings')}
      </Link>
    </Page>
  );
}

function ReplayPlayer({ recording }: { recording: RecordingSummary }) {
  const { t } = useTranslation();
  const replay = useReplay(recording.uuid, recording.batches);
  const total = recording.batches;
  return (
    <section className={styles.player} aria-label={t('debug.replayTitle')}>
      <div className={styles.controls}>
        <Button
          disabled={replay.phase !== 'ready'}
          busy={replay.phase === 'loading' && replay.loaded === 0}
          onClick={replay.toggle}
        >
          {replay.playing ? t('debug.pause') : t('debug.play')}
        </Button>
        <span className={styles.clock}>
          {t('debug.clock', {
            current: clockText(replay.clock.current),
            total: clockText(replay.clock.total),
          })}
        </span>
      </div>
      {replay.loaded < total && replay.phase !== 'failed' && (
        <p role="status">{t('debug.loadingPart', { part: replay.loaded + 1, count: total })}</p>
      )}
      {replay.phase === 'empty' && <Alert tone="info">{t('debug.nothingToReplay')}</Alert>}
      {replay.phase === 'failed' && <Alert tone="error">{t('debug.replayFailed')}</Alert>}
      <div ref={replay.stage} className={styles.stage} />
    </section>
  );
}
