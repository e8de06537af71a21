// Print renders in Node: a part at a given dpi as PNG bytes or raw pixels, through the same
// scene and Konva tree as the editor.
import { calendarLocale } from '../calendarLocale';
import type { PartInput } from '../describePart';
import { preloadedFontLoader } from '../fonts';
import { renderPartCanvas } from '../headless';
import { ImageCache } from '../imageCache';
import type { AssetSources } from '../loadAssets';
import { canvasTextMeasurer } from '../measure';
import type { ArtResolver, ImageSource } from '../pictures';
import { MM_PER_INCH } from '../../model/units';
import { printLoadImage, sizedImageSource } from './printPictures';
import { setupNodeKonva } from './setup';
import { rasteriseSvgArt } from './svgArt';

export type { ArtResolver, ImageCache, ImageSource };

/**
 * Decoded pixels a product's renders keep between its pages: its pictures, and art that several
 * of its pages draw.
 */
export const PRINT_CACHE_BYTES = 256 * 1024 * 1024;

/**
 * A cache for the renders of one product: pictures decoded once for all its parts; the least
 * recently drawn images leave once `maxBytes` of pixels are kept.
 */
export function printImageCache(maxBytes = PRINT_CACHE_BYTES): ImageCache {
  return new ImageCache(printLoadImage, Number.POSITIVE_INFINITY, maxBytes);
}

export interface PrintOptions {
  dpi: number;
  imageSource: ImageSource;
  artResolver: ArtResolver;
  /** Shared between renders of one order so pictures are decoded once. */
  cache?: ImageCache;
  /** A colour under the part (a print file has no transparency); transparent when absent. */
  background?: string;
}

export async function renderPartPng(input: PartInput, options: PrintOptions): Promise<Buffer> {
  const canvas = await printCanvas(input, options);
  const encodable = canvas as unknown as { encode(format: 'png'): Promise<Buffer> };
  return encodable.encode('png');
}

/** Unpremultiplied RGBA pixels of a part at print resolution. */
export interface RgbaPixels {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * The part's pixels without a PNG round trip: a print file is re-encoded anyway, and encoding
 * and decoding a 17 MP PNG costs more than drawing it.
 */
export async function renderPartRgba(input: PartInput, options: PrintOptions): Promise<RgbaPixels> {
  const canvas = await printCanvas(input, options);
  const { width, height } = canvas;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas context');
  const pixels = context.getImageData(0, 0, width, height);
  // The canvas's own pixels go now rather than at the next garbage collection.
  canvas.width = 0;
  const data = Buffer.from(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength);
  return { data, width, height };
}

const pxPerMm = (options: PrintOptions) => options.dpi / MM_PER_INCH;

/**
 * Art that another part of the product also draws is kept in the product's cache; art that this
 * part alone draws (a calendar month's paper and tape, 37 MB each at A4) is kept for this render
 * only. Kept in the product's cache, each page's art pushed the pictures out and they were
 * decoded again from the originals for almost every page.
 */
function pageArtCache(input: PartInput, cache: ImageCache): (src: string) => ImageCache {
  const page = new ImageCache(printLoadImage, Number.POSITIVE_INFINITY);
  const elsewhere = new Set(
    input.template.parts
      .filter((part) => part.id !== input.partId)
      .flatMap((part) => [part.background?.src, part.foreground?.src]),
  );
  return (src) => (elsewhere.has(src) ? cache : page);
}

function assetSources(input: PartInput, options: PrintOptions, cache: ImageCache): AssetSources {
  return {
    imageSource: sizedImageSource(options.imageSource),
    artResolver: options.artResolver,
    imageMode: 'client',
    cache,
    artCache: pageArtCache(input, cache),
    fonts: preloadedFontLoader,
    rasteriseArt: rasteriseSvgArt,
  };
}

async function printCanvas(input: PartInput, options: PrintOptions): Promise<HTMLCanvasElement> {
  setupNodeKonva();
  return renderPartCanvas(input, assetSources(input, options, options.cache ?? printImageCache()), {
    pxPerMm: pxPerMm(options),
    measurer: canvasTextMeasurer(),
    calendar: calendarLocale(input.locale),
    allowLarge: true,
    background: options.background,
  });
}
