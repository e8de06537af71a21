import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { errorAsField, errorLogFields, requestLogFields } from '../lib/log-redaction';
import { LineBatcher } from './line-batcher';
import requestLogPlugin from './request-log';

/**
 * The shop's logging, the one thing the rest of the server knows of it: Fastify's logger
 * options (pino, with the redacting serializers) and the plugin writing one line per request.
 * Both write through one stdout batcher (docs/decisions/005-…).
 */
export function shopLogging(): {
  logger: FastifyServerOptions['logger'];
  register: (app: FastifyInstance) => Promise<unknown>;
} {
  const stream = new LineBatcher();
  return {
    // Access codes, reset codes, passwords and e-mails never reach the log, not in an error either.
    logger: {
      serializers: { req: requestLogFields, err: (error: unknown) => errorLogFields(error) },
      // `log.error(error)` would make the error's own message the line's message.
      hooks: { logMethod: errorAsField },
      stream,
    },
    register: async (app) => app.register(requestLogPlugin, { stream }),
  };
}
