// Print renders in Node: a part at a given dpi as PNG bytes, through the same scene and Konva
// tree as the editor.
import { calendarLocale } from '../calendarLocale';
import type { PartInput } from '../describePart';
import { preloadedFontLoader } from '../fonts';
import { renderPartCanvas } from '../headless';
import { ImageCache } from '../imageCache';
import { canvasTextMeasurer } from '../measure';
import type { ArtResolver, ImageSource } from '../pictures';
import { MM_PER_INCH } from '../../model/units';
import { nodeLoadImage, setupNodeKonva } from './setup';

export type { ArtResolver, ImageSource };

/**
 * A cache for the renders of one product: pictures decoded once for all its parts, at most
 * `maxEntries` images kept (a print art raster of an A4 sheet is some 67 MB).
 */
export function printImageCache(maxEntries?: number): ImageCache {
  return new ImageCache(nodeLoadImage, maxEntries);
}

export interface PrintOptions {
  dpi: number;
  imageSource: ImageSource;
  artResolver: ArtResolver;
  /** Shared between renders of one order so pictures are decoded once. */
  cache?: ImageCache;
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
  const data = Buffer.from(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength);
  return { data, width, height };
}

async function printCanvas(input: PartInput, options: PrintOptions): Promise<HTMLCanvasElement> {
  setupNodeKonva();
  const canvas = await renderPartCanvas(
    input,
    {
      imageSource: options.imageSource,
      artResolver: options.artResolver,
      imageMode: 'client',
      cache: options.cache ?? new ImageCache(nodeLoadImage),
      fonts: preloadedFontLoader,
    },
    {
      pxPerMm: options.dpi / MM_PER_INCH,
      measurer: canvasTextMeasurer(),
      calendar: calendarLocale(input.locale),
      allowLarge: true,
    },
  );
  return canvas;
}
