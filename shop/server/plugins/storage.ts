import fp from 'fastify-plugin';
import type { Storage } from '../storage/types';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pictures, uploads, derivatives and template art (disk or S3, per the configuration). */
    storage: Storage;
  }
}

/** Shares the storage with the routes; closes it with the app when the app opened it. */
export default fp<{ storage: Storage; closeStorage: boolean }>(
  async (app, { storage, closeStorage }) => {
    app.decorate('storage', storage);
    if (closeStorage) app.addHook('onClose', () => storage.close());
  },
  { name: 'storage', fastify: '5.x' },
);
