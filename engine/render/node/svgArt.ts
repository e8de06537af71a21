// SVG art for print renders, rasterised by resvg at the exact size the page draws it. The canvas
// library decodes an SVG once at the size the file declares, and its renderer gives each element
// with `opacity` a layer the size of the whole picture: a calendar page's paper of 30 faint lines
// took seconds, where resvg takes a fraction of that, off the main thread.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createCanvas, ImageData } from '@napi-rs/canvas';
import { renderAsync } from '@resvg/resvg-js';
import type { RasteriseArt } from '../art';

/**
 * Elements resvg would draw otherwise than the browser (it knows only the fonts it is given and
 * resolves no linked files): such art goes to the canvas library's own decoder instead.
 */
const OTHERWISE_DRAWN = /<(?:text|image|foreignObject|feImage)\b|\bhref\s*=\s*["'](?!#)/;

/** A file path or file: URL to its bytes; other URLs (data:, http:) are not read here. */
async function fileBytes(url: string): Promise<Buffer | null> {
  if (url.startsWith('file:')) return readFile(fileURLToPath(url));
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) && !/^[a-z]:[\\/]/i.test(url)) return null;
  return readFile(url);
}

const looksLikeSvg = (head: string) =>
  /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg\b/.test(head);

/**
 * Straight-alpha value of each premultiplied channel value by alpha (alpha 1–254), computed
 * once with the same arithmetic a pixel-by-pixel division would use, so the lookup gives the
 * very same bytes at a fraction of the cost on a 9 MP page.
 */
const UNPREMULTIPLIED = (() => {
  const table = new Uint8Array(256 * 256);
  for (let a = 1; a < 255; a += 1) {
    const k = 255 / a;
    for (let c = 0; c < 256; c += 1) table[a * 256 + c] = Math.min(255, Math.round(c * k));
  }
  return table;
})();

/** Turns resvg's premultiplied RGBA into the straight alpha ImageData holds, in place. */
function unpremultiply(data: Uint8Array): void {
  const table = UNPREMULTIPLIED;
  for (let i = 3; i < data.length; i += 4) {
    const a = data[i] as number;
    if (a === 255 || a === 0) continue;
    const row = a << 8;
    data[i - 3] = table[row + (data[i - 3] as number)] as number;
    data[i - 2] = table[row + (data[i - 2] as number)] as number;
    data[i - 1] = table[row + (data[i - 1] as number)] as number;
  }
}

interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The smallest rectangle of a premultiplied RGBA raster that holds every pixel not fully
 * transparent (such a pixel is four zero bytes); null when the whole raster is transparent.
 */
function drawnBounds(pixels: Uint8Array, width: number, height: number): Bounds | null {
  const words =
    pixels.byteOffset % 4 === 0
      ? new Uint32Array(pixels.buffer, pixels.byteOffset, width * height)
      : new Uint32Array(pixels.slice().buffer, 0, width * height);
  const emptyRow = (y: number) => {
    for (let i = y * width, end = i + width; i < end; i += 1) if (words[i] !== 0) return false;
    return true;
  };
  let top = 0;
  while (top < height && emptyRow(top)) top += 1;
  if (top === height) return null;
  let bottom = height - 1;
  while (emptyRow(bottom)) bottom -= 1;
  let left = width;
  let right = -1;
  for (let y = top; y <= bottom; y += 1) {
    const row = y * width;
    for (let x = 0; x < left; x += 1) {
      if (words[row + x] !== 0) {
        left = x;
        break;
      }
    }
    for (let x = width - 1; x > right; x -= 1) {
      if (words[row + x] !== 0) {
        right = x;
        break;
      }
    }
  }
  return { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

/**
 * The raster's drawn rectangle copied into a canvas the raster's size. A fresh canvas is
 * transparent, so the rest needs no copying: most of a month's tape or a frame's corners are
 * empty, and putting a whole 9 MP page raster into a canvas is its costliest step.
 */
function rasterCanvas(pixels: Uint8Array, width: number, height: number) {
  const canvas = createCanvas(width, height);
  const drawn = drawnBounds(pixels, width, height);
  if (!drawn) return canvas;
  const stride = width * 4;
  const whole = drawn.width === width && drawn.height === height;
  let straight: Uint8Array;
  if (whole) {
    straight = pixels;
  } else {
    const rowBytes = drawn.width * 4;
    straight = new Uint8Array(rowBytes * drawn.height);
    for (let y = 0; y < drawn.height; y += 1) {
      const from = (drawn.y + y) * stride + drawn.x * 4;
      straight.set(pixels.subarray(from, from + rowBytes), y * rowBytes);
    }
  }
  unpremultiply(straight);
  canvas
    .getContext('2d')
    .putImageData(
      new ImageData(
        new Uint8ClampedArray(straight.buffer, straight.byteOffset, straight.byteLength),
        drawn.width,
        drawn.height,
      ),
      drawn.x,
      drawn.y,
    );
  return canvas;
}

/**
 * An SVG file rasterised to `width` pixels wide (the page stretches it to its art rectangle as
 * the browser does); null for other formats and for SVGs with text or linked images.
 */
export const rasteriseSvgArt: RasteriseArt = async (url, width, height) => {
  const bytes = await fileBytes(url);
  if (!bytes) return null;
  const text = bytes.toString('utf8');
  if (!looksLikeSvg(text.slice(0, 4096)) || OTHERWISE_DRAWN.test(text)) return null;
  const rendered = await renderAsync(bytes, {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: false },
    shapeRendering: 2,
    imageRendering: 0,
  });
  const drawn = rasterCanvas(rendered.pixels, rendered.width, rendered.height);
  // A height a pixel off by rounding is stretched where the page draws the art; art whose
  // rectangle has another shape than its drawing is stretched here, as the browser does.
  if (Math.abs(rendered.height - height) <= 1) return drawn as unknown as HTMLCanvasElement;
  const fitted = createCanvas(width, height);
  fitted.getContext('2d').drawImage(drawn, 0, 0, width, height);
  return fitted as unknown as HTMLCanvasElement;
};
