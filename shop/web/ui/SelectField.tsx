import type { ComponentProps } from 'react';
import { cx } from './cx';
import { FieldFrame } from './FieldFrame';
import own from './SelectField.module.css';

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
  return (
    <FieldFrame label={label} id={id} error={error} className={className}>
      {(control) => (
        <select {...control} className={cx(control.className, own.select)} {...select}>
          <ChoiceOptions empty={placeholder} choices={choices} />
        </select>
      )}
    </FieldFrame>
  );
}

/** A <select>'s options: the empty choice named `empty`, then each choice under its own name. */
export function ChoiceOptions({ empty, choices }: { empty: string; choices: readonly string[] }) {
  return (
    <>
      <option value="">{empty}</option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {choice}
        </option>
      ))}
    </>
  );
}
