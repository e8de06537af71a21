import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Derivative } from '../../services/pictures/derivative-cache';

/**
 * Sends a cached derivative from the storage with its ETag (its bytes never change), or 304 when the browser has
 * it already. A picture is private: only holders of its set may see it, so shared caches must
 * not keep it and the answer varies with the session cookie.
 */
export async function sendDerivative(
  request: FastifyRequest,
  reply: FastifyReply,
  made: Derivative,
  { type, audience }: { type: 'image/jpeg' | 'image/webp'; audience: 'holders' | 'everyone' },
) {
  if (audience === 'holders') {
    reply.header('cache-control', 'private, max-age=31536000, immutable');
    reply.header('vary', 'Cookie');
  } else {
    reply.header('cache-control', 'public, max-age=31536000, immutable');
  }
  reply.header('etag', made.etag);
  if (request.headers['if-none-match'] === made.etag) return reply.code(304).send();
  // Streamed through the shop from the storage: no bucket address ever reaches a browser.
  return reply.type(type).send(await request.server.storage.getStream(made.key));
}
