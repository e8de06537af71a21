import { z } from 'zod/mini';
import { ApiError } from './errors';
import { debugAddresses } from './addresses/debug';
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
export const RecordedEvent = z.catchall(
  z.object({ type: z.int(), timestamp: z.number() }),
  z.unknown(),
);
export type RecordedEvent = z.infer<typeof RecordedEvent>;

const RecordingParams = z.object({ uuid: z.string().check(z.uuid()) });
const TokenBody = z.object({ token: z.string().check(z.minLength(10), z.maxLength(100)) });

export const RecordingSummary = z.object({
  uuid: z.string(),
  userEmail: z.nullable(z.string()),
  userAgent: z.string(),
  startedAt: z.string(),
  stoppedAt: z.nullable(z.string()),
  eventCount: z.int(),
  bytes: z.int(),
  /** Batches as uploaded, numbered 1…batches; a replayer loads them in this order. */
  batches: z.int(),
});
export type RecordingSummary = z.infer<typeof RecordingSummary>;

export const debugRoutes = {
  /**
   * Starts a recording for this browser session (the visitor consented on /debug). The token
   * answers for the browser in later calls; keep it in sessionStorage.
   */
  start: defineRoute({
    ...debugAddresses.start,
    schema: {
      body: z.object({ userAgent: z._default(z.string().check(z.maxLength(500)), '') }),
      response: { 200: z.object({ uuid: z.string(), token: z.string() }), 429: ApiError },
    },
  }),
  /** Appends a batch of events. 404 for an unknown, stopped or foreign recording; 413 when full. */
  events: defineRoute({
    ...debugAddresses.events,
    schema: {
      params: RecordingParams,
      body: z.extend(TokenBody, {
        events: z.array(RecordedEvent).check(z.maxLength(DEBUG_MAX_EVENTS_PER_BATCH)),
      }),
      response: {
        200: z.object({ eventCount: z.int() }),
        400: ApiError,
        404: ApiError,
        413: ApiError,
      },
    },
  }),
  stop: defineRoute({
    ...debugAddresses.stop,
    schema: {
      params: RecordingParams,
      body: TokenBody,
      response: { 200: z.object({}), 400: ApiError, 404: ApiError },
    },
  }),
  /** Support view: every recording, newest first (staff only: 401 / 403). */
  list: defineRoute({
    ...debugAddresses.list,
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
    ...debugAddresses.recording,
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
    ...debugAddresses.batch,
    schema: {
      params: z.extend(RecordingParams, {
        seq: z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)),
      }),
      response: {
        200: z.object({ seq: z.int(), events: z.array(RecordedEvent) }),
        400: ApiError,
        401: ApiError,
        403: ApiError,
        404: ApiError,
      },
    },
  }),
} as const;
