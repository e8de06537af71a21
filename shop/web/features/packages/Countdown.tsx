import { useTranslation } from 'react-i18next';
import { splitSeconds, useCountdown } from './useCountdown';
import styles from './packages.module.css';

/** The time left of the running discount, hidden at 0 or below. */
export function Countdown({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  const left = useCountdown(seconds);
  if (left <= 0) return null;
  const { days, hours, minutes, seconds: secs } = splitSeconds(left);
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    <section className={styles.countdown} aria-label={t('packages.countdownLabel')}>
      <p className={styles.countdownTitle}>{t('packages.offerEndsIn')}</p>
      <p className={styles.countdownTime} role="timer" aria-live="off">
        {t('packages.countdown', {
          days,
          hours: pad(hours),
          minutes: pad(minutes),
          seconds: pad(secs),
        })}
      </p>
    </section>
  );
}
