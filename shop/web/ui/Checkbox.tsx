import type { ComponentProps, ReactNode } from 'react';
import styles from './Checkbox.module.css';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode };

/** A checkbox whose whole label row is the touch target. */
export function Checkbox({ label, ...input }: CheckboxProps) {
  return (
    <label className={styles.checkbox}>
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
}
