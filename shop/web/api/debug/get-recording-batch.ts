import { debugRoutes } from '../../../contract/debug';
import type { RecordedEvent } from '../../../contract/debug';
import { call } from '../client';

/** Support view: one uploaded batch (1…batches) of a recording's rrweb events. */
export async function getRecordingBatch(
  uuid: string,
  seq: number,
  signal?: AbortSignal,
): Promise<RecordedEvent[]> {
  const batch = await call(debugRoutes.batch, { params: { uuid, seq: String(seq) }, signal });
  return batch.events;
}
