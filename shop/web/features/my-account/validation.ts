import { isValidPhoneNumber } from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../../../contract/my-account';
import { tKey } from '../../i18n/keys';

const required = tKey('validation.required');

/** Postal code shapes by shop country; other countries accept what is typed. */
const POSTAL_CODES: Partial<Record<string, RegExp>> = {
  NO: /^\d{4}$/,
  SE: /^\d{3} ?\d{2}$/,
  DK: /^\d{4}$/,
  FI: /^\d{5}$/,
};

/**
 * Contact form (docs/rules/personalisation.md §5): name and mobile required, the mobile valid in
 * the shop's country.
 */
export function contactInfoSchema(country: string) {
  const postal = POSTAL_CODES[country];
  return z.object({
    name: z.string().trim().min(1, { message: required }),
    address: z.string().trim(),
    address2: z.string().trim(),
    postal_code: z
      .string()
      .trim()
      .refine((v) => v === '' || !postal || postal.test(v), {
        message: tKey('myAccount.invalidPostalCode'),
      }),
    city: z.string().trim(),
    mobile: z
      .string()
      .trim()
      .min(1, { message: required })
      .refine((v) => v === '' || isValidPhoneNumber(v, country as CountryCode), {
        message: tKey('myAccount.invalidMobile'),
      }),
  });
}
export type ContactInfoForm = z.input<ReturnType<typeof contactInfoSchema>>;

/**
 * Password change (docs/rules/personalisation.md §5): at least 5 characters and both entries equal.
 */
export const changePasswordSchema = z
  .object({
    password: z.string().min(PASSWORD_MIN_LENGTH, { message: tKey('myAccount.passwordTooShort') }),
    reTypePassword: z.string(),
  })
  .refine((form) => form.password === form.reTypePassword, {
    message: tKey('myAccount.passwordsMustMatch'),
    path: ['reTypePassword'],
  });
export type ChangePasswordForm = z.input<typeof changePasswordSchema>;
