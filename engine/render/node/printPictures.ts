// Originals for print renders, decoded at the size the page needs. A camera's 20 MP portrait in
// a calendar's 94 × 122 mm frame needs some 2560 px along its long edge at 300 dpi: decoding it
// whole costs five times the memory and time, and the canvas then scales it down anyway.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createCanvas, ImageData } from '@napi-rs/canvas';
import sharp from 'sharp';
import type { LoadImage } from '../imageCache';
import type { ImageSource } from '../pictures';
import { nodeLoadImage } from './setup';

const EDGE = 'long-edge';

/**
 * The host's picture files as file: URLs that carry the long edge the page needs (a picture
 * wanted at two sizes is two cache entries); other URLs are left as they are.
 */
export function sizedImageSource(source: ImageSource): ImageSource {
  return (ref) => {
    const url = source(ref);
    if (url.startsWith('data:') || /^https?:/i.test(url)) return url;
    const file = url.startsWith('file:') ? new URL(url) : pathToFileURL(url);
    file.searchParams.set(EDGE, String(Math.max(1, Math.round(ref.size))));
    return file.href;
  };
}

/**
 * Loads a sized file: URL through libvips (shrink-on-load for JPEG), never enlarging the
 * original; everything else through the canvas library.
 */
export const printLoadImage: LoadImage = async (url) => {
  const edge = url.startsWith('file:') ? Number(new URL(url).searchParams.get(EDGE)) : NaN;
  if (!Number.isFinite(edge) || edge <= 0) return nodeLoadImage(url);
  const parsed = new URL(url);
  parsed.search = '';
  const file = fileURLToPath(parsed);
  const { data, info } = await sharp(file, { failOn: 'error' })
    .resize(edge, edge, { fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const canvas = createCanvas(info.width, info.height);
  canvas
    .getContext('2d')
    .putImageData(
      new ImageData(
        new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
        info.width,
        info.height,
      ),
      0,
      0,
    );
  return canvas as unknown as HTMLCanvasElement;
};
