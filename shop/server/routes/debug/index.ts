import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { Messages } from '../../../contract/errors';
import { DEBUG_MAX_BATCH_BYTES, debugRoutes, DebugMessages } from '../../../contract/debug';
import { HttpError } from '../../plugins/errors';
import {
  appendEvents,
  listRecordings,
  readBatch,
  readRecording,
  startRecording,
  stopRecording,
} from '../../services/debug/recordings';

/** Staff, or a 401 (not signed in) / 403 (a customer). */
function requireStaff(request: FastifyRequest): void {
  const user = request.session.user;
  if (!user || user.isAnonymous) throw new HttpError(401, Messages.signInRequired);
  // A staff member simulating a customer acts as that customer here.
  if (user.role !== 'staff') throw new HttpError(403, DebugMessages.staffOnly);
}

/** Session recordings from /debug, and the support view of them. */
const debug: FastifyPluginAsyncZod = async (app) => {
  const r = debugRoutes;
  const gone = { error: Messages.notFound };

  app.route({
    method: r.start.method,
    url: r.start.path,
    schema: r.start.schema,
    config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    handler: async (request) =>
      startRecording(app.db, {
        userUuid: request.session.user?.uuid ?? null,
        userAgent: request.body.userAgent || (request.headers['user-agent'] ?? ''),
      }),
  });

  app.route({
    method: r.events.method,
    url: r.events.path,
    schema: r.events.schema,
    bodyLimit: DEBUG_MAX_BATCH_BYTES,
    config: { rateLimit: { max: 120, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      const result = await appendEvents(app.db, {
        uuid: request.params.uuid,
        token: request.body.token,
        events: request.body.events,
      });
      if (result.ok) return { eventCount: result.eventCount };
      if (result.reason === 'full')
        return reply.code(413).send({ error: DebugMessages.recordingFull });
      return reply.code(404).send(gone);
    },
  });

  app.route({
    method: r.stop.method,
    url: r.stop.path,
    schema: r.stop.schema,
    handler: async (request, reply) =>
      (await stopRecording(app.db, request.params.uuid, request.body.token))
        ? {}
        : reply.code(404).send(gone),
  });

  app.route({
    method: r.list.method,
    url: r.list.path,
    schema: r.list.schema,
    preHandler: async (request) => requireStaff(request),
    handler: async () => ({ recordings: await listRecordings(app.db) }),
  });

  app.route({
    method: r.recording.method,
    url: r.recording.path,
    schema: r.recording.schema,
    preHandler: async (request) => requireStaff(request),
    handler: async (request, reply) => {
      const found = await readRecording(app.db, request.params.uuid);
      return found ?? reply.code(404).send(gone);
    },
  });

  app.route({
    method: r.batch.method,
    url: r.batch.path,
    schema: r.batch.schema,
    preHandler: async (request) => requireStaff(request),
    handler: async (request, reply) => {
      const found = await readBatch(app.db, request.params.uuid, request.params.seq);
      return found ?? reply.code(404).send(gone);
    },
  });
};

export default debug;
