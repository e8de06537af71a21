import { shared } from '../lib/plugin';

/**
 * One log line per request, when it has been answered (Fastify's own logging writes two: on
 * arrival and on completion, a measurable share of a photo-day evening's CPU). The line holds
 * the redacted URL (the `req` serializer), the status and the time taken.
 */
export default shared(async (app) => {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
    done();
  });
}, 'request-log');
