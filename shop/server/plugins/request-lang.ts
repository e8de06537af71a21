import type { FastifyRequest } from 'fastify';
import type { Lang } from '../services/catalogue/products';

/** The language of names and default texts: the session's choice, else the user's. */
export const requestLang = (request: FastifyRequest): Lang =>
  request.session.lang ?? request.session.user?.lang ?? 'en';
