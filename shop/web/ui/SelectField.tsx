import { useId } from 'react';
import type { ComponentProps } from 'react';
import { cx } from './cx';
import own from './SelectField.module.css';
import styles from './TextField.module.css';

type SelectFieldProps = Omit<ComponentProps<'select'>, 'children'> & {
  label: string;
  /** The first, empty choice, shown until the parent picks one. */
  placeholder: string;
  choices: readonly string[];
  error?: string | undefined;
};

/** A labelled choice from a list, with its error tied to it as TextField does. */
export function SelectField({
  label,
  placeholder,
  choices,
  error,
  className,
  id,
  ...select
}: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const noteId = `${selectId}-note`;
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.label} htmlFor={selectId}>
        {label}
      </label>
      <select
        id={selectId}
        className={cx(styles.input, own.select)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? noteId : undefined}
        {...select}
      >
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
      {error && (
        <span id={noteId} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
