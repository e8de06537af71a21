import { z } from 'zod/mini';
import { ERROR_CODES } from './error-codes';

/**
 * What went wrong, as a machine reads it: every error a service raises reaches the client with
 * one beside its `error` text, and a client decides what to do by the code, never by the words
 * (which may be reworded or translated). Answers without a code (a malformed request, sign in
 * first, too many attempts) are told apart by their status.
 */
export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

/**
 * The one error shape of Keepsake's own calls (`/api/...`), always with an HTTP 4xx status.
 * Legacy `.php` calls keep the specification's shapes (see their route files) but use the
 * same 4xx statuses, so a client can branch on `response.ok` everywhere.
 */
export const ApiError = z.object({ error: z.string(), code: z.optional(ErrorCode) });
export type ApiError = z.infer<typeof ApiError>;

/**
 * Messages the server sends, to the letter of the specifications where they name one. English
 * here; the server answers in the request's language (shop/server/lib/i18n: add a new message's
 * nb and sv there, a test fails until you do).
 */
export const Messages = {
  tooShort: "That's too short!",
  invalidEmail: 'Invalid email',
  required: 'This is required!',
  unknownState: 'Choose a state from the list',
  passwordsDontMatch: "The two passwords doesn't match!",
  codeNotValid: 'The code is not valid',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  wrongLogin: 'Wrong e-mail address or password.',
  emailTaken: 'There is already a user with this e-mail address. Please sign in instead.',
  invalidMobile: 'Invalid mobile phone number',
  termsNotAccepted: 'You must accept the terms of service.',
  signInRequired: 'You need to sign in first.',
  confirmRequired: 'Adding a code for a simulated user needs confirmation (confirm=1).',
  reminderSent:
    'If there is an account with this e-mail address, we have sent it instructions to reset the password.',
  reminderFailed: 'Error sending password reset instructions.',
  noAccountForKey: 'Sorry, no account connected to this key',
  picturesNotYetAvailable:
    'Your pictures are not yet available in the webhop. You will receive an email from us with information as soon as the pictures are ready!',
  noPicturesAvailable: 'No pictures currently available',
  imagesBusy: 'Many photos are being uploaded right now. Please try again in a few seconds.',
  uploadNeedsPictures: 'Enter the code of your pictures, or sign in, to upload your own photos.',
  uploadQuotaReached:
    'You have reached the limit for your own photos: 200 photos or 500 MB in all.',
  notFound: 'Not found',
  badRequest: 'The request is not valid',
  nulCharacter: 'The request contains a NUL character, which is not allowed.',
  crossSiteRefused: 'Cross-site requests are not allowed.',
  crossSiteNothingDone: 'Nothing was done',
  crossSiteLink:
    'This link came from another website, so the shop did not act on it. Open the shop and do it there.',
  crossSiteOpenShop: 'Open the shop',
  testPaymentsOff: 'This shop cannot take payments yet. Please contact the shop.',
  providerUnavailable:
    'The payment service could not be reached, so nothing was charged. Please press Buy now again.',
  paymentCancelled: 'You cancelled the payment, so nothing was charged.',
  paymentAmountWrong:
    'The payment service charged another amount than the order total, so the payment was given back.',
  webhookSignature: 'The webhook signature is not valid.',
  alreadyPaid:
    'These items have already been paid for in another window or tab, so this payment was not taken.',
  voucherAlreadyUsed:
    'The voucher has already been used on another order, so this payment was not taken.',
  totalChanged:
    'Your cart has changed since the page was shown: the total is now %s. Please check your order and press Buy now again.',
  cartChanged:
    'Your cart has changed since you pressed Buy now; nothing was charged. Please check your order and press Buy now again.',
  totalMissing:
    'Buy now did not say which total it charges, so nothing was bought. Please reload the checkout and press Buy now again.',
  totalTooLarge: 'The order total is too large. Please remove some items.',
  staffOnly: 'Only shop staff can do this.',
  sendZip: 'Send the photo day as one zip file (application/zip).',
  zipTooLarge: 'The zip file is larger than %s MB, the most one import takes.',
  zipUnreadable: 'This is not a zip file the shop can read: nothing was imported.',
  zipUnsafe:
    'The zip file holds a name that leaves its folder, a link or an encrypted file: nothing was imported.',
  zipTooMuch:
    'The zip file unpacks to more files or bytes than one import takes: nothing was imported.',
  importBusy: 'Another photo day is being imported. Try again when it is done.',
  subjectHasNoCode: 'This subject has no code to re-issue.',
  catalogueListedTwice: 'Each catalogue may be listed only once; %s was listed more than once.',
  somethingWentWrong: 'Something went wrong on our side. Please try again.',
  sendJson: 'Send JSON (application/json) to this call.',
  unknownBackground: 'Unknown background',
  simulationLinkInvalid: 'This simulation link is not valid (unknown, expired or already used).',
  tooManyRequests: 'Too many requests. Please wait %s and try again.',
  accountLocked: 'Too many attempts for this account. Try again in %s.',
  remindersLimited:
    'We have already sent several password reset e-mails to this address. Check your inbox (and spam folder), or try again in %s.',
  // A request's schema refused a value: a sentence with the limit, never the schema's own words.
  textTooLong: 'The text you entered is too long (at most %s characters).',
  textTooShort: 'The text you entered is too short (at least %s characters).',
  numberTooLarge: 'A number you entered is too large (at most %s).',
  numberTooSmall: 'A number you entered is too small (at least %s).',
  tooManyItems: 'Too many items were sent (at most %s).',
  notInExpectedForm:
    'Something you entered is not in the expected form. Please check it and try again.',
  somethingMissing: 'Something is missing from the request. Please reload the page and try again.',
} as const;

/** Minutes, rounded up, until a limit lets the caller try again (at least 1). */
export function minutesUntil(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}

/** "1 minute", "5 minutes" (the server translates it with the sentence it is in). */
export function minutesText(minutes: number): string {
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** The sign-in answer when one account has had too many wrong passwords. */
export function accountLockedMessage(minutes: number): string {
  return Messages.accountLocked.replace('%s', minutesText(minutes));
}

/** The reminder answer when one e-mail address has been sent enough reset mails for now. */
export function remindersLimitedMessage(minutes: number): string {
  return Messages.remindersLimited.replace('%s', minutesText(minutes));
}

/** Status codes used for errors. */
export const ErrorStatus = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooManyRequests: 429,
} as const;
