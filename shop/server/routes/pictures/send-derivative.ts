import { createReadStream } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Derivative } from '../../services/pictures/derivative-cache';

/**
 * Sends a cached derivative with its ETag (its bytes never change), or 304 when the browser has
 * it already. A picture is private: only holders of its set may see it, so shared caches must
 * not keep it and the answer varies with the session cookie.
 */
export function sendDerivative(
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
  return reply.type(type).send(createReadStream(made.path));
}
