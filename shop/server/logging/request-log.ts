import { hostname } from 'node:os';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLogFields } from '../lib/log-redaction';
import type { LogTarget } from './line-batcher';
import fp from 'fastify-plugin';

// pino's base fields and the info level, as pino writes them.
const INFO = 30;
/** Logger levels at which info lines are written (pino's own; 'silent' and above write none). */
const infoWritten = new Set(['trace', 'debug', 'info']);
const base = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;

/**
 * The request's line as pino writes `request.log.info({ req, res, responseTime }, msg)` with
 * the `req` serializer (requestLogFields), made here in one template: pino's general path
 * (serializers, JSON.stringify of each object, joining the parts) was 8 % of a picture-set
 * read under load. request-log.test.ts checks the two lines are the same.
 */
export function requestLine(request: FastifyRequest, reply: FastifyReply, time: number): string {
  return (
    `{"level":${INFO},"time":${time}${base},"reqId":${JSON.stringify(request.id)}` +
    `,"req":${JSON.stringify(requestLogFields(request))}` +
    `,"res":{"statusCode":${reply.statusCode}},"responseTime":${reply.elapsedTime}` +
    `,"msg":"request completed"}\n`
  );
}

/**
 * One log line per request, when it has been answered (Fastify's own logging writes two: on
 * arrival and on completion, a measurable share of a photo-day evening's CPU). The line holds
 * the redacted URL (the `req` serializer), the status and the time taken.
 */
export default fp<{ stream: LogTarget }>(
  async (app, { stream }) => {
    app.addHook('onResponse', (request, reply, done) => {
      if (infoWritten.has(request.log.level)) stream.write(requestLine(request, reply, Date.now()));
      done();
    });
  },
  { name: 'request-log', fastify: '5.x' },
);
