// A drawn canvas as a JPEG data URL, encoded in one shared worker (OffscreenCanvas) where the
// browser has one, so the main thread only reads the pixels. A
// browser without workers or OffscreenCanvas, or a worker that fails to start, encodes here.

interface Answer {
  id: number;
  url?: string;
  error?: string;
}

interface Pending {
  resolve: (url: string) => void;
  reject: (error: Error) => void;
}

let worker: Worker | null | undefined;
let next = 0;
const pending = new Map<number, Pending>();

function encoder(): Worker | null {
  if (worker !== undefined) return worker;
  worker = null;
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return null;
  try {
    const started = new Worker(new URL('./jpegWorker.ts', import.meta.url), { type: 'module' });
    started.onmessage = (event: MessageEvent<Answer>) => {
      const job = pending.get(event.data.id);
      if (!job) return;
      pending.delete(event.data.id);
      if (event.data.url !== undefined) job.resolve(event.data.url);
      else job.reject(new Error(event.data.error ?? 'JPEG worker failed'));
    };
    // A worker that cannot load (a policy, a network error) hands its jobs back: never again.
    started.onerror = () => {
      worker = null;
      started.terminate();
      for (const job of pending.values()) job.reject(new Error('JPEG worker failed to start'));
      pending.clear();
    };
    worker = started;
  } catch {
    worker = null;
  }
  return worker;
}

function encodeHere(canvas: HTMLCanvasElement, quality: number): string {
  const url = canvas.toDataURL('image/jpeg', quality);
  release(canvas);
  return url;
}

function release(canvas: HTMLCanvasElement): void {
  canvas.width = 0;
  canvas.height = 0;
}

/** The canvas as a JPEG data URL at `quality` (0–1); the canvas is emptied once encoded. */
export async function encodeJpeg(canvas: HTMLCanvasElement, quality: number): Promise<string> {
  const target = encoder();
  const context = target ? canvas.getContext('2d') : null;
  if (!target || !context) return encodeHere(canvas, quality);
  const { width, height } = canvas;
  // A copy of the pixels goes to the worker; the canvas keeps its own until the answer, so a
  // worker that failed to start leaves them to be encoded here.
  const pixels = context.getImageData(0, 0, width, height).data.buffer;
  const id = (next += 1);
  const sent = new Promise<string>((resolve, reject) => pending.set(id, { resolve, reject }));
  target.postMessage({ id, width, height, pixels, quality }, [pixels]);
  try {
    const url = await sent;
    release(canvas);
    return url;
  } catch {
    return encodeHere(canvas, quality);
  }
}
