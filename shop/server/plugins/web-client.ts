import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/** Vite names what it writes to assets/ by content hash: a changed file gets a new name. */
export const HASHED_CACHE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web client: the brotli or gzip copy the build wrote beside a file
 * (vite.config.ts, `compressedCopies`) when the browser takes it, hashed assets
 * cached for a year, everything else (index.html, public/ files) revalidated on each visit.
 * Source maps (*.map) are served only outside production: a map is the client's whole source,
 * so a debug build copied to a public server must not publish it (they answer 404 there).
 */
export default fp<{ webDir: string; serveSourceMaps: boolean }>(
  async (app, options) => {
    const { webDir, serveSourceMaps } = options;
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: true,
      preCompressed: true,
      allowedPath: (pathName) => serveSourceMaps || !pathName.toLowerCase().endsWith('.map'),
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? HASHED_CACHE : 'no-cache');
      },
    });
  },
  { name: 'web-client', fastify: '5.x' },
);
