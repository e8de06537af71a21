import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { templatesDir } from '../../../fixtures/load';
import { rasteriseSvgArt } from './svgArt';

type Raster = { getContext(kind: '2d'): CanvasRenderingContext2D; width: number; height: number };

const pixels = (canvas: unknown) => {
  const raster = canvas as Raster;
  return raster.getContext('2d').getImageData(0, 0, raster.width, raster.height);
};
const at = (image: ImageData, x: number, y: number) =>
  Array.from(image.data.subarray((image.width * y + x) * 4, (image.width * y + x) * 4 + 4));

describe('rasteriseSvgArt', () => {
  it('copies only the drawn part of mostly transparent art, the rest stays transparent', async () => {
    // A month's tape: two faint strips across the top of an otherwise empty A4 page.
    const tape = path.join(templatesDir, 'calendar-a4-family', 'art', 'tape-m01.svg');
    const image = pixels(await rasteriseSvgArt(tape, 432, 606));
    expect([image.width, image.height]).toEqual([432, 606]);
    expect(at(image, 0, 0)).toEqual([0, 0, 0, 0]);
    expect(at(image, 300, 500)).toEqual([0, 0, 0, 0]);
    // Inside the left strip (#3a6ea5 at opacity 0.55), straight alpha.
    const [r, g, b, a] = at(image, 112, 20);
    expect(a).toBeGreaterThan(130);
    expect(a).toBeLessThan(150);
    // Straight alpha from premultiplied bytes: within a unit of rounding.
    [r, g, b].forEach((v, i) =>
      expect(Math.abs((v ?? 0) - [0x3a, 0x6e, 0xa5][i]!)).toBeLessThanOrEqual(1),
    );
    // A strip's edge pixel is partly covered: its colour stays the strip's, not darkened.
    let edges = 0;
    for (let y = 0; y < 40; y += 1) {
      const [er, , , ea] = at(image, 84 + (y % 4), y);
      if ((ea ?? 0) > 0 && (ea ?? 0) < 130) {
        edges += 1;
        expect(Math.abs((er ?? 0) - 0x3a)).toBeLessThanOrEqual(2);
      }
    }
    expect(edges).toBeGreaterThan(0);
  });

  it('gives a transparent raster of the asked size for art that draws nothing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'keepsake-svg-'));
    const empty = path.join(dir, 'empty.svg');
    writeFileSync(empty, '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"/>');
    const image = pixels(await rasteriseSvgArt(empty, 40, 20));
    expect([image.width, image.height]).toEqual([40, 20]);
    expect(image.data.every((v) => v === 0)).toBe(true);
  });
});
