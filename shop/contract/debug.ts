import { z } from 'zod';
import { ApiError } from './errors';
import { defineRoute } from './http';

/** Upload limits of a recording: events per batch, bytes per batch and per recording. */
export const DEBUG_MAX_EVENTS_PER_BATCH = 500;
export const DEBUG_MAX_BATCH_BYTES = 512 * 1024;
export const DEBUG_MAX_RECORDING_BYTES = 20 * 1024 * 1024;

export const DebugMessages = {
  recordingFull: 'The recording has reached its size limit.',
  staffOnly: 'Only support staff can see recordings.',
} as const;

/** rrweb events as recorded: the server keeps them as they come, checked only for shape. */
export const RecordedEvent = z
  .object({ type: z.number().int(), timestamp: z.number() })
  .catchall(z.unknown());
export type RecordedEvent = z.infer<typeof RecordedEvent>;

const RecordingParams = z.object({ uuid: z.string().uuid() });
const TokenBody = z.object({ token: z.string().min(10).max(100) });

export const RecordingSummary = z.object({
  uuid: z.string(),
  userEmail: z.string().nullable(),
  userAgent: z.string(),
  startedAt: z.string(),
  stoppedAt: z.string().nullable(),
  eventCount: z.number().int(),
  bytes: z.number().int(),
  /** Batches as uploaded, numbered 1…batches; a replayer loads them in this order. */
  batches: z.number().int(),
});
export type RecordingSummary = z.infer<typeof RecordingSummary>;

export const debugRoutes = {
  /**
   * Starts a recording for this browser session (the visitor consented on /debug). The token
   * answers for the browser in later calls; keep it in sessionStorage.
   */
  start: defineRoute({
    method: 'POST',
    path: '/api/webshop/debug/recordings',
    schema: {
      body: z.object({ userAgent: z.string().max(500).default('') }),
      response: { 200: z.object({ uuid: z.string(), token: z.string() }), 429: ApiError },
    },
  }),
  /** Appends a batch of events. 404 for an unknown, stopped or foreign recording; 413 when full. */
  events: defineRoute({
    method: 'POST',
    path: '/api/webshop/debug/recordings/:uuid/events',
    schema: {
      params: RecordingParams,
      body: TokenBody.extend({ events: z.array(RecordedEvent).max(DEBUG_MAX_EVENTS_PER_BATCH) }),
      response: {
        200: z.object({ eventCount: z.number().int() }),
        400: ApiError,
        404: ApiError,
        413: ApiError,
      },
    },
  }),
  stop: defineRoute({
    method: 'POST',
    path: '/api/webshop/debug/recordings/:uuid/stop',
    schema: {
      params: RecordingParams,
      body: TokenBody,
      response: { 200: z.object({}), 400: ApiError, 404: ApiError },
    },
  }),
  /** Support view: every recording, newest first (staff only: 401 / 403). */
  list: defineRoute({
    method: 'GET',
    path: '/api/webshop/debug/recordings',
    schema: {
      response: {
        200: z.object({ recordings: z.array(RecordingSummary) }),
        401: ApiError,
        403: ApiError,
      },
    },
  }),
  /** Support view: one recording's events in order, for an rrweb replayer (staff only). */
  recording: defineRoute({
    method: 'GET',
    path: '/api/webshop/debug/recordings/:uuid',
    schema: {
      params: RecordingParams,
      response: {
        200: z.object({ recording: RecordingSummary, events: z.array(RecordedEvent) }),
        401: ApiError,
        403: ApiError,
        404: ApiError,
      },
    },
  }),
  /** Support view: one uploaded batch (1-based) of a recording's events (staff only). */
  batch: defineRoute({
    method: 'GET',
    path: '/api/webshop/debug/recordings/:uuid/batches/:seq',
    schema: {
      params: RecordingParams.extend({ seq: z.coerce.number().int().min(1).max(100_000) }),
      response: {
        200: z.object({ seq: z.number().int(), events: z.array(RecordedEvent) }),
        400: ApiError,
        401: ApiError,
        403: ApiError,
        404: ApiError,
      },
    },
  }),
} as const;
