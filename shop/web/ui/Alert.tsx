import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './Alert.module.css';

/** A message box; errors are announced at once, other tones politely. */
export function Alert({
  tone,
  children,
}: {
  tone: 'error' | 'info' | 'success';
  children: ReactNode;
}) {
  return (
    <div className={cx(styles.alert, styles[tone])} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
