import { z } from 'zod/mini';
import { codeAddresses } from './addresses/codes';
import { Messages } from './errors';
import { FIELD_LIMITS } from './field-limits';
import { defineRoute } from './http';
import { Subject } from './picture-sets';

/** The 31 symbols of access codes: digits 2-9 and letters without I, L and O. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** Symbols in a code: 31^12 ≈ 7.9·10^17 possibilities. */
export const CODE_LENGTH = 12;

/** Case, spaces and dashes do not matter: 'emma 7q4k-2rwd' is 'EMMA7Q4K2RWD'. */
export function normaliseAccessCode(input: string): string {
  return input.toUpperCase().replace(/[\s\-–—_.]/g, '');
}

/** Groups of four for display: 'EMMA7Q4K2RWD' gives 'EMMA-7Q4K-2RWD'. */
export function formatAccessCode(input: string): string {
  return (normaliseAccessCode(input).match(/.{1,4}/g) ?? []).join('-');
}

/**
 * An access code as sent: at most the characters the web's code field lets a parent type. A
 * longer one opens no picture set, so it is refused with the sentence a wrong code gets.
 */
export const AccessCode = z.string().check(z.maxLength(FIELD_LIMITS.code, Messages.codeNotValid));

const CodeQuery = z.object({ code: z._default(AccessCode, '') });

/**
 * Legacy answer of verify_subject_code.php. `error` is null unless the request itself failed
 * (then it equals `errorMessage`, e.g. Messages.tooManyAttempts with HTTP 429); a wrong code
 * answers 200 with valid false and errorMessage Messages.codeNotValid.
 */
export const VerifyCodeResponse = z.object({
  error: z.nullable(z.string()),
  valid: z.boolean(),
  errorMessage: z.string(),
  data: z.object({
    /**
     * Set when the session already has a registered user: the set was added to the account
     * (as add_picture_set_by_code would) and the client goes here instead of the e-mail step.
     */
    redirect: z.optional(z.string()),
    subject: z.optional(Subject),
    /** False for a set whose pictures are not yet available. */
    picturesAvailable: z.optional(z.boolean()),
  }),
});
export type VerifyCodeResponse = z.infer<typeof VerifyCodeResponse>;

/**
 * Legacy answer of add_picture_set_by_code.php (signed-in users only).
 * - wrong code: 200 { error: Messages.codeNotValid, valid: false }
 * - the account already holds the set: 200 { error: null, valid: true, redirect: set page }
 * - added, pictures not yet available: 200 { error: null, valid: true, subject,
 *   warning: { message, payload: { subject } } } — the client shows a dialog, then continues
 * - added: 200 { error: null, valid: true, subject } — the client goes to /new-picture-set
 * - not signed in: 401 { error: Messages.signInRequired, valid: false }
 * - simulated user without confirm=1: 409 { error: Messages.confirmRequired, valid: false };
 *   the client first asks 'Are you sure you want to add the code %1$s to user %2$s?'
 * - throttled: 429 { error: Messages.tooManyAttempts, errorMessage: same, valid: false }
 */
export const AddPictureSetResponse = z.object({
  error: z.nullable(z.string()),
  valid: z.boolean(),
  errorMessage: z.optional(z.string()),
  subject: z.optional(Subject),
  warning: z.optional(z.object({ message: z.string(), payload: z.object({ subject: Subject }) })),
  redirect: z.optional(z.string()),
});
export type AddPictureSetResponse = z.infer<typeof AddPictureSetResponse>;

export const codeRoutes = {
  /** Verifies a code; a valid one gives a visitor an anonymous user holding the set. */
  verify: defineRoute({
    ...codeAddresses.verify,
    schema: {
      querystring: CodeQuery,
      response: { 200: VerifyCodeResponse, 400: VerifyCodeResponse, 429: VerifyCodeResponse },
    },
  }),
  /** Adds the code's set to the signed-in account; see AddPictureSetResponse for the cases. */
  add: defineRoute({
    ...codeAddresses.add,
    schema: {
      querystring: z.extend(CodeQuery, {
        /** Required ('1') when the session is a staff simulation. */
        confirm: z.optional(z.enum(['0', '1'])),
      }),
      response: {
        200: AddPictureSetResponse,
        400: AddPictureSetResponse,
        401: AddPictureSetResponse,
        409: AddPictureSetResponse,
        429: AddPictureSetResponse,
      },
    },
  }),
} as const;
