import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './CompactField.module.css';

/**
 * A small muted label above the one control it names (a select or a search box), for choices
 * that narrow what a page shows rather than a form to fill in: the catalogue's filters, the
 * picture set a page is for.
 */
export function CompactField({
  label,
  className,
  children,
}: {
  label: string;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <label className={cx(styles.field, className)}>
      <span>{label}</span>
      {children}
    </label>
  );
}
