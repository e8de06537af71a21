// Pixel comparison of a render with its expected PNG.
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** pixelmatch's per-pixel colour distance (0–1) above which a pixel counts as different. */
export const PIXEL_THRESHOLD = 0.1;
/** A render fails when more than this share of its pixels differ (0.2 %). */
export const MAX_DIFF_RATIO = 0.002;

export interface Comparison {
  diffPixels: number;
  ratio: number;
  ok: boolean;
  /** A diff image (differences in red over a faded copy); null when sizes differ. */
  diff: Buffer | null;
  reason?: string;
}

export function comparePng(actual: Buffer, expected: Buffer): Comparison {
  const a = PNG.sync.read(actual);
  const e = PNG.sync.read(expected);
  if (a.width !== e.width || a.height !== e.height) {
    const reason = `size ${a.width}x${a.height} differs from expected ${e.width}x${e.height}`;
    return { diffPixels: a.width * a.height, ratio: 1, ok: false, diff: null, reason };
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const diffPixels = pixelmatch(a.data, e.data, diff.data, a.width, a.height, {
    threshold: PIXEL_THRESHOLD,
  });
  const ratio = diffPixels / (a.width * a.height);
  return { diffPixels, ratio, ok: ratio <= MAX_DIFF_RATIO, diff: PNG.sync.write(diff) };
}
