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

export interface PrintOptions {
  dpi: number;
  imageSource: ImageSource;
  artResolver: ArtResolver;
  /** Shared between renders of one order so pictures are decoded once. */
  cache?: ImageCache;
}

export async function renderPartPng(input: PartInput, options: PrintOptions): Promise<Buffer> {
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
  const encodable = canvas as unknown as { encode(format: 'png'): Promise<Buffer> };
  return encodable.encode('png');
}
