import { MAX_CANVAS_EDGE } from '../render/limits';

/** Device pixels per CSS pixel, lowered so that no canvas edge passes MAX_CANVAS_EDGE. */
export function cappedPixelRatio(width: number, height: number, dpr: number): number {
  return Math.min(dpr, MAX_CANVAS_EDGE / Math.max(width, height, 1));
}
