import type {} from '@fastify/static';
import { SERVER_PATH_PREFIXES } from '../../contract/routes';
import { Messages } from '../../contract/errors';
import fp from 'fastify-plugin';

/**
 * Unknown paths: GET navigations outside the API and legacy paths get the web client's
 * index.html (the client routes them); everything else a 404 in the one error shape.
 */
export default fp<{ hasWebClient: boolean }>(
  async (app, { hasWebClient }) => {
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const serverPath = SERVER_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
      const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname);
      if (
        hasWebClient &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !serverPath &&
        !looksLikeFile
      ) {
        reply.header('cache-control', 'no-cache');
        return reply.type('text/html').sendFile('index.html');
      }
      return reply.code(404).send({ error: Messages.notFound });
    });
  },
  { name: 'spa', fastify: '5.x' },
);
