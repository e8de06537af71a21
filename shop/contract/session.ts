import { z } from 'zod/mini';
import { ApiError } from './errors';
import { sessionAddresses } from './addresses/session';
import { defineRoute } from './http';
import { FIELD_LIMITS } from './field-limits';

export const Language = z.enum(['en', 'nb', 'sv']);
export type Language = z.infer<typeof Language>;

export const Address = z.object({
  address: z.string(),
  address2: z.string(),
  postalCode: z.string(),
  city: z.string(),
  state: z.string(),
});

export const User = z.object({
  uuid: z.string(),
  name: z.string(),
  emailAddress: z.string(),
  lang: Language,
  mobilePhone: z.string(),
  /** True for the user a valid code creates for a visitor who has not signed in. */
  isAnonymousUser: z.boolean(),
  /** True when staff acts as this customer (the web shows the user in red). */
  isSimulated: z.boolean(),
  /** The staff member acting as the customer, when simulated. */
  simulatedBy: z.nullable(z.object({ name: z.string(), emailAddress: z.string() })),
  acceptMail: z.boolean(),
  address: Address,
});
export type User = z.infer<typeof User>;

export const sessionRoutes = {
  /**
   * Signs in. Merges the session's anonymous user (its picture sets and cart) into the account
   * and issues a new session id. `addedSubjects` lists the subject uuids the merge brought in,
   * so the client can go to the new picture set. 401 with Messages.wrongLogin, 429 when throttled.
   */
  login: defineRoute({
    ...sessionAddresses.login,
    schema: {
      body: z.object({
        email: z.string().check(z.trim(), z.maxLength(FIELD_LIMITS.email)),
        password: z.string().check(z.maxLength(FIELD_LIMITS.password)),
      }),
      response: {
        200: z.object({ user: User, addedSubjects: z.array(z.string()) }),
        400: ApiError,
        401: ApiError,
        429: ApiError,
      },
    },
  }),
  /** The session's user: registered, anonymous (after a code) or null. */
  current: defineRoute({
    ...sessionAddresses.current,
    schema: { response: { 200: z.object({ user: z.nullable(User) }) } },
  }),
  /** Ends the session (also a simulation); the cookie is cleared. */
  logout: defineRoute({
    ...sessionAddresses.logout,
    schema: { response: { 200: z.object({}) } },
  }),
  /** Sets the language in the session and, when there is one, on the user. */
  language: defineRoute({
    ...sessionAddresses.language,
    schema: {
      body: z.object({ lang: Language }),
      response: { 200: z.object({ lang: Language }), 400: ApiError },
    },
  }),
  /** Session language, also before any user exists. */
  getLanguage: defineRoute({
    ...sessionAddresses.getLanguage,
    schema: { response: { 200: z.object({ lang: Language }) } },
  }),
  /**
   * Opens a staff simulation from the one-time link `npm run operator -- simulate <email>`
   * prints: sets the session and redirects (302) to '/'. 404 for unknown or used tokens.
   */
  simulate: defineRoute({
    ...sessionAddresses.simulate,
    schema: { params: z.object({ token: z.string() }), response: { 404: ApiError } },
  }),
} as const;
