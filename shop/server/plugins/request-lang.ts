import type { FastifyRequest } from 'fastify';
import { acceptedLang } from '../lib/i18n/format';
import type { Lang } from '../services/catalogue/products';

/**
 * The language of names, default texts and messages: the session's choice, else the user's,
 * else the first shop language the browser asks for (Accept-Language: the web client sends the
 * language it shows), else English.
 */
export const requestLang = (request: FastifyRequest): Lang =>
  request.session?.lang ??
  request.session?.user?.lang ??
  acceptedLang(request.headers['accept-language']) ??
  'en';
