// Template art as a bitmap at the size it is drawn: an SVG drawn straight onto the stage is
// rasterised again on every frame, a canvas copy is rasterised once.
import Konva from 'konva';
import type { Art, SizeMm } from '../model/types';
import type { ImageCache } from './imageCache';
import { MAX_CANVAS_EDGE } from './limits';

/**
 * Pixels per mm for art: the next power of two at or above what the stage needs (so zooming
 * reuses a raster), capped so no edge passes MAX_CANVAS_EDGE.
 */
export function artPxPerMm(
  needed: number,
  widthMm: number,
  heightMm: number,
  maxEdge = MAX_CANVAS_EDGE,
): number {
  const stepped = 2 ** Math.ceil(Math.log2(Math.max(needed, 0.25)));
  return Math.min(stepped, maxEdge / Math.max(widthMm, heightMm));
}

/** The raster size of an art file and its cache key. */
export function artRaster(
  url: string,
  art: Art,
  part: SizeMm,
  devicePxPerMm: number,
  maxEdge = MAX_CANVAS_EDGE,
) {
  const rect = art.rect ?? { x: 0, y: 0, ...part };
  const k = artPxPerMm(devicePxPerMm, rect.width, rect.height, maxEdge);
  const width = Math.max(1, Math.round(rect.width * k));
  const height = Math.max(1, Math.round(rect.height * k));
  return { key: `art|${url}|${width}x${height}`, width, height };
}

export function loadArt(
  cache: ImageCache,
  url: string,
  art: Art,
  part: SizeMm,
  devicePxPerMm: number,
  maxEdge = MAX_CANVAS_EDGE,
): Promise<HTMLCanvasElement | HTMLImageElement> {
  const { key, width, height } = artRaster(url, art, part, devicePxPerMm, maxEdge);
  return cache.derive(key, async () => {
    const image = await cache.load(url);
    const canvas = Konva.Util.createCanvasElement();
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')?.drawImage(image, 0, 0, width, height);
    return canvas;
  });
}
