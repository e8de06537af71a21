import type { ComponentProps } from 'react';
import { cx } from './cx';
import styles from './Badge.module.css';

/** A small round count or label. */
export function Badge({ className, ...rest }: ComponentProps<'span'>) {
  return <span className={cx(styles.badge, className)} {...rest} />;
}
