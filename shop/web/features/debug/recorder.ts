import type { RecordedEvent } from '../../../contract/debug';
import { debugRoutes } from '../../../contract/debug';
import { pathFor } from '../../../contract/http';
import { uploadEvents } from '../../api/debug/recordings';
import type { RecordingHandle } from '../../api/debug/recordings';
import { EventBatcher } from './batcher';

const FLUSH_MS = 5_000;
/** fetch keepalive bodies may not exceed 64 KiB. */
const KEEPALIVE_BYTES = 60 * 1024;

export interface Recorder {
  /** Uploads what is left and stops recording. */
  stop(): Promise<void>;
}

/** Records this page with rrweb (loaded now, not before) and uploads the events in batches. */
export async function startRecorder(handle: RecordingHandle): Promise<Recorder> {
  const { record } = await import('rrweb');
  const batcher = new EventBatcher();
  let chain = Promise.resolve();
  // Uploads go one after another, so the server stores them in order; a failed one is dropped.
  const upload = (events: RecordedEvent[]) => {
    if (events.length === 0) return chain;
    chain = chain.then(() => uploadEvents(handle, events)).catch(() => undefined);
    return chain;
  };
  const stopRecording = record<RecordedEvent>({
    emit: (event) => {
      const full = batcher.add(event);
      if (full) void upload(full);
    },
    // What is typed (codes, passwords, addresses) never leaves the browser.
    maskAllInputs: true,
  });
  const timer = window.setInterval(() => void upload(batcher.take()), FLUSH_MS);
  const onHide = () => {
    const events = batcher.take();
    const body = JSON.stringify({ token: handle.token, events });
    if (events.length === 0 || body.length > KEEPALIVE_BYTES) return void upload(events);
    void fetch(pathFor(debugRoutes.events.path, { uuid: handle.uuid }), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
    }).catch(() => undefined);
  };
  window.addEventListener('pagehide', onHide);
  return {
    async stop() {
      stopRecording?.();
      window.clearInterval(timer);
      window.removeEventListener('pagehide', onHide);
      await upload(batcher.take());
    },
  };
}
