import { describe, expect, it } from 'vitest';
import { areaDownscale } from './areaDownscale';

/** A width × height image whose pixel (x, y) is `pixel(x, y)`. */
function image(width: number, height: number, pixel: (x: number, y: number) => number[]) {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) data.set(pixel(x, y), (y * width + x) * 4);
  return { data, width, height };
}

describe('areaDownscale', () => {
  it('gives a pixel the share of an edge its square covers', () => {
    // Black left of x = 3, white right of it; target pixels are 2.5 source pixels wide.
    const source = image(5, 5, (x) => (x < 3 ? [0, 0, 0, 255] : [255, 255, 255, 255]));
    const out = areaDownscale(source, 2, 2, 2.5);
    // Pixel 0 covers [0, 2.5): all black. Pixel 1 covers [2.5, 5): 0.5 black, 2 white.
    expect(Array.from(out.data.subarray(0, 8))).toEqual([0, 0, 0, 255, 204, 204, 204, 255]);
  });

  it('weights colours by alpha, as a browser blends a transparent edge', () => {
    const source = image(2, 1, (x) => (x === 0 ? [255, 0, 0, 0] : [0, 0, 255, 255]));
    const out = areaDownscale(source, 1, 1, 2);
    expect(Array.from(out.data)).toEqual([0, 0, 255, 128]);
  });
});
