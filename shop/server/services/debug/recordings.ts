import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { DEBUG_MAX_RECORDING_BYTES } from '../../../contract/debug';
import type { RecordedEvent, RecordingSummary } from '../../../contract/debug';
import type { Db } from '../../db/client';
import { debugRecordingChunks, debugRecordings, users } from '../../db/schema';
import { newUuid, randomToken, sha256 } from '../../lib/crypto';

export async function startRecording(
  db: Db,
  input: { userUuid: string | null; userAgent: string },
): Promise<{ uuid: string; token: string }> {
  const uuid = newUuid();
  const token = randomToken();
  await db.insert(debugRecordings).values({
    uuid,
    tokenHash: sha256(token),
    userUuid: input.userUuid,
    userAgent: input.userAgent.slice(0, 500),
  });
  return { uuid, token };
}

/** The open recording the token belongs to, or null. */
async function openRecording(db: Db, uuid: string, token: string) {
  const [row] = await db
    .select()
    .from(debugRecordings)
    .where(
      and(
        eq(debugRecordings.uuid, uuid),
        eq(debugRecordings.tokenHash, sha256(token)),
        isNull(debugRecordings.stoppedAt),
      ),
    );
  return row ?? null;
}

export type AppendResult =
  { ok: true; eventCount: number } | { ok: false; reason: 'gone' | 'full' };

/** Stores one batch of events after the ones already kept. */
export async function appendEvents(
  db: Db,
  input: { uuid: string; token: string; events: RecordedEvent[] },
): Promise<AppendResult> {
  const recording = await openRecording(db, input.uuid, input.token);
  if (!recording) return { ok: false, reason: 'gone' };
  const bytes = Buffer.byteLength(JSON.stringify(input.events));
  if (recording.bytes + bytes > DEBUG_MAX_RECORDING_BYTES) return { ok: false, reason: 'full' };
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(debugRecordings)
      .set({
        eventCount: sql`${debugRecordings.eventCount} + ${input.events.length}`,
        bytes: sql`${debugRecordings.bytes} + ${bytes}`,
      })
      .where(eq(debugRecordings.uuid, input.uuid))
      .returning({ eventCount: debugRecordings.eventCount });
    const [last] = await tx
      .select({ seq: sql<number>`coalesce(max(${debugRecordingChunks.seq}), 0)::int` })
      .from(debugRecordingChunks)
      .where(eq(debugRecordingChunks.recordingUuid, input.uuid));
    await tx.insert(debugRecordingChunks).values({
      uuid: newUuid(),
      recordingUuid: input.uuid,
      seq: (last?.seq ?? 0) + 1,
      events: input.events,
    });
    return { ok: true as const, eventCount: updated?.eventCount ?? 0 };
  });
}

export async function stopRecording(db: Db, uuid: string, token: string): Promise<boolean> {
  const recording = await openRecording(db, uuid, token);
  if (!recording) return false;
  await db
    .update(debugRecordings)
    .set({ stoppedAt: new Date() })
    .where(eq(debugRecordings.uuid, uuid));
  return true;
}

const summaryColumns = {
  recording: debugRecordings,
  userEmail: users.email,
  batches: sql<number>`(select count(*)::int from ${debugRecordingChunks} where ${debugRecordingChunks.recordingUuid} = ${debugRecordings.uuid})`,
};

function toSummary(row: {
  recording: typeof debugRecordings.$inferSelect;
  userEmail: string | null;
  batches: number;
}): RecordingSummary {
  const r = row.recording;
  return {
    uuid: r.uuid,
    userEmail: row.userEmail,
    userAgent: r.userAgent,
    startedAt: r.startedAt.toISOString(),
    stoppedAt: r.stoppedAt?.toISOString() ?? null,
    eventCount: r.eventCount,
    bytes: r.bytes,
    batches: Number(row.batches),
  };
}

/** Support view: recordings, newest first. */
export async function listRecordings(db: Db, limit = 200): Promise<RecordingSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(debugRecordings)
    .leftJoin(users, eq(users.uuid, debugRecordings.userUuid))
    .orderBy(desc(debugRecordings.startedAt))
    .limit(limit);
  return rows.map(toSummary);
}

/** Support view: one recording with its events in recorded order. */
export async function readRecording(db: Db, uuid: string) {
  const [row] = await db
    .select(summaryColumns)
    .from(debugRecordings)
    .leftJoin(users, eq(users.uuid, debugRecordings.userUuid))
    .where(eq(debugRecordings.uuid, uuid));
  if (!row) return null;
  const chunks = await db
    .select({ events: debugRecordingChunks.events })
    .from(debugRecordingChunks)
    .where(eq(debugRecordingChunks.recordingUuid, uuid))
    .orderBy(asc(debugRecordingChunks.seq));
  return { recording: toSummary(row), events: chunks.flatMap((c) => c.events) };
}

/** Support view: one batch of a recording's events as uploaded (seq 1…batches), or null. */
export async function readBatch(db: Db, uuid: string, seq: number) {
  const [chunk] = await db
    .select({ events: debugRecordingChunks.events })
    .from(debugRecordingChunks)
    .where(and(eq(debugRecordingChunks.recordingUuid, uuid), eq(debugRecordingChunks.seq, seq)));
  return chunk ? { seq, events: chunk.events } : null;
}
