import type { FastifyRequest } from 'fastify';
import { shared } from '../lib/plugin';
import { HttpError } from './errors';

export const CROSS_SITE_REFUSED = 'Cross-site requests are not allowed.';

const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a request that changes something comes from another site. Browsers say so in
 * Sec-Fetch-Site, older ones in Origin; a request with neither (a script, a server) is not a
 * browser carrying the parent's cookie.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  if (!unsafe.has(request.method)) return false;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  if (origin === 'null') return true;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}

/** Refuses cross-site writes (CSRF) before any route runs; SameSite=Lax is the first wall. */
export default shared(async (app) => {
  app.addHook('onRequest', async (request) => {
    if (isCrossSite(request)) throw new HttpError(403, CROSS_SITE_REFUSED);
  });
}, 'cross-site');
