import { createCanvas } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { lineOutline } from './glyphOutlines';
import { setupNodeKonva } from './node/setup';

beforeAll(() => setupNodeKonva());

describe('lineOutline', () => {
  it("lays a line out as wide as the canvas's own text, kerning included", () => {
    const context = createCanvas(10, 10).getContext('2d');
    for (const [family, text] of [
      ['Tourney', 'Sofie'],
      ['Dancing Script', 'Gratulerer med dagen, Emma!'],
      ['Playfair Display', 'AVATAR Åse Øyvind'],
    ] as const) {
      const outline = lineOutline(family, text);
      expect(outline, family).not.toBeNull();
      if (!outline) continue;
      context.font = `100px "${family}"`;
      const canvasWidth = context.measureText(text).width;
      expect((outline.advance / outline.unitsPerEm) * 100).toBeCloseTo(canvasWidth, 0);
    }
  });

  it('fills ink where the glyphs are', () => {
    const outline = lineOutline('Anton', 'I');
    if (!outline) throw new Error('no outline');
    const canvas = createCanvas(100, 100);
    const context = canvas.getContext('2d');
    const scale = 80 / outline.unitsPerEm;
    context.setTransform(scale, 0, 0, scale, 10, 90);
    context.fill(outline.path as never);
    const ink = canvas.getContext('2d').getImageData(0, 0, 100, 100).data;
    const alpha = (x: number, y: number) => ink[(y * 100 + x) * 4 + 3];
    expect(alpha(Math.round(10 + (outline.advance * scale) / 2), 60)).toBe(255);
    expect(alpha(95, 5)).toBe(0);
  });

  it('leaves a line with a character its font file lacks to the canvas', () => {
    expect(lineOutline('Lobster', 'Жанна')).toBeNull();
  });

  it('has no outlines for a family never registered', () => {
    expect(lineOutline('Comic Sans', 'Hi')).toBeNull();
  });
});
