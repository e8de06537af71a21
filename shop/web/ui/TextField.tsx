import { useId } from 'react';
import type { ComponentProps } from 'react';
import { cx } from './cx';
import styles from './TextField.module.css';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  /** Guidance under the field, replaced by the error when there is one. */
  helper?: string;
  error?: string | undefined;
  /** Flag the field as wrong without a message of its own (the message is elsewhere). */
  invalid?: boolean;
};

/** A labelled input with helper or error text tied to it by aria-describedby. */
export function TextField({
  label,
  helper,
  error,
  invalid = false,
  className,
  id,
  ...input
}: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const noteId = `${inputId}-note`;
  const note = error ?? helper;
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className={styles.input}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        {...input}
      />
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
