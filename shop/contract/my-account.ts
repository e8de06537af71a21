import { z } from 'zod/mini';
import { ApiError } from './errors';
import { myAccountAddresses } from './addresses/my-account';
import { defineRoute } from './http';
import { Subject } from './picture-sets';
import { User } from './session';
import { FIELD_LIMITS } from './field-limits';

/** Password change minimum and messages (docs/rules/personalisation.md §5). */
export const PASSWORD_MIN_LENGTH = 5;

export const AccountMessages = {
  passwordTooShort: 'The password is not long enough',
  passwordsMustMatch: 'The passwords must match',
  invalidPostalCode: 'Invalid postal code',
} as const;

/**
 * Product type of a printed package sent home for inspection: the parent keeps (and pays) or
 * cancels it. A subject with such a line in a confirmed order is a package-for-inspection subject.
 */
export const INSPECTION_PACKAGE_PRODUCT_TYPE = 210;

/** Legacy form fields of update_user_info.php (JSON or form-encoded). */
export const UpdateUserInfoBody = z.object({
  name: z._default(z.string().check(z.maxLength(FIELD_LIMITS.name)), ''),
  address: z._default(z.string().check(z.maxLength(FIELD_LIMITS.address)), ''),
  address2: z._default(z.string().check(z.maxLength(FIELD_LIMITS.address)), ''),
  postal_code: z._default(z.string().check(z.maxLength(FIELD_LIMITS.postalCode)), ''),
  city: z._default(z.string().check(z.maxLength(FIELD_LIMITS.city)), ''),
  mobile: z._default(z.string().check(z.maxLength(FIELD_LIMITS.phone)), ''),
});
export type UpdateUserInfoBody = z.input<typeof UpdateUserInfoBody>;

/** A validation error: the message and the form fields to flag. */
export const FieldError = z.object({ error: z.string(), data: z.array(z.string()) });

export const ReminderSubject = z.object({
  name: z.string(),
  uuid: z.string(),
  remindersEnabled: z.boolean(),
});
export type ReminderSubject = z.infer<typeof ReminderSubject>;

export const myAccountRoutes = {
  /** Subjects with a package sent for inspection (the Cancel picture packages entry). */
  accountData: defineRoute({
    ...myAccountAddresses.accountData,
    schema: {
      response: {
        200: z.object({ packageForInspectionSubjects: z.array(Subject) }),
        401: ApiError,
      },
    },
  }),
  /**
   * Stores contact details on the user (checkout prefills from them). Name is required; the
   * mobile is checked with libphonenumber-js in the shop's country and stored as E.164; the
   * postal code must fit the shop's country. 400 { error, data: [field names] }.
   */
  updateUserInfo: defineRoute({
    ...myAccountAddresses.updateUserInfo,
    schema: {
      body: UpdateUserInfoBody,
      response: {
        200: z.object({ status: z.literal('OK'), user: User }),
        400: z.union([FieldError, ApiError]),
        401: ApiError,
      },
    },
  }),
  /** Changes the password and ends the user's other sessions (this one stays signed in). */
  updatePassword: defineRoute({
    ...myAccountAddresses.updatePassword,
    schema: {
      body: z.object({
        password: z._default(z.string().check(z.maxLength(FIELD_LIMITS.password)), ''),
        reTypePassword: z._default(z.string().check(z.maxLength(FIELD_LIMITS.password)), ''),
      }),
      response: { 200: z.object({ status: z.literal('OK') }), 400: ApiError, 401: ApiError },
    },
  }),
  /** Patches the user's own settings; today only whether the shop may send offers and news. */
  patchUser: defineRoute({
    ...myAccountAddresses.patchUser,
    schema: {
      body: z.object({ acceptMail: z.boolean() }),
      response: { 200: z.object({ user: User }), 400: ApiError, 401: ApiError },
    },
  }),
  /** Every subject the user holds, each with whether photo-day reminders are on. */
  reminders: defineRoute({
    ...myAccountAddresses.reminders,
    schema: {
      response: { 200: z.object({ subjects: z.array(ReminderSubject) }), 401: ApiError },
    },
  }),
  /** Turns reminders on or off per subject; a subject the user does not hold gives 404. */
  setReminders: defineRoute({
    ...myAccountAddresses.setReminders,
    schema: {
      body: z.object({ subjects: z.array(ReminderSubject).check(z.maxLength(200)) }),
      response: {
        200: z.object({ subjects: z.array(ReminderSubject) }),
        400: ApiError,
        401: ApiError,
        404: ApiError,
      },
    },
  }),
} as const;
