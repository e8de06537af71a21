import { z } from 'zod';
import { tKey } from '../../i18n/keys';

/** Messages are translation keys; the form translates them where it shows them. */
const invalidEmail = tKey('validation.invalidEmail');
const tooShort = tKey('validation.tooShort');
const required = tKey('validation.required');

/** Check e-mail and forgot password: trimmed, required and valid, all as 'Invalid email'. */
export const emailSchema = z.object({
  email: z
    .string()
    .trim()
    .pipe(z.email({ message: invalidEmail })),
});
export type EmailForm = z.input<typeof emailSchema>;

/** Login password: required, at least 3 characters. */
export const loginPasswordSchema = z.object({
  password: z.string().min(1, { message: required }).min(3, { message: tooShort }),
});
export type LoginPasswordForm = z.input<typeof loginPasswordSchema>;

/** The #login screen: e-mail and password together. */
export const signInSchema = emailSchema.extend(loginPasswordSchema.shape);
export type SignInForm = z.input<typeof signInSchema>;

/**
 * A plausible phone number: digits with spaces, dashes or brackets and an optional leading +,
 * 8 to 15 digits. The server checks the number itself.
 */
export function isPlausiblePhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return /^\+?[\d\s()-]+$/.test(value.trim()) && digits >= 8 && digits <= 15;
}

/** Registration: password of at least 6, mobile required and plausible. */
export const registerSchema = z.object({
  mobile: z
    .string()
    .trim()
    .min(1, { message: required })
    .refine(isPlausiblePhone, { message: tKey('validation.invalidMobile') }),
  password: z.string().min(1, { message: required }).min(6, { message: tooShort }),
  acceptmail: z.boolean(),
});
export type RegisterForm = z.input<typeof registerSchema>;
