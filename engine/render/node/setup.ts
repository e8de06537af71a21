// Konva in Node (print renders, fixture renders): canvases, images and fonts from @napi-rs/canvas.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import {
  createCanvas,
  DOMMatrix,
  GlobalFonts,
  Image as SkiaImage,
  loadImage,
  Path2D,
} from '@napi-rs/canvas';
import Konva from 'konva';
import { FONT_FAMILIES, type FontFamily } from '../../model/types';
import { hasOutlineFont, registerOutlineFont } from '../glyphOutlines';
import type { LoadImage } from '../imageCache';
import { keepBaselinesExact } from './exactBaseline';

const require = createRequire(import.meta.url);
let ready = false;

/** The @fontsource package name of a family: 'Playfair Display' → 'playfair-display'. */
export const fontsourceSlug = (family: FontFamily): string =>
  family.toLowerCase().replace(/ /g, '-');

/** The woff2 file of a family's normal 400 weight, latin subset (covers en, nb and sv). */
export function fontFile(family: FontFamily): string {
  const slug = fontsourceSlug(family);
  return require.resolve(`@fontsource/${slug}/files/${slug}-latin-400-normal.woff2`);
}

/**
 * Points Konva at @napi-rs/canvas (its text baselines drawn where the spec puts them:
 * exactBaseline.ts) and registers the 15 fonts with their glyph outlines. Idempotent; call
 * before building a stage in Node.
 */
export function setupNodeKonva(): void {
  if (ready) return;
  const g = globalThis as unknown as Record<string, unknown>;
  g.DOMMatrix ??= DOMMatrix;
  g.Path2D ??= Path2D;
  Konva.Util.createCanvasElement = () => {
    const canvas = createCanvas(300, 150) as unknown as { style?: Record<string, string> };
    // Konva sets canvas.style.* while sizing; a Node canvas has no style object.
    canvas.style ??= {};
    return canvas as unknown as HTMLCanvasElement;
  };
  Konva.Util.createImageElement = () => new SkiaImage() as unknown as HTMLImageElement;
  keepBaselinesExact(Object.getPrototypeOf(createCanvas(1, 1).getContext('2d')));
  for (const family of FONT_FAMILIES) {
    if (!GlobalFonts.has(family)) GlobalFonts.registerFromPath(fontFile(family), family);
    // The same file's outlines, which the print draws its text with (glyphOutlines.ts).
    if (!hasOutlineFont(family)) {
      registerOutlineFont(family, () => fontkit.create(readFileSync(fontFile(family))));
    }
  }
  ready = true;
}

/** Loads a picture or art file (path, file: URL or data URL) as a drawable image in Node. */
export const nodeLoadImage: LoadImage = async (url) => {
  const source = url.startsWith('file:') ? new URL(url) : url;
  const image = await loadImage(source);
  return image as unknown as HTMLImageElement;
};
