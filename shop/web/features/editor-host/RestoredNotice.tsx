import { useEffect, useState } from 'react';
import styles from './editor-host.module.css';

const SHOWN_MS = 5000;

/** A short note that a draft was restored; it leaves by itself. */
export function RestoredNotice({ text }: { text: string }) {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(false), SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return shown ? (
    <p role="status" className={styles.notice}>
      {text}
    </p>
  ) : null;
}
