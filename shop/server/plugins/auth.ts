import type { FastifyReply, FastifyRequest } from 'fastify';
import { Messages } from '../../contract/errors';
import { admitVisitor, type UserRow } from '../services/sessions';
import { shared } from '../lib/plugin';
import { HttpError } from './errors';
import { adoptSession } from './session';

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

/** The session's user; a visitor without one gets an anonymous user (and a session). */
export async function visitorUser(request: FastifyRequest, reply: FastifyReply): Promise<UserRow> {
  if (request.session.user) return request.session.user;
  const { user, session } = await admitVisitor(request.server.db, {
    sessionId: request.session.id,
    lang: request.session.lang,
  });
  if (session) adoptSession(request, reply, session);
  request.session.user = user;
  return user;
}

export default shared(async (app) => {
  app.decorate('requireSignedIn', async (request: FastifyRequest) => {
    signedInUser(request);
  });
}, 'auth');
