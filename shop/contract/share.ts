import { z } from 'zod/mini';
import { shareAddresses } from './addresses/share';
import { defineRoute } from './http';
import { FIELD_LIMITS } from './field-limits';

/** Recipients one user may mail per hour, and per call. */
export const SHARE_LIMIT_PER_HOUR = 20;
export const SHARE_MAX_RECIPIENTS = 10;

export const ShareMessages = {
  noRecipient: 'Please enter at least one valid e-mail address.',
  noPictureSet: 'Please select at least one picture set.',
  tooManyRecipients: `You can share with at most ${SHARE_MAX_RECIPIENTS} recipients at a time.`,
  rateLimited:
    'You have shared picture sets with many recipients in the last hour. Please try again later.',
  sendFailed: 'The e-mail could not be sent. Please try again later.',
} as const;

/** A query parameter sent once or repeated, as a list; each value at most `max` characters. */
const repeated = (max: number) => {
  const value = z.string().check(z.maxLength(max));
  return z.pipe(
    z.optional(z.union([value, z.array(value)])),
    z.transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
  );
};

/** Legacy answer: `error` is null on success, else the text the client alerts. */
export const ShareResponse = z.object({
  error: z.nullable(z.string()),
  recipients: z.array(z.string()),
});
export type ShareResponse = z.infer<typeof ShareResponse>;

export const shareRoutes = {
  /**
   * Mails each recipient a link to the shop and the access code of each shared set (subject
   * uuids the user holds; others 404). Signed-in users only. Invalid and empty addresses are
   * dropped. 400 without a valid recipient or a set, 429 above SHARE_LIMIT_PER_HOUR recipients
   * an hour, 502 when the mail service fails.
   */
  share: defineRoute({
    ...shareAddresses.share,
    schema: {
      querystring: z.object({
        // Each address as long as the share form's field lets a parent type.
        'email[]': repeated(FIELD_LIMITS.email),
        'subjects[]': repeated(64),
      }),
      response: {
        200: ShareResponse,
        400: ShareResponse,
        401: ShareResponse,
        404: ShareResponse,
        429: ShareResponse,
        502: ShareResponse,
      },
    },
  }),
} as const;
