import { SceneCanvas } from 'konva/lib/Canvas';
import type { Context } from 'konva/lib/Context';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillTextAveraged } from './averagedText';
import { setupNodeKonva } from './node/setup';

beforeAll(() => setupNodeKonva());

const WIDTH = 220;
const HEIGHT = 70;

/** A white canvas with Roboto set up as drawTextLines sets it, drawn on by `draw`. */
function drawn(draw: (context: Context) => void): Uint8ClampedArray {
  const canvas = new SceneCanvas({ width: WIDTH, height: HEIGHT, pixelRatio: 1 });
  const context = canvas.getContext();
  context.setAttr('fillStyle', '#fff');
  context.fillRect(0, 0, WIDTH, HEIGHT);
  context.setAttr('font', '30px "Roboto"');
  context.setAttr('textBaseline', 'alphabetic');
  context.setAttr('textAlign', 'left');
  context.setAttr('fillStyle', '#1d3557');
  context.transform(1, 5e-4, 0, 1, 0, 0);
  draw(context);
  return context.getImageData(0, 0, WIDTH, HEIGHT).data;
}

/** Total ink (darkness of the red channel) and its centre. */
function ink(pixels: Uint8ClampedArray): { total: number; x: number; y: number } {
  let total = 0;
  let x = 0;
  let y = 0;
  for (let i = 0; i < WIDTH * HEIGHT; i++) {
    const dark = 255 - (pixels[i * 4] ?? 255);
    total += dark;
    x += dark * (i % WIDTH);
    y += dark * Math.floor(i / WIDTH);
  }
  return { total, x: x / total, y: y / total };
}

describe('fillTextAveraged', () => {
  it('puts the same ink where the canvas puts the line', () => {
    const averaged = ink(drawn((context) => fillTextAveraged(context, 'Sofie 2027', 12.3, 48.6)));
    const once = ink(drawn((context) => context.fillText('Sofie 2027', 12.3, 48.6)));
    expect(averaged.total / once.total).toBeGreaterThan(0.97);
    expect(averaged.total / once.total).toBeLessThan(1.03);
    expect(Math.abs(averaged.x - once.x)).toBeLessThan(0.1);
    expect(Math.abs(averaged.y - once.y)).toBeLessThan(0.1);
  });

  it("keeps to the part's clip", () => {
    const pixels = drawn((context) => {
      context.beginPath();
      context.rect(0, 0, 60, HEIGHT);
      context.clip();
      fillTextAveraged(context, 'Sofie 2027', 12.3, 48.6);
    });
    const inside = ink(pixels.map((value, i) => (Math.floor(i / 4) % WIDTH < 60 ? value : 255)));
    const outside = ink(pixels.map((value, i) => (Math.floor(i / 4) % WIDTH >= 60 ? value : 255)));
    expect(inside.total).toBeGreaterThan(0);
    expect(outside.total).toBe(0);
  });

  it('leaves a line too large for its scratch canvas to the canvas, drawn once', () => {
    const huge = (context: Context) => context.setAttr('font', '3000px "Roboto"');
    const averaged = drawn((context) => {
      huge(context);
      fillTextAveraged(context, 'Hi', -500, 2000);
    });
    const once = drawn((context) => {
      huge(context);
      context.fillText('Hi', -500, 2000);
    });
    expect(ink(averaged).total).toBeGreaterThan(0);
    expect(averaged).toEqual(once);
  });
});
