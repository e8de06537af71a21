import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { type ErrorCode, Messages, minutesText, minutesUntil } from '../../contract/errors';
import { DomainError, type DomainErrorKind } from '../lib/domain-errors';
import { type Lang } from '../lib/i18n/format';
import { hasMessage, translateMessage } from '../lib/i18n/translate';
import { errorLogFields, requestInputs } from '../lib/log-redaction';
import fp from 'fastify-plugin';
import { requestLang } from './request-lang';

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

/**
 * A sentence a parent can read for the first thing the request's schema refused (never the
 * schema's own "querystring.code: Too big: …"): too long or too short with the limit, else that
 * something is not in the expected form. The limit is a number, so the sentence translates.
 */
export function describeValidation(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return Messages.badRequest;
  const first = error.validation[0];
  if (!first) return Messages.badRequest;
  // A schema that names its own sentence (a Messages text) is answered with it.
  if (hasMessage(first.message ?? '')) return first.message ?? Messages.badRequest;
  // The zod issue: its code is the keyword, its other fields (origin, maximum…) the params.
  const issue: Record<string, unknown> = { ...first.params, code: first.keyword };
  const limit = (key: string) => String(issue[key] ?? '');
  const origin = issue.origin;
  if (issue.code === 'too_big') {
    if (origin === 'string') return Messages.textTooLong.replace('%s', limit('maximum'));
    if (origin === 'array' || origin === 'set')
      return Messages.tooManyItems.replace('%s', limit('maximum'));
    if (origin === 'number' || origin === 'int' || origin === 'bigint')
      return Messages.numberTooLarge.replace('%s', limit('maximum'));
  }
  if (issue.code === 'too_small') {
    if (origin === 'string') return Messages.textTooShort.replace('%s', limit('minimum'));
    if (origin === 'number' || origin === 'int' || origin === 'bigint')
      return Messages.numberTooSmall.replace('%s', limit('minimum'));
  }
  if (issue.code === 'invalid_format' && issue.format === 'email') return Messages.invalidEmail;
  if (issue.code === 'invalid_type' && issue.input === undefined) return Messages.somethingMissing;
  return Messages.notInExpectedForm;
}

/**
 * The keys of an answer that hold a sentence for a person (legacy shapes included), the
 * description of a summary line ('Subtotal', 'Total') and why a payment did not go through.
 */
const MESSAGE_KEYS = new Set(['error', 'errorMessage', 'message', 'description', 'reason']);

/**
 * Writes every message of an answer in the reader's language, in place: the texts under
 * MESSAGE_KEYS of the answer and of the objects and lists in it (a legacy warning, the summary
 * lines of a cart), a few levels deep. Other texts (names, codes) are the shop's data.
 */
function translateAnswer(payload: unknown, lang: Lang, depth = 0): void {
  if (depth > 4 || payload === null || typeof payload !== 'object') return;
  if (Array.isArray(payload)) {
    for (const item of payload) translateAnswer(item, lang, depth + 1);
    return;
  }
  const record = payload as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === 'string' && MESSAGE_KEYS.has(key)) {
      record[key] = translateMessage(value, lang);
    } else if (value !== null && typeof value === 'object') {
      translateAnswer(value, lang, depth + 1);
    }
  }
}

/**
 * One error shape for every call: `{ error }` with a 4xx status for what a browser can send
 * wrong, never a stack trace; 500 only for the server's own faults (logged).
 */
export default fp(
  async (app) => {
    // Every answer's messages in the parent's language: services and routes write English (the
    // key of lib/i18n/catalogue.ts), and only here, once, is it translated.
    app.addHook('preSerialization', async (request, _reply, payload) => {
      const lang = requestLang(request);
      if (lang !== 'en') translateAnswer(payload, lang);
      return payload;
    });
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
        return reply.code(500).send({ error: Messages.somethingWentWrong });
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status === 429) {
        // A route's rate limit (@fastify/rate-limit): its own English text names no language.
        const seconds = Number(reply.getHeader('retry-after'));
        const wait = minutesText(minutesUntil(Number.isFinite(seconds) ? seconds : 60));
        return reply.code(429).send(body(Messages.tooManyRequests.replace('%s', wait)));
      }
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
      return reply.code(500).send({ error: Messages.somethingWentWrong, code: 'internal' });
    });
  },
  { name: 'errors', fastify: '5.x' },
);
