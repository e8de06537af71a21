import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * The shop's timing for a field's message: nothing is said while the parent types `typed`; once
 * the field is left, `message` shows and the field is marked invalid; from then on the message
 * follows the typing, so typing `fixed` on takes it away and the field is valid again.
 */
export async function expectCheckedOnceLeft(
  user: UserEvent,
  field: HTMLElement,
  { typed, message, fixed }: { typed: string; message: string; fixed: string },
) {
  await user.type(field, typed);
  expect(screen.queryByText(message)).not.toBeInTheDocument();
  await user.tab();
  expect(screen.getByText(message)).toBeVisible();
  expect(field).toBeInvalid();
  await user.type(field, fixed);
  expect(screen.queryByText(message)).not.toBeInTheDocument();
  expect(field).toBeValid();
}

/** Types each value into its field, in order, and presses `submit` once it is on. */
export async function fillAndSubmit(
  user: UserEvent,
  entries: [field: HTMLElement, value: string][],
  submit: HTMLElement,
) {
  for (const [field, value] of entries) await user.type(field, value);
  await waitFor(() => expect(submit).toBeEnabled());
  await user.click(submit);
}
