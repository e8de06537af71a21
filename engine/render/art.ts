// Template art as a bitmap at the size it is drawn: an SVG drawn straight onto the stage is
// rasterised again on every frame, a bitmap is rasterised once per size and kept in the image
// cache. In a browser the bitmap is made by createImageBitmap, which rasterises the SVG off the
// main thread; a canvas copy (on the main thread) is the fallback where it cannot.
import Konva from 'konva';
import type { Art, SizeMm } from '../model/types';
import type { ImageCache } from './imageCache';
import { MAX_CANVAS_EDGE } from './limits';
import type { Drawable } from './scene';

/**
 * How art is rasterised. On screen the raster steps up to the next power of two px/mm (zooming
 * reuses it) below the browsers' canvas limit; a print draws each page once, so its art is
 * rasterised at exactly the size the page draws it, past that limit.
 */
export interface ArtSizing {
  maxEdge: number;
  exact: boolean;
}

export const SCREEN_ART: ArtSizing = { maxEdge: MAX_CANVAS_EDGE, exact: false };
export const PRINT_ART: ArtSizing = { maxEdge: Number.POSITIVE_INFINITY, exact: true };

/**
 * A host's own rasteriser for an art file at a pixel size (Node print: a fast SVG renderer);
 * null when it leaves the file to the image loader and a canvas copy.
 */
export type RasteriseArt = (url: string, width: number, height: number) => Promise<Drawable | null>;

/**
 * Pixels per mm for art: the next power of two at or above what the stage needs (so zooming
 * reuses a raster), or exactly what it needs, capped so no edge passes the sizing's limit.
 */
export function artPxPerMm(
  needed: number,
  widthMm: number,
  heightMm: number,
  sizing: ArtSizing = SCREEN_ART,
): number {
  const stepped = sizing.exact ? needed : 2 ** Math.ceil(Math.log2(Math.max(needed, 0.25)));
  return Math.min(stepped, sizing.maxEdge / Math.max(widthMm, heightMm));
}

/** The raster size of an art file and its cache key. */
export function artRaster(
  url: string,
  art: Art,
  part: SizeMm,
  devicePxPerMm: number,
  sizing: ArtSizing = SCREEN_ART,
) {
  const rect = art.rect ?? { x: 0, y: 0, ...part };
  const k = artPxPerMm(devicePxPerMm, rect.width, rect.height, sizing);
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
  sizing: ArtSizing = SCREEN_ART,
  rasterise?: RasteriseArt,
): Promise<Drawable> {
  const { key, width, height } = artRaster(url, art, part, devicePxPerMm, sizing);
  return cache.derive(key, async () => {
    const own = rasterise ? await rasterise(url, width, height) : null;
    if (own) return own;
    const image = await cache.load(url);
    return (await offThread(image, width, height)) ?? canvasCopy(image, width, height);
  });
}

/** The art rasterised at a size by the browser away from the main thread; null where it cannot. */
async function offThread(image: Drawable, width: number, height: number) {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    return await createImageBitmap(image, {
      resizeWidth: width,
      resizeHeight: height,
      resizeQuality: 'high',
    });
  } catch {
    // Some browsers make no bitmap of an SVG picture.
    return null;
  }
}

function canvasCopy(image: Drawable, width: number, height: number): Drawable {
  const canvas = Konva.Util.createCanvasElement();
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(image, 0, 0, width, height);
  return canvas;
}
