import type { FastifyReply, FastifyRequest } from 'fastify';
import { Messages } from '../../contract/errors';
import { grantSet } from '../services/codes/codes';
import { admitVisitor, type UserRow } from '../services/identity/sessions';
import fp from 'fastify-plugin';
import { HttpError } from './errors';
import { adoptSession } from './session';
import { requestLang } from './request-lang';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for calls that need a registered (not anonymous) user. */
    requireSignedIn(request: FastifyRequest): Promise<void>;
  }
}

/** The session's registered user, or a 401 for visitors and anonymous users. */
export function signedInUser(request: FastifyRequest): UserRow {
  const user = request.session.user;
  if (!user || user.isAnonymous) throw new HttpError(401, Messages.signInRequired);
  return user;
}

/**
 * The session's user, registered or anonymous (a code visitor holds picture sets without an
 * account); a 401 only when the session has no user at all.
 */
export function sessionUser(request: FastifyRequest): UserRow {
  const user = request.session.user;
  if (!user) throw new HttpError(401, Messages.signInRequired);
  return user;
}

/**
 * The session's user; a visitor without one gets an anonymous user (and a session). With
 * `grantSetUuid` the user also holds that picture set (for a new user in the same statement).
 */
export async function visitorUser(
  request: FastifyRequest,
  reply: FastifyReply,
  grantSetUuid?: string,
): Promise<UserRow> {
  const db = request.server.db;
  const current = request.session.user;
  if (current) {
    if (grantSetUuid) await grantSet(db, current.uuid, grantSetUuid);
    return current;
  }
  const { user, session } = await admitVisitor(db, {
    sessionId: request.session.id,
    lang: request.session.lang,
    userLang: requestLang(request),
    grantSetUuid: grantSetUuid ?? null,
  });
  if (session) adoptSession(request, reply, session);
  request.session.user = user;
  return user;
}

export default fp(
  async (app) => {
    app.decorate('requireSignedIn', async (request: FastifyRequest) => {
      signedInUser(request);
    });
  },
  { name: 'auth', fastify: '5.x' },
);
