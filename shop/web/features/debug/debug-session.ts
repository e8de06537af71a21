import { startRecording, stopRecording } from '../../api/debug/recordings';
import type { Recorder } from './recorder';
import { storedRecording, storeRecording } from './recording-store';

// The one recorder of this page; it outlives the /debug page so the whole visit is recorded.
let active: Promise<Recorder> | null = null;

function run(handle: { uuid: string; token: string }): Promise<Recorder> {
  // The recorder module (and rrweb with it) loads only when debug mode is on.
  active = import('./recorder').then((m) => m.startRecorder(handle));
  return active;
}

export function isDebugModeOn(): boolean {
  return storedRecording() !== null;
}

/** Starts a recording on the server and records this browser session. */
export async function startDebugMode(): Promise<void> {
  const handle = await startRecording(navigator.userAgent);
  storeRecording(handle);
  await run(handle);
}

/** Uploads the rest, stops recording and closes the recording on the server. */
export async function stopDebugMode(): Promise<void> {
  const handle = storedRecording();
  const recorder = active;
  active = null;
  if (recorder) await (await recorder).stop();
  if (handle) await stopRecording(handle);
  storeRecording(null);
}

/** After a reload in the same browser session, recording goes on. */
export function resumeDebugRecording(): void {
  const handle = storedRecording();
  if (handle && !active) void run(handle).catch(() => storeRecording(null));
}
