import type { ComponentProps } from 'react';
import { FieldFrame } from './FieldFrame';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  /** Guidance under the field, replaced by the error when there is one. */
  helper?: string;
  error?: string | undefined;
  /** Flag the field as wrong without a message of its own (the message is elsewhere). */
  invalid?: boolean;
};

/** A labelled input with helper or error text tied to it by aria-describedby. */
export function TextField(props: TextFieldProps) {
  const { label, helper, error, invalid, className, id, ...input } = props;
  const frame = { label, helper, error, invalid, className, id };
  return <FieldFrame {...frame}>{(control) => <input {...control} {...input} />}</FieldFrame>;
}
