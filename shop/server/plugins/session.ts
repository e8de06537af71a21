import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  createSession,
  deleteSession,
  loadSession,
  SESSION_DAYS,
  type Lang,
  type UserRow,
} from '../services/identity/sessions';

export const SESSION_COOKIE = 'keepsake_session';

/** The visitor's server-side session; `id` is null until something needs one. */
export interface SessionState {
  id: string | null;
  user: UserRow | null;
  simulatedBy: UserRow | null;
  lang: Lang | null;
}

const EMPTY = (): SessionState => ({ id: null, user: null, simulatedBy: null, lang: null });

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionState;
  }
}

function cookieOptions(request: FastifyRequest) {
  const { config } = request.server;
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    // A production shop is only ever reached over https; elsewhere the public address decides.
    secure: config.production || config.publicUrl.startsWith('https:'),
  };
}

function setCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    ...cookieOptions(request),
    maxAge: SESSION_DAYS * 86_400,
  });
}

/** Hands the visitor the cookie of a session made for this request. */
export function adoptSession(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; id: string },
): void {
  setCookie(request, reply, session.token);
  request.session.id = session.id;
}

/** Gives the request a session row (and the visitor a cookie) if it has none yet. */
export async function ensureSession(request: FastifyRequest, reply: FastifyReply): Promise<string> {
  if (request.session.id) return request.session.id;
  const { token, id } = await createSession(request.server.db, {
    userUuid: request.session.user?.uuid ?? null,
    lang: request.session.lang,
  });
  adoptSession(request, reply, { token, id });
  return id;
}

/**
 * Replaces the session with a new id for `user` (sign-in, registration, simulation), so an id
 * known before signing in is worthless afterwards.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  simulatedBy: UserRow | null = null,
): Promise<void> {
  const db = request.server.db;
  if (request.session.id) await deleteSession(db, request.session.id);
  // The account's language wins over the one chosen before signing in.
  const lang = user.lang;
  const { token, id } = await createSession(db, {
    userUuid: user.uuid,
    simulatedByUuid: simulatedBy?.uuid ?? null,
    lang,
  });
  setCookie(request, reply, token);
  request.session = { id, user, simulatedBy, lang };
}

export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.session.id) await deleteSession(request.server.db, request.session.id);
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
  request.session = EMPTY();
}

/** Loads the session named by the cookie, if it exists and has not expired. */
export default fp(
  async (app) => {
    app.decorateRequest('session', null as unknown as SessionState);
    app.addHook('onRequest', async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      request.session = (token ? await loadSession(app.db, token) : null) ?? EMPTY();
    });
  },
  { name: 'session', fastify: '5.x', dependencies: ['db'] },
);
