import type { RecordedEvent } from '../../../contract/debug';
import { call } from '../client';
import { debugAddresses } from '../../../contract/addresses/debug';

export interface RecordingHandle {
  uuid: string;
  token: string;
}

export function startRecording(userAgent: string): Promise<RecordingHandle> {
  return call(debugAddresses.start, { body: { userAgent } });
}

export function uploadEvents(handle: RecordingHandle, events: RecordedEvent[]): Promise<void> {
  return call(debugAddresses.events, {
    params: { uuid: handle.uuid },
    body: { token: handle.token, events },
  }).then(() => undefined);
}

export function stopRecording(handle: RecordingHandle): Promise<void> {
  return call(debugAddresses.stop, {
    params: { uuid: handle.uuid },
    body: { token: handle.token },
  }).then(() => undefined);
}
