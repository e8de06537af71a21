import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
}

/** Shares the opened database and the config; closes the database with the app. */
export default fp<{ database: Database; config: Config; closeDatabase: boolean }>(
  async (app, { database, config, closeDatabase }) => {
    app.decorate('db', database.db);
    app.decorate('config', config);
    if (closeDatabase) app.addHook('onClose', () => database.close());
  },
  { name: 'db', fastify: '5.x' },
);
