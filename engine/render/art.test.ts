import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import Konva from 'konva';
import { mm } from '../model/units';
import { loadArt } from './art';
import { ImageCache } from './imageCache';
import { setupNodeKonva } from './node/setup';
import type { Drawable } from './scene';

beforeAll(() => setupNodeKonva());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const part = { width: mm(100), height: mm(50) };
const art = { src: 'art/background.svg' };
const svg = { width: 300, height: 150 } as unknown as Drawable;

describe('template art in a browser', () => {
  it('is rasterised by createImageBitmap, once per size, and not on a main-thread canvas', async () => {
    const bitmaps: { width: number; height: number }[] = [];
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async (_image: unknown, options: { resizeWidth: number; resizeHeight: number }) => {
        const bitmap = { width: options.resizeWidth, height: options.resizeHeight };
        bitmaps.push(bitmap);
        return bitmap;
      }),
    );
    const canvases = vi.spyOn(Konva.Util, 'createCanvasElement');
    const cache = new ImageCache(async () => svg);

    const first = await loadArt(cache, '/art/bg.svg', art, part, 4);
    const again = await loadArt(cache, '/art/bg.svg', art, part, 4);
    // Zooming within the same power of two reuses the raster.
    const zoomed = await loadArt(cache, '/art/bg.svg', art, part, 3.5);
    const sharper = await loadArt(cache, '/art/bg.svg', art, part, 8);

    expect(bitmaps).toEqual([
      { width: 400, height: 200 },
      { width: 800, height: 400 },
    ]);
    expect(again).toBe(first);
    expect(zoomed).toBe(first);
    expect(sharper).toBe(bitmaps[1]);
    expect(canvases).not.toHaveBeenCalled();
  });

  it('falls back to a canvas copy where the browser makes no bitmap of the file', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      }),
    );
    const source = Konva.Util.createCanvasElement();
    source.width = 10;
    source.height = 5;
    const cache = new ImageCache(async () => source as Drawable);
    const raster = await loadArt(cache, '/art/fg.svg', art, part, 4);
    expect([raster.width, raster.height]).toEqual([400, 200]);
    expect('getContext' in raster).toBe(true);
  });
});
