import type { FastifyReply, FastifyRequest } from 'fastify';
import { Messages } from '../../contract/errors';
import { carts } from '../db/schema';
import { newUuid } from '../lib/crypto';
import { currentShop } from '../services/shop';
import { setSessionUser, type UserRow } from '../services/sessions';
import { createAnonymousUser } from '../services/users';
import { shared } from '../lib/plugin';
import { HttpError } from './errors';
import { ensureSession } from './session';

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
  const id = await ensureSession(request, reply);
  const db = request.server.db;
  const user = await createAnonymousUser(db, request.session.lang ?? 'en');
  // The anonymous user shops like anyone: it gets its cart now, merged on sign-in.
  const { currency } = await currentShop(db);
  await db
    .insert(carts)
    .values({ uuid: newUuid(), userUuid: user.uuid, currency })
    .onConflictDoNothing();
  await setSessionUser(db, id, user.uuid);
  request.session.user = user;
  return user;
}

export default shared(async (app) => {
  app.decorate('requireSignedIn', async (request: FastifyRequest) => {
    signedInUser(request);
  });
}, 'auth');
