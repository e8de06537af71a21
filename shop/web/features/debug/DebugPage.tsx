import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Page } from '../../ui/Page';
import { isDebugModeOn, startDebugMode, stopDebugMode } from './debug-session';
import { cookiesEnabled, storeConsent, storedConsent } from './recording-store';
import styles from './debug.module.css';

type Status = 'off' | 'on' | 'stopped';

/** /debug: start or stop session recording with the visitor's consent for this session. */
export function DebugPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>(() => (isDebugModeOn() ? 'on' : 'off'));
  const [consent, setConsent] = useState(storedConsent);
  const [busy, setBusy] = useState(false);
  const [startFailed, setStartFailed] = useState(false);
  const enabled = cookiesEnabled();

  const start = async () => {
    setBusy(true);
    setStartFailed(false);
    try {
      await startDebugMode();
      setStatus('on');
    } catch {
      setStartFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const stop = async () => {
    setBusy(true);
    try {
      await stopDebugMode();
      setStatus('stopped');
    } catch {
      window.alert(t('debug.stopFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={t('routes.debug')} narrow>
      <div className={styles.card}>
        <p>{t('debug.intro')}</p>
        {!enabled && <Alert tone="error">{t('debug.cookiesDisabled')}</Alert>}
        {enabled && status === 'on' && (
          <>
            <Alert tone="info">{t('debug.on')}</Alert>
            <Button block variant="danger" busy={busy} onClick={() => void stop()}>
              {t('debug.stop')}
            </Button>
          </>
        )}
        {enabled && status !== 'on' && (
          <>
            <p role="status">{status === 'stopped' ? t('debug.stopped') : t('debug.off')}</p>
            <Checkbox
              label={t('debug.consent')}
              checked={consent}
              onChange={(event) => {
                setConsent(event.target.checked);
                storeConsent(event.target.checked);
              }}
            />
            {startFailed && <Alert tone="error">{t('debug.startFailed')}</Alert>}
            <Button block busy={busy} disabled={!consent} onClick={() => void start()}>
              {t('debug.start')}
            </Button>
          </>
        )}
      </div>
    </Page>
  );
}
