import { z } from 'zod/mini';
import { ApiError } from './errors';
import { accountAddresses } from './addresses/account';
import { AccessCode } from './codes';
import { defineRoute } from './http';
import { FIELD_LIMITS } from './field-limits';
import { User } from './session';

/** Form posts send booleans as strings: 'true', '1', 'on' and 'yes' mean true. */
export const FormBoolean = z.pipe(
  z.union([z.boolean(), z.string(), z.number()]),
  z.transform(
    (v) => v === true || v === 1 || ['1', 'true', 'on', 'yes'].includes(String(v).toLowerCase()),
  ),
);

/** A text of at most `max` characters, empty when not sent. */
const text = (max: number) => z._default(z.string().check(z.maxLength(max)), '');

/**
 * The register body (JSON or application/x-www-form-urlencoded). Every field is accepted as
 * sent up to the length the register form's fields allow (longer is refused with a sentence);
 * the server checks them one by one so each error names its fields in `data`.
 */
export const RegisterBody = z.object({
  email: text(FIELD_LIMITS.email),
  /** The access code the visitor verified; its set joins the new account. */
  code: z._default(AccessCode, ''),
  mobile: text(FIELD_LIMITS.phone),
  password: text(FIELD_LIMITS.password),
  confirm_password: text(FIELD_LIMITS.password),
  acceptmail: z._default(FormBoolean, false),
  termsofservice: z._default(FormBoolean, false),
});
export type RegisterBody = z.input<typeof RegisterBody>;

/** Legacy error of create.php: the message and the form fields to flag. */
export const RegisterError = z.object({ error: z.string(), data: z.array(z.string()) });

export const ResetCodeParams = z.object({ code: z.string() });

export const accountRoutes = {
  /** 200 { exists } or 400 { error: Messages.invalidEmail }. */
  userExists: defineRoute({
    ...accountAddresses.userExists,
    schema: {
      querystring: z.object({ email: text(FIELD_LIMITS.email) }),
      response: { 200: z.object({ exists: z.boolean() }), 400: ApiError, 429: ApiError },
    },
  }),
  /**
   * Registers: turns the session's anonymous user into a real user (keeping its sets and cart)
   * and signs in with a new session id. Errors (400; 409 when the e-mail is taken):
   * "That's too short!" ['password'], "The two passwords doesn't match!" ['confirm_password'],
   * 'Invalid email' ['email'], Messages.emailTaken ['email'], 'This is required!' ['mobile'],
   * Messages.invalidMobile ['mobile'], Messages.termsNotAccepted ['termsofservice'],
   * Messages.codeNotValid ['code'].
   */
  register: defineRoute({
    ...accountAddresses.register,
    schema: {
      body: RegisterBody,
      response: {
        200: z.object({ error: z.null(), data: z.array(z.string()), user: User }),
        400: RegisterError,
        409: RegisterError,
      },
    },
  }),
  /**
   * Mails a reset link (/reset-password?resetcode=…, single use, valid 24 h). Answers the same
   * message whether or not an account exists. 400 { error: 'Invalid email' }; a failing mail
   * service gives 502 { error: Messages.reminderFailed }.
   */
  passwordReminder: defineRoute({
    ...accountAddresses.passwordReminder,
    schema: {
      querystring: z.object({ json: z.optional(z.string()), email: text(FIELD_LIMITS.email) }),
      response: {
        200: z.object({ message: z.string() }),
        400: ApiError,
        429: ApiError,
        502: ApiError,
      },
    },
  }),
  /** Whether a reset code can still be used. */
  checkReset: defineRoute({
    ...accountAddresses.checkReset,
    schema: { params: ResetCodeParams, response: { 200: z.object({ valid: z.boolean() }) } },
  }),
  /**
   * Sets the password (longer than 6 characters, trimmed), consumes the code and ends the
   * user's sessions. 400 { error: "That's too short!" }; 404 { error: Messages.noAccountForKey }.
   */
  reset: defineRoute({
    ...accountAddresses.reset,
    schema: {
      params: ResetCodeParams,
      body: z.object({ password: z.string().check(z.maxLength(FIELD_LIMITS.password)) }),
      response: { 200: z.object({}), 400: ApiError, 404: ApiError },
    },
  }),
} as const;
