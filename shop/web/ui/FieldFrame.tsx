import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './TextField.module.css';

/** What a field's control takes from its frame: its id, its look and the ties to its note. */
export interface ControlProps {
  id: string;
  className: string | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  label: string;
  /** The control's id; one is made when none is given. */
  id?: string | undefined;
  /** Guidance under the field, replaced by the error when there is one. */
  helper?: string | undefined;
  error?: string | undefined;
  /** Flag the field as wrong without a message of its own (the message is elsewhere). */
  invalid?: boolean | undefined;
  className?: string | undefined;
  children: (control: ControlProps) => ReactNode;
}

/**
 * A field's label, its control and the note under it. A screen reader reads the note with the
 * control (aria-describedby), an error is announced as it appears (role alert), and the control
 * is marked invalid while there is an error.
 */
export function FieldFrame({
  label,
  id,
  helper,
  error,
  invalid = false,
  className,
  children,
}: FieldFrameProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const noteId = `${controlId}-note`;
  const note = error ?? helper;
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      {children({
        id: controlId,
        className: styles.input,
        'aria-invalid': error || invalid ? true : undefined,
        'aria-describedby': note ? noteId : undefined,
      })}
      {note && (
        <span
          id={noteId}
          className={error ? styles.error : styles.helper}
          role={error ? 'alert' : undefined}
        >
          {note}
        </span>
      )}
    </div>
  );
}
