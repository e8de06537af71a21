import fp from 'fastify-plugin';
import { createFulfilmentWorker, type FulfilmentWorker } from '../services/fulfilment/jobs';
import { labJobOutput } from '../services/fulfilment/lab-job';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes the lab jobs of confirmed orders in the background (kick after a confirmation). */
    fulfilment: FulfilmentWorker | null;
  }
}

/** The lab job worker: started when the server is ready, so jobs left by a restart resume. */
export default fp(
  async (app) => {
    if (!app.config.fulfilmentWorker) {
      app.decorate('fulfilment', null);
      return;
    }
    const worker = createFulfilmentWorker(app.db, {
      storage: app.storage,
      output: labJobOutput(app.config, app.storage),
      log: (message, error) => app.log.error({ err: error }, message),
    });
    app.decorate('fulfilment', worker);
    app.addHook('onReady', async () => {
      void worker.kick();
    });
    app.addHook('onClose', async () => worker.close());
  },
  { name: 'fulfilment', fastify: '5.x', dependencies: ['db', 'storage'] },
);
