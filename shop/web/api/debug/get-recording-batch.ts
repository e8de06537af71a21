import type { RecordedEvent } from '../../../contract/debug';
import { call } from '../client';
import { debugAddresses } from '../../../contract/addresses/debug';

/** Support view: one uploaded batch (1…batches) of a recording's rrweb events. */
export async function getRecordingBatch(
  uuid: string,
  seq: number,
  signal?: AbortSignal,
): Promise<RecordedEvent[]> {
  const batch = await call(debugAddresses.batch, { params: { uuid, seq: String(seq) }, signal });
  return batch.events;
}
