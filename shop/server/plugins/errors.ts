import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { type ErrorCode, Messages } from '../../contract/errors';
import { DomainError, type DomainErrorKind } from '../lib/domain-errors';
import { errorLogFields, requestInputs } from '../lib/log-redaction';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Error body of a legacy call in its own shape (its response schema demands it). */
    legacyError?: (message: string) => object;
  }
}

/** An error a route or plugin raises with its 4xx status; its message is meant for the browser. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
}

/** The HTTP status of each kind of domain error: the one place services meet HTTP. */
const DOMAIN_STATUS: Record<DomainErrorKind, number> = {
  'not-found': 404,
  refused: 400,
  forbidden: 403,
  conflict: 409,
};

/** "query.email: Invalid email" style text from zod issues. */
function describeValidation(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return Messages.badRequest;
  const first = error.validation[0];
  if (!first) return Messages.badRequest;
  const path = first.instancePath.split('/').filter(Boolean).join('.');
  const context = error.validationContext ?? 'request';
  const where = path ? `${context}.${path}` : context;
  return `${where}: ${first.message}`;
}

/**
 * One error shape for every call: `{ error }` with a 4xx status for what a browser can send
 * wrong, never a stack trace; 500 only for the server's own faults (logged).
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      // `{ error, code }`: the text a person reads and, for every error a service raises, the code
      // a client switches on (the generic answers below are told apart by their status).
      const body = (message: string, code?: ErrorCode) =>
        request.routeOptions.config.legacyError?.(message) ??
        (code === undefined ? { error: message } : { error: message, code });
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply.code(400).send(body(describeValidation(error)));
      }
      if (error instanceof DomainError) {
        return reply.code(DOMAIN_STATUS[error.kind]).send(body(error.message, error.code));
      }
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).send(body(error.message, error.code));
      }
      if (isResponseSerializationError(error)) {
        request.log.error(
          { err: errorLogFields(error, requestInputs(request)), issues: error.cause.issues },
          'response does not match the contract',
        );
        return reply
          .code(500)
          .send({ error: 'Something went wrong on our side. Please try again.' });
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (bad JSON, unsupported media type, body too large...).
        return reply.code(status).send(body(error.message || Messages.badRequest));
      }
      if (request.raw.readableAborted || (error as { code?: string }).code === 'ECONNRESET') {
        // The phone went away mid-request (a cancelled upload): nobody reads the answer, and it is
        // not the server's fault, so it must not look like one in the log.
        request.log.info(
          { err: errorLogFields(error, requestInputs(request)) },
          'request aborted by the client',
        );
        return reply.code(400).send(body(Messages.badRequest));
      }
      // The error's message may quote what the request sent (a failed query names its parameters).
      request.log.error({ err: errorLogFields(error, requestInputs(request)) }, 'unhandled error');
      return reply
        .code(500)
        .send({ error: 'Something went wrong on our side. Please try again.', code: 'internal' });
    });
  },
  { name: 'errors', fastify: '5.x' },
);
