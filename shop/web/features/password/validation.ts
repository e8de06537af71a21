import { z } from 'zod';
import { tKey } from '../../i18n/keys';

/** Password reset: longer than 6 characters and both entries equal (docs/rules/purchase.md §5). */
export const resetSchema = z
  .object({
    password: z
      .string()
      .trim()
      .min(7, { message: tKey('validation.tooShort') }),
    repeat: z.string().trim(),
  })
  .refine((form) => form.password === form.repeat, {
    message: tKey('validation.mismatch'),
    path: ['repeat'],
  });
export type ResetForm = z.input<typeof resetSchema>;

/** Spaces are removed while typing. */
export function withoutSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}
