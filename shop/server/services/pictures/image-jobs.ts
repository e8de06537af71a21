import PQueue from 'p-queue';
import sharp from 'sharp';
import { Messages } from '../../../contract/errors';

/**
 * How much image work runs at once. A picture's work costs memory with its pixels, and pixels
 * are cheap to send: a 7000×7000 PNG of 140 KB passes the 50 MP limit, and twelve at once took
 * the shop from 430 MB to 1.6 GB (most of it the JPEG encoder's Huffman optimisation, now off for
 * big pictures, but a decoder may still hold a whole picture). Two jobs at a time (one a core on
 * the 2-core machines the shop runs on) bound a burst whatever the format; more uploads waiting
 * than `maxWaiting` are turned away, to come back after `retryAfterSeconds` (the editor retries a
 * failed upload after 5 s anyway).
 */
export const IMAGE_JOBS = { concurrency: 2, maxWaiting: 16, retryAfterSeconds: 5 } as const;

// libvips keeps recent operations and their pixels in a cache of its own (up to 50 MB and 100
// operations by default): the shop never repeats one (its derivatives are cached on disk), so the
// cache only held on to decoded pictures after their answer had gone.
sharp.cache(false);
// sharp.concurrency (libvips threads per job) stays at sharp's default: 1 on glibc Linux without
// jemalloc (the shop's images), to limit allocator fragmentation, else the number of cores.

/** An upload turned away because too much image work is waiting; it may come back later. */
export class ImageJobsBusyError extends Error {
  readonly retryAfterSeconds = IMAGE_JOBS.retryAfterSeconds;
  constructor() {
    super(Messages.imagesBusy);
  }
}

/**
 * Whose image work waits for whom: a picture someone is looking at (a derivative) goes before
 * an upload, which shows a progress bar anyway.
 */
export type ImageJobKind = 'derivative' | 'upload';

const queue = new PQueue({ concurrency: IMAGE_JOBS.concurrency });

/**
 * Runs `job` when a slot is free. An upload is refused with ImageJobsBusyError when
 * `maxWaiting` jobs already wait; a derivative always waits its turn (one is small work, and
 * it is made once: derivatives are cached on disk).
 */
export async function runImageJob<T>(kind: ImageJobKind, job: () => Promise<T>): Promise<T> {
  if (kind === 'upload' && queue.size >= IMAGE_JOBS.maxWaiting) throw new ImageJobsBusyError();
  return queue.add(job, { priority: kind === 'derivative' ? 1 : 0 });
}

/** Jobs running and waiting now (tests and the bench look at it). */
export const imageJobsLoad = (): { running: number; waiting: number } => ({
  running: queue.pending,
  waiting: queue.size,
});
