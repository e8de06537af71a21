// Thumbnails render one after another: a grid of many parts never blocks the main thread with
// all of them at once, and at most one render canvas exists at a time.
let tail: Promise<unknown> = Promise.resolve();

export function enqueueThumbnail<T>(job: () => Promise<T>): Promise<T> {
  const run = tail.then(job, job);
  tail = run.catch(() => undefined);
  return run;
}
